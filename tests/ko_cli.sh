#!/usr/bin/env bash
# --ko means Korean in every line a person reads: each user script is run with --ko (--help, a
# usage error, and a real run where one is cheap), and every line of stdout and stderr must
# hold no English sentence. Each run must also end with its exit status and print some Hangul.
# An English sentence: three words in a row once quoted text, tokens with a digit, / _ - or =
# and the players are taken out; tests/README.md (ko_cli.sh) says it whole, english() does it.
# Not run for real: bench.sh (valgrind, minutes), web.sh (emcc), test.sh (this suite).
# Usage: tests/ko_cli.sh [ROOT]   ROOT: the tree whose scripts are checked (default: this one);
#   an older tree shows what the check finds there (its build: $BOJ_BUILD_DIR, else ROOT/build).
# Exit: 0 no English sentence, 1 some (each printed with its script and run), 2 usage.
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
root=$(cd "${1:-$here}" && pwd) || exit 2
export BOJ_SHRINK_MAX_SECONDS=${BOJ_SHRINK_MAX_SECONDS:-5}
# shellcheck source=tests/expect.sh
source "$here/tests/expect.sh"

# shellcheck source=scripts/lib/common.sh
source "$here/scripts/lib/common.sh"
# The players' names (each problem's players fact): taken out of every line before it is read.
names=()
for folder in "$root"/boj[0-9]*_*/; do
  read -r -a two <<<"$(ROOT=$root problem_fact "$(basename "$folder")" players)"
  names+=(${two[@]+"${two[@]}"})
done

# english FILE: prints each line of FILE that holds an English sentence, as `LINE  <- WORDS`.
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
        t = tok[i]
        bare = t
        gsub(/[^A-Za-z]/, "", bare)
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
# check NAME WANT_RC [INPUT] -- COMMAND...: runs COMMAND (stdin from INPUT, else nothing),
# both streams, and checks its exit status, its Hangul and every line.
check() {
  local name=$1 want=$2 input=/dev/null rc=0 out=$tmp/out
  shift 2
  if [[ $1 != -- ]]; then
    input=$1
    shift
  fi
  shift
  "$@" <"$input" >"$out" 2>&1 || rc=$?
  runs=$((runs + 1))
  lines=$((lines + $(wc -l <"$out")))
  english "$out" >"$tmp/english"
  if [[ $rc != "$want" ]]; then
    bad "$name: exit $rc, not $want:"
    tail -n 5 "$out" | sed 's/^/  | /'
  elif ! LC_ALL=C grep -q $'[\xea-\xed]' "$out"; then # the lead bytes of Hangul syllables
    bad "$name: no Korean at all:"
    head -n 3 "$out" | sed 's/^/  | /'
  elif [[ ! -s $tmp/english ]]; then
    echo "ok: $name ($(wc -l <"$out" | tr -d ' ') lines)"
  fi
  if [[ -s $tmp/english ]]; then
    bad "$name: $(wc -l <"$tmp/english" | tr -d ' ') lines with English sentences:"
    sed 's/^/  | /' "$tmp/english"
    found=$((found + $(wc -l <"$tmp/english")))
  fi
}

# The check itself first: it must find the sentences it is meant to find, and pass the rest.
# The first problem (by the glob, as the scripts find them) is the one run most; its players'
# names and folder stand in the self-check, so no problem is named here.
problems=("$root"/boj[0-9]*_*/)
p=$(basename "${problems[0]}")
num=$(problem_number "$p")
first=${names[0]-A} second=${names[1]-B}
printf '%s\n' "error: no such solution: x.cpp" "  why: its Grundy value 5 has the bit" \
  "play first ($first) or second ($second)? type first or second" >"$tmp/self"
[[ $(english "$tmp/self" | wc -l) == 3 ]] ||
  bad "the check misses an English sentence: $(english "$tmp/self" | tr '\n' '|')"
printf '%s\n' "명령: hint, values, undo, help, quit" "선공 $first, 후공 $second" \
  "error: 'no such thing here' (program output)" "after: 1 2 3 0" "values: 1 2 (동전마다 하나)" \
  "시간 제한: $p: C++17: 2초" "(Debian/Ubuntu: apt-get install python3)" >"$tmp/self"
english "$tmp/self" >"$tmp/self.out"
[[ ! -s $tmp/self.out ]] || bad "the check takes for English: $(tr '\n' '|' <"$tmp/self.out")"

s=$root/scripts
for script in "$s"/*.sh; do
  name=${script##*/}
  check "$name --ko --help" 0 -- "$script" --ko --help
  check "$name --ko --no-such-option" 2 -- "$script" --ko --no-such-option
done
check "check.sh --ko, too many arguments" 2 -- "$s/check.sh" --ko "$num" a b
check "check.sh --ko, an unknown problem" 2 -- "$s/check.sh" --ko 0
check "verify.sh --ko, one argument" 2 -- "$s/verify.sh" --ko "$num"
check "verify.sh --ko --budget 0" 2 -- "$s/verify.sh" --ko --budget 0 "$num" x.cpp
check "verify.sh --ko --jobs x" 2 -- "$s/verify.sh" --ko --jobs x "$num" x.cpp
check "explain.sh --ko, no problem" 2 -- "$s/explain.sh" --ko
check "play.sh --ko --random x" 2 -- "$s/play.sh" --ko "$num" --random x
check "fuzz.sh --ko $num 0" 2 -- "$s/fuzz.sh" --ko "$num" 0
check "gen_notes.sh --ko --stamp" 2 -- "$s/gen_notes.sh" --ko --stamp
check "web.sh --ko x" 2 -- "$s/web.sh" --ko x
check "test.sh --ko -R" 2 -- "$s/test.sh" --ko -R
check "bench.sh --ko 0" 2 -- "$s/bench.sh" --ko 0

check "check.sh --ko $num" 0 -- "$s/check.sh" --ko "$num"
! grep -qE ' (PASS|FAIL) ' "$tmp/out" || bad "check.sh --ko says PASS/FAIL, not 통과/실패"
check "verify.sh --ko --budget 2 (main.cpp)" 0 -- "$s/verify.sh" --ko --budget 2 "$num" "$root/$p/main.cpp"
# No extension: the file is opened to read a #! line, where bash once wrote its own error.
check "verify.sh --ko on a missing file" 2 -- "$s/verify.sh" --ko "$num" "$tmp/none"
[[ $(wc -l <"$tmp/out") == 1 ]] || bad "verify.sh on a missing file prints more than its own error line"
wrongs=("$root/tests/$p"/wrong/*.cpp)
wrong=${wrongs[0]}
check "verify.sh --ko on ${wrong##*/} (shrunk, explained)" 1 -- \
  "$s/verify.sh" --ko --budget 20 "$num" "$wrong"
for start in "$root/tests/$p"/sample-*.in "$root/tests/$p"/example-*.in; do # won and lost
  [[ ! -f $start ]] || check "explain.sh --ko $num ${start##*/}" 0 -- "$s/explain.sh" --ko "$num" "$start"
done
for q in ${problems[@]+"${problems[@]}"}; do
  q=$(basename "$q")
  [[ $q != "$p" ]] || continue
  start=$(first_kept "$root/tests/$q")
  check "explain.sh --ko $q ${start##*/}" 0 -- "$s/explain.sh" --ko "$q" "$start"
  printf '%s\n' 옆 후공 hint values '1 1' help undo values quit >"$tmp/game"
  check "play.sh --ko $q --random 3 (a scripted game)" 0 "$tmp/game" -- \
    "$s/play.sh" --ko "$q" --random 3
  grep -q '(후공), 컴퓨터' "$tmp/out" || bad "play.sh --ko $q: the side asked in Korean is not taken as 후공"
done
if [[ -x ${BOJ_BUILD_DIR:-$root/build}/bin/${p}_fuzz ]]; then
  check "fuzz.sh --ko --runs 50" 0 -- "$s/fuzz.sh" --ko --fresh --seed 1 --runs 50 "$num"
else
  check "fuzz.sh --ko without libFuzzer" 77 -- "$s/fuzz.sh" --ko --fresh --seed 1 --runs 50 "$num"
fi
check "gen_notes.sh --ko --check $num" 0 -- "$s/gen_notes.sh" --ko --check "$num"

echo "ko_cli: $runs runs, $lines lines read, $found with an English sentence"
exit "$fail"
