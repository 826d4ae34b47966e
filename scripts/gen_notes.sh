#!/usr/bin/env bash
# Regenerates every generated part of the study notes: in each <folder>/README.md the blocks
# between "<!-- BEGIN generated: SPEC -->" and "<!-- END generated: SPEC -->" (Grundy tables
# by mex of the rules, worked games, code cut from main.cpp), and the picture
# boj16879_palace/grundy-24x24.svg. The generator is scripts/notes/gen_notes.cpp; it refuses
# (exit 1) when a table disagrees with the Grundy function of main.cpp.
# Usage: scripts/gen_notes.sh [--out DIR]
#   default: rewrites the notes in place; --out DIR: writes them under DIR instead (same
#   relative paths), as tests/notes/drift.sh does to compare.
# Exit: 0 done, 1 the generator failed, 2 usage or build error.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

out=$ROOT
case "${1:-}" in
  "") ;;
  --out)
    [[ $# == 2 ]] || die "usage: scripts/gen_notes.sh [--out DIR]"
    out=$2
    ;;
  -*) other_option "$1" ;;
  *) die "usage: scripts/gen_notes.sh [--out DIR]" ;;
esac

# A build tree configured before tests/notes/ existed lacks the target: configure it again.
if ! (build_targets gen_notes) 2>/dev/null; then
  [[ ${BOJ_NO_BUILD:-0} == 1 || ! -f $BUILD/CMakeCache.txt ]] || cmake "$BUILD" >/dev/null
  build_targets gen_notes
fi
gen=$BUILD/bin/gen_notes
[[ -x $gen ]] || die "no generator at $gen (build the target gen_notes)"

# write FILE COMMAND...: the command's output becomes $out/FILE (only when it succeeds).
write() {
  local file=$1 dest=$out/$1
  shift
  mkdir -p "$(dirname "$dest")"
  if ! "$@" >"$dest.tmp$$"; then
    rm -f "$dest.tmp$$"
    echo "error: the generator failed on $file" >&2
    exit 1
  fi
  if [[ -f $dest ]] && cmp -s "$dest" "$dest.tmp$$"; then
    rm -f "$dest.tmp$$"
    echo "unchanged $file"
  else
    mv "$dest.tmp$$" "$dest"
    echo "wrote     $file"
  fi
}

for p in ${PROBLEMS[@]+"${PROBLEMS[@]}"}; do
  [[ -f $ROOT/$p/README.md ]] && write "$p/README.md" "$gen" readme "$ROOT" "$p"
done
write boj16879_palace/grundy-24x24.svg "$gen" svg
