#!/usr/bin/env bash
# Runs every input/output check of one problem against any solution: the samples, the
# examples, the kept regressions, then the generated set (tests/<folder>/cases.cpp, written by
# the build): the limit cases, the near-twin checks, then the rest (every small position
# against the brute force, seeded stress) in a seeded spread; stops at the first failure and
# names it. Only inputs within the stated constraints are used, and outputs are compared as
# Baekjoon compares them (scripts/check.sh --help), so a solution Baekjoon accepts passes,
# unless it is too slow for a limit that is assumed (<folder>/problem.txt says which are).
# A wrong answer or crash is then shrunk to a small input that fails the same way and
# explained (scripts/lib/shrink.sh; budget there); a time limit is shrunk to the smallest
# input still too slow and told in sizes and times. A presentation error (whitespace) is
# named and never shrunk. Cases run on every core; the verdicts and the report are those of
# one at a time.
# Usage: scripts/verify.sh [--strict] [--bare-limit] [--budget SECONDS] [--jobs N] [--ko]
#                          [--no-shrink] [--verdicts FILE]
#                          [--pypy | --lang L] PROBLEM SOLUTION
#   PROBLEM:  BOJ number or folder name (<number> or boj<number>_<name>)
#   SOLUTION: .cpp, .c, .py, .java, .kt, .rs, .go or an executable, run as Baekjoon runs it
#             (check.sh --help; --pypy: a .py as PyPy3, --lang L: in language L)
#   --strict      byte-for-byte comparison
#   --bare-limit  the problem's limit without Baekjoon's extra time for the language
#   --budget S    the whole run, shrink included, ends after about S seconds; the most
#                 telling cases come first, so a slow language gets a useful verdict in
#                 minutes: `verify PROBLEM: PASS on K of M cases (budget S s)`
#   --jobs N      cases judged at once (default: the machine's cores)
#   --ko          the report and the explanation in Korean
#   --no-shrink   only names the failing case
#   --verdicts F  keeps the judge's verdicts in F, one line a case (scripts/judge/judge.cpp)
# Time: a case fails for time when the solution's CPU time is over the limit (the problem's,
# with Baekjoon's extra time for the language; the report names it) times this machine's
# slowness, and also over 10 times that of main.cpp on the same input; a run still going after
# 3 × the limit + 1 s is killed. On long runs the judge estimates the whole run's time once
# (from the sizes of the cases judged so far) and reports progress on stderr; a pass ends with
# the worst CPU time as a share of the limit.
# Portable: bash 3.2+, GNU, BSD or BusyBox tools (tests/portability/).
# Exit: 0 all passed (or all within the budget), 1 a case failed, 2 usage, build or setup error.
#ko 한 문제의 모든 입출력 검사로 풀이를 돌립니다. 예제, 예시 입력, 보관된 회귀 케이스, 그다음
#ko 빌드가 만든 생성 케이스(tests/<folder>/cases.cpp)의 경계 케이스, 쌍둥이 케이스, 나머지
#ko (작은 상태 전부를 브루트 포스와 비교한 것, 시드를 정한 스트레스 테스트)를 시드를 정해 섞은
#ko 순서로 돌리고, 처음 실패한 케이스에서 멈추고 그 이름을 알립니다. 문제의 제약 안의 입력만 쓰고
#ko 출력은 백준처럼 비교하므로(scripts/check.sh --help), 백준에서 맞는 풀이는 통과합니다. 다만
#ko 시간 제한이 추정값인 문제(<folder>/problem.txt에 적혀 있음)에서 느린 풀이는 예외입니다.
#ko 틀린 답이나 런타임 에러는 같은 방식으로 실패하는 작은 입력으로 줄이고 설명합니다
#ko (scripts/lib/shrink.sh, 한도도 거기에). 시간 초과는 아직도 느린 가장 작은 입력으로 줄이고
#ko 크기와 시간으로 알립니다. 출력 형식 오류(공백)는 이름만 알리고 줄이지 않습니다. 케이스는 모든
#ko 코어에서 동시에 돌지만, 판정과 보고는 하나씩 돌린 것과 같습니다.
#ko 사용법: scripts/verify.sh [--strict] [--bare-limit] [--budget SECONDS] [--jobs N] [--ko]
#ko                           [--no-shrink] [--verdicts FILE]
#ko                           [--pypy | --lang L] PROBLEM SOLUTION
#ko   PROBLEM:  백준 문제 번호나 폴더 이름 (<number> 또는 boj<number>_<name>)
#ko   SOLUTION: .cpp, .c, .py, .java, .kt, .rs, .go 또는 실행 파일. 백준과 같은 방법으로
#ko             실행합니다 (check.sh --help. --pypy: .py를 PyPy3로, --lang L: 언어 L로)
#ko   --strict      바이트 단위로 비교
#ko   --bare-limit  언어별 추가 시간 없이 문제의 제한만
#ko   --budget S    줄이기까지 포함한 전체 실행을 약 S초 뒤에 끝냅니다. 중요한 케이스부터 돌리므로
#ko                 느린 언어도 몇 분 안에 쓸모 있는 판정을 얻습니다. 마지막 줄:
#ko                 `verify PROBLEM: 통과 (시간 예산 S초 안에서 케이스 K/M개)`
#ko   --jobs N      동시에 채점할 케이스 수 (기본: 기계의 코어 수)
#ko   --ko          보고와 설명을 한국어로
#ko   --no-shrink   실패한 케이스의 이름만 알림
#ko   --verdicts F  채점기의 판정을 케이스마다 한 줄씩 F에 남김 (scripts/judge/judge.cpp)
#ko 시간: 풀이의 CPU 시간이 제한(문제의 제한에 언어별 추가 시간을 더한 것. 보고에 적습니다)
#ko × 이 기계의 속도 보정 계수를 넘고, 같은 입력에서 main.cpp의 10배도 넘으면 시간 초과입니다.
#ko 제한 × 3 + 1초 뒤에도 도는 실행은 강제로 끝냅니다. 오래 걸리는 실행에서는 처음 몇 초 동안
#ko 채점한 케이스의 크기로 전체 시간을 한 번 추정하고, 진행 상황을 stderr에 알립니다. 통과하면
#ko 가장 긴 CPU 시간이 제한의 몇 퍼센트인지로 끝납니다.
#ko 이식성: bash 3.2 이상, GNU, BSD, BusyBox 도구 (tests/portability/).
#ko 종료 코드: 0 모두 통과(또는 시간 예산 안의 모든 케이스 통과), 1 실패한 케이스가 있음,
#ko 2 사용법, 빌드, 준비 오류.
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash (bash로 실행하십시오): bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=scripts/lib/languages.sh
source "$ROOT/scripts/lib/languages.sh"
# shellcheck source=scripts/lib/shrink.sh
source "$ROOT/scripts/lib/shrink.sh"

options=(--progress ${KO_ARG:+"$KO_ARG"}) args=() shrink=1 bare='' total_budget='' jobs=() log=''
while (($#)); do
  case $1 in
    --strict) options+=(--strict) ;;
    --no-shrink) shrink=0 ;;
    --bare-limit) bare=bare ;;
    --pypy) PYPY=1 ;;
    --lang)
      (($# >= 2)) || die "--lang needs a language (try --help)" "--lang 뒤에 언어를 쓰십시오 (사용법은 --help)"
      language_option "$2"
      shift
      ;;
    --verdicts)
      (($# >= 2)) || die "--verdicts needs a file (try --help)" "--verdicts 뒤에 파일을 쓰십시오 (사용법은 --help)"
      log=$2
      shift
      ;;
    --budget | --jobs)
      (($# >= 2)) || die "$1 needs a number (try --help)" "$1 뒤에 수를 쓰십시오 (사용법은 --help)"
      if [[ $1 == --budget ]]; then
        [[ $2 =~ ^[0-9]+$ && $2 -gt 0 ]] || die "--budget needs whole seconds > 0 (got '$2')" \
          "--budget에는 0보다 큰 정수 초를 쓰십시오: '$2'"
        total_budget=$2
      else
        [[ $2 =~ ^[1-9][0-9]*$ ]] || die "--jobs needs a number of cases at once, 1 or more (got '$2')" \
          "--jobs에는 동시에 채점할 케이스 수를 1 이상으로 쓰십시오: '$2'"
        jobs=(--jobs "$2")
      fi
      shift
      ;;
    -*) other_option "$1" ;;
    *) args+=("$1") ;;
  esac
  shift
done
((${#args[@]} == 2)) ||
  die "usage: scripts/verify.sh [--strict] [--bare-limit] [--budget S] [--jobs N] [--ko] [--no-shrink] [--verdicts F] [--pypy | --lang L] PROBLEM SOLUTION (try --help)" \
    "사용법: scripts/verify.sh [--strict] [--bare-limit] [--budget S] [--jobs N] [--ko] [--no-shrink] [--verdicts F] [--pypy | --lang L] PROBLEM SOLUTION (자세히는 --help)"
started=$SECONDS
p=$(problem_folder "${args[0]}")
solution=${args[1]}
targets=(judge "$p")
((shrink == 0)) || targets+=("${p}_shrink" "${p}_naive" "${p}_validator" "${p}_explain")
build_targets ${targets[@]+"${targets[@]}"}
limit=$(limit_for "$p" "$(solution_language "$solution")" "$bare")
sol=$(solution_binary "$solution")
cases=$(ensure_cases "$p")

shopt -s nullglob extglob
kept=("$ROOT/tests/$p"/sample-*.in "$ROOT/tests/$p"/example-*.in "$ROOT/tests/$p"/regression-*.in)
# Limit cases first, then the near-twins: few, and what fails only there fails fast. The rest
# in a seeded spread, so a budget that stops early has seen every kind: keyed by a Lehmer
# generator (x * 48271 mod 2^31 - 1, exact in any awk's doubles), not awk's rand(), whose
# sequence differs between mawk, gawk and BusyBox.
generated=("$cases"/limit-*.in "$cases"/twin-*.in)
rest=("$cases"/!(limit-*|twin-*).in)
((${#generated[@]} + ${#rest[@]})) ||
  die "no generated cases in $cases (the build writes them: target ${p}_judge_set)" \
    "생성 케이스가 없습니다: $cases (빌드가 만듭니다. 대상 ${p}_judge_set)"
say "verify $p: $solution on ${#kept[@]} kept and $((${#generated[@]} + ${#rest[@]})) generated cases" \
  "verify $p: $solution, 보관된 케이스 ${#kept[@]}개와 생성된 케이스 $((${#generated[@]} + ${#rest[@]}))개로 검사합니다"
total=$((${#kept[@]} + ${#generated[@]} + ${#rest[@]}))
# The judge's verdicts, one line a case (judge --verdicts): what this script reads.
if [[ -z $log ]]; then
  log=$(mktemp "${TMPDIR:-/tmp}/verify.XXXXXX")
  trap 'rm -f "$log"' EXIT
fi
rc=0
{
  printf '%s\n' ${kept[@]+"${kept[@]}"} ${generated[@]+"${generated[@]}"}
  printf '%s\n' ${rest[@]+"${rest[@]}"} |
    awk 'BEGIN { x = 1 } { x = (x * 48271) % 2147483647; printf "%d\t%s\n", x, $0 }' |
    sort -n | cut -f 2-
} | "$BUILD/bin/judge" ${options[@]+"${options[@]}"} ${total_budget:+--budget "$total_budget"} \
  ${jobs[@]+"${jobs[@]}"} --verdicts "$log" --time-limit "${limit%% *}" \
  --limit-text "${limit#* }" --reference "$BUILD/bin/$p" "$sol" - || rc=$?
if ((rc == 0)); then
  judged=$(($(wc -l <"$log")))
  if ((judged < total)); then
    say "verify $p: PASS on $judged of $total cases (budget $total_budget s). Drop --budget to run them all" \
      "verify $p: 통과 (시간 예산 ${total_budget}초 안에서 케이스 $judged/${total}개). 전부 돌리려면 --budget을 빼십시오"
  else
    say "verify $p: PASS" "verify $p: 통과"
  fi
  exit 0
fi
((rc == 1)) || exit "$rc"
left=
[[ -z $total_budget ]] || left=$((total_budget - (SECONDS - started)))
if [[ $(failed_case "$log" key) == PE* ]]; then
  say "verify $p: a difference in whitespace only, not in the answer: not shrunk" \
    "verify $p: 답이 아니라 공백만 다릅니다. 줄이지 않습니다"
elif [[ -n $left ]] && ((shrink && left < 2)); then
  say "verify $p: the budget is spent: not shrunk (--budget more, or no --budget)" \
    "verify $p: 시간 예산을 다 써서 줄이지 않습니다 (--budget을 늘리거나 빼면 줄입니다)"
elif ((shrink)); then
  shrink_failure "$p" "$sol" "${limit%% *}" "$log" "$solution" "$left" ${jobs[@]+"${jobs[@]}"} || true
fi
say "verify $p: FAIL ($solution)" "verify $p: 실패 ($solution)"
exit 1
