#!/usr/bin/env bash
# Runs every input/output check of one problem against any solution: the samples, the
# examples, the kept regressions, then the generated checks (limit cases, every small
# position against the brute force, seeded stress); stops at the first failure and names it.
# Only inputs within the stated constraints are used, so any accepted submission passes.
# A wrong answer, crash or time limit is then shrunk to a small input that fails the same way
# and explained (scripts/lib/shrink.sh; budget there); --no-shrink only names the case.
# Usage: scripts/verify.sh [--no-shrink] PROBLEM SOLUTION
#   PROBLEM:  BOJ number or folder name (16879, boj16879_palace)
#   SOLUTION: a .cpp file (built with the judge's flags) or an executable
# Time: a case fails for time when the solution's CPU time is over the judge's limit
# (scripts/lib/common.sh: judge_limit) times this machine's slowness, and also over 10 times
# that of the reference main.cpp (build/bin/<folder>) on the same input; a run still going
# after 3 x the limit + 1 s is killed. The first output line after the header states it.
# Fails too when the generated checks are missing or fewer than the generator reports.
# Portable: bash 3.2+, GNU, BSD or BusyBox tools (tests/portability/).
# Exit: 0 all passed, 1 a case failed, 2 usage, build or setup error.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=scripts/lib/shrink.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/shrink.sh"

args=()
shrink=1
for arg in "$@"; do
  case $arg in
    --no-shrink) shrink=0 ;;
    -*) other_option "$arg" ;;
    *) args+=("$arg") ;;
  esac
done
((${#args[@]} == 2)) || die "usage: scripts/verify.sh [--no-shrink] PROBLEM SOLUTION (try --help)"
p=$(problem_folder "${args[0]}") || exit 2
solution=${args[1]}
build_targets judge "$p"
sol=$(solution_binary "$solution") || exit 2
cases=$(ensure_cases "$p") || exit 2

shopt -s nullglob
kept=("$ROOT/tests/$p"/sample-*.in "$ROOT/tests/$p"/example-*.in "$ROOT/tests/$p"/regression-*.in)
# Limit cases first: they are few, and what fails only at the limits fails fast.
generated=("$cases"/limit-*.in "$cases"/exhaustive-*.in "$cases"/stress-*.in)
summary=
read -r summary <"$cases/.summary" || true
[[ $summary =~ ^wrote\ ([0-9]+)\ cases ]] ||
  die "cannot read the generator's summary ('wrote N cases: ...') in $cases/.summary"
((BASH_REMATCH[1] > 0 && ${#generated[@]} == BASH_REMATCH[1])) ||
  die "$cases holds ${#generated[@]} generated cases, the generator reported ${BASH_REMATCH[1]} ($summary)"
echo "verify $p: $solution on ${#kept[@]} kept and ${#generated[@]} generated cases ($summary)"
log=$(mktemp "${TMPDIR:-/tmp}/verify.XXXXXX")
trap 'rm -f "$log"' EXIT
if printf '%s\n' ${kept[@]+"${kept[@]}"} ${generated[@]+"${generated[@]}"} |
  "$BUILD/bin/judge" --time-limit "$(judge_limit "$p")" --reference "$BUILD/bin/$p" "$sol" - |
  tee "$log"; then
  echo "verify $p: PASS"
else
  rc=$?
  [[ $rc == 1 && $shrink == 1 ]] && { shrink_failure "$p" "$sol" "$log" "$solution" || true; }
  [[ $rc == 1 ]] && echo "verify $p: FAIL ($solution)"
  exit "$rc"
fi
