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
export BOJ_SHRINK_MAX_SECONDS=${BOJ_SHRINK_MAX_SECONDS:-5}

# The players' names (each problem's players fact): taken out of every line before it is read.
names=()
for folder in "$ROOT"/boj[0-9]*_*/; do
  read -r -a two <<<"$(problem_fact "$(basename "$folder")" players)"
  names+=(${two[@]+"${two[@]}"})
done

# english FILE: prints each line of FILE that holds an English sentence, as `LINE  <- WORDS`:
# three words in a row once quoted text, tokens with a digit, / _ - or = and the players are
# taken out; a word with punctuation after it ends a run, so lists and labels pass.
english() {
  NAMES="${names[*]-}" awk '
    BEGIN { n = split(ENVIRON["NAMES"], list, " "); for (i = 1; i <= n; i++) player[list[i]] = 1 }
    {
      text = $0
      gsub(/`[^`]*`/, " ; ", text)
      gsub(/"[^"]*"/, " ; ", text)
      gsub(/'\''[^'\'']*'\''/, " ; ", text)
      k = split(text, tok, /[ \t]+/)
      run = 0; words = ""; open = 0
      for (i = 1; i <= k; i++) {
        t = bare = tok[i]; gsub(/[^A-Za-z]/, "", bare)
        word = t !~ /[0-9\/_=-]/ && !(bare in player) &&
          t ~ /^\(?([A-Z]?[a-z]+|[a-z])('\''[a-z]+)?\)?[.,:;!?]?$/
        if (!word) { run = 0; words = ""; open = 0; continue }
        if (open && t !~ /^\(/) { run++; words = words " " t } else { run = 1; words = t }
        open = t !~ /[).,:;!?]$/
        if (run >= 3) { print $0 "  <- " words; break }
      }
    }' "$1"
}

runs=0 lines=0 found=0
# korean NAME WANT_RC [INPUT] -- COMMAND...: runs COMMAND (stdin from INPUT, else nothing),
# both streams, and checks its exit status, its Hangul and every line.
korean() {
  local name=$1 want=$2 input=/dev/null rc=0 out=$tmp/out
  shift 2
  [[ $1 == -- ]] || { input=$1 && shift; }
  shift
  "$@" <"$input" >"$out" 2>&1 || rc=$?
  runs=$((runs + 1))
  lines=$((lines + $(wc -l <"$out")))
  english "$out" >"$tmp/english"
  found=$((found + $(wc -l <"$tmp/english")))
  if [[ $rc != "$want" ]]; then
    bad "$name: exit $rc, not $want:"
    tail -n 5 "$out" | sed 's/^/  | /'
  elif ! LC_ALL=C grep -q $'[\xea-\xed]' "$out"; then # the lead bytes of Hangul syllables
    bad "$name: no Korean at all:"
    head -n 3 "$out" | sed 's/^/  | /'
  elif [[ ! -s $tmp/english ]]; then
    echo "ok: $name ($(wc -l <"$out" | tr -d ' ') lines)"
  fi
  [[ ! -s $tmp/english ]] || { bad "$name: lines with English sentences:" && sed 's/^/  | /' "$tmp/english"; }
}
# english() itself first: it must find the sentences it is meant to find, and pass the rest
# (the players' names of the first problem stand in, so no problem is named here).
first=${names[0]-A} second=${names[1]-B}
printf '%s\n' "error: no such solution: x.cpp" "  why: its Grundy value 5 has the bit" \
  "play first ($first) or second ($second)? type first or second" >"$tmp/self"
[[ $(english "$tmp/self" | wc -l) == 3 ]] ||
  bad "the check misses an English sentence: $(english "$tmp/self" | tr '\n' '|')"
printf '%s\n' "명령: hint, values, undo, help, quit" "선공 $first, 후공 $second" \
  "error: 'no such thing here' (program output)" "after: 1 2 3 0" "values: 1 2 (동전마다 하나)" \
  "시간 제한: ${PROBLEMS[0]}: C++17: 2초" "(Debian/Ubuntu: apt-get install python3)" >"$tmp/self"
english "$tmp/self" >"$tmp/self.out"
[[ ! -s $tmp/self.out ]] || bad "the check takes for English: $(tr '\n' '|' <"$tmp/self.out")"

# Every user script: its header names scripts/help/NAME.txt, which --help and -h print byte
# for byte (also with --en), and --ko --help NAME.ko.txt (in Korean, korean() above); an
# unknown option is refused with exit 2, sh is refused. No help file is left without its script.
for script in "$ROOT"/scripts/*.sh; do
  name=${script#"$ROOT"/}
  help=scripts/help/$(basename "$script" .sh)
  [[ $(sed -n 2,3p "$script") == *"$help.txt"* ]] || bad "$name: its header does not name $help.txt"
  for ask in --help -h "--ko --en --help" "--help --ko"; do
    want=$help.txt
    [[ $ask != *--ko ]] || want=$help.ko.txt
    # shellcheck disable=SC2086 # one or two options
    { "$script" $ask >"$tmp/help" 2>&1 && [[ -s $ROOT/$want ]] && cmp -s "$tmp/help" "$ROOT/$want"; } ||
      bad "$name $ask does not print $want"
  done
  korean "$name --help --ko" 0 -- "$script" --help --ko
  korean "$name --ko --no-such-option" 2 -- "$script" --ko --no-such-option
  expect "$name: unknown option" 2 "unknown option '--no-such-option' (try --help)" \
    "$script" --no-such-option
  expect "sh $name" 2 "run it with bash" sh "$script" --help
done
for help in "$ROOT"/scripts/help/*; do
  base=${help##*/} && name=${base%%.*}
  [[ -f $ROOT/scripts/$name.sh && ($base == "$name.txt" || $base == "$name.ko.txt") ]] ||
    bad "scripts/help/$base: no scripts/$name.sh has it as help"
done
# A help file missing is said as such: a copy of explain.sh and common.sh without scripts/help/.
mkdir -p "$tmp/tree/scripts/lib" && cp "$ROOT/scripts/explain.sh" "$tmp/tree/scripts/"
cp "$ROOT/scripts/lib/common.sh" "$tmp/tree/scripts/lib/"
expect "a missing help file" 2 "error: scripts/explain.sh has no help file scripts/help/explain.txt" \
  "$tmp/tree/scripts/explain.sh" --help
# The problems the checks below run on, by what each check needs: p1 one whose kept cases
# (samples or examples) have two different answers, p2 and p3 two others, fast the one with
# the shortest time limit (the hang below costs a multiple of it).
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
expect "check.sh: by number" 0 "PASS on $k2 cases;" "$ROOT/scripts/check.sh" "$n2"
# The language: the first of LC_ALL, LC_MESSAGES and LANG that is set (ko...: Korean), unless
# --ko or --en says; CTest pins LC_ALL=C.UTF-8 (tests/CMakeLists.txt).
expect "LANG=ko_KR.UTF-8 check.sh: Korean" 0 "통과: 케이스 ${k2}개" \
  env -u LC_ALL -u LC_MESSAGES LANG=ko_KR.UTF-8 "$ROOT/scripts/check.sh" "$n2"
expect "LANG=C.UTF-8 check.sh: English" 0 "PASS on $k2 cases;" \
  env -u LC_ALL -u LC_MESSAGES LANG=C.UTF-8 "$ROOT/scripts/check.sh" "$n2"
for run in "LC_MESSAGES=ko_KR.UTF-8 LANG=C - 사용법" "LC_MESSAGES=C LANG=ko_KR.UTF-8 - Usage" \
  "LC_MESSAGES= LANG=ko_KR.UTF-8 --en Usage" "LC_MESSAGES= LANG=C --ko 사용법"; do
  read -r messages lang option want <<<"$run"
  [[ $option != - ]] || option=
  # shellcheck disable=SC2086 # an option or none
  expect "$run" 0 "$want" env -u LC_ALL "$messages" "$lang" "$ROOT/scripts/explain.sh" $option --help
done
expect "check.sh: by folder" 0 "PASS on $k1 cases;" "$ROOT/scripts/check.sh" "$p1/"
expect "check.sh: a .cpp FILE" 0 "PASS on $k2 cases;" \
  "$ROOT/scripts/check.sh" "$n2" "$ROOT/$p2/main.cpp"
expect "check.sh: a second problem is no FILE" 2 "no such solution: $n3" \
  "$ROOT/scripts/check.sh" "$n2" "$n3"
printf 'an answer\n' >"$tmp/answer.txt"
expect "check.sh: a FILE neither a solution nor executable" 2 \
  "neither a solution file (.cpp .c .py .java .kt .rs .go) nor an" "$ROOT/scripts/check.sh" "$n1" "$tmp/answer.txt"
expect "verify.sh: unknown problem" 2 "valid names" "$ROOT/scripts/verify.sh" 0 x.cpp
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
expect "check.sh: a crash is named" 1 "crashed: killed by signal 11 (SEGV)" \
  "$ROOT/scripts/check.sh" "$n1" "$tmp/crash"

p=${PROBLEMS[0]} s=$ROOT/scripts
num=$(problem_number "$p")
korean "check.sh --ko, too many arguments" 2 -- "$s/check.sh" --ko "$num" a b
korean "check.sh --ko, an unknown problem" 2 -- "$s/check.sh" --ko 0
korean "verify.sh --ko, one argument" 2 -- "$s/verify.sh" --ko "$num"
korean "verify.sh --ko --budget 0" 2 -- "$s/verify.sh" --ko --budget 0 "$num" x.cpp
korean "verify.sh --ko --jobs x" 2 -- "$s/verify.sh" --ko --jobs x "$num" x.cpp
korean "explain.sh --ko, no problem" 2 -- "$s/explain.sh" --ko
korean "play.sh --ko --random x" 2 -- "$s/play.sh" --ko "$num" --random x
korean "fuzz.sh --ko $num 0" 2 -- "$s/fuzz.sh" --ko "$num" 0
korean "gen_notes.sh --ko --stamp" 2 -- "$s/gen_notes.sh" --ko --stamp
korean "web.sh --ko x" 2 -- "$s/web.sh" --ko x
korean "test.sh --ko -R" 2 -- "$s/test.sh" --ko -R
korean "bench.sh --ko 0" 2 -- "$s/bench.sh" --ko 0

korean "check.sh --ko $num" 0 -- "$s/check.sh" --ko "$num"
! grep -qE ' (PASS|FAIL) ' "$tmp/out" || bad "check.sh --ko says PASS/FAIL, not 통과/실패"
korean "verify.sh --ko --budget 2 (main.cpp)" 0 -- "$s/verify.sh" --ko --budget 2 "$num" "$ROOT/$p/main.cpp"
# No extension: the file is opened to read a #! line, where bash once wrote its own error.
korean "verify.sh --ko on a missing file" 2 -- "$s/verify.sh" --ko "$num" "$tmp/none"
[[ $(wc -l <"$tmp/out") == 1 ]] || bad "verify.sh on a missing file prints more than its own error line"
wrongs=("$ROOT/tests/$p"/wrong/*.cpp) && wrong=${wrongs[0]}
korean "verify.sh --ko on ${wrong##*/} (shrunk, explained)" 1 -- \
  "$s/verify.sh" --ko --budget 20 "$num" "$wrong"
! grep -e 'after:' -e 'shrink:' -e 'judge:' -e 'bytes' -e 'SECONDS' "$tmp/out" || bad "verify.sh --ko: English words"
for start in "$ROOT/tests/$p"/sample-*.in "$ROOT/tests/$p"/example-*.in; do # won and lost
  [[ ! -f $start ]] || korean "explain.sh --ko $num ${start##*/}" 0 -- "$s/explain.sh" --ko "$num" "$start"
done
for q in "${PROBLEMS[@]}"; do
  [[ $q != "$p" ]] || continue
  start=$(first_kept "$ROOT/tests/$q")
  korean "explain.sh --ko $q ${start##*/}" 0 -- "$s/explain.sh" --ko "$q" "$start"
  printf '%s\n' 옆 후공 hint values '1 1' help undo values quit >"$tmp/game"
  korean "play.sh --ko $q --random 3 (a scripted game)" 0 "$tmp/game" -- \
    "$s/play.sh" --ko "$q" --random 3
  { grep -q '^선공/후공> 옆' "$tmp/out" && grep -q '^오류: 선공 또는 후공' "$tmp/out" && grep -q '(후공), 컴퓨터' "$tmp/out"; } ||
    bad "play.sh --ko $q: the side not asked in Korean, or 후공 not taken"
done
want=77 # without libFuzzer
[[ ! -x $BUILD/bin/${p}_fuzz ]] || want=0
korean "fuzz.sh --ko --runs 50 (exit $want)" "$want" -- "$s/fuzz.sh" --ko --fresh --seed 1 --runs 50 "$num"
korean "gen_notes.sh --ko --check $num" 0 -- "$s/gen_notes.sh" --ko --check "$num"
korean "explain.sh --ko $num on a bad input" 1 <(printf abc) -- "$s/explain.sh" --ko "$num"
! grep -q 'error:' "$tmp/out" || bad "explain.sh --ko on a bad input says error:"

# verify.sh in a fake build whose judge set is two cases: main.cpp with the last newline of
# its answer dropped passes, as on Baekjoon; --strict fails it in whitespace only, not shrunk.
mkdir -p "$tmp/build/bin" "$tmp/build/cases/$p1"
ln -s "$judge" "$BUILD/bin/$p1" "$tmp/build/bin/"
k=0
while IFS= read -r in; do # one path a line: the clone's path may hold spaces
  k=$((k + 1)) && cp "$in" "$tmp/build/cases/$p1/stress-$k.in"
  cp "${in%.in}.out" "$tmp/build/cases/$p1/stress-$k.out"
done < <(kept "$p1" | head -n 2)
printf '#!/bin/sh\n"%s" | tr -d "\\n"\n' "$BUILD/bin/$p1" >"$tmp/no-newline"
chmod +x "$tmp/no-newline"
export BOJ_BUILD_DIR=$tmp/build BOJ_NO_BUILD=1
expect "verify.sh: Baekjoon's rule passes it, with the case nearest its limit" 0 "% of the limit" \
  "$ROOT/scripts/verify.sh" "$n1" "$tmp/no-newline"
expect "verify.sh --strict: whitespace only is not shrunk" 1 "a difference in whitespace only" \
  "$ROOT/scripts/verify.sh" --strict "$n1" "$tmp/no-newline"
rm "$tmp/build/cases/$p1"/*
expect "verify.sh: an empty generated set fails" 2 "no generated cases" \
  "$ROOT/scripts/verify.sh" "$n1" "$tmp/no-newline"

# A solution that hangs on the last kept case and ignores signals: killed from the parent, a
# time limit still running; the other cases still run (main.cpp answers them).
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
expect "check.sh: a hanging solution is stopped, the other cases run" 1 "$case" \
  "$ROOT/scripts/check.sh" "$(problem_number "$fast")" "$tmp/hang"
{ grep -qE "^$case +FAIL .*time limit: [0-9.]+ s CPU and still running" <<<"$last" &&
  grep -qF "$((kf - 1)) passed, 1 failed" <<<"$last"; } ||
  bad "the hang is not reported as a time limit, or not every case ran"

# The judge refuses a time limit that is not seconds. That a fractional one is enforced (atoi
# made 0.5 mean no limit) is judge_cli.sh's `token TLE cpu --time-limit 0.001`.
sample=$(kept "${PROBLEMS[0]}" | sed -n 1p)
for junk in 0.5x abc 0 -1 1e3 ""; do
  expect "judge: --time-limit '$junk' is refused" 2 "--time-limit needs seconds" \
    "$judge" --time-limit "$junk" "$BUILD/bin/${PROBLEMS[0]}" "$sample"
done
echo "scripts_cli: Korean pass: $runs runs, $lines lines read, $found with an English sentence"
exit "$fail"
