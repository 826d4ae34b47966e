#!/usr/bin/env bash
# Runs every input/output check of one problem against any solution: the samples, the
# examples, the kept regressions, then the generated checks (limit cases, every small
# position against the brute force, seeded stress); stops at the first failure and names it.
# Only inputs within the stated constraints are used, so any accepted submission passes;
# each case runs under a time limit near the judge's (scripts/lib/common.sh: time_limit).
# A wrong answer, crash or time limit is then shrunk to a small input that fails the same way
# and explained (scripts/lib/shrink.sh; budget there); --no-shrink only names the case.
# Usage: scripts/verify.sh [--no-shrink] PROBLEM SOLUTION
#   PROBLEM:  BOJ number or folder name (16879, boj16879_palace)
#   SOLUTION: a .cpp file (built with the judge's flags) or an executable
# Exit: 0 all passed, 1 a case failed, 2 usage or build error.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=scripts/lib/shrink.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/shrink.sh"

shrink=1
[[ ${1:-} == --no-shrink ]] && shrink=0 && shift
[[ $# == 2 ]] || die "usage: scripts/verify.sh [--no-shrink] PROBLEM SOLUTION"
p=$(problem_folder "$1") || exit 2
build_targets judge
sol=$(solution_binary "$2") || exit 2
cases=$(ensure_cases "$p") || exit 2

shopt -s nullglob
kept=("$ROOT/tests/$p"/sample-*.in "$ROOT/tests/$p"/example-*.in "$ROOT/tests/$p"/regression-*.in)
# Limit cases first: they are few, and what fails only at the limits fails fast.
generated=("$cases"/limit-*.in "$cases"/exhaustive-*.in "$cases"/stress-*.in)
echo "verify $p: $2 on ${#kept[@]} kept and ${#generated[@]} generated cases ($(cat "$cases/.summary"))"
log=$(mktemp "${TMPDIR:-/tmp}/verify.XXXXXX")
trap 'rm -f "$log"' EXIT
if "$BUILD/bin/judge" --time-limit "$(time_limit "$p")" "$sol" "${kept[@]}" "${generated[@]}" | tee "$log"; then
  echo "verify $p: PASS"
else
  rc=$?
  [[ $rc == 1 && $shrink == 1 ]] && { shrink_failure "$p" "$sol" "$log" "$2" || true; }
  [[ $rc == 1 ]] && echo "verify $p: FAIL ($2)"
  exit "$rc"
fi
