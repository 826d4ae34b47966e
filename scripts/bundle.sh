#!/usr/bin/env bash
# Pastes the input reader into every main.cpp: the block of scripts/lib/reader.hpp from its
# line "// ---- reader: ..." to "// ---- end of reader ----" replaces the block between the
# same two lines in each <folder>/main.cpp. A submission is one file, so the reader is copied
# into each; it exists once, in reader.hpp, the file to edit.
# Usage: scripts/bundle.sh [--check] [--ko]
#   default: rewrites each main.cpp whose block differs, naming it; --check: writes nothing and
#   fails, naming the file, when a main.cpp's block differs from reader.hpp's (CTest
#   repo/reader-bundled). Either way a main.cpp of more than 100 lines fails: each stays short
#   enough to study. --ko: its lines in Korean.
# Exit: 0 every main.cpp carries the reader and is at most 100 lines, 1 one differs (--check)
#   or is too long, 2 usage error or a file without exactly one pair of marker lines.
#ko 입력 리더를 모든 main.cpp에 붙여 넣습니다: scripts/lib/reader.hpp의 "// ---- reader: ..." 줄부터
#ko "// ---- end of reader ----" 줄까지를 각 <folder>/main.cpp의 같은 두 줄 사이에 넣습니다. 제출은
#ko 파일 하나이므로 리더는 파일마다 복사되고, 고칠 곳은 reader.hpp 하나입니다.
#ko 사용법: scripts/bundle.sh [--check] [--ko]
#ko   기본: 블록이 다른 main.cpp를 다시 쓰고 그 이름을 보입니다. --check: 아무것도 쓰지 않고,
#ko   블록이 reader.hpp와 다른 main.cpp가 있으면 그 이름을 보이고 실패합니다 (CTest
#ko   repo/reader-bundled). 어느 쪽이든 100줄을 넘는 main.cpp는 실패입니다. --ko: 이 스크립트의
#ko   줄을 한국어로.
#ko 종료 코드: 0 모든 main.cpp에 리더가 있고 100줄 이하, 1 블록이 다르거나(--check) 너무 긺,
#ko   2 사용법 오류 또는 표시 줄이 한 쌍이 아닌 파일.
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
((${#PROBLEMS[@]})) || die "no problem folder (boj<number>_<name>/main.cpp) under $ROOT" \
  "$ROOT 아래에 문제 폴더(boj<number>_<name>/main.cpp)가 없습니다"

fail=0 changed=0 longest=0
for p in "${PROBLEMS[@]}"; do
  f=$ROOT/$p/main.cpp
  block "$f" >"$tmp/main"
  if ! cmp -s "$tmp/reader" "$tmp/main"; then
    if ((check)); then
      say "FAIL: $p/main.cpp: its reader block differs from scripts/lib/reader.hpp (run scripts/bundle.sh):" \
        "실패: $p/main.cpp의 리더 블록이 scripts/lib/reader.hpp와 다릅니다 (scripts/bundle.sh를 실행하십시오):"
      diff "$tmp/reader" "$tmp/main" | head -n 20 || true
      fail=1
    else
      awk -v block="$tmp/reader" -v begin="$begin" -v end="$end" '
        $0 ~ begin { while ((getline l < block) > 0) print l; inside = 1; next }
        inside && $0 ~ end { inside = 0; next }
        !inside' "$f" >"$tmp/new"
      cat "$tmp/new" >"$f"
      say "bundled the reader into $p/main.cpp" "$p/main.cpp에 리더를 붙여 넣었습니다"
      changed=$((changed + 1))
    fi
  fi
  n=$(($(wc -l <"$f")))
  ((n <= longest)) || longest=$n
  if ((n > 100)); then
    say "FAIL: $p/main.cpp has $n lines, more than 100" "실패: $p/main.cpp는 $n줄로, 100줄을 넘습니다"
    fail=1
  fi
done
((fail)) && exit 1
if ((check)); then
  say "the reader block of scripts/lib/reader.hpp ($lines lines) is in all ${#PROBLEMS[@]} main.cpp; the longest has $longest lines (at most 100)" \
    "scripts/lib/reader.hpp의 리더 블록(${lines}줄)이 main.cpp ${#PROBLEMS[@]}개에 모두 있습니다. 가장 긴 파일은 ${longest}줄입니다 (100줄 이하)"
else
  say "$changed of ${#PROBLEMS[@]} main.cpp rewritten; the longest has $longest lines" \
    "main.cpp ${#PROBLEMS[@]}개 중 ${changed}개를 다시 썼습니다. 가장 긴 파일은 ${longest}줄입니다"
fi
