#!/usr/bin/env bash
# CTest notes/drift: regenerates every generated part of the notes into a temporary tree
# (scripts/gen_notes.sh --out) and fails, printing the diff, when a note in the repo (README.md
# or its Korean edition README.ko.md) or an SVG (English or .ko.svg) differs from what the code
# produces now. To fix: run scripts/gen_notes.sh, commit.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if ! bash "$root/scripts/gen_notes.sh" --out "$tmp/notes" >"$tmp/log" 2>&1; then
  cat "$tmp/log"
  echo "FAIL: scripts/gen_notes.sh failed"
  exit 1
fi
fail=0 files=0
while IFS= read -r -d '' f; do
  rel=${f#"$tmp/notes/"}
  files=$((files + 1))
  if [[ ! -f $root/$rel ]]; then
    echo "FAIL: $rel is missing (run scripts/gen_notes.sh)"
    fail=1
  elif ! diff -u --label "$rel (in the repo)" --label "$rel (generated now)" "$root/$rel" "$f"; then
    echo "FAIL: $rel differs from what the code produces now (run scripts/gen_notes.sh)"
    fail=1
  fi
done < <(find "$tmp/notes" -type f -print0 | sort -z)
((files > 0)) || { echo "FAIL: nothing was generated"; exit 1; }
((fail == 0)) && echo "notes/drift: all $files generated files match the repo"
exit "$fail"
