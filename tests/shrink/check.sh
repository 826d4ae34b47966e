#!/usr/bin/env bash
# One shrink: the first failure in VERDICTS (the judge's, from the <p>/wrong/<name> test) shrunk
# by <folder>_shrink to a valid input within the bound that the judge still rejects the same way;
# --ko: shrunk again in Korean, to the same bytes (verdicts are tokens: the language cannot change
# a shrink). Status: CTest shrink/<p>/<name>.
# Usage: tests/shrink/check.sh [--ko] PROBLEM PROGRAM VERDICTS MAX_COMPONENTS MAX_BYTES [OPTION...]
#   OPTION: the shrinker's (--max-runs N, --max-seconds S).
set -uo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
ko=
if [[ ${1:-} == --ko ]]; then ko=1 && shift; fi
(($# >= 5)) || die "usage: tests/shrink/check.sh [--ko] PROBLEM PROGRAM VERDICTS MAX_COMPONENTS MAX_BYTES [OPTION...]"
p=$(problem_folder "$1") || exit 2
sol=$2 max_components=$4 max_bytes=$5 limit=$(judge_limit "$p")
IFS=$'\t' read -r first token _ code < <(tail -n 1 "$3")
shift 5
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; printf '%s\n' "$report" | head -n 40; exit 1; }

# shrink NAME [--ko]: the shrinker as verify.sh runs it; the report in $report, the input NAME.in.
shrink() {
  report=$("$BUILD/bin/${p}_shrink" "$sol" "$BUILD/bin/$p" "$first" --cases "$BUILD/cases/$p" \
    --out "$tmp/$1.in" --time-limit "$limit" --naive "$BUILD/bin/${p}_naive" \
    --validator "$BUILD/bin/${p}_validator" "${@:2}" 2>&1) || fail "the shrinker exited $?, not 0"
}
shrink first "$@"
printf '%s\n' "$report" | grep -E '^shrink:'

shrunk=$tmp/first.in bytes=$(($(wc -c <"$tmp/first.in")))
read -r components <"$shrunk"
echo "shrunk: $components components, $bytes bytes (bound: $max_components, $max_bytes)"
((components <= max_components && bytes <= max_bytes)) || fail "larger than the bound"
"$BUILD/bin/${p}_validator" <"$shrunk" || fail "the validator rejects the shrunk input"
"$BUILD/bin/judge" --time-limit "$limit" --reference "$BUILD/bin/$p" \
  --verdicts "$tmp/now" "$sol" "$shrunk" >/dev/null
IFS=$'\t' read -r _ now _ now_code <"$tmp/now"
[[ $now == "$token" && ($now_code == "$code" || $now == TLE) ]] ||
  fail "it fails differently now: $now $now_code (first: $token $code)"
[[ $token == TLE ]] || grep -q ' wins\.$' <<<"$report" || fail "no explanation of the shrunk input"

if [[ -n $ko ]]; then
  shrink again "$@" --ko
  cmp -s "$shrunk" "$tmp/again.in" || fail "--ko shrank to a different input"
  echo "the same $bytes bytes again (--ko)"
fi
echo "ok: $p $(basename "$sol") shrinks to $components components, $bytes bytes, still failing ($token $code)"
