# Shrinking for scripts/verify.sh: when the judge rejects a solution, finds the failing case in
# the judge's `FAIL <path>: <why>` line, shrinks it with the shrink tool
# (scripts/shrink/shrink.cpp) and explains the small input with scripts/explain.sh.
# Where it starts: verify.sh tries the limit cases first, so the first failure is often a
# large input. Every generated check is judged again, smallest first, and the shrink starts
# from the smallest that fails the same way (a time limit counts as the same way whatever its
# measured times) when it is at most half the size: removing components from a large input whose nim-sum was built to be 0
# rarely keeps it 0 (the answers give one bit, not the values), so such an input shrinks
# poorly, while a small failing one is near.
# Use: source it after common.sh; shrink_failure PROBLEM SOLUTION_EXE JUDGE_OUTPUT_FILE NAME.
#   It never fails the caller: every problem is reported and it returns 0.
# Budget: BOJ_SHRINK_MAX_RUNS (default 2000 candidates) and BOJ_SHRINK_MAX_SECONDS (default
#   20), whichever comes first; the report says when one ran out.
# Status: hooked into verify.sh's failure branch; tested by tests/shrink/.
# shellcheck shell=bash

# The failing case and the reason in the judge's output (file $1): prints `PATH` or, with $2 =
# why, the reason. Split at the first `.in: `, as a reason may hold `: ` (macOS's strsignal
# says "Abort trap: 6"). Fails when no case failed.
failed_case() {
  local line
  line=$(grep -m1 '^FAIL ' "$1") || return 1
  line=${line#FAIL }
  if [[ ${2:-} == why ]]; then
    printf '%s\n' "${line#*.in: }"
  else
    printf '%s.in\n' "${line%%.in: *}"
  fi
}

bytes() { wc -c <"$1" | tr -d ' '; }

# Judge reason $1 names the same failure as $2: equal, or both a time limit (their times
# differ), the first killed when the second was: a run just over the limit is load noise.
same_failure() {
  [[ $1 == "$2" ]] && return 0
  [[ $1 == time* && $2 == time* ]] && [[ $2 != *killed* || $1 == *killed* ]]
}

# The smallest generated check at most half the size of the first that fails for the same
# reason (ls -S: by size, then name, so the choice is deterministic), or nothing.
smaller_failure() {
  local p=$1 sol=$2 first=$3 why=$4 log small dir
  dir=$(ensure_cases "$p") || return 0
  log=$(mktemp "${TMPDIR:-/tmp}/shrink.XXXXXX")
  # shellcheck disable=SC2046 # the names are ours: no blanks
  set -- $(find "$dir" -name '*.in' -size -$(($(bytes "$first") / 2 + 1))c -exec ls -Sr {} +)
  if (($# > 0)) && ! "$BUILD/bin/judge" --time-limit "$(judge_limit "$p")" \
    --reference "$BUILD/bin/$p" "$sol" "$@" >"$log" &&
    small=$(failed_case "$log") && same_failure "$(failed_case "$log" why)" "$why"; then
    printf '%s\n' "$small"
  fi
  rm -f "$log"
}

shrink_failure() {
  local p=$1 sol=$2 log=$3 name=$4 case_in why small out rc=0 lines slowness=1
  case_in=$(failed_case "$log") || return 0
  why=$(failed_case "$log" why)
  [[ -f $case_in ]] || {
    echo "shrink: the failing case $case_in is not a file; not shrunk"
    return 0
  }
  (build_targets shrink "$p" "${p}_naive" "${p}_validator" "${p}_explain") || {
    echo "shrink: could not build the shrinker; not shrunk"
    return 0
  }
  if [[ $why == time* ]]; then
    # The judge scales the limit by this machine's slowness; the shrinker must judge alike.
    slowness=$("$BUILD/bin/judge" --calibrate | sed -n 's/.*slowness factor //p')
  fi
  small=$(smaller_failure "$p" "$sol" "$case_in" "$why")
  if [[ -n $small ]]; then
    echo "shrink: $(basename "$case_in") ($(bytes "$case_in") bytes) fails; so does the smaller" \
      "$(basename "$small") ($(bytes "$small") bytes): starting from it"
    case_in=$small
  fi
  mkdir -p "$BUILD/shrink/$p"
  out=$BUILD/shrink/$p/$(basename "$name" .cpp)-$(basename "$case_in")
  "$BUILD/bin/shrink" "$p" "$sol" "$BUILD/bin/$p" "$case_in" --out "$out" \
    --time-limit "$(judge_limit "$p")" --slowness "${slowness:-1}" --naive "$BUILD/bin/${p}_naive" \
    --validator "$BUILD/bin/${p}_validator" --max-runs "${BOJ_SHRINK_MAX_RUNS:-2000}" \
    --max-seconds "${BOJ_SHRINK_MAX_SECONDS:-20}" || rc=$?
  [[ $rc == 0 || $rc == 3 ]] || return 0
  echo "  saved:    $out (and .out, main.cpp's answer)"
  echo "explain: scripts/explain.sh $p < $out"
  lines=$("$ROOT/scripts/explain.sh" "$p" <"$out" 2>&1) || true
  printf '%s\n' "$lines" | head -n 24 | sed 's/^/    /'
  (($(printf '%s\n' "$lines" | wc -l) <= 24)) || echo "    ... (the rest: run the command above)"
  return 0
}
