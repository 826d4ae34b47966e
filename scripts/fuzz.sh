#!/usr/bin/env bash
# Fuzzes one problem's main.cpp with libFuzzer (tests/io/fuzz_target.cpp with its game.hpp: the
# real main.cpp in-process, its output contract and a reference reader checked on every input), seeded
# with the samples and the reader corpus. Prints the executions and the findings; each
# finding is saved under the work folder and shown.
# Usage: scripts/fuzz.sh [--fresh] [--seed S] PROBLEM SECONDS   the long run, SECONDS >= 1
#        scripts/fuzz.sh [--fresh] [--seed S] --runs N PROBLEM  exactly N inputs
#   PROBLEM: BOJ number or folder name. The corpus grows in $BUILD/fuzz/<folder>/ across
#   runs; --fresh uses a temporary one. --seed S fixes libFuzzer's random seed (default: a
#   new one each run). With --fresh, --seed and --runs a run is deterministic: CTest's
#   <p>/fuzz-short runs `--fresh --seed 1 --runs 4000 <p>`, the same inputs every time.
# Exit: 0 no finding, 1 findings, 2 usage or build error, 77 no clang++ with libFuzzer.
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash: bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

fresh=0
seed=0 # libFuzzer: 0 means a random seed
runs=
while (($#)); do
  case $1 in
    --fresh) fresh=1 && shift ;;
    --seed | --runs)
      [[ ${2-} =~ ^[1-9][0-9]{0,9}$ ]] || die "$1 needs a positive number (try --help)"
      if [[ $1 == --seed ]]; then seed=$2; else runs=$2; fi
      shift 2
      ;;
    -*) other_option "$1" ;;
    *) break ;;
  esac
done
if [[ -n $runs ]]; then
  [[ $# == 1 ]] || die "usage: scripts/fuzz.sh [--fresh] [--seed S] --runs N PROBLEM (try --help)"
  limit=(-runs="$runs")
  what="$runs inputs"
else
  [[ $# == 2 && $2 =~ ^[0-9]+$ ]] || die "usage: scripts/fuzz.sh [--fresh] [--seed S] PROBLEM SECONDS (try --help)"
  [[ $2 != *[1-9]* ]] && die "SECONDS must be at least 1 (libFuzzer reads 0 as no limit)"
  limit=(-max_total_time="$2")
  what="$2 s"
fi
p=$(problem_folder "$1")
max_len=140000 # two buffer refills of the reader (64 KiB each)

build_targets "${p}_fuzz"
bin=$BUILD/bin/${p}_fuzz
if [[ ! -x $bin ]]; then
  echo "fuzz $p: skipped: $BUILD was configured without a clang++ that has -fsanitize=fuzzer"
  exit 77
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if ((fresh)); then
  work=$tmp/work
else
  work=$BUILD/fuzz/$p
fi
mkdir -p "$work/corpus" "$work/findings" "$tmp/seeds"
shopt -s nullglob
for f in "$ROOT/tests/$p"/*.in "$ROOT/tests/$p/corpus"/*.in; do
  (($(wc -c <"$f") <= max_len)) && cp "$f" "$tmp/seeds/$(basename "$(dirname "$f")")-$(basename "$f")"
done
before=("$work/findings"/*)

echo "fuzz $p: $what, seed $seed, $(find "$tmp/seeds" -type f | wc -l) seeds, corpus $work/corpus"
rc=0
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} "$bin" -max_len=$max_len "${limit[@]}" -seed="$seed" \
  -timeout=10 -rss_limit_mb=2048 -error_exitcode=3 -timeout_exitcode=3 -print_final_stats=1 \
  -dict="$BUILD/fuzz/$p.dict" -artifact_prefix="$work/findings/" \
  "$work/corpus" "$tmp/seeds" >"$tmp/log" 2>&1 || rc=$?
mkdir -p "$BUILD/fuzz/$p" && cp "$tmp/log" "$BUILD/fuzz/$p/last.log"

stat() { sed -n "s/^stat::$1: *//p" "$tmp/log" | tail -n 1; }
after=("$work/findings"/*)
new=$((${#after[@]} - ${#before[@]}))
echo "fuzz $p: executions: $(stat number_of_executed_units) ($(stat average_exec_per_sec)/s)," \
  "new corpus entries: $(stat new_units_added), findings: $new, libFuzzer exit status: $rc"
if ((rc != 0 || new > 0)); then
  echo "fuzz $p: FINDING (full log: $BUILD/fuzz/$p/last.log):"
  grep -E 'contract broken|^std(out|err) \(|ERROR: |runtime error|SUMMARY: ' "$tmp/log" |
    head -n 12 | cut -c 1-300 | sed 's/^/  | /' || true # head may close the pipe early
  for f in "$work/findings"/*; do
    [[ " ${before[*]} " == *" $f "* ]] && continue
    echo "  input $f ($(wc -c <"$f") bytes, cat -A):"
    head -c 600 "$f" | cat -A | head -n 10 | cut -c 1-150 | sed 's/^/  | /' || true
    if ((fresh)); then
      mkdir -p "$BUILD/fuzz/$p/findings" && cp "$f" "$BUILD/fuzz/$p/findings/"
      echo "  (kept as $BUILD/fuzz/$p/findings/$(basename "$f"))"
    fi
  done
  echo "  replay: $bin FILE"
  exit 1
fi
echo "fuzz $p: PASS"
