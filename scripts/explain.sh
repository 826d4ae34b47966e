#!/usr/bin/env bash
# Study aid: explains a position of one of the four games for a learner. Prints each
# component's Grundy value, the nim-sum and what it means, the winner, and one winning move
# in the problem's own terms (or that every move loses, with one legal move anyway).
# Usage: scripts/explain.sh [--ko] PROBLEM < input   (PROBLEM: folder name or BOJ number)
#   --ko: the explanation in Korean (only this option chooses it; LANG/LC_ALL are not read).
# The input is the problem's own input format. The last output line is always
# `after: <the position after the shown move>` or `after: none` (no move exists); for 16889
# it is `after: unknown` when the winning move is beyond the tool's search (piles > 63).
# Exit: 0 explained, 1 invalid input (one `error: ...` line on stderr), 2 usage or build
# error, 3 an internal inconsistency (a bug in the explainer or in main.cpp's function).
# Portable: bash 3.2+, GNU, BSD or BusyBox tools (tests/portability/).
set -uo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

args=()
ko=
for arg in "$@"; do
  case $arg in
    --ko) ko=--ko ;;
    -*) other_option "$arg" ;;
    *) args+=("$arg") ;;
  esac
done
((${#args[@]})) || die "no problem given; usage: scripts/explain.sh PROBLEM < input (try --help)"
((${#args[@]} == 1)) || die "one problem at a time; usage: scripts/explain.sh PROBLEM < input"
p=$(problem_folder "${args[0]}") || exit 2

build_targets "${p}_explain"
exe=$BUILD/bin/${p}_explain
[[ -x $exe ]] || die "no explainer for $p ($exe); is the ${p}_explain target in CMake?"
[[ -z $ko ]] || exec "$exe" --ko
exec "$exe"
