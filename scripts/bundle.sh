#!/usr/bin/env bash
# Pastes scripts/lib/reader.hpp's reader block into every main.cpp, after main() (CTest
# repo/reader-bundled: --check). Help (--help): scripts/help/bundle.txt.
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash (bash로 실행하십시오): bash $0" >&2; exit 2; }
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
  [[ $b == 1 && $e == 1 ]] || die "$1: $b lines match '$begin' and $e match '$end' (want 1 each)" \
    "$1: 표시 줄 '$begin'이 $b개, '$end'이 $e개입니다 (각각 1개여야 합니다)"
  sed -n "\\|$begin|,\\|$end|p" "$1"
}
block "$reader" >"$tmp/reader"
lines=$(($(wc -l <"$tmp/reader")))
# The block as main.cpp $1 gets it: without each one-line inline function that neither the file
# nor the rest of the block calls (comments left out of the count).
trimmed() {
  sed "\\|$begin|,\\|$end|d" "$1" | cat - "$tmp/reader" | sed 's|//.*||' >"$tmp/text"
  awk 'FNR == NR { text = text $0 "\n"; next }
    /^inline [^(]*\(.*\) \{.*\}( *\/\/.*)?$/ {
      name = $0; sub(/\(.*/, "", name); sub(/.*[ *&]/, "", name); t = text
      if (gsub("(^|[^A-Za-z0-9_])" name "\\(", "", t) == 1) next
    }
    { print }' "$tmp/text" "$tmp/reader"
}
((${#PROBLEMS[@]})) || die "no problem folder (boj<number>_<name>/main.cpp) under $ROOT" \
  "$ROOT 아래에 문제 폴더(boj<number>_<name>/main.cpp)가 없습니다"

fail=0 changed=0 longest=0
for p in "${PROBLEMS[@]}"; do
  f=$ROOT/$p/main.cpp
  block "$f" >"$tmp/main"
  trimmed "$f" >"$tmp/want"
  if ! cmp -s "$tmp/want" "$tmp/main"; then
    if ((check)); then
      say "FAIL: $p/main.cpp: its reader block differs from scripts/lib/reader.hpp (run scripts/bundle.sh):" \
        "실패: $p/main.cpp의 리더 블록이 scripts/lib/reader.hpp와 다릅니다 (scripts/bundle.sh를 실행하십시오):"
      diff "$tmp/want" "$tmp/main" | head -n 20 || true
      fail=1
    else
      { sed "\\|$begin|,\$d" "$f" && cat "$tmp/want" && sed "1,\\|$end|d" "$f"; } >"$tmp/new"
      cat "$tmp/new" >"$f"
      say "bundled the reader into $p/main.cpp" "$p/main.cpp에 리더를 붙여 넣었습니다"
      changed=$((changed + 1))
    fi
  fi
  n=$(($(wc -l <"$f")))
  ((n <= longest)) || longest=$n
  # The solution reads from the top: main() early, the reader (declared above it) after it.
  m=$(grep -n -m 1 '^int main()' "$f" | cut -d: -f1) r=$(grep -n "$begin" "$f" | cut -d: -f1)
  if ((n > 100 || ${m:-46} > 45 || r < ${m:-46})); then
    say "FAIL: $p/main.cpp: $n lines (at most 100), int main() on line ${m:-none} (at most 45), the reader on line $r (after main)" \
      "실패: $p/main.cpp: ${n}줄(100줄 이하), int main()이 ${m:-없음}번째 줄(45 이하), 리더가 ${r}번째 줄(main 뒤)"
    fail=1
  fi
done
((fail)) && exit 1
((check)) || say "$changed of ${#PROBLEMS[@]} main.cpp rewritten" "main.cpp ${#PROBLEMS[@]}개 중 ${changed}개를 다시 썼습니다"
say "the reader block of scripts/lib/reader.hpp ($lines lines) is after main() in all ${#PROBLEMS[@]} main.cpp; the longest has $longest lines (at most 100)" \
  "scripts/lib/reader.hpp의 리더 블록(${lines}줄)이 main.cpp ${#PROBLEMS[@]}개 모두의 main() 뒤에 있습니다. 가장 긴 파일은 ${longest}줄입니다 (100줄 이하)"
