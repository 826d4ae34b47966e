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
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash: bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

problem="" input="" seed="" side="" ko=()
while (($# > 0)); do
  case $1 in
    --ko) ko=(--ko) ;;
    --first | --second)
      [[ -z $side || $side == "${1#--}" ]] || die "--first and --second together"
      side=${1#--}
      ;;
    --random)
      (($# > 1)) || die "--random needs a SEED (a number)"
      [[ $2 =~ ^[0-9]{1,18}$ ]] || die "--random needs a SEED (a number), not '$2'"
      seed=$2
      shift
      ;;
    -*) other_option "$1" ;;
    *)
      if [[ -z $problem ]]; then
        problem=$1
      elif [[ -z $input ]]; then
        input=$1
      else
        die "too many arguments: '$1' (try --help)"
      fi
      ;;
  esac
  shift
done
[[ -n $problem ]] || die "no problem given; usage: scripts/play.sh PROBLEM [INPUT] (try --help)"
[[ -z $input || -z $seed ]] || die "give a start file or --random SEED, not both"
p=$(problem_folder "$problem") || exit 2

args=(--play ${ko[@]+"${ko[@]}"} --random "$seed")
if [[ -z $seed ]]; then
  if [[ -z $input ]]; then
    for kept in sample-1 example-1; do
      [[ -f $ROOT/tests/$p/$kept.in ]] && input=$ROOT/tests/$p/$kept.in && break
    done
    [[ -n $input ]] || die "no sample-1.in or example-1.in in tests/$p; give a start file"
  fi
  [[ -f $input && -r $input ]] || die "cannot read the start file '$input'"
  args=(--play ${ko[@]+"${ko[@]}"} --start "$input")
fi
[[ -n $side ]] && args+=(--side "$side")

build_targets "${p}_explain"
exec "$BUILD/bin/${p}_explain" ${args[@]+"${args[@]}"}
