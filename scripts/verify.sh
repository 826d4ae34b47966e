#!/usr/bin/env bash
# Runs every input/output check of one problem against any solution: the samples, the
# examples, the kept regressions, then the generated set (tests/<folder>/cases.cpp, written by
# the build): the limit cases, the near-twin checks, then the rest (every small position
# against the brute force, seeded stress); stops at the first failure and names it.
# Only inputs within the stated constraints are used, so any accepted submission passes.
# A wrong answer, crash or time limit is then shrunk to a small input that fails the same way
# and explained (scripts/lib/shrink.sh; budget there). A failure in whitespace only, which
# Baekjoon accepts, is said to be one and never shrunk.
# Usage: scripts/verify.sh [--tolerant] [--ko] [--no-shrink] PROBLEM SOLUTION
#   PROBLEM:  BOJ number or folder name (16879, boj16879_palace)
#   SOLUTION: a .cpp file (built with the judge's flags) or an executable (a script: chmod +x)
#   --tolerant  passes what differs from the answer only in whitespace Baekjoon accepts
#   --ko        the report and the explanation in Korean (programs' error lines stay English)
#   --no-shrink only names the failing case
# Time: a case fails for time when the solution's CPU time is over the judge's limit
# (scripts/lib/common.sh: judge_limit) times this machine's slowness, and also over 10 times
# that of main.cpp (build/bin/<folder>) on the same input; a run still going after 3 x the
# limit + 1 s is killed. Progress goes to stderr on long runs; a pass ends with the worst CPU
# time as a share of the limit.
# Portable: bash 3.2+, GNU, BSD or BusyBox tools (tests/portability/).
# Exit: 0 all passed, 1 a case failed, 2 usage, build or setup error.
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash: bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=scripts/lib/shrink.sh
source "$ROOT/scripts/lib/shrink.sh"

options=(--progress) args=() shrink=1 ko=
for arg in "$@"; do
  case $arg in
    --tolerant) options+=(--tolerant) ;;
    --ko) options+=(--ko) ko=--ko ;;
    --no-shrink) shrink=0 ;;
    -*) other_option "$arg" ;;
    *) args+=("$arg") ;;
  esac
done
((${#args[@]} == 2)) ||
  die "usage: scripts/verify.sh [--tolerant] [--ko] [--no-shrink] PROBLEM SOLUTION (try --help)"
p=$(problem_folder "${args[0]}")
solution=${args[1]}
build_targets judge "$p"
sol=$(solution_binary "$solution")
cases=$(ensure_cases "$p")
say() { # the English line, the Korean one
  if [[ -n $ko ]]; then echo "$2"; else echo "$1"; fi
}

shopt -s nullglob
kept=("$ROOT/tests/$p"/sample-*.in "$ROOT/tests/$p"/example-*.in "$ROOT/tests/$p"/regression-*.in)
# Limit cases first, then the near-twins: few, and what fails only there fails fast.
generated=("$cases"/limit-*.in "$cases"/twin-*.in)
for f in "$cases"/*.in; do
  case ${f##*/} in
    limit-* | twin-*) ;;
    *) generated+=("$f") ;;
  esac
done
((${#generated[@]})) || die "no generated cases in $cases (the build writes them: target ${p}_judge_set)"
say "verify $p: $solution on ${#kept[@]} kept and ${#generated[@]} generated cases" \
  "verify $p: $solution, 보관된 케이스 ${#kept[@]}개와 생성된 케이스 ${#generated[@]}개로 검사"
log=$(mktemp "${TMPDIR:-/tmp}/verify.XXXXXX")
trap 'rm -f "$log"' EXIT
rc=0
printf '%s\n' ${kept[@]+"${kept[@]}"} ${generated[@]+"${generated[@]}"} |
  "$BUILD/bin/judge" ${options[@]+"${options[@]}"} --time-limit "$(judge_limit "$p")" \
    --reference "$BUILD/bin/$p" "$sol" - | tee "$log" || rc=$?
if ((rc == 0)); then
  say "verify $p: PASS" "verify $p: 통과"
  exit 0
fi
((rc == 1)) || exit "$rc"
if grep -q '^FAIL .*\.in: whitespace only' "$log"; then
  say "verify $p: only whitespace differs, which Baekjoon accepts: not shrunk (--tolerant passes it)" \
    "verify $p: 공백만 다릅니다. 백준은 이 출력을 정답으로 처리하므로 줄이지 않습니다 (--tolerant를 주면 통과)"
elif ((shrink)); then
  shrink_failure "$p" "$sol" "$log" "$solution" ${ko:+"$ko"} || true
fi
say "verify $p: FAIL ($solution)" "verify $p: 실패 ($solution)"
exit 1
