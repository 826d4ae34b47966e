#!/usr/bin/env bash
# scripts/play.sh end to end: usage errors; per problem the default start, --random, the side
# prompt, starts the trainer refuses (each bad start file: tests/explain/script.sh) and a game
# won by its hints in Korean. Status: CTest play/script.
set -uo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
play=$ROOT/scripts/play.sh
# shellcheck source=tests/expect.sh
source "$ROOT/tests/expect.sh"

p=${PROBLEMS[0]}
expect "no problem" 2 "" "$play" </dev/null
expect "both sides" 2 "" "$play" "$p" --first --second </dev/null
expect "--random without a seed" 2 "" "$play" "$p" --random </dev/null
expect "a file and --random" 2 "not both" "$play" "$p" "$tmp/none.in" --random 3 </dev/null
expect "a missing file" 2 "" "$play" "$p" "$tmp/none.in" </dev/null
expect "three arguments" 2 "too many arguments: 'b'" "$play" "$p" a b --fast </dev/null

for p in ${PROBLEMS[@]+"${PROBLEMS[@]}"}; do
  num=$(problem_number "$p")
  # Starts main.cpp answers but the trainer refuses: its .err line and exit 1.
  for f in "$ROOT/tests/$p"/unplayable-*.in; do
    [[ -f $f ]] || continue
    expect "$p: $(basename "$f")" 1 "$(cat "${f%.in}.err")" "$play" "$p" "$f" --first </dev/null
  done
  kept=$(first_kept "$ROOT/tests/$p")
  # The default start is the first sample: the same first lines as with the file named.
  "$play" "$num" --first </dev/null >"$tmp/default" 2>&1
  "$play" --first "$num" "$kept" </dev/null >"$tmp/named" 2>&1
  [[ $(head -n 2 "$tmp/default") == "$(head -n 2 "$tmp/named")" ]] ||
    bad "$p: the default start is not $kept"
  # The same seed gives the same game; EOF at the side prompt ends it with exit 0.
  "$play" "$p" --random 7 </dev/null >"$tmp/r1" 2>&1 || bad "$p: --random 7 exit $?"
  "$play" "$p" --random 7 </dev/null >"$tmp/r2" 2>&1
  { cmp -s "$tmp/r1" "$tmp/r2" && grep -q '^side> ' "$tmp/r1"; } ||
    bad "$p: --random 7 twice differs or asks no side: $(head -n 3 "$tmp/r1")"
  # The side typed at the prompt; `second` means the machine opens.
  printf 'sideways\nsecond\nquit\n' | "$play" "$p" --random 3 >"$tmp/out" 2>&1
  { grep -q '^error: type first or second' "$tmp/out" && grep -q '(second); the machine' "$tmp/out" &&
    grep -q -e '^bye$' -e '^result: ' "$tmp/out"; } || bad "$p: the side prompt: $(tr '\n' '|' <"$tmp/out")"
  # A random start won with the hints against 3 or more machine moves (the first seed, of 40,
  # that gives one), in Korean: the words change, not the moves. The game: typing `hint` and then
  # what it says; the trainer is deterministic, so each round replays it with one more move.
  for seed in $(seq 1 40); do
    typed=
    for ((i = 0; i < 100; i++)); do
      printf '%shint\n' "$typed" | "$play" --ko "$p" --random "$seed" --first >"$tmp/game" 2>&1
      move=$(grep '^힌트: ' "$tmp/game" | tail -n 1)
      move=${move#*: }
      grep -q '^결과: ' "$tmp/game" || [[ -z $move || $move == *[!0-9\ ]* ]] && break # over, or none
      typed+="hint"$'\n'"$move"$'\n'
    done
    grep -qx '결과: 이겼습니다' "$tmp/game" && (($(grep -c '^컴퓨터 (' "$tmp/game") >= 3)) && break
  done
  { grep -qx '결과: 이겼습니다' "$tmp/game" && grep -qE '^차례: [^ ]+ \(나\)$' "$tmp/game" &&
    ! grep -q -e '^position: ' -e '^result: ' "$tmp/game"; } ||
    bad "$p --ko: no game won by the hints in Korean words: $(tail -n 3 "$tmp/game" | tr '\n' '|')"
done
exit "$fail"
