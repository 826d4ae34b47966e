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
#                 minutes: `PASS on K of M cases`
#   --jobs N      cases judged at once (default: the machine's cores)
#   --ko          the report and the explanation in Korean
#   --no-shrink   only names the failing case
#   --verdicts F  keeps the judge's verdicts in F, one line a case (scripts/judge/judge.cpp)
# Time: a case fails for time when the solution's CPU time is over the limit (the problem's,
# with Baekjoon's extra time for the language; the report names it) times this machine's
# slowness, and also over 10 times that of main.cpp on the same input; a run still going after
# 3 x the limit + 1 s is killed. On long runs the judge estimates the whole run's time once
# (from the sizes of the cases judged so far) and reports progress on stderr; a pass ends with
# the worst CPU time as a share of the limit.
# Portable: bash 3.2+, GNU, BSD or BusyBox tools (tests/portability/).
# Exit: 0 all passed (or all within the budget), 1 a case failed, 2 usage, build or setup error.
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash: bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=scripts/lib/languages.sh
source "$ROOT/scripts/lib/languages.sh"
# shellcheck source=scripts/lib/shrink.sh
source "$ROOT/scripts/lib/shrink.sh"

options=(--progress) args=() shrink=1 bare='' total_budget='' jobs=() log=''
while (($#)); do
  case $1 in
    --strict) options+=(--strict) ;;
    --ko) options+=(--ko) KO=1 ;;
    --no-shrink) shrink=0 ;;
    --bare-limit) bare=bare ;;
    --pypy) PYPY=1 ;;
    --lang)
      (($# >= 2)) || die "--lang needs a language (try --help)"
      language_option "$2"
      shift
      ;;
    --verdicts)
      (($# >= 2)) || die "--verdicts needs a file (try --help)"
      log=$2
      shift
      ;;
    --budget | --jobs)
      (($# >= 2)) || die "$1 needs a number (try --help)"
      if [[ $1 == --budget ]]; then
        [[ $2 =~ ^[0-9]+$ && $2 -gt 0 ]] || die "--budget needs whole seconds > 0 (got '$2')"
        total_budget=$2
      else
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
  die "usage: scripts/verify.sh [--strict] [--bare-limit] [--budget S] [--jobs N] [--ko] [--no-shrink] [--verdicts F] [--pypy | --lang L] PROBLEM SOLUTION (try --help)"
started=$SECONDS
p=$(problem_folder "${args[0]}")
solution=${args[1]}
targets=(judge "$p")
((shrink == 0)) || targets+=("${p}_shrink" "${p}_naive" "${p}_validator" "${p}_explain")
build_targets ${targets[@]+"${targets[@]}"}
limit=$(limit_for "$p" "$(solution_language "$solution")" "$bare")
sol=$(solution_binary "$solution")
cases=$(ensure_cases "$p")

shopt -s nullglob
kept=("$ROOT/tests/$p"/sample-*.in "$ROOT/tests/$p"/example-*.in "$ROOT/tests/$p"/regression-*.in)
# Limit cases first, then the near-twins: few, and what fails only there fails fast. The rest
# in a seeded spread, so a budget that stops early has seen every kind: keyed by a Lehmer
# generator (x * 48271 mod 2^31 - 1, exact in any awk's doubles), not awk's rand(), whose
# sequence differs between mawk, gawk and BusyBox.
generated=("$cases"/limit-*.in "$cases"/twin-*.in)
rest=()
for f in "$cases"/*.in; do
  case ${f##*/} in
    limit-* | twin-*) ;;
    *) rest+=("$f") ;;
  esac
done
((${#generated[@]} + ${#rest[@]})) ||
  die "no generated cases in $cases (the build writes them: target ${p}_judge_set)"
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
    say "verify $p: PASS on $judged of $total cases (not every case ran: drop --budget to run them all)" \
      "verify $p: 통과. 시간 예산 안에서 케이스 $judged/${total}개 통과 (모든 케이스를 돌리려면 --budget 없이)"
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
