# The tests' one check of a command: expect DESCRIPTION STATUS TEXT COMMAND... runs COMMAND and
# passes when it exits with STATUS and its output (stdout and stderr) holds TEXT, or with
# '!TEXT' does not hold it. Prints ok/FAIL (with the output's end), sets fail=1 on a FAIL,
# keeps the output in $last. Source it from a test script (the command-line tests of tests/
# and its folders: grep for expect.sh).
# shellcheck shell=bash disable=SC2034 # fail and last are for the scripts that source it
fail=0 last=
expect() {
  local what=$1 want_rc=$2 want=$3 rc=0 found=0
  shift 3
  last=$("$@" 2>&1) || rc=$?
  ! grep -qF -- "${want#!}" <<<"$last" || found=1
  if [[ $rc != "$want_rc" || ($want == !* && $found == 1) || ($want != !* && $found == 0) ]]; then
    echo "FAIL: $what: exit $rc (wanted $want_rc and '$want'), output:"
    printf '%s\n' "$last" | tail -n 12
    fail=1
  else
    echo "ok: $what"
  fi
}
