# The tests' shared checks, sourced; $tmp is removed at exit. expect DESCRIPTION STATUS TEXT
# COMMAND... passes when COMMAND exits STATUS and its output (kept in $last) holds TEXT ('!TEXT':
# does not); bad MESSAGE [FILE] is any other failure (with FILE's first lines). Both set fail=1:
# end with `exit "$fail"`.
# shellcheck shell=bash disable=SC2034 # fail, last and tmp are for the scripts that source it
fail=0 last=
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bad() {
  echo "FAIL: $1"
  [[ -z ${2-} ]] || head -n 5 "$2"
  fail=1
}
expect() {
  local what=$1 want_rc=$2 want=$3 rc=0 found=0
  shift 3
  last=$("$@" 2>&1) || rc=$?
  ! grep -qF -- "${want#!}" <<<"$last" || found=1
  if [[ $rc != "$want_rc" || ($want == !* && $found == 1) || ($want != !* && $found == 0) ]]; then
    bad "$what: exit $rc (wanted $want_rc and '$want'), output:"
    printf '%s\n' "$last" | tail -n 12
  else
    echo "ok: $what"
  fi
}
first_kept() { if [[ -f $1/sample-1.in ]]; then echo "$1/sample-1.in"; else echo "$1/example-1.in"; fi; }
