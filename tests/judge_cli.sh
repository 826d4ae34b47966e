#!/usr/bin/env bash
# The judge's verdicts and report with fake programs (tests/README.md, judge_cli.sh).
# Usage: tests/judge_cli.sh   (needs a built tree: judge). Status: CTest repo/judge-cli.
set -uo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
# shellcheck source=tests/expect.sh
source "$ROOT/tests/expect.sh"
judge=$BUILD/bin/judge
fake() { # name, shell body: a program that ignores its input
  printf '#!/bin/sh\n%s\n' "$2" >"$tmp/$1"
  chmod +x "$tmp/$1"
}
printf '1\n' >"$tmp/one.in"
printf 'alpha\n' >"$tmp/one.out"
printf '2\n' >"$tmp/two.in"
printf '1 2\n3\n' >"$tmp/two.out"
one=$tmp/one.in two=$tmp/two.in

# Baekjoon's rule, one line at a time: each passes, and one summary line names the rule.
fake exact 'echo alpha'
fake no_newline 'printf alpha'
fake trailing_space 'echo "alpha "'
fake newline_for_space 'printf "1\n2\n3\n"'
fake space_for_newline 'printf "1 2 3\n"'
fake crlf 'printf "alpha\r\n"'
expect "an exact output passes with no note" 0 "!note:" "$judge" "$tmp/exact" "$one"
expect "a missing final newline passes, said once" 0 \
  "note: 1 of 1 outputs differ from the expected ones only where Baekjoon allows it (missing final newline)" \
  "$judge" "$tmp/no_newline" "$one"
expect "one trailing space a line passes" 0 "(a trailing space)" "$judge" "$tmp/trailing_space" "$one"
expect "a newline for a space passes" 0 "(a newline for a space)" "$judge" "$tmp/newline_for_space" "$two"
expect "a space for a newline passes" 0 "(a newline for a space)" "$judge" "$tmp/space_for_newline" "$two"
expect "CRLF reads as LF" 0 "PASS on 1 cases" "$judge" "$tmp/crlf" "$one"
expect "the summary counts the cases, once" 0 "note: 3 of 3 outputs" \
  "$judge" --keep-going "$tmp/no_newline" "$one" "$one" "$one"
[[ $(grep -c 'note:' <<<"$last") == 1 ]] || bad "more than one note line"

# What Baekjoon marks 출력 형식이 잘못되었습니다, and a wrong answer.
fake two_spaces 'echo "alpha  "'
fake blank_line 'printf "alpha\n\n"'
fake leading_space 'echo " alpha"'
fake tab 'printf "1\t2\n3\n"'
fake wrong 'echo omega'
cp "$one" "$tmp/sample.in" && cp "$tmp/one.out" "$tmp/sample.out"
for f in two_spaces blank_line leading_space; do
  expect "$f is a presentation error, its bytes shown" 1 "sample.in: presentation error: first difference" \
    "$judge" "$tmp/$f" "$tmp/sample.in"
done
expect "a trailing space shows as \\x20" 1 'actual "alpha\x20"' "$judge" "$tmp/two_spaces" "$one"
expect "a tab for a space is a presentation error" 1 "presentation error" "$judge" "$tmp/tab" "$two"
expect "other words are a wrong answer" 1 ": wrong answer" "$judge" "$tmp/wrong" "$one"
expect "--ko names Baekjoon's Korean verdict" 1 \
  ": 출력 형식이 잘못되었습니다: 출력의 " "$judge" --ko "$tmp/blank_line" "$one"
expect "--ko: a wrong answer" 1 ": 틀렸습니다" "$judge" --ko "$tmp/wrong" "$one"

# --strict: byte for byte.
expect "--strict fails a missing final newline as whitespace only" 1 \
  "whitespace only: Baekjoon accepts it (missing final newline), --strict does not" \
  "$judge" --strict "$tmp/no_newline" "$one"
expect "--strict fails CRLF" 1 "whitespace only: Baekjoon accepts it (CRLF line ends)" \
  "$judge" --strict "$tmp/crlf" "$one"
expect "--strict passes an exact output" 0 "PASS on 1 cases" "$judge" --strict "$tmp/exact" "$one"

# Program output is shown as text where it is UTF-8; other bytes in hex.
fake hangul 'echo 구사과; printf "\377\n"'
expect "Hangul is shown as Hangul, a bad byte as \\xFF" 1 'actual:   구사과\n\xFF\n' \
  "$judge" "$tmp/hangul" "$one"

# The report: limit text, pass line, budget, estimate, crash, a program that cannot start.
expect "--limit-text is shown once" 0 "time limit: Python 3: 0.5 s × 3 + 2 s = 3.5 s" \
  "$judge" --time-limit 3.5 --limit-text "Python 3: 0.5 s × 3 + 2 s = 3.5 s" "$tmp/exact" "$one"
expect "a pass is one line, with the case nearest its limit" 0 \
  "PASS on 1 cases; closest to its limit: $tmp/one, " "$judge" "$tmp/exact" "$one"
[[ $(wc -l <<<"$last") == 1 ]] || bad "a pass said in more than one line: $last"
expect "--ko: the report in Korean" 0 "통과: 케이스 1개. 제한에 가장 가까운 케이스: " \
  "$judge" --ko "$tmp/exact" "$one"
fake silent 'exit 0'
expect "no output is shown as (none)" 1 "actual:   (none)" "$judge" "$tmp/silent" "$one"
fake slow 'sleep 1; echo alpha'
expect "--budget ends the run, the case cut short not counted" 0 "PASS on 1 of 6 cases (budget 1.5 s)" \
  "$judge" --jobs 1 --budget 1.5 "$tmp/slow" "$one" "$one" "$one" "$one" "$one" "$one"
expect "--budget with 2 jobs: the first cases in order" 0 "PASS on 2 of 6 cases (budget 1.5 s)" \
  "$judge" --jobs 2 --budget 1.5 "$tmp/slow" "$one" "$one" "$one" "$one" "$one" "$one"
expect "--progress estimates the whole run once" 0 "; all 3 at this pace: about " \
  "$judge" --jobs 1 --progress "$tmp/slow" "$one" "$one" "$one"
fake abort 'kill -ABRT $$'
expect "a crash is named once: ABRT" 1 'crashed: killed by signal 6 (ABRT)' "$judge" "$tmp/abort" "$one"
printf 'echo alpha\n' >"$tmp/no_hashbang"
chmod +x "$tmp/no_hashbang"
expect "a program that cannot start says why" 1 \
  "stderr:   cannot start $tmp/no_hashbang: Exec format error (neither a compiled program nor a script with a #! line)" \
  "$judge" "$tmp/no_hashbang" "$one"
# shellcheck disable=SC2016 # $1.. are the inner shell's
expect "case paths on stdin must end in .in" 2 "'$tmp/one.out' (read from stdin) is not a .in file" \
  sh -c 'printf "%s\n" "$1" | "$2" "$3" -' sh "$tmp/one.out" "$judge" "$tmp/exact"
expect "--jobs takes a number" 2 "--jobs needs a number" "$judge" --jobs 0 "$tmp/exact" "$one"
expect "--budget takes seconds" 2 "--budget needs seconds" "$judge" --budget x "$tmp/exact" "$one"
expect "the usage names --calibrate" 2 "judge --calibrate" "$judge" --no-such-option
# Verdicts as data (--verdicts: CASE, TOKEN, CPU_MS, CODE), each from a program that earns it.
token() { # expected TOKEN CODE, then the judge's options and program: one case, $one
  local want="$1"$'\t'"$2" named="$1 ${2#-}" got
  shift 2
  "$judge" --verdicts "$tmp/verdicts" "$@" "$one" >/dev/null 2>&1
  got=$(cut -f 2,4 "$tmp/verdicts")
  if [[ $got == "$want" && $(cut -f 1 "$tmp/verdicts") == "$one" ]]; then
    echo "ok: verdict $named"
  else
    bad "wanted verdict '$want', got '$got'"
  fi
}
fake segv 'kill -SEGV $$'
fake exit3 'echo alpha; exit 3'
fake flood 'exec head -c 70000000 /dev/zero'
fake sleepy 'sleep 30'
# About 0.1 s of CPU (dash): far over a limit of 1 ms and over 10 x a reference that is the
# system's `true` (no shell; 3-6 ms to start on a busy machine); stopped by no wall clock, so
# as sure on a busy machine. `false` is a reference that cannot run.
# shellcheck disable=SC2016 # the fake's shell expands it
fake burn 'i=0; while [ $i -lt 100000 ]; do i=$((i + 1)); done; echo alpha'
true_program=$(type -P true) false_program=$(type -P false)
token AC - "$tmp/exact"
token AC-WS final-newline "$tmp/no_newline"
token AC-WS trailing-space "$tmp/trailing_space"
token PE - "$tmp/two_spaces"
token PE strict --strict "$tmp/no_newline"
token WA - "$tmp/wrong"
token RE SIGSEGV "$tmp/segv"
token RE SIGABRT "$tmp/abort"
token RE exit-3 "$tmp/exit3"
token OLE - "$tmp/flood"
token TLE cpu --time-limit 0.001 "$tmp/burn"
token TLE cpu --time-limit 0.001 --reference "$true_program" "$tmp/burn"
token TLE idle --time-limit 0.1 "$tmp/sleepy"
token NORUN solution "$tmp/no_hashbang"
token NORUN reference --time-limit 0.001 --reference "$false_program" "$tmp/burn"
expect "a reference that cannot run is named" 1 "could not run the reference" \
  "$judge" --time-limit 0.001 --reference "$false_program" "$tmp/burn" "$one"

# Any number of jobs: the same verdicts, in the same order, and the same report.
# shellcheck disable=SC2016 # the fake's shell expands it
fake mixed 'read n; case $n in 1) echo alpha ;; 2) printf "1 2 3" ;; *) echo x ;; esac'
for j in 1 2 5; do
  "$judge" --jobs "$j" --keep-going --verdicts "$tmp/v$j" "$tmp/mixed" "$one" "$two" "$one" \
    "$two" "$one" "$two" "$one" | sed 's/ *[0-9]* ms//; s/closest to its limit.*/closest/' >"$tmp/report$j"
  cut -f 1,2,4 "$tmp/v$j" >"$tmp/tokens$j"
done
if cmp -s "$tmp/tokens1" "$tmp/tokens2" && cmp -s "$tmp/tokens1" "$tmp/tokens5" &&
  cmp -s "$tmp/report1" "$tmp/report5" && [[ $(wc -l <"$tmp/tokens1") == 7 ]]; then
  echo "ok: --jobs 1, 2 and 5 give the same verdicts and report"
else
  bad "--jobs changes the verdicts or the report:"
  diff "$tmp/tokens1" "$tmp/tokens5"
  diff "$tmp/report1" "$tmp/report5"
fi
forty=()
for _ in $(seq 40); do forty+=("$one"); done
expect "--jobs 40: no fixed number of runners (there were 16)" 0 "PASS on 40 cases" \
  "$judge" --jobs 40 "$tmp/exact" "${forty[@]}"

# A Python solution runs in a fork of one waiting interpreter (scripts/lib/fork_server.py): each
# program below must give the same report, byte for byte bar the times, as a fresh start of
# Python a case (BOJ_FRESH_START=1). Each relies on a fresh interpreter in one way.
if command -v python3 >/dev/null; then
  # shellcheck source=scripts/lib/languages.sh
  source "$ROOT/scripts/lib/languages.sh"
  py() { printf '%s\n' "$2" >"$tmp/$1.py"; }
  py state 'import sys
hits = 0
def f():
    global hits
    hits += 1
f()
print(__name__, __file__ == sys.argv[0], sys.path[0] == __file__.rsplit("/", 1)[0], hits)
print(sorted(globals()), sorted(sys.modules), __loader__.__class__.__name__, __spec__)
sys.setrecursionlimit(100000)
def deep(n): return 0 if n == 0 else 1 + deep(n - 1)
print(deep(30000), input())'
  py thread 'import threading, time
def late():
    time.sleep(0.2)
    print("late", end="")
threading.Thread(target=late).start()
print("early", end=" ")'
  py exit3 'import sys; print("unflushed", end=""); sys.exit(3)'
  py exit_text 'import sys; sys.exit("a message on stderr")'
  py builtin_exit 'print("x"); exit()'
  py traceback 'print("before"); int("boom")'
  py at_exit 'import atexit; atexit.register(lambda: print("bye")); print("hi", end="")'
  py own_file 'out = open(1, "w"); out.write("written, never closed")'
  py parent 'import os; print("alpha" if b"fork_server" in open("/proc/%d/cmdline" % os.getppid(), "rb").read() else "fresh")'
  expect "a Python solution is served: a fork of the waiting interpreter" 0 "PASS on 1 cases" \
    "$judge" "$(solution_binary "$tmp/parent.py" 2>/dev/null)" "$one"
  for f in state thread exit3 exit_text builtin_exit traceback at_exit own_file; do
    program=$(solution_binary "$tmp/$f.py" 2>/dev/null) || bad "$f.py does not build"
    BOJ_FRESH_START=1 "$program" <"$one" >"$tmp/$f.out" 2>/dev/null
    cp "$one" "$tmp/$f.in"
    for how in fresh served; do
      if [[ $how == fresh ]]; then export BOJ_FRESH_START=1; else unset BOJ_FRESH_START; fi
      "$judge" --strict --keep-going "$program" "$tmp/$f.in" 2>&1 | sed 's/ *[0-9]* ms//g; s/([0-9.]*%/(/' >"$tmp/$f.$how"
    done
    if cmp -s "$tmp/$f.fresh" "$tmp/$f.served" && [[ -s $tmp/$f.served ]]; then
      echo "ok: Python served as fresh: $f ($(head -c 60 "$tmp/$f.served" | tr '\n' ' '))"
    else
      bad "Python served differs from a fresh start: $f"
      diff "$tmp/$f.fresh" "$tmp/$f.served"
    fi
  done
fi

if [[ -w /dev/full ]]; then
  # shellcheck disable=SC2016 # the inner shell's arguments
  expect "stdout on /dev/full is exit 2" 2 "judge: cannot write standard output" \
    sh -c '"$@" >/dev/full' sh "$judge" "$tmp/exact" "$one"
  [[ $last == "judge: cannot write standard output"* && $(wc -l <<<"$last") == 1 ]] ||
    bad "stdout on /dev/full: more than the one line: $last"
fi
exit "$fail"
