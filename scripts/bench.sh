#!/usr/bin/env bash
# Input-speed benchmark of each main.cpp against one idiomatic iostream reader (by hand;
# --smoke: CTest repo/bench). Help (--help): scripts/help/bench.txt.
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash (bash로 실행하십시오): bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

problems=() scales=(1 100)
for a in "$@"; do
  case $a in
    --smoke) scales=(0.001 0.1) ;; # the same steps on inputs a thousandth the size
    -*) other_option "$a" ;;
    *) problems+=("$(problem_folder "$a")") ;;
  esac
done
((${#problems[@]} > 0)) || problems=(${PROBLEMS[@]+"${PROBLEMS[@]}"})
for tool in valgrind:valgrind /usr/bin/time:time; do
  command -v "${tool%:*}" >/dev/null || die "${tool%:*} is needed (apt-get install ${tool#*:})" \
    "필요한 도구가 없습니다: ${tool%:*} (apt-get install ${tool#*:})"
done
[[ $(date +%N) =~ ^[0-9]+$ ]] || die "GNU date is needed (date +%N: nanoseconds)" \
  "GNU date가 필요합니다 (date +%N: 나노초)"

build_targets bench_iostream ${problems[@]+"${problems[@]}"} ${problems[@]+"${problems[@]/%/_bench_gen}"}
out=$BUILD/bench && mkdir -p "$out"

# The input of problem $1 at scale $2, generated unless it is newer than the generator.
input() {
  local f=$out/$1-x$2.in gen=$BUILD/bin/$1_bench_gen
  if [[ ! -s $f || $gen -nt $f ]]; then
    "$gen" "$2" >"$f.tmp" || die "gen failed for $1" "입력 생성기가 실패했습니다: $1"
    mv "$f.tmp" "$f"
  fi
  echo "$f"
}

median_ms() { # binary, input: the median wall time of 5 runs, in milliseconds
  local t0 t1 times=()
  for _ in 1 2 3 4 5; do
    t0=$(date +%s%N); "$1" <"$2" >/dev/null; t1=$(date +%s%N)
    times+=($(((t1 - t0) / 1000)))
  done
  printf '%s\n' ${times[@]+"${times[@]}"} | sort -n | sed -n 3p | awk '{ printf "%.1f", $1 / 1000 }'
}

peak_kb() { # binary, input: peak resident set size in KB
  /usr/bin/time -v "$1" <"$2" 2>&1 >/dev/null | sed -n 's/.*Maximum resident set size (kbytes): //p'
}

per_byte() { # binary, input, name: instructions executed (callgrind) per input byte
  valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.$3" "$1" <"$2" 2>&1 >/dev/null |
    sed -n 's/.*Collected : *//p' | awk -v b="$(wc -c <"$2")" '{ printf "%.2f", $1 / b }'
}

table=() checks=() misses=0
check() { # awk condition, text
  if awk "BEGIN { exit !($1) }"; then checks+=("OK    $2"); else checks+=("MISS  $2") && misses=$((misses + 1)); fi
}

for p in ${problems[@]+"${problems[@]}"}; do
  max=$(input "$p" "${scales[0]}") big=$(input "$p" "${scales[1]}") n=$(problem_number "$p")
  size=$(awk -v a="$(wc -c <"$max")" -v b="$(wc -c <"$big")" \
    'BEGIN { printf "%.1f / %.0f MB", a / 1e6, b / 1e6 }')
  for prog in main iostream; do # iostream last: its figures are those left after the loop
    echo "bench $p: $prog ($size)" >&2 && bin=$BUILD/bin/$p
    [[ $prog == main ]] || bin=$BUILD/bin/bench_iostream
    ms=$(median_ms "$bin" "$max") ms_big=$(median_ms "$bin" "$big") ir=$(per_byte "$bin" "$max" "$p.$prog")
    kb=$(peak_kb "$bin" "$max") kb_big=$(peak_kb "$bin" "$big")
    table+=("| $n ($size) | $prog | $ms | $ms_big | $kb | $kb_big | $ir |")
    [[ $prog == iostream ]] || main_ir=$ir main_big=$ms_big main_kb=$kb main_kb_big=$kb_big
  done
  check "$main_ir <= 16" "$n main.cpp: $main_ir instructions per byte (target <= 16)"
  check "$ir >= 50 && $ir <= 200" "$n iostream: $ir instructions per byte (expected about 100)"
  speedup=$(awk -v a="$ms_big" -v b="$main_big" 'BEGIN { printf "%.1f", a / b }')
  check "$speedup >= 4" "$n 100x input: main.cpp ${speedup}x faster than iostream (target >= 4x)"
  check "$main_kb_big <= $main_kb * 1.1 + 256" \
    "$n main.cpp peak memory $main_kb KB on max, $main_kb_big KB on 100x (target: flat)"
done

printf '%s\n' '' "| problem (input max / 100x) | program | wall ms, max | wall ms, 100x | peak RSS KB, max | peak RSS KB, 100x | instr/byte (max) |" \
  "|---|---|---:|---:|---:|---:|---:|" ${table[@]+"${table[@]}"} '' \
  "iostream: scripts/bench/iostream.cpp. Wall time: median of 5 runs; peak RSS: /usr/bin/time -v;" \
  "instructions: valgrind --tool=callgrind on the max-size input ($out/callgrind.<problem>.<program>)." '' \
  ${checks[@]+"${checks[@]}"} "$misses MISS"
