#!/usr/bin/env bash
# notes/editions-selftest: on a made-up pair of notes, the stamped pair passes, each breakage
# below fails with its own message, and a caption-only change in a generated block passes.
# Usage: tests/notes/editions_selftest.sh EDITIONS_BINARY
set -uo pipefail
editions=${1:?usage: editions_selftest.sh EDITIONS_BINARY}
# shellcheck source=tests/expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/../expect.sh"
passed=0

mkdir -p "$tmp/good/p"
cat >"$tmp/good/p/README.md" <<'NOTE'
English | [한국어](README.ko.md)

# A note

Intro, see [the file](f.txt) and [section 2](#2-the-second); run `scripts/x.sh --ok p/f.txt`.

## 1. The first

### A subsection

<!-- BEGIN generated: table 3 -->
| cell p | 0 | 1 | 2 |
| g | 0 | 1 | 2 |
<!-- END generated: table 3 -->
![picture](pic.svg)

## 2. The second

Text two.
NOTE
cat >"$tmp/good/p/README.ko.md" <<'NOTE'
[English](README.md) | 한국어

# 노트

소개, [파일](f.txt)과 [2절](#2-두-번째)을 보라.

## 1. 첫 번째

### 소절

<!-- BEGIN generated: table 3 -->
| 칸 p | 0 | 1 | 2 |
| g | 0 | 1 | 2 |
<!-- END generated: table 3 -->
![그림](pic.ko.svg)

## 2. 두 번째

본문 둘.
NOTE
touch "$tmp/good/p/f.txt" "$tmp/good/p/pic.svg" "$tmp/good/p/pic.ko.svg"
mkdir -p "$tmp/good/scripts/help" && printf '#!/bin/sh\n' >"$tmp/good/scripts/x.sh"
printf 'Usage: scripts/x.sh [--ok] FILE\n' >"$tmp/good/scripts/help/x.txt"

if ! "$editions" stamp "$tmp/good" p >/dev/null || ! "$editions" check "$tmp/good" p >"$tmp/out" ||
  ! "$editions" commands "$tmp/good" p >>"$tmp/out" ||
  ! grep -q '^<!-- en-sync: [0-9a-f]\{16\} -->$' "$tmp/good/p/README.ko.md"; then
  echo "FAIL: the stamped pair does not pass, or has no en-sync stamp:"
  cat "$tmp/out"
  exit 1
fi

# case NAME FILE SED-SCRIPT WANT [MODE]: on a fresh copy, sed FILE; `editions MODE` (default
# check) must fail saying WANT (WANT empty: must pass).
case_() {
  local name=$1 file=$2 script=$3 want=$4 mode=${5:-check} rc
  rm -rf "$tmp/t" && cp -r "$tmp/good" "$tmp/t"
  if [[ $script == DELETE ]]; then
    rm "$tmp/t/p/$file"
  else
    sed -i.bak "$script" "$tmp/t/p/$file" && rm -f "$tmp/t/p/$file.bak"
  fi
  "$editions" "$mode" "$tmp/t" p >"$tmp/out"
  rc=$?
  if [[ -z $want && $rc == 0 ]] || { [[ -n $want && $rc == 1 ]] && grep -qF "$want" "$tmp/out"; }; then
    passed=$((passed + 1))
  else
    bad "$name: exit $rc, wanted ${want:-a pass}; output:"
    cat "$tmp/out"
  fi
}

case_ "English prose changed" README.md 's/^Text two\./Text two, changed./' \
  "section 2 'The second' changed in English; update section 2 of README.ko.md"
case_ "English title changed" README.md 's/^Intro, see/Introduction, see/' \
  "the title and introduction changed in English"
case_ "number in a Korean block" README.ko.md 's/^| g | 0 | 1 | 2 |$/| g | 0 | 1 | 5 |/' \
  "generated block \`table 3\`: number 6 is 2 in README.md, 5 in README.ko.md"
case_ "Korean anchor" README.ko.md 's/#2-두-번째/#2-두번째/' "has the anchor #2-두번째"
case_ "missing file" README.ko.md 's/(f\.txt)/(g.txt)/' "no such file"
case_ "### heading missing" README.ko.md '/^### 소절$/d' "README.md has 3 ##/### headings, README.ko.md 2"
case_ "section number" README.ko.md 's/^## 2\. 두 번째/## 3. 두 번째/' "heading 3 differs"
case_ "English picture" README.ko.md 's/pic\.ko\.svg/pic.svg/' "its Korean twin pic.ko.svg"
case_ "language line" README.ko.md '1s/.*/한국어/' "line 1 of README.ko.md"
case_ "stamp removed" README.ko.md '/^<!-- en-sync/d' "no \`<!-- en-sync: HASH -->\` stamps yet"
case_ "Korean file missing" README.ko.md DELETE "README.ko.md is missing"
case_ "caption only, in a block" README.md 's/^| cell p |/| cell q |/' ""
# shellcheck disable=SC2016 # backquotes of Markdown in a sed script
case_ "command: a path not from the root" README.ko.md '$a `scripts/x.sh f.txt main.cpp`' \
  "no such file main.cpp (commands run from the root)" commands
case_ "command: an option not in --help" README.md 's/x.sh --ok/x.sh --bad/' "names no option --bad" commands
case_ "command: no such script" README.md 's/x.sh --ok/y.sh --ok/' "no such script" commands

# A root whose path holds [, * and ?: its problem folders are still found.
w="$tmp/w[1]*?"
mkdir -p "$w/boj1_p" && cp -r "$tmp/good/p/." "$w/" && cp -r "$tmp/good/p/." "$w/boj1_p/"
touch "$w/boj1_p/main.cpp" && sed -i.bak '/^<!-- en-sync/d' "$w/boj1_p/README.ko.md"
if "$editions" check "$w" >"$tmp/out" || ! grep -q '^FAIL: boj1_p: README.ko.md has no' "$tmp/out"; then
  bad "a root holding [, * and ?: its problem boj1_p was not checked; output:"
  cat "$tmp/out"
fi

echo "notes/editions-selftest: the stamped pair passes; $passed of 15 changes judged as expected"
exit "$fail"
