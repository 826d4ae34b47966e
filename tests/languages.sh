#!/usr/bin/env bash
# Solutions as students have them (scripts/lib/languages.sh): every tests/<folder>/languages/
# file (a Python 3 and a Java solution of the project's own for some problems) passes
# check.sh with its language's time named, and verify.sh --budget 1 (stopping early: `PASS on
# K of M cases`); then, on the first problem,
# what cannot run gets one clear line: an executable with no #! line, a #! line ending in CR,
# an empty file, a Java file with no class Main, a file of no known kind; a C file is built as
# C11; --bare-limit; a program printing Hangul is shown in Hangul. Missing python3 or javac:
# those files are skipped, said so (scripts/test.sh installs them as root where apt-get is).
# Usage: tests/languages.sh   (on a built tree)
# Status: CTest repo/languages.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
# shellcheck source=scripts/lib/languages.sh
source "$ROOT/scripts/lib/languages.sh"
# shellcheck source=tests/expect.sh
source "$ROOT/tests/expect.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
check=$ROOT/scripts/check.sh verify=$ROOT/scripts/verify.sh ran=0

for f in "$ROOT"/tests/*/languages/*; do
  [[ -f $f ]] || continue
  p=${f#"$ROOT"/tests/}
  p=${p%%/*}
  language=$(solution_language "$f")
  case $language in
    "Python 3") tool=python3 ;;
    Java) tool=javac ;;
    *) tool="sh" ;;
  esac
  if ! command -v "$tool" >/dev/null; then
    echo "skip: ${f#"$ROOT"/}: no $tool here"
    continue
  fi
  ran=$((ran + 1))
  expect "check.sh ${f#"$ROOT"/}: passes, $language's time named" 0 "time limit: $p: $language: " \
    "$check" "$p" "$f"
  expect "verify.sh --budget 1 ${f#"$ROOT"/}" 0 "verify $p: PASS on " "$verify" --budget 1 "$p" "$f"
done
((ran > 0)) || {
  echo "no solution in another language could run here"
  exit 77
}

p=${PROBLEMS[0]}
printf 'echo hello\n' >"$tmp/no-hashbang"
printf '#!/bin/sh\r\necho hello\r\n' >"$tmp/crlf"
chmod +x "$tmp/no-hashbang" "$tmp/crlf"
: >"$tmp/empty.py"
printf 'class Solution { public static void main(String[] a) {} }\n' >"$tmp/Solution.java"
printf 'hello\n' >"$tmp/notes.txt"
printf '#include <stdio.h>\nint main(void) { puts("hello"); return 0; }\n' >"$tmp/hello.c"
printf '#!/bin/sh\necho 구사과\n' >"$tmp/hangul"
chmod +x "$tmp/hangul"
expect "an executable with no #! line" 2 "neither a compiled program nor a script with a #! line" \
  "$check" "$p" "$tmp/no-hashbang"
expect "a #! line ending in CR" 2 "its #! line ends in a CR (Windows line ends)" "$check" "$p" "$tmp/crlf"
expect "an empty file" 2 "empty.py is empty" "$check" "$p" "$tmp/empty.py"
if command -v javac >/dev/null; then
  expect "a Java file with no class Main" 2 "has no class Main: Baekjoon runs class Main" \
    "$check" "$p" "$tmp/Solution.java"
fi
expect "a file of no known kind" 2 "neither a solution file (.cpp .c .py .java) nor an" \
  "$check" "$p" "$tmp/notes.txt"
expect "a .c file is built and run as C11" 1 "time limit: $p: C11: " "$check" "$p" "$tmp/hello.c"
expect "a program printing Hangul is shown in Hangul" 1 "actual:   구사과\n" "$check" "$p" "$tmp/hangul"
if command -v python3 >/dev/null; then
  printf 'print("hello")\n' >"$tmp/hello.py"
  expect "--bare-limit: the limit alone" 1 "(--bare-limit: without Baekjoon's extra time)" \
    "$check" --bare-limit "$p" "$tmp/hello.py"
fi
exit "$fail"
