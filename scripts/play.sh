#!/usr/bin/env bash
# Trainer: play a problem's game in the terminal against perfect play.
# Usage: scripts/play.sh [--ko] PROBLEM [INPUT | --random SEED] [--first | --second]
#   PROBLEM  folder name or BOJ number (boj<number>_<name> or <number>)
#   INPUT    the start, a file in the problem's input format (default: the problem's first
#            sample, tests/<folder>/sample-1.in, or example-1.in when it has no samples)
#   --random SEED   a small random start instead
#   --first, --second   your side (default: asked at the prompt); options go anywhere
#   --ko     the trainer's words in Korean (main.cpp's error lines for a bad start stay English)
# Moves, one a line, in the problem's terms (components from 1, cells from 0); `help` in the
#   game names them.
# Commands: hint (a winning move, in the same syntax), values (Grundy values and nim-sum),
#   undo (your last move and the answer), help, quit. After the result the session stays
#   open for undo (take back your last move and play on), values and quit; the end of the
#   input quits.
# Exit: 0 after quit or the end of the input; 1 a bad start file (main.cpp's own error line)
#   or output that cannot be written; 2 usage or build error.
#ko 트레이너: 터미널에서 문제의 게임을 완벽하게 두는 상대와 둡니다.
#ko 사용법: scripts/play.sh [--ko] PROBLEM [INPUT | --random SEED] [--first | --second]
#ko   PROBLEM  폴더 이름이나 백준 문제 번호 (boj<number>_<name> 또는 <number>)
#ko   INPUT    시작 상태, 문제의 입력 형식으로 된 파일 (기본: 문제의 첫 예제
#ko            tests/<folder>/sample-1.in, 예제가 없으면 example-1.in)
#ko   --random SEED   작은 무작위 시작 상태
#ko   --first, --second   내 순서 (기본: 시작할 때 물어봅니다. 선공/후공으로 답해도 됩니다).
#ko            옵션은 어디에 두어도 됩니다
#ko   --ko     트레이너의 말을 한국어로 (잘못된 시작 파일에 대한 main.cpp의 error 줄은 영어)
#ko 수는 한 줄에 하나씩 문제의 말로 입력합니다 (부분은 1부터, 칸은 0부터). 게임 안에서 help를
#ko   입력하면 형식을 알려 줍니다.
#ko 명령: hint (이기는 수 하나, 같은 형식), values (그런디 수와 님 합), undo (내 마지막 수와 그
#ko   응수를 무름), help, quit. 결과가 나온 뒤에도 undo(마지막 수를 무르고 이어서 두기), values,
#ko   quit을 쓸 수 있고, 입력이 끝나면 끝납니다.
#ko 종료 코드: 0 quit이나 입력의 끝, 1 잘못된 시작 파일(main.cpp의 error 줄)이나 출력을 쓸 수
#ko   없음, 2 사용법 오류나 빌드 오류.
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash (bash로 실행하십시오): bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

args=() seed="" side=""
while (($# > 0)); do
  case $1 in
    --first | --second)
      [[ -z $side || $side == "${1#--}" ]] || die "--first and --second together" "--first와 --second는 함께 쓸 수 없습니다"
      side=${1#--}
      ;;
    --random)
      (($# > 1)) || die "--random needs a SEED (a number)" "--random 뒤에 시드(수)를 쓰십시오"
      [[ $2 =~ ^[0-9]{1,18}$ ]] || die "--random needs a SEED (a number), not '$2'" \
        "--random 뒤에는 시드(수)를 쓰십시오: '$2'"
      seed=$2
      shift
      ;;
    -*) other_option "$1" ;;
    *) args+=("$1") ;;
  esac
  shift
done
((${#args[@]} <= 2)) || die "too many arguments: '${args[2]}' (try --help)" \
  "인자가 너무 많습니다: '${args[2]}' (사용법은 --help)"
problem=${args[0]-} input=${args[1]-}
[[ -n $problem ]] || die "no problem given; usage: scripts/play.sh PROBLEM [INPUT] (try --help)" \
  "문제를 주십시오. 사용법: scripts/play.sh PROBLEM [INPUT] (자세히는 --help)"
[[ -z $input || -z $seed ]] || die "give a start file or --random SEED, not both" \
  "시작 파일과 --random SEED 중 하나만 주십시오"
p=$(problem_folder "$problem") || exit 2

args=(--play ${KO_ARG:+"$KO_ARG"} --random "$seed")
if [[ -z $seed ]]; then
  if [[ -z $input ]]; then
    for kept in sample-1 example-1; do
      [[ -f $ROOT/tests/$p/$kept.in ]] && input=$ROOT/tests/$p/$kept.in && break
    done
    [[ -n $input ]] || die "no sample-1.in or example-1.in in tests/$p; give a start file" \
      "sample-1.in도 example-1.in도 없습니다 (tests/$p). 시작 파일을 주십시오"
  fi
  [[ -f $input && -r $input ]] || die "cannot read the start file '$input'" \
    "시작 파일을 읽을 수 없습니다: '$input'"
  args=(--play ${KO_ARG:+"$KO_ARG"} --start "$input")
fi
[[ -n $side ]] && args+=(--side "$side")

build_targets "${p}_explain"
exec "$BUILD/bin/${p}_explain" ${args[@]+"${args[@]}"}
