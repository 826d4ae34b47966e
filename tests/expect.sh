# The tests' shared checks; source it from a test script. It makes $tmp, a directory removed at
# exit. expect DESCRIPTION STATUS TEXT COMMAND... runs COMMAND and passes when it exits with
# STATUS and its output (stdout and stderr) holds TEXT, or with '!TEXT' does not hold it;
# prints ok/FAIL (with the output's end) and keeps the output in $last. bad MESSAGE is any
# other failed check. Either sets fail=1: end the script with `exit "$fail"`.
# shellcheck shell=bash disable=SC2034 # fail, last and tmp are for the scripts that source it
fail=0 last=
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bad() {
  echo "FAIL: $*"
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
# The first kept case (sample-1.in, else example-1.in) in a tests/<folder>/ directory.
first_kept() {
  if [[ -f $1/sample-1.in ]]; then echo "$1/sample-1.in"; else echo "$1/example-1.in"; fi
}
