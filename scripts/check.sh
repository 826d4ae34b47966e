#!/usr/bin/env bash
# Runs a solution on its problem's samples (or examples), one line a case; tested by
# tests/scripts_cli.sh and tests/languages.sh. Help (--help): scripts/help/check.txt.
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash (bash로 실행하십시오): bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=scripts/lib/languages.sh
source "$ROOT/scripts/lib/languages.sh"

options=(--keep-going ${KO_ARG:+"$KO_ARG"}) args=() bare=
while (($#)); do
  case $1 in
    --strict) options+=("$1") ;;
    --bare-limit) bare=bare ;;
    --pypy) PYPY=1 ;;
    --lang)
      language_option ${2+"$2"}
      shift
      ;;
    -*) other_option "$1" ;;
    *) args+=("$1") ;;
  esac
  shift
done
chosen=(${PROBLEMS[@]+"${PROBLEMS[@]}"}) program='' language=C++17
case ${#args[@]} in
  0) ((${#chosen[@]})) || die "no problem folder (boj<number>_<name>/main.cpp) in $ROOT" \
    "문제 폴더(boj<number>_<name>/main.cpp)가 없습니다: $ROOT" ;;
  1 | 2) chosen=("$(problem_folder "${args[0]}")") ;;
  *) die "usage: scripts/check.sh [--strict] [--bare-limit] [--ko] [--pypy | --lang L] [PROBLEM [FILE]] (try --help)" \
    "사용법: scripts/check.sh [--strict] [--bare-limit] [--ko] [--pypy | --lang L] [PROBLEM [FILE]] (자세히는 --help)" ;;
esac
if ((${#args[@]} == 2)); then
  solution_check "${args[1]}" # before any build
  build_targets judge
  language=$(solution_language "${args[1]}")
  program=$(solution_binary "${args[1]}")
else
  build_targets judge ${chosen[@]+"${chosen[@]}"}
fi

cd "$ROOT/tests" # the case names are then <folder>/sample-K
shopt -s nullglob
groups=()
for p in ${chosen[@]+"${chosen[@]}"}; do
  cases=("$p"/sample-*.in "$p"/example-*.in)
  if ((${#cases[@]} == 0)); then
    say "$p: no samples or examples in tests/$p" "$p: 예제가 없습니다 (tests/$p)"
    continue
  fi
  ((${#groups[@]} == 0)) || groups+=(--then)
  limit=$(limit_for "$p" "$language" "$bare")
  groups+=(--time-limit "${limit%% *}" --limit-text "$p: ${limit#* }" "${program:-$BUILD/bin/$p}"
    ${cases[@]+"${cases[@]}"})
done
((${#groups[@]})) || die "no case to run" "돌릴 케이스가 없습니다"
exec "$BUILD/bin/judge" ${options[@]+"${options[@]}"} ${groups[@]+"${groups[@]}"}
