#!/usr/bin/env bash
# One shrink end to end: verify.sh must reject SOLUTION (a source or a program) and shrink its
# failure to a valid input that fails the same way, within the bound; --ko: shrunk again (by
# verify.sh --ko), to the same bytes. Status: CTest shrink/<p>/<wrong>.
# Usage: tests/shrink/check.sh [--ko] PROBLEM SOLUTION MAX_COMPONENTS MAX_BYTES
set -uo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
# shellcheck source=scripts/lib/languages.sh
source "$ROOT/scripts/lib/languages.sh"
# shellcheck source=scripts/lib/shrink.sh
source "$ROOT/scripts/lib/shrink.sh"
ko=0
if [[ ${1:-} == --ko ]]; then
  ko=1
  shift
fi
(($# == 4)) || die "usage: tests/shrink/check.sh [--ko] PROBLEM SOLUTION MAX_COMPONENTS MAX_BYTES"
p=$(problem_folder "$1") || exit 2
sol=$2 max_components=$3 max_bytes=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() {
  echo "FAIL: $*"
  printf '%s\n' "$report" | head -n 40
  exit 1
}

# Runs verify.sh (with its options $@); sets report, key (the first failure: verdict token
# and code) and shrunk (the saved file).
shrink_once() {
  local rc
  report=$("$ROOT/scripts/verify.sh" --verdicts "$tmp/verdicts" "$@" "$p" "$sol" 2>&1)
  rc=$?
  [[ $rc == 1 ]] || fail "verify.sh $* exited $rc, not 1 (rejected)"
  key=$(failed_case "$tmp/verdicts" key) || fail "no failing case in the judge's verdicts"
  shrunk=$(sed -nE 's/^  (saved|저장): *(.*) \((and )?\.out.*/\2/p' <<<"$report")
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
"$BUILD/bin/judge" --time-limit "$(judge_limit "$p")" --reference "$BUILD/bin/$p" \
  --verdicts "$tmp/now" "$bin" "$shrunk" >/dev/null
[[ $? == 1 ]] || fail "the solution passes the shrunk input"
now=$(failed_case "$tmp/now" key)
same_failure "$now" "$key" || fail "it fails differently now: $now (first: $key)"

naive_out=$("$BUILD/bin/${p}_naive" <"$shrunk" 2>/dev/null)
case $? in
  0) [[ $naive_out == "$(cat "${shrunk%.in}.out")" ]] || fail "the brute force says $naive_out" ;;
  2) echo "too large for the brute force: main.cpp's answer stands alone" ;;
  *) fail "the brute force failed on the shrunk input" ;;
esac

if ((ko)); then
  cp "$shrunk" "$tmp/first.in"
  shrink_once --ko
  cmp -s "$shrunk" "$tmp/first.in" || fail "verify.sh --ko shrank to a different input"
  echo "the same $bytes bytes again (ko)"
fi
echo "ok: $p $(basename "$sol") shrinks to $components components, $bytes bytes, still failing ($key)"
