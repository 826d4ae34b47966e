#!/usr/bin/env bash
# The judge's report (scripts/judge/judge.cpp), with fake solutions of 11869's first sample:
# a whitespace-only failure says so and shows its bytes (a trailing space as \x20), --tolerant
# passes it, a pass ends with the worst CPU time as a share of the limit, --ko words the
# report in Korean but keeps the FAIL line, --progress reports on stderr, a crash has one
# name, and an unwritable stdout is exit 2 with one line.
# Usage: tests/judge_cli.sh   (needs a built tree: judge, boj11869_nimble)
# Status: CTest repo/judge-cli.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin=${BOJ_BUILD_DIR:-$root/build}/bin
sample=$root/tests/boj11869_nimble/sample-1.in # expected: koosaga
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
expect() { # description, wanted exit status, wanted regex (ERE) in the output, command...
  local what=$1 want_rc=$2 want=$3 out rc
  shift 3
  out=$("$@" 2>&1)
  rc=$?
  if [[ $rc != "$want_rc" ]] || ! grep -qE -- "$want" <<<"$out"; then
    echo "FAIL: $what: exit $rc (wanted $want_rc), output:"
    printf '%s\n' "$out" | tail -n 8
    fail=1
  else
    echo "ok: $what"
  fi
}
fake() { # name, shell body
  printf '#!/bin/sh\n%s\n' "$2" >"$tmp/$1"
  chmod +x "$tmp/$1"
}
fake no_newline 'printf koosaga'
fake trailing_space 'echo "koosaga "'
fake abort 'kill -ABRT $$'
fake slow 'sleep 2; echo koosaga'

expect "a missing final newline is whitespace only, bytes shown" 1 \
  '^FAIL .*sample-1\.in: whitespace only: .*\(missing final newline\).*expected "koosaga\\n", actual "koosaga"$' \
  "$bin/judge" "$tmp/no_newline" "$sample"
expect "a trailing space is shown as \\x20" 1 'actual "koosaga\\x20"' \
  "$bin/judge" "$tmp/trailing_space" "$sample"
expect "--tolerant passes it" 0 '^note .*\(tolerant: trailing space at a line end\)' \
  "$bin/judge" --tolerant "$tmp/trailing_space" "$sample"
expect "a pass ends with the worst CPU time" 0 \
  '^passed 1 cases; worst CPU time [0-9]+ ms, [0-9.]+% of the limit \(.*sample-1\)$' \
  "$bin/judge" "$bin/boj11869_nimble" "$sample"
expect "--ko: the report in Korean" 0 '^케이스 1개 모두 통과; 가장 긴 CPU 시간 [0-9]+ ms' \
  "$bin/judge" --ko "$bin/boj11869_nimble" "$sample"
expect "--ko: the FAIL line stays English" 1 '^FAIL .*: whitespace only: ' \
  "$bin/judge" --ko "$tmp/no_newline" "$sample"
expect "a crash is named once: ABRT" 1 'crashed: killed by signal [0-9]+ \(ABRT\)' \
  "$bin/judge" "$tmp/abort" "$sample"
expect "--progress reports on stderr" 0 '^judge: 3 of 3 cases judged' \
  "$bin/judge" --progress "$tmp/slow" "$sample" "$sample" "$sample"
if [[ -w /dev/full ]]; then
  out=$("$bin/judge" "$bin/boj11869_nimble" "$sample" 2>&1 >/dev/full)
  rc=$?
  if [[ $rc != 2 || $out != "judge: cannot write standard output"* || $(wc -l <<<"$out") != 1 ]]; then
    echo "FAIL: stdout on /dev/full: exit $rc (wanted 2), stderr: $out"
    fail=1
  else
    echo "ok: stdout on /dev/full is exit 2 with one line"
  fi
fi
exit "$fail"
