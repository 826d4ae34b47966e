#!/usr/bin/env bash
# Mutation testing: every way to break a main.cpp by rule (scripts/mutate/rules.hpp) must
# fail one of the problem's answer-checking tests. Each mutant is built as the judge builds
# main.cpp (scripts/lib/languages.sh's judge_command, as check.sh builds a C++ solution), one
# per core at once (--jobs N), and run on, in this order until its first failure: the limit
# cases, the input corpus, the kept samples/examples/regressions, the beyond set, the rest of
# the judge set (everything scripts/verify.sh runs, plus tests/<p>/corpus and `cases
# write-beyond`). A mutant ends killed, equivalent (listed with a reason in
# tests/mutate/equivalent.txt, the shared reader's, or tests/<folder>/equivalent.txt),
# survived, or not built (the compiler rejects the mutated source; a build that fails for any
# other reason, such as a missing compiler or a full disk, ends the run with exit 2). Prints
# survivors, a table per problem and operator, and last
# `mutants N: killed K, equivalent E, survived S, not built B`.
# Usage: scripts/mutate.sh [--sample N] [--seed S] [--jobs N] [--part reader|game] [--list]
#                          [PROBLEM...]
#   PROBLEM: BOJ number or folder (default: all); --sample N: N mutants per problem, none
#   listed as equivalent, picked by a hash of their keys with seed S (default 1); --part: only
#   the mutants of the reader block or of the rest; --list: print the mutants only.
# Exit: 0 nothing survived (and the equivalence list is exact), 1 otherwise, 2 usage/build.
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash: bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=scripts/lib/languages.sh
source "$ROOT/scripts/lib/languages.sh"

opts=() problems=()
while (($#)); do
  case $1 in
    --sample | --seed | --jobs | --part)
      (($# >= 2)) || die "$1 needs a value (try --help)"
      opts+=("$1" "$2")
      shift 2
      ;;
    --list)
      opts+=(--list)
      shift
      ;;
    -*) other_option "$1" ;;
    *)
      p=$(problem_folder "$1")
      problems+=("$p")
      shift
      ;;
  esac
done
if ((${#problems[@]})); then
  opts+=(--subset) # the reader's shared entries are judged stale only in a run of all
else
  problems=(${PROBLEMS[@]+"${PROBLEMS[@]}"})
fi

targets=(mutate)
for p in ${problems[@]+"${problems[@]}"}; do targets+=("${p}_judge_set" "${p}_beyond_set"); done
build_targets "${targets[@]}"
work=$BUILD/mutants
mkdir -p "$work"
judge_command C++17 >"$work/judge-command.txt"
args=()
shopt -s nullglob
for p in ${problems[@]+"${problems[@]}"}; do
  cases=$BUILD/cases/$p list=$work/$p.cases
  printf '%s\n' "$cases"/limit-*.in "$ROOT/tests/$p"/corpus/*.in "$ROOT/tests/$p"/sample-*.in \
    "$ROOT/tests/$p"/example-*.in "$ROOT/tests/$p"/regression-*.in "$BUILD/cases-beyond/$p"/*.in \
    >"$list"
  for f in "$cases"/*.in; do
    [[ ${f##*/} == limit-* ]] || printf '%s\n' "$f"
  done >>"$list"
  args+=(--problem "$p" "$ROOT/$p/main.cpp" "$list")
  [[ ! -f $ROOT/tests/$p/equivalent.txt ]] || args+=(--equivalent "$ROOT/tests/$p/equivalent.txt")
done
exec "$BUILD/bin/mutate" --work "$work" --compile "$work/judge-command.txt" \
  --equivalent "$ROOT/tests/mutate/equivalent.txt" \
  ${opts[@]+"${opts[@]}"} ${args[@]+"${args[@]}"}
