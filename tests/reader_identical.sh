#!/usr/bin/env bash
# The input reader is pasted into each main.cpp (a submission is one file); this keeps the
# copies byte-identical, so a fix made in one is made in all.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
block() { sed -n '/^\/\/ ---- reader:/,/^\/\/ ---- end of reader ----/p' "$1"; }
first=$ROOT/${PROBLEMS[0]}/main.cpp
lines=$(block "$first" | wc -l)
((lines > 20)) || { echo "FAIL: no reader block found in $first"; exit 1; }
for p in "${PROBLEMS[@]}"; do
  f=$ROOT/$p/main.cpp
  if ! diff <(block "$first") <(block "$f") >/dev/null; then
    echo "FAIL: the reader block of $f differs from $first:"
    diff <(block "$first") <(block "$f") | head -n 20
    exit 1
  fi
done
echo "the reader block ($lines lines) is identical in all ${#PROBLEMS[@]} main.cpp"
