#!/usr/bin/env bash
# mutate's builds: a mutant is "not built" only when the compiler rejects it; no compiler or a
# full disk ends the run (exit 2). A stand-in compiler plays each part for the mutants and hands
# the unchanged program to the real one. Status: CTest repo/mutate-setup.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
# shellcheck source=scripts/lib/languages.sh
source "$ROOT/scripts/lib/languages.sh"
# shellcheck source=tests/expect.sh
source "$ROOT/tests/expect.sh"
p=${PROBLEMS[0]}
shopt -s nullglob
printf '%s\n' "$ROOT/tests/$p"/sample-*.in "$ROOT/tests/$p"/example-*.in >"$tmp/cases"
judge_command C++17 >"$tmp/real"
real=$(head -n 1 "$tmp/real")
cat >"$tmp/cc" <<SH
#!/bin/sh
case \$1 in
  */original-*) exec $(sh_quote "$real") "\$@" ;;
esac
case \$MUTATE_CC in
  reject) echo "\$1:3:7: error: expected ';' before 'return'" >&2 ;;
  disk) echo "\$1: fatal error: error writing to /tmp/ccA.s: No space left on device" >&2 ;;
esac
exit 1
SH
chmod +x "$tmp/cc"
{ echo "$tmp/cc"; tail -n +2 "$tmp/real"; } >"$tmp/fake"
{ echo "$tmp/no-such-compiler"; tail -n +2 "$tmp/real"; } >"$tmp/missing"
# shellcheck disable=SC2317 # called through expect
mutate() { # COMPILE-FILE: a sample of 3 mutants of the first problem
  "$BUILD/bin/mutate" --compile "$1" --work "$tmp/work" --jobs 2 --sample 3 --seed 1 \
    --problem "$p" "$ROOT/$p/main.cpp" "$tmp/cases" "$(problem_fact "$p" players)"
}
export MUTATE_CC=reject
expect "a mutant the compiler rejects is not built" 0 \
  "mutants 3: killed 0, equivalent 0, survived 0, not built 3" mutate "$tmp/fake"
MUTATE_CC=disk
expect "a full disk ends the run" 2 "No space left on device" mutate "$tmp/fake"
expect "a missing compiler ends the run" 2 "cannot start $tmp/no-such-compiler" mutate "$tmp/missing"
exit "$fail"
