#!/usr/bin/env bash
# The user scripts behave as documented: --help, unknown options and sh on every script; a bad
# TMPDIR; problem names; check.sh and verify.sh on main.cpp and on fake solutions (verdicts,
# --strict, --ko, crash and time-limit reports); the judge's fractional time limits.
# Other languages: tests/languages.sh.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
# shellcheck source=tests/expect.sh
source "$ROOT/tests/expect.sh"
judge=$BUILD/bin/judge

# Every user script: its header names scripts/help/NAME.txt, which --help and -h print byte
# for byte, and --ko --help NAME.ko.txt (that this is Korean, Hangul and no English sentence,
# is tests/ko_cli.sh's check); an unknown option is refused with exit 2, sh is refused. No help
# file is left without its script.
for script in "$ROOT"/scripts/*.sh; do
  name=${script#"$ROOT"/}
  help=scripts/help/$(basename "$script" .sh)
  [[ $(sed -n 2,3p "$script") == *"$help.txt"* ]] || bad "$name: its header does not name $help.txt"
  for ask in --help -h "--help --ko" "--ko --help"; do
    want=$help.txt
    [[ $ask != *--ko* ]] || want=$help.ko.txt
    # shellcheck disable=SC2086 # one or two options
    if ! "$script" $ask >"$tmp/help" 2>&1 || [[ ! -s $ROOT/$want ]] || ! cmp -s "$tmp/help" "$ROOT/$want"; then
      bad "$name $ask does not print $want"
    fi
  done
  expect "$name: unknown option" 2 "unknown option '--no-such-option' (try --help)" \
    "$script" --no-such-option
  expect "sh $name" 2 "run it with bash" sh "$script" --help
done
for help in "$ROOT"/scripts/help/*; do
  base=${help##*/} name=${help##*/}
  name=${name%%.*}
  [[ -f $ROOT/scripts/$name.sh && ($base == "$name.txt" || $base == "$name.ko.txt") ]] ||
    bad "scripts/help/$base: no scripts/$name.sh has it as help"
done
# A help file missing is said as such: a copy of explain.sh and common.sh without scripts/help/.
mkdir -p "$tmp/tree/scripts/lib"
cp "$ROOT/scripts/lib/common.sh" "$tmp/tree/scripts/lib/"
cp "$ROOT/scripts/explain.sh" "$tmp/tree/scripts/"
expect "a missing help file" 2 "error: scripts/explain.sh has no help file scripts/help/explain.txt" \
  "$tmp/tree/scripts/explain.sh" --help
# The problems the checks below run on, by what each check needs: p1 one whose kept cases
# (samples or examples) have two different answers, p2 and p3 two others, fast the one with
# the shortest time limit (a hang costs 3 x its limit + 1 s).
shopt -s nullglob
kept() { printf '%s\n' "$ROOT/tests/$1"/sample-*.in "$ROOT/tests/$1"/example-*.in; }
p1='' fast=${PROBLEMS[0]}
for p in "${PROBLEMS[@]}"; do
  answers=$(kept "$p" | while IFS= read -r in; do cat "${in%.in}.out"; done | sort -u | wc -l)
  [[ -n $p1 || $answers -lt 2 ]] || p1=$p
  awk -v a="$(problem_fact "$p" time_limit)" -v b="$(problem_fact "$fast" time_limit)" \
    'BEGIN { exit !(a < b) }' && fast=$p
done
others=()
for p in "${PROBLEMS[@]}"; do [[ $p == "$p1" ]] || others+=("$p"); done
p2=${others[0]} p3=${others[1]}
n1=$(problem_number "$p1") n2=$(problem_number "$p2") n3=$(problem_number "$p3")
k1=$(($(kept "$p1" | wc -l))) k2=$(($(kept "$p2" | wc -l))) # $((...)): BSD wc pads

expect "TMPDIR not a directory" 2 "TMPDIR is '$tmp/none', not a writable directory" \
  env TMPDIR="$tmp/none" "$ROOT/scripts/check.sh" "$n2"

expect "check.sh: unknown problem" 2 "valid names: ${PROBLEMS[0]}" "$ROOT/scripts/check.sh" 0
expect "check.sh: by number" 0 "$k2 passed, 0 failed" "$ROOT/scripts/check.sh" "$n2"
expect "check.sh: by folder" 0 "$k1 passed, 0 failed" "$ROOT/scripts/check.sh" "$p1/"
expect "check.sh: a .cpp FILE" 0 "$k2 passed, 0 failed" \
  "$ROOT/scripts/check.sh" "$n2" "$ROOT/$p2/main.cpp"
expect "check.sh: a second problem is no FILE" 2 "no such solution: $n3" \
  "$ROOT/scripts/check.sh" "$n2" "$n3"
printf 'an answer\n' >"$tmp/answer.txt"
expect "check.sh: a FILE neither a solution nor executable" 2 \
  "neither a solution file (.cpp .c .py .java .kt .rs .go) nor an" "$ROOT/scripts/check.sh" "$n1" "$tmp/answer.txt"
expect "verify.sh: unknown problem" 2 "valid names" "$ROOT/scripts/verify.sh" 0 x.cpp
expect "verify.sh: missing solution" 2 "no such solution" "$ROOT/scripts/verify.sh" "$n1" "$tmp/none.cpp"
expect "fuzz.sh: 0 seconds is refused" 2 "at least 1" "$ROOT/scripts/fuzz.sh" "$n1" 0

# Fake solutions on p1's kept cases, given as FILE: the first case's answer with no final
# newline (right on some cases, wrong on others), a crash.
# sed -n 1p, not head: head may exit before kept has written, and the SIGPIPE that kills kept
# then fails the pipeline (pipefail) and ends this script (set -e).
first=$(kept "$p1" | sed -n 1p)
printf '#!/bin/sh\nprintf %s\n' "$(cat "${first%.in}.out")" >"$tmp/answer"
printf '#!/bin/sh\nkill -SEGV $$\n' >"$tmp/crash"
chmod +x "$tmp/answer" "$tmp/crash"
expect "check.sh: Baekjoon's rule passes a missing final newline, said once" 1 \
  "only where Baekjoon allows it (missing final newline)" "$ROOT/scripts/check.sh" "$n1" "$tmp/answer"
expect "check.sh: a wrong answer stays wrong" 1 "wrong answer" "$ROOT/scripts/check.sh" "$n1" "$tmp/answer"
expect "check.sh --strict: byte for byte" 1 "whitespace only: Baekjoon accepts it (missing final newline)" \
  "$ROOT/scripts/check.sh" --strict "$n1" "$tmp/answer"
expect "check.sh --ko: the report in Korean" 1 "시간 제한: $p1: 실행 파일: " \
  "$ROOT/scripts/check.sh" --ko "$n1" "$tmp/answer"
grep -qE "^통과 [0-9]+, 실패 [0-9]+$" <<<"$last" || bad "check.sh --ko: no Korean count line"
expect "check.sh: a crash is named" 1 "crashed: killed by signal 11 (SEGV)" \
  "$ROOT/scripts/check.sh" "$n1" "$tmp/crash"

# verify.sh in a fake build whose judge set is two cases: main.cpp with the last newline of
# its answer dropped passes, as on Baekjoon; --strict fails it in whitespace only, not shrunk.
mkdir -p "$tmp/build/bin" "$tmp/build/cases/$p1"
ln -s "$judge" "$BUILD/bin/$p1" "$tmp/build/bin/"
k=0
while IFS= read -r in; do # one path a line: the clone's path may hold spaces
  k=$((k + 1))
  cp "$in" "$tmp/build/cases/$p1/stress-$k.in"
  cp "${in%.in}.out" "$tmp/build/cases/$p1/stress-$k.out"
done < <(kept "$p1" | head -n 2)
printf '#!/bin/sh\n"%s" | tr -d "\\n"\n' "$BUILD/bin/$p1" >"$tmp/no-newline"
chmod +x "$tmp/no-newline"
export BOJ_BUILD_DIR=$tmp/build BOJ_NO_BUILD=1
expect "verify.sh: Baekjoon's rule passes it, with the worst CPU time" 0 "% of the limit" \
  "$ROOT/scripts/verify.sh" "$n1" "$tmp/no-newline"
expect "verify.sh --strict: whitespace only is not shrunk" 1 "a difference in whitespace only" \
  "$ROOT/scripts/verify.sh" --strict "$n1" "$tmp/no-newline"
expect "verify.sh --ko: the report in Korean" 1 "공백만 다릅니다" \
  "$ROOT/scripts/verify.sh" --strict --ko "$n1" "$tmp/no-newline"
rm "$tmp/build/cases/$p1"/*
expect "verify.sh: an empty generated set fails" 2 "no generated cases" \
  "$ROOT/scripts/verify.sh" "$n1" "$tmp/no-newline"

# A solution that hangs on the last kept case and ignores signals: killed from the parent
# after 3 x the limit + 1 s; the other cases still run (main.cpp answers them).
hang_on=$(kept "$fast" | tail -n 1)
cat >"$tmp/hang" <<SH
#!/bin/sh
cat >"$tmp/hang-in.\$\$" # one file a run: the judge runs cases at once
if cmp -s "$tmp/hang-in.\$\$" "$hang_on"; then
  trap '' INT TERM ALRM HUP
  while :; do :; done
fi
exec "$BUILD/bin/$fast" <"$tmp/hang-in.\$\$"
SH
chmod +x "$tmp/hang"
kf=$(kept "$fast" | wc -l)
case=$fast/$(basename "$hang_on" .in)
expect "check.sh: a hanging solution is killed, the other cases run" 1 "$case" \
  "$ROOT/scripts/check.sh" "$(problem_number "$fast")" "$tmp/hang"
after=$(awk -v l="$(problem_fact "$fast" time_limit)" 'BEGIN { printf "%.1f", 3 * l + 1 }')
if ! grep -qE "^$case +FAIL" <<<"$last" ||
  ! grep -qF "time limit: still running after $after s" <<<"$last" ||
  ! grep -qF "$((kf - 1)) passed, 1 failed" <<<"$last"; then
  bad "the hang is not reported as a time limit, or not every case ran"
fi

# The judge refuses a time limit that is not seconds. That a fractional one is enforced (atoi
# made 0.5 mean no limit) is judge_cli.sh's `token TLE cpu --time-limit 0.001`.
sample=$(kept "${PROBLEMS[0]}" | sed -n 1p)
for junk in 0.5x abc 0 -1 1e3 ""; do
  expect "judge: --time-limit '$junk' is refused" 2 "--time-limit needs seconds" \
    "$judge" --time-limit "$junk" "$BUILD/bin/${PROBLEMS[0]}" "$sample"
done
exit "$fail"
