#!/usr/bin/env bash
# scripts/play.sh in tmux: each problem's first sample or example won on the winning side by the
# hints read off the screen, then the screen checked. Without tmux: exit 77.
# Usage: tests/play/tmux.sh [PROBLEM...]; PLAY_TMUX_SHOW=1 prints each screen.
set -uo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
if ! command -v tmux >/dev/null; then
  echo "SKIP: tmux is not installed; the terminal test did not run"
  exit 77
fi
# shellcheck source=tests/expect.sh
source "$ROOT/tests/expect.sh"
sock=play-test-$$ # our own tmux server, so no other session is touched
trap 'tmux -L "$sock" kill-server 2>/dev/null; rm -rf "$tmp"' EXIT
t() { tmux -L "$sock" "$@"; }
screen() { t capture-pane -p -t play -S -200 >"$tmp/screen"; }

# Waits (up to 10 s) until the screen has at least $2 lines matching the regex $1 (default 1).
wait_for() {
  local i
  for ((i = 0; i < 1000; i++)); do
    screen
    (($(grep -cE "$1" "$tmp/screen") >= ${2:-1})) && return 0
    sleep 0.01
  done
  echo "FAIL: $p: the screen never showed ${2:-1} lines /$1/:"
  cat "$tmp/screen"
  exit 1
}
need() { # the screen has the line $1, exactly
  grep -qxF -- "$1" "$tmp/screen" || bad "$p: the screen has no line '$1'"
}

(($#)) || set -- "${PROBLEMS[@]}"
for arg; do
  p=$(problem_folder "$arg")
  start=$(first_kept "$ROOT/tests/$p")
  read -r -a players <<<"$(problem_fact "$p" players)"
  first=${players[0]}
  [[ $(problem_fact "$p" first_player) == input ]] && first=$(awk 'NF { last = $NF } END { print last }' "$start")
  second=${players[0]}
  [[ $first == "$second" ]] && second=${players[1]}
  winner=$("$BUILD/bin/$p" <"$start") || {
    echo "FAIL: $p: main.cpp failed on $start"
    exit 1
  }
  side=--first loser=$second
  [[ $winner == "$first" ]] || side=--second loser=$first
  # The pane stays open with the exit status shown. Paths relative to $ROOT (-c): a command
  # line cannot hold any path as it is (a clone's may have an apostrophe).
  t new-session -d -s play -x 120 -y 50 -c "$ROOT" \
    "scripts/play.sh $p '${start#"$ROOT"/}' $side; echo \"exit status \$?\"; sleep 30" || {
    echo "SKIP: tmux could not start a session here"
    exit 77
  }
  wait_for "^$winner> ?\$" # capture-pane drops the space after the prompt
  for ((turn = 1; turn <= 60; turn++)); do
    t send-keys -t play hint Enter
    wait_for '^hint: ' "$turn"
    move=$(grep '^hint: ' "$tmp/screen" | tail -n 1)
    move=${move#hint: }
    [[ $move =~ ^[0-9]+( [0-9]+)*$ ]] || {
      echo "FAIL: $p: hint '$move' is not a move (numbers)"
      exit 1
    }
    t send-keys -t play "$move" Enter
    wait_for "^(result: |turn: $winner \\(you\\))" $((turn + 1))
    grep -q '^result: ' "$tmp/screen" && break
  done
  t send-keys -t play quit Enter # the session stays after the result until quit
  wait_for '^exit status '
  need "BOJ $(problem_number "$p") $(problem_fact "$p" title_en): $first moves first, $second second."
  need "$winner> hint" # the prompt and what was typed, on one line as a person sees it
  need 'result: you win'
  need 'exit status 0'
  if ((turn > 1)) || [[ $side == --second ]]; then
    grep -qE "^machine \\($loser\\): [0-9]" "$tmp/screen" || bad "$p: no machine move on the screen"
  fi
  echo "tmux: $p: a whole game played in a terminal as $winner ($side), won with $turn hints"
  if ((fail != 0)) || [[ -n ${PLAY_TMUX_SHOW:-} ]]; then grep -v '^$' "$tmp/screen"; fi
  t kill-session -t play
done
exit "$fail"
