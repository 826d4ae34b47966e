#!/usr/bin/env bash
# Pastes the input reader into every main.cpp: the block of scripts/lib/reader.hpp from its
# line "// ---- reader: ..." to "// ---- end of reader ----" replaces the block between the
# same two lines in each <folder>/main.cpp. A submission is one file, so the reader is copied
# into each; it exists once, in reader.hpp, the file to edit.
# Usage: scripts/bundle.sh [--check]
#   default: rewrites each main.cpp whose block differs, naming it; --check: writes nothing and
#   fails, naming the file, when a main.cpp's block differs from reader.hpp's (CTest
#   repo/reader-bundled). Either way a main.cpp of more than 100 lines fails: each stays short
#   enough to study.
# Exit: 0 every main.cpp carries the reader and is at most 100 lines, 1 one differs (--check)
#   or is too long, 2 usage error or a file without exactly one pair of marker lines.
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash: bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

check=0
for a in "$@"; do
  case $a in
    --check) check=1 ;;
    *) other_option "$a" ;;
  esac
done
reader=$ROOT/scripts/lib/reader.hpp
begin='^// ---- reader:'
end='^// ---- end of reader ----$'
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

block() { # file: its reader block, marker lines included; dies unless it has exactly one
  local b e
  b=$(grep -c "$begin" "$1" || true) e=$(grep -c "$end" "$1" || true)
  [[ $b == 1 && $e == 1 ]] || die "$1: $b lines match '$begin' and $e match '$end' (want 1 each)"
  sed -n "\\|$begin|,\\|$end|p" "$1"
}
block "$reader" >"$tmp/reader"
lines=$(wc -l <"$tmp/reader")
lines=${lines//[!0-9]/}
((${#PROBLEMS[@]})) || die "no problem folder (boj<number>_<name>/main.cpp) under $ROOT"

fail=0 changed=0 longest=0
for p in "${PROBLEMS[@]}"; do
  f=$ROOT/$p/main.cpp
  block "$f" >"$tmp/main"
  if ! cmp -s "$tmp/reader" "$tmp/main"; then
    if ((check)); then
      echo "FAIL: $p/main.cpp: its reader block differs from scripts/lib/reader.hpp" \
        "(run scripts/bundle.sh):"
      diff "$tmp/reader" "$tmp/main" | head -n 20 || true
      fail=1
    else
      awk -v block="$tmp/reader" -v begin="$begin" -v end="$end" '
        $0 ~ begin { while ((getline l < block) > 0) print l; inside = 1; next }
        inside && $0 ~ end { inside = 0; next }
        !inside' "$f" >"$tmp/new"
      cat "$tmp/new" >"$f"
      echo "bundled the reader into $p/main.cpp"
      changed=$((changed + 1))
    fi
  fi
  n=$(wc -l <"$f")
  n=${n//[!0-9]/}
  ((n <= longest)) || longest=$n
  if ((n > 100)); then
    echo "FAIL: $p/main.cpp has $n lines, more than 100"
    fail=1
  fi
done
((fail)) && exit 1
if ((check)); then
  echo "the reader block of scripts/lib/reader.hpp ($lines lines) is in all ${#PROBLEMS[@]}" \
    "main.cpp; the longest has $longest lines (at most 100)"
else
  echo "$changed of ${#PROBLEMS[@]} main.cpp rewritten; the longest has $longest lines"
fi
