#!/usr/bin/env bash
# Passes when scripts/verify.sh rejects a wrong solution on some case (exit 1); a build
# or usage error (exit 2) or an accepted wrong solution fails the test.
# Usage: tests/expect_rejected.sh PROBLEM WRONG   (WRONG: an executable, as CTest passes the
#   target <p>_wrong_<name> built with the judge's flags, or a .cpp verify.sh builds)
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
if [[ ${1-} == --help || $# != 2 ]]; then
  sed -n '2,5p' "${BASH_SOURCE[0]}" | cut -c 3-
  [[ ${1-} == --help ]]
  exit
fi
out=$("$root/scripts/verify.sh" --no-shrink "$1" "$2" 2>&1) # tests/shrink/ checks shrinking
rc=$?
printf '%s\n' "$out" | grep -m1 -A4 '^FAIL' || printf '%s\n' "$out" | tail -n 5
case $rc in
  1) echo "rejected, as it must be: $2" ;;
  0) echo "error: the wrong solution $2 passed every check" >&2; exit 1 ;;
  *) echo "error: verify.sh could not judge $2 (exit $rc)" >&2; exit 1 ;;
esac
