#!/usr/bin/env bash
# The judge on a core made busy here (loops pinned beside the run, ended by their pids): a run
# slowed by the load is judged by its CPU, one the machine starves is not judged (BUSY, exit 3).
# Usage: tests/judge_load.sh (a built judge; Linux: taskset). Status: CTest repo/judge-load.
set -uo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
# shellcheck source=tests/expect.sh
source "$ROOT/tests/expect.sh"
judge=$BUILD/bin/judge
if ! command -v taskset >/dev/null || ! taskset -c 0 true 2>/dev/null; then
  echo "skipped: no taskset, or no core 0 to pin to"
  exit 77
fi
loops=()
trap 'kill "${loops[@]}" 2>/dev/null; rm -rf "$tmp"' EXIT
for _ in 1 2 3 4 5 6 7 8; do # at most 60 s each, whatever happens to this script
  taskset -c 0 timeout 60 sh -c 'while :; do :; done' &
  loops+=($!)
done
printf '1\n' >"$tmp/one.in"
printf 'alpha\n' >"$tmp/one.out"
# About 0.6 s of CPU (dash), under a limit of 1 s: with eight loops on its core it takes
# over 5 s of wall clock, past the 4 s (3 × limit + 1) a wall-clock deadline allowed.
# shellcheck disable=SC2016 # the fake's shell expands it
printf '#!/bin/sh\ni=0; while [ $i -lt 240000 ]; do i=$((i + 1)); done; echo alpha\n' >"$tmp/burn"
printf '#!/bin/sh\nexec nice -n 19 "%s"\n' "$tmp/burn" >"$tmp/starved"
chmod +x "$tmp/burn" "$tmp/starved"
expect "a slow run on a busy core is judged by its CPU: a pass" 0 "PASS on 1 cases" \
  taskset -c 0 "$judge" --time-limit 1 "$tmp/burn" "$tmp/one.in"
# At nice 19 beside eight loops it gets about 0.2% of the core: stopped after 10 × its
# allowance (1.03 s × this machine's factor) of wall clock, as not judged.
expect "a run the machine starves is not judged: exit 3" 3 "not judged: the machine is too busy" \
  taskset -c 0 "$judge" --jobs 1 --time-limit 0.01 "$tmp/starved" "$tmp/one.in"
grep -q "1 not judged" <<<"$last" || bad "the summary does not count the case not judged"
exit "$fail"
