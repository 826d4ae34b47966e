#!/usr/bin/env bash
# With stdout on /dev/full, every main.cpp, explain.sh and play.sh must say `error: cannot write
# standard output`, one line, and exit 1. No /dev/full: exit 77 (skipped).
set -uo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
[[ -c /dev/full ]] || {
  echo "SKIP: no /dev/full here"
  exit 77
}
# shellcheck source=tests/expect.sh
source "$ROOT/tests/expect.sh"
checks=0
full() { # what, command... (stdin: a valid input)
  local what=$1 rc
  shift
  "$@" >/dev/full 2>"$tmp/err"
  rc=$?
  [[ $rc == 1 && $(cat "$tmp/err") == "error: cannot write standard output" ]] ||
    bad "$what > /dev/full: exit $rc, stderr '$(head -c 300 "$tmp/err")'"
  checks=$((checks + 1))
}
for p in "${PROBLEMS[@]}"; do
  in=$(first_kept "$ROOT/tests/$p")
  full "$p" "$BUILD/bin/$p" <"$in"
  full "explain.sh $p" "$ROOT/scripts/explain.sh" "$p" "$in"
  full "explain.sh --ko $p" "$ROOT/scripts/explain.sh" --ko "$p" <"$in"
  full "play.sh $p" "$ROOT/scripts/play.sh" "$p" --first </dev/null
done
echo "write errors: $checks programs said so and exited 1"
exit "$fail"
