#!/usr/bin/env bash
# The main job: runs a solution on its problem's samples (and, for 16889, the worked
# examples), one line per case: name, PASS/FAIL, CPU time.
# Usage: scripts/check.sh [--tolerant] [PROBLEM [FILE]]
#   PROBLEM: folder name or BOJ number; without it, every problem.
#   FILE: your solution to PROBLEM, a .cpp (built with the judge's flags) or any executable;
#   without it, the problem's main.cpp built with the judge's flags (build/bin/<folder>).
# Comparison is strict, as online-judge-tools does: exact after CRLF -> LF. When a strict
# failure is only whitespace that Baekjoon accepts (a missing final newline, trailing
# spaces, a newline where a space was expected), the failure says so, and --tolerant
# passes it. Each case has the judge's time limit; a solution that hangs is killed after
# 3 x the limit + 1 s. The runs and comparisons are scripts/judge/judge.cpp's.
# Portable: bash 3.2+, GNU, BSD or BusyBox tools, g++ or clang (tests/portability/).
# Exit: 0 all passed, 1 a case failed, 2 usage or build error.
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash: bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

options=(--keep-going) args=()
for arg in "$@"; do
  case $arg in
    --tolerant) options+=(--tolerant) ;;
    -*) other_option "$arg" ;;
    *) args+=("$arg") ;;
  esac
done
chosen=(${PROBLEMS[@]+"${PROBLEMS[@]}"}) program=
case ${#args[@]} in
  0) ((${#chosen[@]})) || die "no problem folder (boj<number>_<name>/main.cpp) in $ROOT" ;;
  1 | 2)
    p=$(problem_folder "${args[0]}")
    chosen=("$p")
    ;;
  *) die "usage: scripts/check.sh [--tolerant] [PROBLEM [FILE]] (try --help)" ;;
esac
if ((${#args[@]} == 2)); then
  build_targets judge
  program=$(solution_binary "${args[1]}")
else
  build_targets judge ${chosen[@]+"${chosen[@]}"}
fi

cd "$ROOT/tests" # the case names are then <folder>/sample-K
shopt -s nullglob
groups=()
for p in ${chosen[@]+"${chosen[@]}"}; do
  cases=("$p"/sample-*.in "$p"/example-*.in)
  if ((${#cases[@]} == 0)); then
    echo "$p: no samples or examples in tests/$p"
    continue
  fi
  ((${#groups[@]} == 0)) || groups+=(--then)
  groups+=(--time-limit "$(judge_limit "$p")" "${program:-$BUILD/bin/$p}" ${cases[@]+"${cases[@]}"})
done
((${#groups[@]})) || die "no case to run"
exec "$BUILD/bin/judge" ${options[@]+"${options[@]}"} ${groups[@]+"${groups[@]}"}
