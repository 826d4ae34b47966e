#!/usr/bin/env bash
# scripts/check.sh, verify.sh and explain.sh on one problem (16879) with BusyBox's tools first
# on PATH: date, sed, sort, find, cat, awk, mktemp, head, tail, cmp, tr, wc and the rest the
# scripts call (BusyBox's date has no %N, the failure that started issue 12). verify.sh
# writes its generated checks and builds a solution in a fresh build folder, so those paths
# run on BusyBox too; a wrong solution must still be rejected.
# Usage: tests/portability/busybox.sh   (needs the built tree: BOJ_BUILD_DIR, BOJ_NO_BUILD=1)
# Exit: 0 pass, 1 fail, 77 (CTest: skipped) no busybox.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${BOJ_BUILD_DIR:-$root/build}
busybox=$(command -v busybox) || {
  echo "skipped: no busybox (Debian package busybox; scripts/test.sh installs it as root)"
  exit 77
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/bin" "$tmp/build"
for tool in date sed sort find cat awk mktemp head tail cmp tr wc \
  basename dirname cut cksum mkdir rm mv touch ln sleep grep; do
  ln -s "$busybox" "$tmp/bin/$tool"
done
ln -s "$build/bin" "$tmp/build/bin"
fail=0
run() { # description, wanted exit status, wanted text, command...
  local what=$1 want_rc=$2 want=$3 out rc
  shift 3
  out=$(PATH="$tmp/bin:$PATH" BOJ_BUILD_DIR=$tmp/build BOJ_NO_BUILD=1 "$@" 2>&1)
  rc=$?
  if [[ $rc != "$want_rc" ]] || ! grep -qF -- "$want" <<<"$out"; then
    echo "FAIL: $what: exit $rc (wanted $want_rc and '$want'), output:"
    printf '%s\n' "$out" | tail -n 12
    fail=1
  else
    echo "ok: $what"
  fi
}

# The PATH really is BusyBox's: its date prints %N as it is.
run "date is BusyBox's (no %N)" 0 "%N" date +%s%N
run "check.sh 16879" 0 "5 passed, 0 failed" "$root/scripts/check.sh" 16879
run "verify.sh 16879 main.cpp (cases written, solution built)" 0 "verify boj16879_palace: PASS" \
  "$root/scripts/verify.sh" 16879 "$root/boj16879_palace/main.cpp"
run "verify.sh 16879 rejects a wrong solution" 1 "verify boj16879_palace: FAIL" \
  "$root/scripts/verify.sh" 16879 "$root/tests/boj16879_palace/wrong/rook_xor.cpp"
run "explain.sh 16879 < sample-5" 0 "koosaga wins." \
  "$root/scripts/explain.sh" 16879 <"$root/tests/boj16879_palace/sample-5.in"
exit "$fail"
