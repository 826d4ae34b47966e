#!/usr/bin/env bash
# The main job: builds the solutions and runs each on its samples (and, for 16889, the
# worked examples), one line per case: name, PASS/FAIL, CPU time.
# Usage: scripts/check.sh [--tolerant] [PROBLEM...]   (PROBLEM: folder name or BOJ number)
# Comparison is strict, as online-judge-tools does: exact after CRLF -> LF. When a strict
# failure is only whitespace that Baekjoon accepts (a missing final newline, trailing
# spaces, a newline where a space was expected), the failure says so, and --tolerant
# passes it. Each case has the judge's time limit; a solution that hangs is killed after
# 3 x the limit + 1 s. The runs and comparisons are scripts/judge/judge.cpp's.
# Portable: bash 3.2+, GNU, BSD or BusyBox tools, g++ or clang (tests/portability/).
# Exit: 0 all passed, 1 a case failed, 2 usage or build error.
set -uo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

options=(--keep-going)
chosen=()
for arg in "$@"; do
  case $arg in
    --tolerant) options+=(--tolerant) ;;
    -*) other_option "$arg" ;;
    *)
      p=$(problem_folder "$arg") || exit 2
      chosen+=("$p")
      ;;
  esac
done
((${#chosen[@]})) || chosen=(${PROBLEMS[@]+"${PROBLEMS[@]}"})
((${#chosen[@]})) || die "no problem folder (boj<number>_<name>/main.cpp) in $ROOT"

build_targets judge ${chosen[@]+"${chosen[@]}"}
cd "$ROOT/tests" || exit 2 # the case names are then <folder>/sample-K
shopt -s nullglob
groups=()
for p in ${chosen[@]+"${chosen[@]}"}; do
  cases=("$p"/sample-*.in "$p"/example-*.in)
  if ((${#cases[@]} == 0)); then
    echo "$p: no samples or examples in tests/$p"
    continue
  fi
  ((${#groups[@]} == 0)) || groups+=(--then)
  groups+=(--time-limit "$(judge_limit "$p")" "$BUILD/bin/$p" ${cases[@]+"${cases[@]}"})
done
((${#groups[@]})) || die "no case to run"
exec "$BUILD/bin/judge" ${options[@]+"${options[@]}"} ${groups[@]+"${groups[@]}"}
