#!/usr/bin/env bash
# The shrinker's edges (tests/README.md, shrink/). Usage: tests/shrink/cli.sh PROBLEM (on a built
# tree, with its first wrong solution). Status: CTest shrink/<p>/cli.
set -uo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
# shellcheck source=scripts/lib/shrink.sh
source "$ROOT/scripts/lib/shrink.sh"
# shellcheck source=tests/expect.sh
source "$ROOT/tests/expect.sh"
(($# == 1)) || die "usage: tests/shrink/cli.sh PROBLEM"
p=$(problem_folder "$1") || exit 2
shrink=$BUILD/bin/${p}_shrink main=$BUILD/bin/$p
shopt -s nullglob
wrongs=("$ROOT/tests/$p"/wrong/*.cpp)
kept=("$ROOT/tests/$p"/sample-*.in "$ROOT/tests/$p"/example-*.in)
((${#wrongs[@]} && ${#kept[@]})) || die "$p has no wrong solution or no sample or example"
wrong=$BUILD/bin/${p}_wrong_$(basename "${wrongs[0]}" .cpp)
# A case main.cpp passes, and one not in the problem's format (one token too many).
cp "${kept[0]}" "$tmp/ok.in"
{ cat "${kept[0]}" && echo 1; } >"$tmp/bad.in"

expect "verify.sh --no-shrink: rejected, not shrunk" 1 "!shrink:" \
  "$ROOT/scripts/verify.sh" --no-shrink --verdicts "$tmp/verdicts" "$p" "$wrong"
failing=$(failed_case "$tmp/verdicts") || {
  echo "FAIL: no failing case in verify.sh's verdicts"
  exit 1
}
expect "shrink: --help" 0 "usage: <folder>_shrink SOLUTION" "$shrink" --help
expect "shrink: too few arguments" 2 "usage" "$shrink" "$main"
expect "shrink: an unknown option" 2 "usage" "$shrink" "$main" "$main" "$tmp/ok.in" --no-such-option
expect "shrink: the failure does not reproduce" 1 "did not reproduce" \
  "$shrink" "$main" "$main" "$tmp/ok.in"
expect "shrink: not the problem's format" 1 "not in the problem's format" \
  "$shrink" "$main" "$main" "$tmp/bad.in"
expect "shrink: the run budget stops it and it says so" 0 "stopped early: the run budget (1 runs)" \
  "$shrink" "$wrong" "$main" "$failing" --max-runs 1
expect "shrink --ko: the report in Korean" 0 "실행 횟수 한도(1번)를 다 써서 일찍 멈췄습니다" \
  "$shrink" "$wrong" "$main" "$failing" --max-runs 1 --ko
printf '%s\tPE\t1\tstrict\n' "$tmp/ok.in" >"$tmp/log"
# shellcheck disable=SC2016 # the inner bash expands them
expect "shrink_failure: a presentation error is not shrunk" 0 "!shrink" \
  bash -c 'source "$1/scripts/lib/common.sh" && source "$1/scripts/lib/shrink.sh" &&
    shrink_failure "$2" "$3" 1 "$4" wrong.cpp' _ "$ROOT" "$p" "$main" "$tmp/log"
exit "$fail"
