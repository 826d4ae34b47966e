#!/usr/bin/env bash
# Explains a position: Grundy values, the winner, a winning move; tested by
# tests/explain/script.sh. Help (--help): scripts/help/explain.txt.
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash (bash로 실행하십시오): bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

args=()
for arg in "$@"; do
  case $arg in
    -*) other_option "$arg" ;;
    *) args+=("$arg") ;;
  esac
done
((${#args[@]})) || die "no problem given; usage: scripts/explain.sh [--ko | --en] PROBLEM [INPUT] (try --help)" \
  "문제를 지정하십시오. 사용법: scripts/explain.sh [--ko | --en] PROBLEM [INPUT] (자세히는 --help)"
((${#args[@]} <= 2)) || die "too many arguments: one problem and one input file at most (try --help)" \
  "인자가 너무 많습니다. 문제 하나와 입력 파일 하나까지만 줄 수 있습니다 (사용법은 --help)"
p=$(problem_folder "${args[0]}") || exit 2
if ((${#args[@]} == 2)); then
  [[ -f ${args[1]} && -r ${args[1]} ]] || die "cannot read the input file '${args[1]}'" \
    "입력 파일을 읽을 수 없습니다: '${args[1]}'"
  exec <"${args[1]}"
elif [[ -t 0 ]]; then
  say "explain.sh: type the input of $p (its problem's format), then Ctrl-D" \
    "explain.sh: $p의 입력을 문제의 형식대로 입력하고 Ctrl-D를 누르십시오" >&2
fi

build_targets "${p}_explain"
exec "$BUILD/bin/${p}_explain" ${KO_ARG:+"$KO_ARG"}
