#!/usr/bin/env bash
# The user scripts behave as documented: --help (the header comment) and unknown options
# (exit 2) on every script, a plain error under sh and for a TMPDIR that is not a directory;
# problem names by number or folder and a clear error listing the valid ones; check.sh on main.cpp
# and on a FILE (a .cpp, an executable, neither), Baekjoon's and --strict's verdicts, crash and
# time-limit reports (fake solutions); verify.sh's options; fuzz.sh refusing 0 seconds; the
# judge's fractional time limits. Other languages: tests/languages.sh.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
# shellcheck source=tests/expect.sh
source "$ROOT/tests/expect.sh"
judge=$BUILD/bin/judge
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Every script: --help prints its header comment (the lines after #! up to the first
# non-comment line, without "# "), an unknown option is refused with exit 2, sh is refused.
for script in "$ROOT"/scripts/*.sh; do
  name=${script#"$ROOT"/}
  awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$script" >"$tmp/want-help"
  expect "$name --help" 0 "$(sed -n 1p "$tmp/want-help")" "$script" --help
  "$script" --help >"$tmp/help" 2>&1
  cmp -s "$tmp/help" "$tmp/want-help" || {
    echo "FAIL: $name --help is not its header comment"
    fail=1
  }
  expect "$name: unknown option" 2 "unknown option '--no-such-option' (try --help)" \
    "$script" --no-such-option
  expect "sh $name" 2 "run it with bash" sh "$script" --help
done
expect "TMPDIR not a directory" 2 "TMPDIR is '$tmp/none', not a writable directory" \
  env TMPDIR="$tmp/none" "$ROOT/scripts/check.sh" 16879

expect "check.sh: unknown problem" 2 "valid names: boj11869_nimble" "$ROOT/scripts/check.sh" 99999
expect "check.sh: by number" 0 "5 passed, 0 failed" "$ROOT/scripts/check.sh" 16879
expect "check.sh: by folder" 0 "7 passed, 0 failed" "$ROOT/scripts/check.sh" boj11869_nimble/
expect "check.sh: a .cpp FILE" 0 "5 passed, 0 failed" \
  "$ROOT/scripts/check.sh" 16879 "$ROOT/boj16879_palace/main.cpp"
expect "check.sh: a second problem is no FILE" 2 "no such solution: 16889" \
  "$ROOT/scripts/check.sh" 16879 16889
printf 'koosaga\n' >"$tmp/answer.txt"
expect "check.sh: a FILE neither a solution nor executable" 2 "neither a solution file (.cpp .c .py .java) nor an" \
  "$ROOT/scripts/check.sh" 11869 "$tmp/answer.txt"
expect "verify.sh: unknown problem" 2 "valid names" "$ROOT/scripts/verify.sh" 1234 x.cpp
expect "verify.sh: missing solution" 2 "no such solution" "$ROOT/scripts/verify.sh" 11869 "$tmp/none.cpp"
expect "fuzz.sh: 0 seconds is refused" 2 "at least 1" "$ROOT/scripts/fuzz.sh" 11869 0

# Fake solutions on 11869's samples, given as FILE: koosaga with no final newline, a crash.
printf '#!/bin/sh\nprintf koosaga\n' >"$tmp/koosaga"
printf '#!/bin/sh\nkill -SEGV $$\n' >"$tmp/crash"
chmod +x "$tmp/koosaga" "$tmp/crash"
expect "check.sh: Baekjoon's rule passes a missing final newline, said once" 1 \
  "only where Baekjoon allows it (missing final newline)" "$ROOT/scripts/check.sh" 11869 "$tmp/koosaga"
expect "check.sh: a wrong answer stays wrong" 1 "wrong answer" \
  "$ROOT/scripts/check.sh" 11869 "$tmp/koosaga"
expect "check.sh --strict: byte for byte" 1 "whitespace only: Baekjoon accepts it (missing final newline)" \
  "$ROOT/scripts/check.sh" --strict 11869 "$tmp/koosaga"
expect "check.sh --ko: the report in Korean" 1 "시간 제한: boj11869_nimble: program: 2 s" \
  "$ROOT/scripts/check.sh" --ko 11869 "$tmp/koosaga"
grep -qF "통과 4, 실패 3" <<<"$last" || {
  echo "FAIL: check.sh --ko: no Korean count line"
  fail=1
}
expect "check.sh: a crash is named" 1 "crashed: killed by signal 11 (SEGV)" \
  "$ROOT/scripts/check.sh" 11869 "$tmp/crash"

# verify.sh in a fake build whose judge set is two cases: main.cpp with the last newline of
# its answer dropped passes, as on Baekjoon; --strict fails it in whitespace only, not shrunk.
mkdir -p "$tmp/build/bin" "$tmp/build/cases/boj11869_nimble"
ln -s "$judge" "$BUILD/bin/boj11869_nimble" "$tmp/build/bin/"
for k in 1 2; do
  cp "$ROOT/tests/boj11869_nimble/sample-$k.in" "$tmp/build/cases/boj11869_nimble/stress-$k.in"
  cp "$ROOT/tests/boj11869_nimble/sample-$k.out" "$tmp/build/cases/boj11869_nimble/stress-$k.out"
done
printf '#!/bin/sh\n"%s" | tr -d "\\n"\n' "$BUILD/bin/boj11869_nimble" >"$tmp/no-newline"
chmod +x "$tmp/no-newline"
export BOJ_BUILD_DIR=$tmp/build BOJ_NO_BUILD=1
expect "verify.sh: Baekjoon's rule passes it, with the worst CPU time" 0 "% of the limit" \
  "$ROOT/scripts/verify.sh" 11869 "$tmp/no-newline"
expect "verify.sh --strict: whitespace only is not shrunk" 1 "a difference in whitespace only" \
  "$ROOT/scripts/verify.sh" --strict 11869 "$tmp/no-newline"
expect "verify.sh --ko: the report in Korean" 1 "공백만 다릅니다" \
  "$ROOT/scripts/verify.sh" --strict --ko 11869 "$tmp/no-newline"
rm "$tmp/build/cases/boj11869_nimble"/*
expect "verify.sh: an empty generated set fails" 2 "no generated cases" \
  "$ROOT/scripts/verify.sh" 11869 "$tmp/no-newline"

# A solution that hangs on one sample and ignores signals: killed from the parent after
# 3 x 0.5 + 1 s (16879's limit is 0.5 s); the other samples still run.
cat >"$tmp/hang" <<'SH'
#!/bin/sh
read -r n
if [ "$n" = 5 ]; then
  trap '' INT TERM ALRM HUP
  while :; do :; done
fi
echo koosaga
SH
chmod +x "$tmp/hang"
expect "check.sh: a hanging solution is killed, the other samples run" 1 \
  "boj16879_palace/sample-5                 FAIL" "$ROOT/scripts/check.sh" 16879 "$tmp/hang"
if ! grep -qF "time limit: still running after 2.5 s" <<<"$last" ||
  ! grep -qF "1 passed, 4 failed" <<<"$last"; then
  echo "FAIL: the hang is not reported as a time limit, or not every sample ran"
  fail=1
fi

# The judge: fractional limits are enforced (atoi made 0.5 mean no limit), junk is refused.
# The program is the judge's own calibration, about 0.17 s of CPU on the build machine.
printf '#!/bin/sh\nexec "%s" --calibrate\n' "$judge" >"$tmp/burn"
chmod +x "$tmp/burn"
sample=$ROOT/tests/boj11869_nimble/sample-1.in
expect "judge: --time-limit 0.05 is enforced" 1 "time limit: " "$judge" --time-limit 0.05 "$tmp/burn" "$sample"
expect "judge: --time-limit 5 lets it finish" 1 "wrong answer" "$judge" --time-limit 5 "$tmp/burn" "$sample"
for junk in 0.5x abc 0 -1 1e3 ""; do
  expect "judge: --time-limit '$junk' is refused" 2 "--time-limit needs seconds" \
    "$judge" --time-limit "$junk" "$tmp/burn" "$sample"
done
exit "$fail"
