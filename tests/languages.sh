#!/usr/bin/env bash
# Solutions in every language scripts/lib/languages.sh builds, correct and wrong, through
# check.sh and verify.sh; what cannot run gets one line (tests/README.md, languages.sh).
# Usage: tests/languages.sh   (on a built tree). Status: CTest repo/languages.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
# shellcheck source=scripts/lib/languages.sh
source "$ROOT/scripts/lib/languages.sh"
# shellcheck source=tests/expect.sh
source "$ROOT/tests/expect.sh"
check=$ROOT/scripts/check.sh verify=$ROOT/scripts/verify.sh ran=0 langs=

# judge FILE [--pypy]: the file through check.sh and verify.sh, as correct or as wrong.
judge() {
  local f=$1 pypy=${2-} name=${1#"$ROOT"/} p language tool package limit shown=${2:+$2 }
  p=${name#tests/} PYPY=$((${#pypy} > 0))
  p=${p%%/*}
  language=$(solution_language "$f")
  read -r tool package _ < <(language_row 0 "$language" | cut -d '|' -f 5)
  [[ $tool != - ]] || read -r tool < <(judge_command "$language")
  if ! command -v "$tool" >/dev/null; then
    expect "$name ($language): no $tool here, so check.sh names the package" 2 \
      "apt-get install $package" "$check" ${pypy:+"$pypy"} "$p" "$f"
    echo "skip: $name ($language): no $tool here (Debian package $package; scripts/test.sh installs it as root)"
    return 0
  fi
  ran=$((ran + 1))
  [[ $langs == *" $language,"* ]] || langs="$langs $language,"
  limit=$(limit_for "$p" "$language")
  if [[ $name == */wrong/* ]]; then
    expect "check.sh $shown$name ($language): rejected on a sample" 1 "FAIL" \
      "$check" ${pypy:+"$pypy"} "$p" "$f"
    expect "verify.sh --no-shrink $shown$name ($language): rejected" 1 "verify $p: FAIL" \
      "$verify" --no-shrink ${pypy:+"$pypy"} "$p" "$f"
  else
    expect "check.sh $shown$name: passes, time limit ${limit#* }" 0 \
      "time limit: $p: ${limit#* }" "$check" ${pypy:+"$pypy"} "$p" "$f"
    [[ $last == *"$language here: "* ]] || bad "check.sh $name does not name the $language compiler"
    expect "verify.sh --budget 1 $shown$name ($language)" 0 "verify $p: PASS within the budget" \
      "$verify" --budget 1 ${pypy:+"$pypy"} "$p" "$f"
  fi
}

start=$SECONDS
for f in "$ROOT"/tests/*/languages/* "$ROOT"/tests/*/languages/wrong/*; do
  [[ -f $f ]] || continue
  judge "$f"
  [[ $f != *.py ]] || judge "$f" --pypy
done
echo "judged $ran solution runs in$langs in $((SECONDS - start)) s"
((ran > 0)) || { echo "no solution in another language could run here" && exit 77; }

p=${PROBLEMS[0]}
rust=$(compgen -G "$ROOT/tests/*/languages/main.rs" | head -n 1) # any problem's Rust solution
if command -v rustc >/dev/null && [[ -n $rust ]]; then
  cp "$rust" "$tmp/p (1).rs" && rust=${rust%/languages/main.rs} && rust=${rust##*/}
  expect "a Rust file whose name is no crate name" 0 "PASS on" "$check" "$rust" "$tmp/p (1).rs"
  mkdir "$tmp/old" && cp "$tmp/p (1).rs" "$tmp/old/old.rs" # a rustc as old as Debian 12's
  printf '#!/bin/sh\necho rustc 1.63.0\nexit 1\n' >"$tmp/old/rustc" && chmod +x "$tmp/old/rustc"
  expect "a compile error under a rustc older than Baekjoon's" 2 \
    "rustc 1.63.0 is older than Baekjoon's (1.65 or newer): the compiler may be the cause" \
    env HOME="$tmp/old" PATH="$tmp/old:$PATH" "$check" "$p" "$tmp/old/old.rs"
fi
# check.sh does not wait for a build that holds the tree (test.sh's, for minutes) when its judge
# and problem are built; the lock's owner is a sleep of this script's, ended by its id.
mkdir -p "$tmp/tree/.build-lock" && ln -s "$BUILD/bin" "$tmp/tree/bin"
sleep 300 &
echo $! >"$tmp/tree/.build-lock/pid"
expect "check.sh while another build holds the tree" 0 "as built before" \
  env BOJ_NO_BUILD=0 BOJ_BUILD_DIR="$tmp/tree" timeout 60 "$check" "$p"
kill "$(cat "$tmp/tree/.build-lock/pid")"
printf 'echo hello\n' >"$tmp/no-hashbang"
printf '#!/bin/sh\r\necho hello\r\n' >"$tmp/crlf"
: >"$tmp/empty.py"
printf '#include <stdio.h>\nint main(void) { puts("hello"); return 0; }\n' >"$tmp/hello.c"
printf '#include <stdio.h>\nint main(void) { puts("hello") return 0; }\n' >"$tmp/broken.c"
printf '#!/bin/sh\necho 구사과\n' >"$tmp/hangul"
chmod +x "$tmp/no-hashbang" "$tmp/crlf" "$tmp/hangul"
expect "an executable with no #! line" 2 "neither a compiled program nor a script with a #! line" \
  "$check" "$p" "$tmp/no-hashbang"
expect "a #! line ending in CR" 2 "its #! line ends in a CR (Windows line ends)" "$check" "$p" "$tmp/crlf"
expect "an empty file" 2 "empty.py is empty" "$check" "$p" "$tmp/empty.py"
expect "an unknown --lang" 2 "unknown language 'cobol'" "$check" --lang cobol "$p" "$tmp/hello.c"
expect "a .c file is built and run as C11" 1 "time limit: $p: C11: " "$check" "$p" "$tmp/hello.c"
expect "a C compile error" 2 "could not compile $tmp/broken.c (C11, built as Baekjoon builds it: " \
  "$check" "$p" "$tmp/broken.c"
n=$(grep -c "broken.c:2:.*error" <<<"$last") || true
[[ $n == 1 ]] || bad "the compiler's error is shown $n times, not once"
expect "a program printing Hangul is shown in Hangul" 1 "actual:   구사과\n" "$check" "$p" "$tmp/hangul"
if command -v javac >/dev/null; then
  printf 'class Solution { public static void main(String[] a) {} }\n' >"$tmp/Solution.java"
  printf 'package boj;\npublic class Main { public static void main(String[] a) {} }\n' >"$tmp/Main.java"
  expect "a Java file with no class Main" 2 "has no class Main: Baekjoon runs class Main" \
    "$check" "$p" "$tmp/Solution.java"
  expect "a Java file with a package line" 2 "has a package line (package boj;): Baekjoon runs class Main" \
    "$check" "$p" "$tmp/Main.java"
  expect "verify.sh refuses it before it builds" 2 "has a package line" \
    env BOJ_NO_BUILD=0 BOJ_BUILD_DIR="$tmp/unbuilt" "$verify" "$p" "$tmp/Main.java"
  [[ ! -e $tmp/unbuilt ]] || bad "verify.sh built before refusing a package line"
  printf 'public class Solution { public static void main(String[] a) {} }\n' >"$tmp/Solution.java"
  expect "a public class not named Main" 2 "so its public class must be Main" "$check" "$p" "$tmp/Solution.java"
fi
if command -v python3 >/dev/null; then
  printf 'print("hello")\n' >"$tmp/hello.py"
  printf 'print("hello"\n' >"$tmp/syntax.py"
  expect "--bare-limit: the limit alone" 1 "(--bare-limit: without Baekjoon's extra time)" \
    "$check" --bare-limit "$p" "$tmp/hello.py"
  expect "a Python syntax error fails the build, as on Baekjoon" 2 "SyntaxError" \
    "$check" "$p" "$tmp/syntax.py"
fi
exit "$fail"
