#!/usr/bin/env bash
# Study aid: explains a position of a problem's game for a learner. Prints each component's
# Grundy value, the nim-sum and what it means, the winner, and one winning move in the
# problem's own terms (or that every move loses, with one legal move anyway); where a proof
# is not complete, what of it is proved and what rests on an unproved step (the note says which).
# Usage: scripts/explain.sh [--ko] PROBLEM [INPUT]   (PROBLEM: folder name or BOJ number;
#   INPUT: a file in the problem's input format, else standard input)
#   --ko: the explanation in Korean (only this option chooses it; LANG/LC_ALL are not read).
# The last output line is always `after: <the position after the shown move>`, or
# `after: none` when no move exists.
# Exit: 0 explained, 1 invalid input (main.cpp's own `error: ...` line on stderr) or output
# that cannot be written, 2 usage or build error, 3 an internal inconsistency (a bug in the
# explainer or in main.cpp's function).
# Portable: bash 3.2+, GNU, BSD or BusyBox tools (tests/portability/).
#ko 공부용: 한 문제의 게임 상태를 설명합니다. 부분마다 그런디 수, 님 합과 그 뜻, 승자, 그리고
#ko 이기는 수 하나를 문제의 말로 출력합니다 (모든 수가 지는 상태라면 그렇다고 말하고 둘 수 있는 수
#ko 하나를 보입니다). 증명이 끝나지 않은 문제에서는 무엇이 증명되었고 무엇이 증명되지 않은 단계에
#ko 기대는지도 말합니다 (어느 단계인지는 노트에 있습니다).
#ko 사용법: scripts/explain.sh [--ko] PROBLEM [INPUT]   (PROBLEM: 폴더 이름이나 백준 문제 번호,
#ko   INPUT: 문제의 입력 형식으로 된 파일. 없으면 표준 입력)
#ko   --ko: 설명을 한국어로 (이 옵션만 언어를 정합니다. LANG/LC_ALL은 읽지 않습니다)
#ko 마지막 줄은 언제나 `after: <보인 수를 둔 뒤의 상태>`이고, 둘 수 있는 수가 없으면 `after: none`입니다.
#ko 종료 코드: 0 설명함, 1 잘못된 입력(stderr에 main.cpp의 `error: ...` 한 줄)이나 출력을 쓸 수
#ko 없음, 2 사용법 오류나 빌드 오류, 3 내부 불일치 (설명 도구나 main.cpp 함수의 버그).
#ko 이식성: bash 3.2 이상, GNU, BSD, BusyBox 도구 (tests/portability/).
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash (bash로 실행하십시오): bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

args=()
for arg in "$@"; do
  case $arg in
    -*) other_option "$arg" ;;
    *) args+=("$arg") ;;
  esac
done
((${#args[@]})) || die "no problem given; usage: scripts/explain.sh [--ko] PROBLEM [INPUT] (try --help)" \
  "문제를 주십시오. 사용법: scripts/explain.sh [--ko] PROBLEM [INPUT] (자세히는 --help)"
((${#args[@]} <= 2)) || die "too many arguments: one problem and one input file at most (try --help)" \
  "인자가 너무 많습니다. 문제 하나와 입력 파일 하나까지만 줄 수 있습니다 (사용법은 --help)"
p=$(problem_folder "${args[0]}") || exit 2
if ((${#args[@]} == 2)); then
  [[ -f ${args[1]} && -r ${args[1]} ]] || die "cannot read the input file '${args[1]}'" \
    "입력 파일을 읽을 수 없습니다: '${args[1]}'"
  exec <"${args[1]}"
elif [[ -t 0 ]]; then
  say "explain.sh: type the input of $p (its problem's format), then Ctrl-D" \
    "explain.sh: $p의 입력을 문제의 형식대로 입력하고 Ctrl-D를 누르십시오" >&2
fi

build_targets "${p}_explain"
exec "$BUILD/bin/${p}_explain" ${KO_ARG:+"$KO_ARG"}
