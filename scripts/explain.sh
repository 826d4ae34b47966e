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
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash: bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

args=()
ko=()
for arg in "$@"; do
  case $arg in
    --ko) ko=(--ko) ;;
    -*) other_option "$arg" ;;
    *) args+=("$arg") ;;
  esac
done
((${#args[@]})) || die "no problem given; usage: scripts/explain.sh [--ko] PROBLEM [INPUT] (try --help)"
((${#args[@]} <= 2)) || die "too many arguments: one problem and one input file at most (try --help)"
p=$(problem_folder "${args[0]}") || exit 2
if ((${#args[@]} == 2)); then
  [[ -f ${args[1]} && -r ${args[1]} ]] || die "cannot read the input file '${args[1]}'"
  exec <"${args[1]}"
elif [[ -t 0 ]]; then
  echo "explain.sh: type the input of $p (its problem's format), then Ctrl-D" >&2
fi

build_targets "${p}_explain"
exec "$BUILD/bin/${p}_explain" ${ko[@]+"${ko[@]}"}
