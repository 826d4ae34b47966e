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
# × 3 + 2 s; Java, Kotlin: × 2 + 1 s; Go: + 2 s; the report names the limit used);
# --bare-limit uses the limit alone. A
# solution that hangs is killed after 3 × the limit + 1 s. The runs and comparisons are
# scripts/judge/judge.cpp's.
#   --ko        the report in Korean
# Portable: bash 3.2+, GNU, BSD or BusyBox tools, g++ or clang (tests/portability/).
# Exit: 0 all passed, 1 a case failed, 2 usage or build error.
#ko 풀이를 그 문제의 예제(예제가 없는 문제는 예시 입력)로 돌려, 케이스마다 한 줄(이름, 통과/실패,
#ko CPU 시간)을 출력합니다.
#ko 사용법: scripts/check.sh [--strict] [--bare-limit] [--ko] [--pypy | --lang L] [PROBLEM [FILE]]
#ko   PROBLEM: 폴더 이름이나 백준 문제 번호. 없으면 모든 문제.
#ko   FILE: PROBLEM의 내 풀이. .cpp (C++17), .c (C11), .py (Python 3), .java (Main 클래스),
#ko   .kt (Kotlin (JVM)), .rs (Rust 2021), .go (Go), 또는 실행 파일(컴파일된 프로그램이나 #! 줄이
#ko   있는 스크립트). 백준과 같은 방법으로 빌드하고 실행합니다 (scripts/lib/languages.sh). 없으면
#ko   채점 서버와 같은 플래그로 빌드한 그 문제의 main.cpp (build/bin/<folder>).
#ko   --pypy      .py를 PyPy3로 실행 (기본은 Python 3)
#ko   --lang L    파일 이름과 상관없이 언어 L로 봅니다: c++17, c11, python3, pypy3, java,
#ko               kotlin, rust, go 중 하나
#ko 비교는 백준과 같습니다. 기대 출력과 다른 점이 마지막 줄바꿈 없음, 줄 끝 공백 하나, 공백 대신
#ko 줄바꿈(또는 그 반대)뿐이면 통과이고, 보고에 그렇다고 한 줄로 적습니다. 그 밖의 공백 차이는
#ko 출력 형식이 잘못되었습니다(presentation error)로 실패합니다. --strict는 바이트 단위로 비교합니다.
#ko 시간: 문제의 제한에 백준이 언어마다 주는 추가 시간을 더합니다 (Python 3, PyPy3: × 3 + 2초,
#ko Java, Kotlin: × 2 + 1초, Go: + 2초. 보고에 쓴 제한을 적습니다). --bare-limit은 제한만 씁니다.
#ko 끝나지 않는 풀이는 제한 × 3 + 1초 뒤에 강제로 끝냅니다. 실행과 비교는
#ko scripts/judge/judge.cpp가 합니다.
#ko   --ko        보고를 한국어로
#ko 이식성: bash 3.2 이상, GNU, BSD, BusyBox 도구, g++나 clang (tests/portability/).
#ko 종료 코드: 0 모두 통과, 1 실패한 케이스가 있음, 2 사용법 오류나 빌드 오류.
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash (bash로 실행하십시오): bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=scripts/lib/languages.sh
source "$ROOT/scripts/lib/languages.sh"

options=(--keep-going ${KO_ARG:+"$KO_ARG"}) args=() bare=
while (($#)); do
  case $1 in
    --strict) options+=("$1") ;;
    --bare-limit) bare=bare ;;
    --pypy) PYPY=1 ;;
    --lang)
      (($# >= 2)) || die "--lang needs a language (try --help)" "--lang 뒤에 언어를 쓰십시오 (사용법은 --help)"
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
  0) ((${#chosen[@]})) || die "no problem folder (boj<number>_<name>/main.cpp) in $ROOT" \
    "문제 폴더(boj<number>_<name>/main.cpp)가 없습니다: $ROOT" ;;
  1 | 2) chosen=("$(problem_folder "${args[0]}")") ;;
  *) die "usage: scripts/check.sh [--strict] [--bare-limit] [--ko] [--pypy | --lang L] [PROBLEM [FILE]] (try --help)" \
    "사용법: scripts/check.sh [--strict] [--bare-limit] [--ko] [--pypy | --lang L] [PROBLEM [FILE]] (자세히는 --help)" ;;
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
    say "$p: no samples or examples in tests/$p" "$p: 예제가 없습니다 (tests/$p)"
    continue
  fi
  ((${#groups[@]} == 0)) || groups+=(--then)
  limit=$(limit_for "$p" "$language" "$bare")
  groups+=(--time-limit "${limit%% *}" --limit-text "$p: ${limit#* }" "${program:-$BUILD/bin/$p}"
    ${cases[@]+"${cases[@]}"})
done
((${#groups[@]})) || die "no case to run" "돌릴 케이스가 없습니다"
exec "$BUILD/bin/judge" ${options[@]+"${options[@]}"} ${groups[@]+"${groups[@]}"}
