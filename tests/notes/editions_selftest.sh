#!/usr/bin/env bash
# notes/editions-selftest: on a made-up pair of notes, the stamped pair passes, each breakage
# below fails with its own message, and a change inside a generated block passes.
# Usage: tests/notes/editions_selftest.sh EDITIONS_BINARY
# shellcheck disable=SC2016 # backquotes of Markdown, $ of sed: quoted, not expanded
set -uo pipefail
editions=${1:?usage: editions_selftest.sh EDITIONS_BINARY}
# shellcheck source=tests/expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/../expect.sh"

mkdir -p "$tmp/good/p/f" "$tmp/good/scripts/help"
printf '%s\n' 'English | [한국어](README.ko.md)' '# A note' 'Run `scripts/x.sh --ok p/f`.' \
  '## 1. The first' '<!-- BEGIN generated: table 3 -->' '| cell p | 0 |' \
  '<!-- END generated: table 3 -->' '## 2. The second' 'Text two.' >"$tmp/good/p/README.md"
printf '%s\n' '[English](README.md) | 한국어' '# 노트' '소개.' '## 1. 첫 번째' \
  '<!-- BEGIN generated: table 3 -->' '| 칸 p | 0 |' '<!-- END generated: table 3 -->' \
  '## 2. 두 번째' '본문 둘.' >"$tmp/good/p/README.ko.md"
printf '#!/bin/sh\n' >"$tmp/good/scripts/x.sh"
printf 'Usage: scripts/x.sh [--ok] FILE\n' >"$tmp/good/scripts/help/x.txt"
expect "stamp" 0 "stamped   p/README.ko.md: 3 sections" "$editions" stamp "$tmp/good" p
expect "the stamped pair" 0 "every README agrees" "$editions" check "$tmp/good" p
expect "its commands" 0 "every README agrees" "$editions" commands "$tmp/good" p

# change NAME FILE SED-SCRIPT WANT [MODE]: on a fresh copy, sed FILE (DELETE: remove it);
# `editions MODE` (default check) must fail saying WANT (WANT empty: must pass).
change() {
  rm -rf "$tmp/t" && cp -r "$tmp/good" "$tmp/t"
  if [[ $3 == DELETE ]]; then rm "$tmp/t/p/$2"; else sed -i "$3" "$tmp/t/p/$2"; fi
  expect "$1" $((${#4} > 0)) "${4:-every README agrees}" "$editions" "${5:-check}" "$tmp/t" p
}
change "English prose changed" README.md 's/^Text two\./Text two, changed./' \
  "section '2. The second' changed in English; bring README.ko.md in step"
change "English title changed" README.md 's/^Run/Now run/' "the title and introduction changed"
change "a change inside a generated block" README.md 's/^| cell p |/| cell q |/' ""
change "stamp removed" README.ko.md '0,/^<!-- en-sync/{/^<!-- en-sync/d}' \
  "the title and introduction of README.ko.md has no \`<!-- en-sync: HASH -->\` line"
change "a Korean section missing" README.ko.md '/^## 2\./,$d' "make the sections correspond"
change "Korean file missing" README.ko.md DELETE "README.ko.md is missing"
change "command: a path not from the root" README.ko.md '$a `scripts/x.sh f main.cpp`' \
  "no such file main.cpp (commands run from the root)" commands
change "command: an option not in --help" README.md 's/x.sh --ok/x.sh --bad/' \
  "names no option --bad" commands
change "command: no such script" README.md 's/x.sh --ok/y.sh --ok/' "no such script" commands

exit "$fail"
