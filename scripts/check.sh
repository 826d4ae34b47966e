#!/usr/bin/env bash
# The main job: runs a solution on its problem's samples (or worked examples, where a problem
# has none), one line per case: name, PASS/FAIL, CPU time.
# Usage: scripts/check.sh [--strict] [--bare-limit] [--ko] [--pypy | --lang L] [PROBLEM [FILE]]
#   PROBLEM: folder name or BOJ number; without it, every problem.
#   FILE: your solution to PROBLEM: .cpp (C++17), .c (C11), .py (Python 3), .java (class
#   Main), .kt (Kotlin (JVM)), .rs (Rust 2021), .go (Go), or any executable (a compiled
#   program or a script with a #! line); built and run as Baekjoon does
#   (scripts/lib/languages.sh). Without it, the problem's main.cpp built with the judge's
#   flags (build/bin/<folder>).
#   --pypy      a .py runs as PyPy3 (by default it runs as Python 3)
#   --lang L    FILE is in language L whatever its name: c++17, c11, python3, pypy3, java,
#               kotlin, rust or go
# Comparison is Baekjoon's: an output passes when it differs from the expected one at most by
# a missing final newline, one trailing space a line, or a newline for a space (or the
# reverse); the report then says so in one line. Other whitespace differences fail as
# `presentation error` (출력 형식이 잘못되었습니다). --strict compares byte for byte.
# Time: the problem's limit with Baekjoon's extra time for the language (Python 3, PyPy3:
# x 3 + 2 s; Java, Kotlin: x 2 + 1 s; Go: + 2 s; the report names the limit used);
# --bare-limit uses the limit alone. A
# solution that hangs is killed after 3 x the limit + 1 s. The runs and comparisons are
# scripts/judge/judge.cpp's.
#   --ko        the report in Korean
# Portable: bash 3.2+, GNU, BSD or BusyBox tools, g++ or clang (tests/portability/).
# Exit: 0 all passed, 1 a case failed, 2 usage or build error.
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash: bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=scripts/lib/languages.sh
source "$ROOT/scripts/lib/languages.sh"

options=(--keep-going) args=() bare=
while (($#)); do
  case $1 in
    --strict) options+=("$1") ;;
    --ko) options+=("$1") KO=1 ;;
    --bare-limit) bare=bare ;;
    --pypy) PYPY=1 ;;
    --lang)
      (($# >= 2)) || die "--lang needs a language (try --help)"
      language_option "$2"
      shift
      ;;
    -*) other_option "$1" ;;
    *) args+=("$1") ;;
  esac
  shift
done
chosen=(${PROBLEMS[@]+"${PROBLEMS[@]}"}) program='' language=C++17
case ${#args[@]} in
  0) ((${#chosen[@]})) || die "no problem folder (boj<number>_<name>/main.cpp) in $ROOT" ;;
  1 | 2)
    p=$(problem_folder "${args[0]}")
    chosen=("$p")
    ;;
  *) die "usage: scripts/check.sh [--strict] [--bare-limit] [--ko] [--pypy | --lang L] [PROBLEM [FILE]] (try --help)" ;;
esac
if ((${#args[@]} == 2)); then
  build_targets judge
  language=$(solution_language "${args[1]}")
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
    say "$p: no samples or examples in tests/$p" "$p: tests/$p에 예제가 없습니다"
    continue
  fi
  ((${#groups[@]} == 0)) || groups+=(--then)
  limit=$(limit_for "$p" "$language" "$bare")
  groups+=(--time-limit "${limit%% *}" --limit-text "$p: ${limit#* }" "${program:-$BUILD/bin/$p}"
    ${cases[@]+"${cases[@]}"})
done
((${#groups[@]})) || die "no case to run"
exec "$BUILD/bin/judge" ${options[@]+"${options[@]}"} ${groups[@]+"${groups[@]}"}
