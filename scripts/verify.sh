#!/usr/bin/env bash
# Runs a solution on every check of one problem and shrinks a failure; tested by
# tests/scripts_cli.sh and tests/shrink/. Help (--help): scripts/help/verify.txt.
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash (bash로 실행하십시오): bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=scripts/lib/languages.sh
source "$ROOT/scripts/lib/languages.sh"

options=(--progress ${KO_ARG:+"$KO_ARG"}) args=() shrink=1 bare='' total_budget='' jobs=() log=''
while (($#)); do
  case $1 in
    --strict) options+=(--strict) ;;
    --no-shrink) shrink=0 ;;
    --bare-limit) bare=bare ;;
    --pypy) PYPY=1 ;;
    --lang)
      language_option ${2+"$2"}
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
          "--budget에는 초를 양의 정수로 쓰십시오: '$2'"
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
# What check.sh refuses is refused before the checks are built (the judge configures the tree).
solution_check "$solution"
build_targets judge
sol=$(solution_binary "$solution")
targets=("$p")
((shrink == 0)) || targets+=("${p}_shrink" "${p}_naive" "${p}_validator")
build_targets ${targets[@]+"${targets[@]}"}
limit=$(limit_for "$p" "$(solution_language "$solution")" "$bare")
cases=$(ensure_cases "$p")
# --budget counts from here: the build is shown apart (a first one takes minutes).
((SECONDS - started < 2)) || [[ -z $total_budget ]] ||
  say "verify $p: built in $((SECONDS - started)) s, not counted in --budget $total_budget" \
    "verify $p: 빌드에 $((SECONDS - started))초 걸림. --budget ${total_budget}초에는 넣지 않습니다"
started=$SECONDS

shopt -s nullglob extglob
kept=("$ROOT/tests/$p"/sample-*.in "$ROOT/tests/$p"/example-*.in "$ROOT/tests/$p"/regression-*.in)
# Limit cases and near-twins first: few, and what fails only there fails fast. The rest in a
# seeded spread, so a budget that ends early has seen every kind: a Lehmer generator, exact in
# any awk's doubles, as awk's rand() differs between mawk, gawk and BusyBox.
generated=("$cases"/limit-*.in "$cases"/twin-*.in)
rest=("$cases"/!(limit-*|twin-*).in)
((${#generated[@]} + ${#rest[@]})) ||
  die "no generated cases in $cases (the build writes them: target ${p}_judge_set)" \
    "생성 케이스가 없습니다: $cases (빌드가 만듭니다. 대상 ${p}_judge_set)"
say "verify $p: $solution on ${#kept[@]} kept and $((${#generated[@]} + ${#rest[@]})) generated cases" \
  "verify $p: $solution, 보관된 케이스 ${#kept[@]}개와 생성된 케이스 $((${#generated[@]} + ${#rest[@]}))개로 검사합니다"
total=$((${#kept[@]} + ${#generated[@]} + ${#rest[@]}))
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
    say "verify $p: PASS within the budget; drop --budget to run all $total cases" \
      "verify $p: 시간 예산 안에서 통과. 케이스 ${total}개를 전부 돌리려면 --budget을 빼십시오"
  else
    say "verify $p: PASS" "verify $p: 통과"
  fi
  exit 0
fi
if ((rc == 3)); then
  say "verify $p: UNDECIDED: none failed, but the machine was too busy to judge some cases (above); run it again when it is quieter" \
    "verify $p: 판정 보류: 실패는 없지만 기계가 너무 바빠 채점하지 못한 케이스가 있습니다(위). 한가할 때 다시 돌리십시오"
fi
((rc == 1)) || exit "$rc"
left=
[[ -z $total_budget ]] || left=$((total_budget - (SECONDS - started)))
# The judge stops at the first failure: the last line, CASE.in<TAB>TOKEN<TAB>...
IFS=$'\t' read -r first token _ < <(tail -n 1 "$log")
if [[ $token == PE ]]; then
  say "verify $p: a difference in whitespace only, not in the answer: not shrunk" \
    "verify $p: 답이 아니라 공백만 다릅니다. 줄이지 않습니다"
elif [[ -n $left ]] && ((shrink && left < 2)); then
  say "verify $p: the budget is spent: not shrunk (--budget more, or no --budget)" \
    "verify $p: 시간 예산을 다 써서 줄이지 않습니다 (--budget을 늘리거나 빼면 줄입니다)"
elif ((shrink)); then
  out=$BUILD/shrink/$p/$(basename "$solution" .cpp)-$(basename "$first")
  mkdir -p "${out%/*}"
  # The seconds for the search of a smaller start, and again for the shrink: half of a budget.
  max=${BOJ_SHRINK_MAX_SECONDS:-20}
  [[ -z $left ]] || ((left / 2 >= max)) || max=$((left / 2 > 0 ? left / 2 : 1))
  "$BUILD/bin/${p}_shrink" "$sol" "$BUILD/bin/$p" "$first" --cases "$cases" --out "$out" \
    --time-limit "${limit%% *}" --naive "$BUILD/bin/${p}_naive" --validator "$BUILD/bin/${p}_validator" \
    --max-seconds "$max" ${KO_ARG:+"$KO_ARG"} || true
fi
say "verify $p: FAIL ($solution)" "verify $p: 실패 ($solution)"
exit 1
