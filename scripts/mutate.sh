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
#                          [--ko] [PROBLEM...]
#   PROBLEM: BOJ number or folder (default: all); --sample N: N mutants per problem, none
#   listed as equivalent, picked by a hash of their keys with seed S (default 1); --part: only
#   the mutants of the reader block or of the rest; --list: print the mutants only; --ko: the
#   help, errors and build lines in Korean (the tool's report, for maintainers, stays English).
# Exit: 0 nothing survived (and the equivalence list is exact), 1 otherwise, 2 usage/build.
#ko 뮤테이션 테스트: main.cpp를 규칙(scripts/mutate/rules.hpp)에 따라 망가뜨린 모든 변이체가 그
#ko 문제의 답 검사 중 하나에서 실패해야 합니다. 변이체는 채점 서버가 main.cpp를 빌드하듯
#ko (scripts/lib/languages.sh의 judge_command, check.sh가 C++ 풀이를 빌드하는 방법) 코어마다 하나씩
#ko (--jobs N) 빌드하고, 처음 실패할 때까지 이 순서로 돌립니다: 경계 케이스, 입력 코퍼스, 보관된
#ko 예제와 예시 입력과 회귀 케이스, 범위 밖 케이스, 나머지 채점 케이스 (scripts/verify.sh가 돌리는
#ko 모든 것과 tests/<p>/corpus, `cases write-beyond`). 변이체의 결과는 killed(잡힘), equivalent
#ko (tests/mutate/equivalent.txt나 tests/<folder>/equivalent.txt에 이유와 함께 적힌 동등 변이체),
#ko survived(살아남음), not built(컴파일러가 거부함) 중 하나입니다. 컴파일러가 없거나 디스크가 찬
#ko 것처럼 다른 이유로 빌드가 실패하면 종료 코드 2로 끝납니다. 살아남은 것, 문제와 연산자별 표,
#ko 마지막으로 `mutants N: killed K, equivalent E, survived S, not built B`를 출력합니다.
#ko 사용법: scripts/mutate.sh [--sample N] [--seed S] [--jobs N] [--part reader|game] [--list]
#ko                           [--ko] [PROBLEM...]
#ko   PROBLEM: 백준 문제 번호나 폴더 (기본: 모두). --sample N: 문제마다 동등 변이체 목록에 없는
#ko   변이체 N개를 키의 해시와 시드 S(기본 1)로 고릅니다. --part: 리더 블록의 변이체나 나머지만.
#ko   --list: 변이체만 출력. --ko: 도움말, 오류, 빌드 줄을 한국어로 (관리자용인 도구의 보고는 영어)
#ko 종료 코드: 0 살아남은 것이 없음(동등 변이체 목록도 정확함), 1 그 밖, 2 사용법 오류나 빌드 오류.
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
  args+=(--problem "$p" "$ROOT/$p/main.cpp" "$list")
  [[ ! -f $ROOT/tests/$p/equivalent.txt ]] || args+=(--equivalent "$ROOT/tests/$p/equivalent.txt")
done
exec "$BUILD/bin/mutate" --work "$work" --compile "$work/judge-command.txt" \
  --equivalent "$ROOT/tests/mutate/equivalent.txt" \
  ${opts[@]+"${opts[@]}"} ${args[@]+"${args[@]}"}
