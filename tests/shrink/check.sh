#!/usr/bin/env bash
# Checks one shrink end to end: scripts/verify.sh must reject SOLUTION, shrink the failure,
# and the shrunk input it saves must (1) be valid (the problem's validator), (2) still fail
# for the same reason as the first failing case (the judge, against main.cpp's answer, which
# the brute force must confirm whenever the input is small enough for it), and (3) have at
# most MAX_COMPONENTS components and MAX_BYTES bytes. With --twice the shrink is run again
# and must give the same bytes (determinism).
# Usage: tests/shrink/check.sh [--twice] PROBLEM SOLUTION MAX_COMPONENTS MAX_BYTES
#   SOLUTION: a source file or a built program (the suite passes tests/<p>/wrong/ built)
# Status: one CTest test per wrong solution and fixture (tests/shrink/CMakeLists.txt).
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
# shellcheck source=scripts/lib/common.sh
source "$root/scripts/lib/common.sh"
# shellcheck source=scripts/lib/languages.sh
source "$ROOT/scripts/lib/languages.sh"
twice=0
[[ ${1:-} == --twice ]] && twice=1 && shift
(($# == 4)) || die "usage: tests/shrink/check.sh [--twice] PROBLEM SOLUTION MAX_COMPONENTS MAX_BYTES"
p=$(problem_folder "$1") || exit 2
sol=$2 max_components=$3 max_bytes=$4
fail() {
  echo "FAIL: $*"
  printf '%s\n' "$report" | head -n 40
  exit 1
}

# Runs verify.sh; sets report, why (the first failure's reason) and shrunk (the saved file).
shrink_once() {
  local rc
  report=$("$root/scripts/verify.sh" "$p" "$sol" 2>&1)
  rc=$?
  [[ $rc == 1 ]] || fail "verify.sh exited $rc, not 1 (rejected)"
  why=$(grep -m1 '^FAIL ' <<<"$report") || fail "no FAIL line"
  why=${why#*.in: }
  shrunk=$(sed -n 's/^  saved: *\(.*\) (and .out.*/\1/p' <<<"$report")
  [[ -f $shrunk ]] || fail "no shrunk input saved"
}
shrink_once
printf '%s\n' "$report" | grep -E '^(FAIL|shrink:)'

components=$(head -n 1 "$shrunk")
bytes=$(wc -c <"$shrunk" | tr -d ' ')
echo "shrunk: $components components, $bytes bytes (bound: $max_components, $max_bytes): $shrunk"
((components <= max_components && bytes <= max_bytes)) || fail "larger than the bound"

"$BUILD/bin/${p}_validator" <"$shrunk" || fail "the validator rejects the shrunk input"

bin=$(solution_binary "$sol") || exit 2
judged=$("$BUILD/bin/judge" --time-limit "$(judge_limit "$p")" --reference "$BUILD/bin/$p" "$bin" "$shrunk")
[[ $? == 1 ]] || fail "the solution passes the shrunk input"
now=$(grep -m1 '^FAIL ' <<<"$judged")
now=${now#*.in: }
# A time limit's reason holds the measured times: compare only that it is one.
[[ $now == "$why" || ($now == time* && $why == time*) ]] || fail "it fails differently now: $now (first: $why)"

naive_out=$("$BUILD/bin/${p}_naive" <"$shrunk" 2>/dev/null)
case $? in
  0) [[ $naive_out == "$(cat "${shrunk%.in}.out")" ]] || fail "the brute force says $naive_out" ;;
  2) echo "too large for the brute force: main.cpp's answer stands alone" ;;
  *) fail "the brute force failed on the shrunk input" ;;
esac

if ((twice)); then
  cp "$shrunk" "$shrunk.first"
  shrink_once
  cmp -s "$shrunk" "$shrunk.first" || fail "a second shrink gave a different input"
  rm -f "$shrunk.first"
  echo "deterministic: a second shrink gave the same $bytes bytes"
fi
echo "ok: $p $(basename "$sol") shrinks to $components components, $bytes bytes, still failing ($why)"
