#!/usr/bin/env bash
# scripts/play.sh in a real terminal (tmux): the prompt and the position print as a person
# sees them. Plays 16879's first sample as koosaga: types `hint`, reads the hint off the
# screen, types it, until `result: you win` shows; then `quit`, and checks what the screen
# holds and that the session ended with exit 0. Without tmux: exit 77, which CTest reports as skipped
# (scripts/test.sh installs tmux, saying so, as root where apt-get exists).
# Needs the built trainer (BOJ_BUILD_DIR, BOJ_NO_BUILD=1 from CTest). CTest <p>/play-tmux
# (tests.cmake beside it).
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
p=${here##*/}
if ! command -v tmux >/dev/null; then
  echo "SKIP: tmux is not installed; the terminal test did not run"
  exit 77
fi
sock=play-test-$$ # our own tmux server, so no other session is touched
tmp=$(mktemp -d)
trap 'tmux -L "$sock" kill-server 2>/dev/null; rm -rf "$tmp"' EXIT
t() { tmux -L "$sock" "$@"; }
screen() { t capture-pane -p -t play -S -200 >"$tmp/screen"; }

# The command keeps the pane open after the game, with its exit status on the screen. It
# starts in $root (-c) and names the script relative to it: a shell command line cannot hold
# any path as it is (a clone's path may have an apostrophe).
t new-session -d -s play -x 120 -y 50 -c "$root" \
  "scripts/play.sh $p --first; echo \"exit status \$?\"; sleep 30" || {
  echo "SKIP: tmux could not start a session here"
  exit 77
}

# Waits (up to 10 s) until the screen has at least $2 lines matching the regex $1 (default 1).
wait_for() {
  local i
  for ((i = 0; i < 1000; i++)); do
    screen
    (($(grep -cE "$1" "$tmp/screen") >= ${2:-1})) && return 0
    sleep 0.01
  done
  echo "FAIL: the screen never showed ${2:-1} lines /$1/:"
  cat "$tmp/screen"
  exit 1
}

wait_for '^koosaga> ?$' # capture-pane drops the space after the prompt
for ((turn = 1; turn <= 30; turn++)); do
  t send-keys -t play hint Enter
  wait_for '^hint: ' "$turn"
  move=$(grep '^hint: ' "$tmp/screen" | tail -n 1)
  move=${move#hint: }
  [[ $move =~ ^[0-9]+\ [0-9]+\ [0-9]+$ ]] || {
    echo "FAIL: hint '$move' is not PALACE X Y"
    exit 1
  }
  t send-keys -t play "$move" Enter
  wait_for '^(result: |turn: koosaga \(you\))' $((turn + 1))
  grep -q '^result: ' "$tmp/screen" && break
done
t send-keys -t play quit Enter # the session stays after the result until quit
wait_for '^exit status '
fail=0
need() {
  grep -qE "$1" "$tmp/screen" || {
    echo "FAIL: the screen has no line /$1/"
    fail=1
  }
}
need '^BOJ 16879 Palace game: koosaga moves first, cubelover second\.$'
need '^position: palaces on \(3,2\)$'
need '^koosaga> hint$'           # the prompt and what was typed, on one line as a person sees it
need '^machine \(cubelover\): 1 [0-9]+ [0-9]+$'
need '^result: you win$'
need '^exit status 0$'
((fail == 0)) && echo "tmux: a whole game of 16879 played in a terminal, won with the hints"
if ((fail != 0)) || [[ -n ${PLAY_TMUX_SHOW:-} ]]; then grep -v '^$' "$tmp/screen"; fi
exit "$fail"
