#!/usr/bin/env bash
# Fuzzes one problem's main.cpp with libFuzzer (CTest <p>/fuzz-short). Help (--help):
# scripts/help/fuzz.txt.
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash (bash로 실행하십시오): bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

fresh=0 seed=0 runs= # libFuzzer's seed 0 is a new random one
while (($#)); do
  case $1 in
    --fresh) fresh=1 ;;
    --seed | --runs)
      [[ ${2-} =~ ^[1-9][0-9]{0,9}$ ]] || die "$1 needs a positive number (try --help)" \
        "$1 뒤에 양의 정수를 쓰십시오 (사용법은 --help)"
      if [[ $1 == --seed ]]; then seed=$2; else runs=$2; fi
      shift
      ;;
    -*) other_option "$1" ;;
    *) break ;;
  esac
  shift
done
if [[ -n $runs ]]; then
  [[ $# == 1 ]] || die "usage: scripts/fuzz.sh [--fresh] [--seed S] --runs N PROBLEM (try --help)" \
    "사용법: scripts/fuzz.sh [--fresh] [--seed S] --runs N PROBLEM (자세히는 --help)"
  limit=(-runs="$runs") what=$(say "$runs inputs" "입력 ${runs}개")
else
  [[ $# == 2 && $2 =~ ^[0-9]+$ ]] || die "usage: scripts/fuzz.sh [--fresh] [--seed S] PROBLEM SECONDS (try --help)" \
    "사용법: scripts/fuzz.sh [--fresh] [--seed S] PROBLEM SECONDS (자세히는 --help)"
  [[ $2 != *[1-9]* ]] && die "SECONDS must be at least 1 (libFuzzer reads 0 as no limit)" \
    "SECONDS는 1 이상이어야 합니다 (libFuzzer는 0을 제한 없음으로 읽습니다)"
  limit=(-max_total_time="$2") what=$(say "$2 s" "$2초")
fi
p=$(problem_folder "$1")
max_len=140000 # two buffer refills of the reader (64 KiB each)

build_targets "${p}_fuzz" "${p}_corpus"
bin=$BUILD/bin/${p}_fuzz
if [[ ! -x $bin ]]; then
  say "fuzz $p: skipped: $BUILD was configured without a clang++ that has -fsanitize=fuzzer" \
    "fuzz $p: 건너뜀: $BUILD를 설정할 때 -fsanitize=fuzzer를 지원하는 clang++가 없었습니다"
  exit 77
fi

tmp=$(mktemp -d) work=$BUILD/fuzz/$p
trap 'rm -rf "$tmp"' EXIT
((fresh == 0)) || work=$tmp/work
mkdir -p "$work/corpus" "$work/findings" "$tmp/seeds"
shopt -s nullglob
for f in "$ROOT/tests/$p"/*.in "$BUILD/corpus/$p"/*.in; do
  (($(wc -c <"$f") <= max_len)) && cp "$f" "$tmp/seeds/$(basename "$(dirname "$f")")-$(basename "$f")"
done
before=("$work/findings"/*)

seeds=$(find "$tmp/seeds" -type f | wc -l | tr -d ' ')
say "fuzz $p: $what, seed $seed, $seeds seeds, corpus $work/corpus" \
  "fuzz $p: $what, 시드 $seed, 시작 입력 ${seeds}개, 코퍼스 $work/corpus"
rc=0
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} "$bin" -max_len=$max_len "${limit[@]}" -seed="$seed" \
  -timeout=10 -rss_limit_mb=2048 -error_exitcode=3 -timeout_exitcode=3 -print_final_stats=1 \
  -dict="$BUILD/fuzz/$p.dict" -artifact_prefix="$work/findings/" \
  "$work/corpus" "$tmp/seeds" >"$tmp/log" 2>&1 || rc=$?
mkdir -p "$BUILD/fuzz/$p" && cp "$tmp/log" "$BUILD/fuzz/$p/last.log"

stat() { sed -n "s/^stat::$1: *//p" "$tmp/log" | tail -n 1; }
after=("$work/findings"/*)
new=$((${#after[@]} - ${#before[@]}))
say "fuzz $p: executions: $(stat number_of_executed_units) ($(stat average_exec_per_sec)/s), new corpus entries: $(stat new_units_added), findings: $new, libFuzzer exit status: $rc" \
  "fuzz $p: 실행 $(stat number_of_executed_units)번 (초당 $(stat average_exec_per_sec)번), 새 코퍼스 입력 $(stat new_units_added)개, 발견 ${new}개, libFuzzer 종료 코드 $rc"
if ((rc != 0 || new > 0)); then
  say "fuzz $p: FINDING (full log: $BUILD/fuzz/$p/last.log):" \
    "fuzz $p: 발견 (전체 기록: $BUILD/fuzz/$p/last.log):"
  grep -E 'contract broken|^std(out|err) \(|ERROR: |runtime error|SUMMARY: ' "$tmp/log" |
    head -n 12 | cut -c 1-300 | sed 's/^/  | /' || true # head may close the pipe early
  for f in "$work/findings"/*; do
    [[ " ${before[*]} " == *" $f "* ]] && continue
    say "  input $f ($(wc -c <"$f" | tr -d ' ') bytes, cat -A):" \
      "  입력 $f ($(wc -c <"$f" | tr -d ' ')바이트, cat -A):"
    head -c 600 "$f" | cat -A | head -n 10 | cut -c 1-150 | sed 's/^/  | /' || true
    if ((fresh)); then
      mkdir -p "$BUILD/fuzz/$p/findings" && cp "$f" "$BUILD/fuzz/$p/findings/"
      say "  (kept as $BUILD/fuzz/$p/findings/$(basename "$f"))" \
        "  (보관: $BUILD/fuzz/$p/findings/$(basename "$f"))"
    fi
  done
  say "  replay: $bin FILE" "  다시 실행: $bin FILE"
  exit 1
fi
say "fuzz $p: PASS" "fuzz $p: 통과"
