#!/usr/bin/env bash
# Trainer: play a problem's game in the terminal against perfect play; tested by
# tests/play/. Help (--help): scripts/help/play.txt.
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash (bash로 실행하십시오): bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

given=() seed="" side=""
while (($# > 0)); do
  case $1 in
    --first | --second)
      [[ -z $side || $side == "${1#--}" ]] || die "--first and --second together" "--first와 --second는 함께 쓸 수 없습니다"
      side=${1#--}
      ;;
    --random)
      (($# > 1)) || die "--random needs a SEED (a number)" "--random 뒤에 시드(음이 아닌 정수)를 쓰십시오"
      [[ $2 =~ ^[0-9]{1,18}$ ]] || die "--random needs a SEED (a number), not '$2'" \
        "--random 뒤에는 시드(음이 아닌 정수)를 쓰십시오: '$2'"
      seed=$2
      shift
      ;;
    -*) other_option "$1" ;;
    *)
      ((${#given[@]} < 2)) || die "too many arguments: '$1' (try --help)" \
        "인자가 너무 많습니다: '$1' (사용법은 --help)"
      given+=("$1")
      ;;
  esac
  shift
done
problem=${given[0]-} input=${given[1]-}
[[ -n $problem ]] || die "no problem given; usage: scripts/play.sh PROBLEM [INPUT] (try --help)" \
  "문제를 지정하십시오. 사용법: scripts/play.sh PROBLEM [INPUT] (자세히는 --help)"
[[ -z $input || -z $seed ]] || die "give a start file or --random SEED, not both" \
  "시작 파일과 --random SEED 중 하나만 주십시오"
p=$(problem_folder "$problem") || exit 2

start=(--random "$seed")
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
  start=(--start "$input")
fi
[[ -n $side ]] && start+=(--side "$side")

build_targets "${p}_explain"
exec "$BUILD/bin/${p}_explain" --play ${KO_ARG:+"$KO_ARG"} ${start[@]+"${start[@]}"}
