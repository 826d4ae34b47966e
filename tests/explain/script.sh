#!/usr/bin/env bash
# scripts/explain.sh end to end, in English and Korean, on the samples and some of each corpus,
# and its usage errors; the explainer binaries on every corpus input, and each malformed one as
# the trainer's start file. Status: CTest repo/explain-script.
set -uo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
# shellcheck source=tests/expect.sh
source "$ROOT/tests/expect.sh"
passed=0 ko_runs=0 file_checked=

# ran NAME WINNER COMMAND...: COMMAND on $tmp/in answers as the solution: `WINNER wins.` (--ko:
# `승자: WINNER`), or with no WINNER exit 1 and exactly the solution's error line ($tmp/want-err;
# --ko: one line of it in Korean, main.cpp's English words translated).
ran() {
  local name=$1 winner=$2 lang=en rc=0 want="$2 wins."
  shift 2
  [[ " $* " != *" --ko "* ]] || lang=ko want="승자: $winner"
  "$@" <"$tmp/in" >"$tmp/$lang" 2>"$tmp/err" || rc=$?
  if [[ -n $winner ]]; then
    [[ $rc == 0 && ! -s $tmp/err ]] && grep -qxF "$want" "$tmp/$lang" &&
      ! grep -q '^after:' "$tmp/$lang" && { [[ $lang == en ]] || ! grep -q 'wins\.$' "$tmp/ko"; }
  elif [[ $lang == en ]]; then
    [[ $rc == 1 && ! -s $tmp/en ]] && cmp -s "$tmp/err" "$tmp/want-err"
  else # one line, no English word of main.cpp's left
    [[ $rc == 1 && ! -s $tmp/ko && $(wc -l <"$tmp/err") == 1 ]] && grep -q '^오류: ' "$tmp/err" &&
      ! grep -qwE 'error|line|expected|cells' "$tmp/err"
  fi && passed=$((passed + 1)) && return
  bad "$name ($lang): exit $rc, output not as the solution's (winner '$winner'): $(head -n 2 "$tmp/err")"
}

# explain.sh on problem $1's input file $2, English then Korean (--ko before or after the
# problem, in turn), against the solution: its winner, or its error line.
explain() {
  local p=$1 winner ko=(--ko "$1")
  cp "$2" "$tmp/in"
  winner=$("$BUILD/bin/$p" <"$tmp/in" 2>"$tmp/want-err")
  ran "$p '$2'" "$winner" "$ROOT/scripts/explain.sh" "$p"
  if [[ -n $winner && $p != "$file_checked" ]]; then # once per problem: as a file argument
    file_checked=$p
    "$ROOT/scripts/explain.sh" "$p" "$tmp/in" >"$tmp/file-out" 2>&1
    cmp -s "$tmp/en" "$tmp/file-out" || bad "$p: the input as a file argument gives another output"
  fi
  ((++ko_runs % 2)) || ko=("$p" --ko)
  ran "$p '$2'" "$winner" "$ROOT/scripts/explain.sh" "${ko[@]}"
}

shopt -s nullglob
for p in ${PROBLEMS[@]+"${PROBLEMS[@]}"}; do
  # explain.sh on the samples and the first three corpus inputs the solution refuses (it execs
  # the explainer on its input: the binary's runs below cover the rest of the corpus).
  refused=("$BUILD/corpus/$p"/*.err)
  for f in "$ROOT/tests/$p"/{sample,example}-*.in ${refused[@]+"${refused[@]:0:3}"}; do
    explain "$p" "${f/%.err/.in}"
  done
  # The explainer on every corpus input but beyond-* (answers past the limits, not the reader's
  # bytes), against the answer the corpus keeps (CTest <p>/corpus holds main.cpp to it).
  for in in "$BUILD/corpus/$p"/*.in; do
    [[ ${in##*/} != beyond-* ]] || continue
    cp "$in" "$tmp/in"
    name=$p/corpus/$(basename "$in" .in) winner=
    if [[ -f ${in%.in}.out ]]; then winner=$(cat "${in%.in}.out"); else cp "${in%.in}.err" "$tmp/want-err"; fi
    ran "$name" "$winner" "$BUILD/bin/${p}_explain"
    ran "$name" "$winner" "$BUILD/bin/${p}_explain" --ko
    [[ -n $winner ]] || # a bad start file: the trainer says the same line, exit 1
      ran "$name as a start" "" "$BUILD/bin/${p}_explain" --play --start "$in"
  done
  for args in "--kr" "--play --random -1" "--play --random 5x"; do # a seed is digits only
    # shellcheck disable=SC2086 # split on purpose
    expect "${p}_explain $args: usage" 2 "" "$BUILD/bin/${p}_explain" $args </dev/null
  done
done

p=${PROBLEMS[0]}
if command -v script >/dev/null; then # a terminal with no input: it says what it waits for
  # From $ROOT: a command line cannot hold any path as it is (a clone's may hold an apostrophe).
  (cd "$ROOT" && script -qec "scripts/explain.sh $p" /dev/null) </dev/null >"$tmp/en" 2>&1
  grep -q "type the input of $p" "$tmp/en" ||
    bad "explain.sh on a terminal says nothing about its input: $(head -c 200 "$tmp/en")"
fi
for args in "" "boj0_none" "$p $p" "--frobnicate" "--ko" "--ko $p $p" "$p --kr" "$p a b"; do
  # shellcheck disable=SC2086 # split on purpose
  expect "explain.sh $args: usage" 2 "" "$ROOT/scripts/explain.sh" $args </dev/null
done
echo "explain.sh: $passed checks passed"
exit "$fail"
