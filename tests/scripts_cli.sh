#!/usr/bin/env bash
# The user-facing scripts behave as documented: problem names by number or folder, a clear
# error listing the valid names, --help (the header comment) and unknown options (exit 2) on
# every script, check.sh's strict/tolerant verdicts and crash and time-limit reports (fake
# solutions), and the judge's fractional time limits.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
judge=${BOJ_BUILD_DIR:-$root/build}/bin/judge
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
expect() { # description, wanted exit status, wanted text in the output, command...
  local what=$1 want_rc=$2 want_text=$3 out rc
  shift 3
  out=$("$@" 2>&1)
  rc=$?
  last=$out
  if [[ $rc != "$want_rc" ]] || ! grep -qF -- "$want_text" <<<"$out"; then
    echo "FAIL: $what: exit $rc (wanted $want_rc), output:"
    printf '%s\n' "$out" | tail -n 8
    fail=1
  else
    echo "ok: $what"
  fi
}

# Every script: --help prints its header comment (the lines after #! up to the first
# non-comment line, without "# "), an unknown option is refused with exit 2.
for script in "$root"/scripts/*.sh "$root"/scripts/lib/cases.sh; do
  name=${script#"$root"/}
  awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$script" >"$tmp/want-help"
  expect "$name --help" 0 "$(sed -n 1p "$tmp/want-help")" "$script" --help
  "$script" --help >"$tmp/help" 2>&1
  cmp -s "$tmp/help" "$tmp/want-help" || {
    echo "FAIL: $name --help is not its header comment"
    fail=1
  }
  expect "$name: unknown option" 2 "unknown option '--no-such-option'" "$script" --no-such-option
done

expect "check.sh: unknown problem" 2 "valid names: boj11869_nimble" "$root/scripts/check.sh" 99999
expect "check.sh: unknown option" 2 "unknown option" "$root/scripts/check.sh" --frobnicate
expect "check.sh: --help" 0 "Usage: scripts/check.sh" "$root/scripts/check.sh" --help
expect "check.sh: by number" 0 "5 passed, 0 failed" "$root/scripts/check.sh" 16879
expect "check.sh: by folder" 0 "7 passed, 0 failed" "$root/scripts/check.sh" boj11869_nimble/
expect "verify.sh: unknown problem" 2 "valid names" "$root/scripts/verify.sh" 1234 x.cpp
expect "verify.sh: missing solution" 2 "no such solution" "$root/scripts/verify.sh" 11869 "$tmp/none.cpp"

# A fake build whose nimble "solution" prints koosaga with no final newline.
mkdir -p "$tmp/build/bin"
ln -s "$judge" "$tmp/build/bin/judge"
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

# A solution that hangs on one sample and ignores signals: killed from the parent after
# 3 x 0.5 + 1 s (16879's limit is 0.5 s); the other samples still run.
cat >"$tmp/build/bin/boj16879_palace" <<'SH'
#!/bin/sh
read -r n
if [ "$n" = 5 ]; then
  trap '' INT TERM ALRM HUP
  while :; do :; done
fi
echo koosaga
SH
chmod +x "$tmp/build/bin/boj16879_palace"
expect "check.sh: a hanging solution is killed, the other samples run" 1 \
  "boj16879_palace/sample-5                 FAIL" "$root/scripts/check.sh" 16879
if ! grep -qF "time limit: still running after 2.5 s" <<<"$last" ||
  ! grep -qF "1 passed, 4 failed" <<<"$last"; then
  echo "FAIL: the hang is not reported as a time limit, or not every sample ran: $last"
  fail=1
fi

# The judge: fractional limits are enforced (atoi made 0.5 mean no limit), junk is refused.
# The program is the judge's own calibration, about 0.17 s of CPU on the build machine.
printf '#!/bin/sh\nexec "%s" --calibrate\n' "$judge" >"$tmp/burn"
chmod +x "$tmp/burn"
sample=$root/tests/boj11869_nimble/sample-1.in
expect "judge: --time-limit 0.05 is enforced" 1 "time limit: " "$judge" --time-limit 0.05 "$tmp/burn" "$sample"
expect "judge: --time-limit 5 lets it finish" 1 "wrong answer" "$judge" --time-limit 5 "$tmp/burn" "$sample"
for junk in 0.5x abc 0 -1 1e3 ""; do
  expect "judge: --time-limit '$junk' is refused" 2 "--time-limit needs seconds" \
    "$judge" --time-limit "$junk" "$tmp/burn" "$sample"
done
exit "$fail"
