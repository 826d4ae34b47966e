#!/usr/bin/env bash
# Regenerates every generated part of the study notes: in each <folder>/README.md and its
# Korean edition README.ko.md the blocks between "<!-- BEGIN generated: SPEC -->" and
# "<!-- END generated: SPEC -->" (Grundy tables by mex of the rules, worked games, code cut
# from main.cpp; Korean captions, the same numbers), and each problem's pictures (NAME.svg
# with its Korean twin NAME.ko.svg). The generator is scripts/notes/gen_notes.cpp with the
# problem's <folder>/notes.hpp; it refuses (exit 1) when a table disagrees with main.cpp.
# Usage: scripts/gen_notes.sh [--check] [PROBLEM...] | --stamp FOLDER
#   default: rewrites the notes in place; --check: writes nothing, shows the diff of each
#   committed file that differs from what the code produces now and fails (CTest notes/drift,
#   tests/notes/drift.sh). PROBLEM (number or folder): only these problems' notes (default all).
#   --stamp FOLDER (a problem, or . for the top README): declares FOLDER/README.ko.md up to
#   date with README.md by writing each section's en-sync stamp (scripts/notes/editions.cpp;
#   checked by notes/editions).
# Exit: 0 done (--check: all match), 1 the generator or the stamping failed or (--check) a
#   file differs, 2 usage or build error.
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash: bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

usage="usage: scripts/gen_notes.sh [--check] [PROBLEM...] | --stamp FOLDER (try --help)"
check=0 failed=0 files=0
case "${1:-}" in
  --check)
    check=1
    shift
    ;;
  --stamp)
    [[ $# == 2 ]] || die "$usage"
    folder=.
    [[ $2 == . || $2 == "$ROOT" ]] || folder=$(problem_folder "$2")
    build_targets editions
    exec "$BUILD/bin/editions" stamp "$ROOT" "$folder"
    ;;
esac
chosen=()
for a in "$@"; do
  case $a in
    -*) other_option "$a" ;;
    *) chosen+=("$(problem_folder "$a")") ;;
  esac
done
((${#chosen[@]})) || chosen=(${PROBLEMS[@]+"${PROBLEMS[@]}"})

gens=()
for p in ${chosen[@]+"${chosen[@]}"}; do gens+=("${p}_gen_notes"); done
((${#gens[@]} == 0)) || build_targets ${gens[@]+"${gens[@]}"}
new=$(mktemp)
trap 'rm -f "$new"' EXIT

# write FILE COMMAND...: the command's output becomes FILE (only when it succeeds); with
# --check, a FILE that differs is shown as a diff and counted as a failure instead.
write() {
  local file=$1 dest=$ROOT/$1
  shift
  files=$((files + 1))
  if ! "$@" >"$new"; then
    echo "error: the generator failed on $file" >&2
    exit 1
  fi
  if [[ -f $dest ]] && cmp -s "$dest" "$new"; then
    ((check)) || echo "unchanged $file"
  elif ((check)); then
    diff -u --label "$file (in the repo)" --label "$file (generated now)" "$dest" "$new" || true
    echo "FAIL: $file differs from what the code produces now (run scripts/gen_notes.sh)"
    failed=1
  else
    cat "$new" >"$dest"
    echo "wrote     $file"
  fi
}

for p in ${chosen[@]+"${chosen[@]}"}; do
  gen=$BUILD/bin/${p}_gen_notes
  [[ -f $ROOT/$p/README.md ]] && write "$p/README.md" "$gen" readme "$ROOT" "$p"
  # A missing Korean edition is notes/editions' to report, not the generator's.
  [[ -f $ROOT/$p/README.ko.md ]] && write "$p/README.ko.md" "$gen" --ko readme "$ROOT" "$p"
  pictures=$("$gen" pictures) || die "$gen pictures failed"
  for picture in $pictures; do
    write "$p/$picture" "$gen" picture "$picture"
    write "$p/${picture%.*}.ko.${picture##*.}" "$gen" --ko picture "$picture"
  done
done
((check && !failed)) && echo "notes/drift: all $files generated files match the repo"
exit "$failed"
