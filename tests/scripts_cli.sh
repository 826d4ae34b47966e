#!/usr/bin/env bash
# The user-facing scripts behave as documented: problem names by number or folder, a clear
# error listing the valid names, --help, and check.sh's strict/tolerant verdicts (run on a
# fake solution that drops the final newline).
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
expect() { # description, wanted exit status, wanted text in the output, command...
  local what=$1 want_rc=$2 want_text=$3 out rc
  shift 3
  out=$("$@" 2>&1)
  rc=$?
  if [[ $rc != "$want_rc" ]] || ! grep -qF -- "$want_text" <<<"$out"; then
    echo "FAIL: $what: exit $rc (wanted $want_rc), output:"
    printf '%s\n' "$out" | tail -n 8
    fail=1
  else
    echo "ok: $what"
  fi
}

expect "check.sh: unknown problem" 2 "valid names: boj11869_nimble" "$root/scripts/check.sh" 99999
expect "check.sh: unknown option" 2 "unknown option" "$root/scripts/check.sh" --frobnicate
expect "check.sh: --help" 0 "Usage: scripts/check.sh" "$root/scripts/check.sh" --help
expect "check.sh: by number" 0 "5 passed, 0 failed" "$root/scripts/check.sh" 16879
expect "check.sh: by folder" 0 "7 passed, 0 failed" "$root/scripts/check.sh" boj11869_nimble/
expect "verify.sh: unknown problem" 2 "valid names" "$root/scripts/verify.sh" 1234 x.cpp
expect "verify.sh: missing solution" 2 "no such solution" "$root/scripts/verify.sh" 11869 "$tmp/none.cpp"

# A fake build whose nimble "solution" prints koosaga with no final newline.
mkdir -p "$tmp/build/bin"
printf '#!/bin/sh\nprintf koosaga\n' >"$tmp/build/bin/boj11869_nimble"
chmod +x "$tmp/build/bin/boj11869_nimble"
export BOJ_BUILD_DIR=$tmp/build BOJ_NO_BUILD=1
expect "check.sh: strict notes Baekjoon's tolerance" 1 "Baekjoon would accept it (missing final newline)" \
  "$root/scripts/check.sh" 11869
expect "check.sh: --tolerant passes it" 1 "(tolerant: missing final newline)" \
  "$root/scripts/check.sh" --tolerant 11869
expect "check.sh: a wrong answer stays wrong" 1 "wrong answer" \
  "$root/scripts/check.sh" --tolerant 11869
printf '#!/bin/sh\nkill -SEGV $$\n' >"$tmp/build/bin/boj11869_nimble"
expect "check.sh: a crash is named" 1 "crashed: killed by signal 11 (SEGV)" "$root/scripts/check.sh" 11869
exit "$fail"
