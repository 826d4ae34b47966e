#!/usr/bin/env bash
# The shrinker's edges (tests/README.md, shrink/). Usage: tests/shrink/cli.sh PROBLEM WRONG VERDICTS
# (a wrong solution's program and its verdicts, from its <p>/wrong/<name> test). Status: CTest
# shrink/<p>/cli.
set -uo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
# shellcheck source=tests/expect.sh
source "$ROOT/tests/expect.sh"
(($# == 3)) || die "usage: tests/shrink/cli.sh PROBLEM WRONG VERDICTS"
p=$(problem_folder "$1") || exit 2
shrink=$BUILD/bin/${p}_shrink main=$BUILD/bin/$p wrong=$2
failing=$(tail -n 1 "$3" | cut -f 1)
kept=$(first_kept "$ROOT/tests/$p")
# A case main.cpp passes, and one not in the problem's format (one token too many).
{ cat "$kept" && echo 1; } >"$tmp/bad.in"

expect "shrink: --help" 0 "usage: <folder>_shrink SOLUTION" "$shrink" --help
expect "shrink: too few arguments" 2 "usage" "$shrink" "$main"
expect "shrink: an unknown option" 2 "usage" "$shrink" "$main" "$main" "$kept" --no-such-option
expect "shrink: the failure does not reproduce" 1 "did not reproduce" "$shrink" "$main" "$main" "$kept"
expect "shrink: not the problem's format" 1 "not in the problem's format" \
  "$shrink" "$main" "$main" "$tmp/bad.in"
expect "shrink: the run budget stops it and it says so" 0 "stopped early: the run budget (1 runs)" \
  "$shrink" "$wrong" "$main" "$failing" --max-runs 1
exit "$fail"
