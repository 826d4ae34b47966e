#!/usr/bin/env bash
# The shrinker's edges: verify.sh --no-shrink names the failing case and shrinks nothing; the
# shrink tool refuses bad usage (exit 2), says so when the failure does not reproduce or the
# input is not in the problem's format (exit 1), and stops at its run budget, saying so (in
# Korean with --ko); shrink_failure (scripts/lib/shrink.sh) leaves a whitespace-only failure
# alone.
# On this problem's inputs and wrong solutions.
# Usage: tests/<folder>/shrink/cli.sh   (needs a built tree: judge, shrink, this problem's targets)
# Status: CTest <p>/shrink-cli (tests.cmake beside this folder).
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)
# shellcheck source=scripts/lib/common.sh
source "$root/scripts/lib/common.sh"
# shellcheck source=scripts/lib/languages.sh
source "$ROOT/scripts/lib/languages.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# shellcheck source=tests/expect.sh
source "$root/tests/expect.sh"
p=$(basename "$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)")
shrink=$BUILD/bin/${p}_shrink main=$BUILD/bin/$p
wrong=$root/tests/$p/wrong/plain_nim.cpp
printf '2\n1 2\n' >"$tmp/two.in"
printf '2\n1 2 3\n' >"$tmp/bad.in"

expect "verify.sh --no-shrink: rejected, not shrunk" 1 "!shrink:" \
  "$root/scripts/verify.sh" --no-shrink "$p" "$wrong"
expect "shrink: --help" 0 "usage: <folder>_shrink SOLUTION" "$shrink" --help
expect "shrink: too few arguments" 2 "usage" "$shrink" "$main"
expect "shrink: an unknown option" 2 "usage" "$shrink" "$main" "$main" "$tmp/two.in" --no-such-option
expect "shrink: the failure does not reproduce" 1 "did not reproduce" \
  "$shrink" "$main" "$main" "$tmp/two.in"
expect "shrink: not the problem's format" 1 "not in the problem's format" \
  "$shrink" "$main" "$main" "$tmp/bad.in"
bin=$(solution_binary "$wrong") || exit 2
expect "shrink: the run budget stops it and it says so" 0 "stopped early: the run budget (1 runs)" \
  "$shrink" "$bin" "$main" "$(ensure_cases "$p")/limit-nmax-pairs-then-55-60.in" --max-runs 1
expect "shrink --ko: the report in Korean" 0 "실행 횟수 한도(1번)를 다 써서 일찍 멈췄습니다" \
  "$shrink" "$bin" "$main" "$(ensure_cases "$p")/limit-nmax-pairs-then-55-60.in" --max-runs 1 --ko
printf 'FAIL %s: whitespace only: expected "1\\n", found "1 \\n"\n' "$tmp/two.in" >"$tmp/log"
# shellcheck disable=SC2016 # the inner bash expands them
expect "shrink_failure: a whitespace-only failure is not shrunk" 0 "!shrink" \
  bash -c 'source "$1/scripts/lib/common.sh" && source "$1/scripts/lib/shrink.sh" &&
    shrink_failure "$2" "$3" 1 "$4" wrong.cpp' _ "$root" "$p" "$main" "$tmp/log"
exit "$fail"
