#!/usr/bin/env bash
# Lose no answer: with standard output on /dev/full (every write fails, ENOSPC), each program
# that writes an answer must say `error: cannot write standard output` on stderr, one line,
# and exit 1: every main.cpp (build/bin/<folder>), scripts/explain.sh and scripts/play.sh.
# Linux and the BSDs have /dev/full; without it: exit 77 (skipped).
# Needs the built solutions and explainers (BOJ_BUILD_DIR, BOJ_NO_BUILD=1 from CTest).
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${BOJ_BUILD_DIR:-$root/build}
[[ -c /dev/full ]] || {
  echo "SKIP: no /dev/full here"
  exit 77
}
err=$(mktemp)
trap 'rm -f "$err"' EXIT
fail=0 checks=0
expect() { # what, command... (stdin: a valid input)
  local what=$1 rc
  shift
  "$@" >/dev/full 2>"$err"
  rc=$?
  if [[ $rc != 1 || $(cat "$err") != "error: cannot write standard output" ]]; then
    echo "FAIL: $what > /dev/full: exit $rc, stderr '$(head -c 300 "$err")'"
    fail=1
  fi
  checks=$((checks + 1))
}
for dir in "$root"/boj*_*/; do
  p=$(basename "$dir")
  in=$root/tests/$p/sample-1.in
  [[ -f $in ]] || in=$root/tests/$p/example-1.in
  expect "$p" "$build/bin/$p" <"$in"
  expect "explain.sh $p" "$root/scripts/explain.sh" "$p" "$in"
  expect "explain.sh --ko $p" "$root/scripts/explain.sh" --ko "$p" <"$in"
  expect "play.sh $p" "$root/scripts/play.sh" "$p" --first </dev/null
done
echo "write errors: $checks programs said so and exited 1"
exit "$fail"
