#!/usr/bin/env bash
# Mutation testing of every main.cpp (CTest repo/mutate: a sample). Help (--help):
# scripts/help/mutate.txt.
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash (bash로 실행하십시오): bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=scripts/lib/languages.sh
source "$ROOT/scripts/lib/languages.sh"

opts=() problems=()
while (($#)); do
  case $1 in
    --sample | --seed | --jobs | --part)
      (($# >= 2)) || die "$1 needs a value (try --help)" "$1 뒤에 값을 쓰십시오 (사용법은 --help)"
      opts+=("$1" "$2")
      shift
      ;;
    --list) opts+=(--list) ;;
    -*) other_option "$1" ;;
    *) problems+=("$(problem_folder "$1")") ;;
  esac
  shift
done
if ((${#problems[@]})); then
  opts+=(--subset) # the reader's shared entries are judged stale only in a run of all
else
  problems=(${PROBLEMS[@]+"${PROBLEMS[@]}"})
fi

build_targets mutate ${problems[@]+"${problems[@]/%/_judge_set}"} ${problems[@]+"${problems[@]/%/_beyond_set}"}
work=$BUILD/mutants
mkdir -p "$work"
judge_command C++17 >"$work/judge-command.txt"
args=()
shopt -s nullglob extglob
for p in ${problems[@]+"${problems[@]}"}; do
  cases=$BUILD/cases/$p list=$work/$p.cases
  printf '%s\n' "$cases"/limit-*.in "$ROOT/tests/$p"/corpus/*.in "$ROOT/tests/$p"/sample-*.in \
    "$ROOT/tests/$p"/example-*.in "$ROOT/tests/$p"/regression-*.in "$BUILD/cases-beyond/$p"/*.in \
    "$cases"/!(limit-*).in >"$list"
  args+=(--problem "$p" "$ROOT/$p/main.cpp" "$list" "$(problem_fact "$p" players)")
  [[ ! -f $ROOT/tests/$p/equivalent.txt ]] || args+=(--equivalent "$ROOT/tests/$p/equivalent.txt")
done
exec "$BUILD/bin/mutate" --work "$work" --compile "$work/judge-command.txt" \
  --equivalent "$ROOT/tests/mutate/equivalent.txt" \
  ${opts[@]+"${opts[@]}"} ${args[@]+"${args[@]}"}
