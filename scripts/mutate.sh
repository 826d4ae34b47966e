#!/usr/bin/env bash
# Mutation testing: every way to break a main.cpp by rule (scripts/mutate/rules.hpp) must
# fail one of the problem's answer-checking tests. Each mutant is built (-O1, 2 at once) and
# run on, in this order until its first failure: the limit cases, the input corpus, the kept
# samples/examples/regressions, the beyond-the-limits cases, the exhaustive and stress cases
# (everything scripts/verify.sh runs, plus tests/<p>/corpus and `cases write-beyond`).
# A mutant ends killed, equivalent (listed with a reason in tests/mutate/equivalent.txt),
# survived, or not built. Prints survivors, a table per problem and operator, and last
# `mutants N: killed K, equivalent E, survived S, not built B`.
# Usage: scripts/mutate.sh [--sample N] [--seed S] [--jobs N] [--part reader|game] [--list]
#                          [PROBLEM...]
#   PROBLEM: BOJ number or folder (default: all four); --sample N: N mutants per problem,
#   picked by a hash of their keys with seed S (default 1); --part: only the mutants of the
#   reader block or of the rest; --list: print the mutants only.
# Exit: 0 nothing survived (and the equivalence list is exact), 1 otherwise, 2 usage/build.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=scripts/mutate/beyond.sh
source "$ROOT/scripts/mutate/beyond.sh"

opts=() problems=()
while (($#)); do
  case $1 in
    -h | --help)
      sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'
      exit 0
      ;;
    --sample | --seed | --jobs | --part)
      (($# >= 2)) || die "$1 needs a value"
      opts+=("$1" "$2")
      shift 2
      ;;
    --list)
      opts+=(--list)
      shift
      ;;
    -*) die "unknown option '$1' (see --help)" ;;
    *)
      problems+=("$(problem_folder "$1")") || exit 2
      shift
      ;;
  esac
done
if ((${#problems[@]})); then
  opts+=(--subset) # the reader's shared entries are judged stale only in a run of all four
else
  problems=("${PROBLEMS[@]}")
fi

build_targets mutate
work=$BUILD/mutants
mkdir -p "$work"
args=()
shopt -s nullglob
for p in "${problems[@]}"; do
  cases=$(ensure_cases "$p") || exit 2
  beyond=$(ensure_beyond "$p") || exit 2
  list=$work/$p.cases
  printf '%s\n' "$cases"/limit-*.in "$ROOT/tests/$p"/corpus/*.in "$ROOT/tests/$p"/sample-*.in \
    "$ROOT/tests/$p"/example-*.in "$ROOT/tests/$p"/regression-*.in "$beyond"/*.in \
    "$cases"/exhaustive-*.in "$cases"/stress-*.in >"$list"
  args+=(--problem "$p" "$ROOT/$p/main.cpp" "$list")
done
exec "$BUILD/bin/mutate" --work "$work" --equivalent "$ROOT/tests/mutate/equivalent.txt" \
  "${opts[@]}" "${args[@]}"
