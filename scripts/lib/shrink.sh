# verify.sh's failure branch (source it after common.sh): the first failing case shrunk by
# <folder>_shrink and explained by scripts/explain.sh. Status: tests/shrink/.
# shellcheck shell=bash

# failed_case VERDICTS [key]: the first failing case's path, or its TOKEN[:CODE] (RE:SIGSEGV).
# Fields are split at tabs only, so a path may hold blanks.
failed_case() {
  local path token code
  while IFS=$'\t' read -r path token _ code; do
    case $token in AC | AC-WS) continue ;; esac
    if [[ ${2:-} == key ]]; then
      [[ $code == - ]] && printf '%s\n' "$token" || printf '%s:%s\n' "$token" "$code"
    else
      printf '%s\n' "$path"
    fi
    return 0
  done <"$1"
  return 1
}

bytes() { wc -c <"$1" | tr -d ' '; }

# As verdict::same_failure: a killed time limit only as a killed one (just over is load noise).
same_failure() {
  [[ $1 == "$2" ]] && return 0
  [[ $1 == TLE* && $2 == TLE* ]] && [[ $2 != TLE:killed || $1 == TLE:killed ]]
}

# Where a shrink starts: verify.sh tries the limit cases first, so the first failure is often
# large, and removing components from one whose nim-sum was built to be 0 rarely keeps it 0,
# while a small failing one is near. So: the smallest generated check at most half the size of
# the first that fails the same way (sorted after `wc -c`, however find batches the files).
# Returns 1 when none does, 2 (the reason on stdout) when they could not be judged. The judge
# stops at a failure: one that differs is skipped and the rest judged again, 10 times at most.
# The paths go to the judge on stdin, one a line, so a clone's path may hold blanks.
smaller_failure() {
  local p=$1 sol=$2 limit=$3 first=$4 key=$5 seconds=${6:-} log list small dir rc=1 tries=0
  local start=$SECONDS remaining budget_args=()
  shift 6
  dir=$(ensure_cases "$p") || {
    echo "the generated checks are missing"
    return 2
  }
  log=$(mktemp "${TMPDIR:-/tmp}/shrink.XXXXXX")
  list=$(mktemp "${TMPDIR:-/tmp}/shrink.XXXXXX")
  # A time limit looks among the limit cases only: a slow program may spend up to the limit on
  # each of the thousands of other checks (big values in the near-twins, its own start-up in
  # the small ones), where the limit cases show it at once.
  local pattern='*.in'
  [[ $key == TLE* ]] && pattern='limit-*.in'
  find "$dir" -name "$pattern" -size -$(($(bytes "$first") / 2 + 1))c -exec wc -c {} + |
    grep -v ' total$' | sort -k1,1n -k2 | sed 's/^ *[0-9]* //' >"$list"
  while [[ -s $list ]] && ((tries++ < 10)); do
    if [[ -n $seconds ]]; then
      remaining=$((seconds - (SECONDS - start)))
      ((remaining > 0)) || break
      budget_args=(--budget "$remaining")
    fi
    rc=0
    "$BUILD/bin/judge" --time-limit "$limit" --reference "$BUILD/bin/$p" --verdicts "$log" \
      ${budget_args[@]+"${budget_args[@]}"} "$@" "$sol" - <"$list" >/dev/null 2>"$log.err" || rc=$?
    if [[ $rc == 0 ]]; then
      rc=1
      break
    fi
    if [[ $rc != 1 ]] || ! small=$(failed_case "$log"); then
      tail -n 1 "$log.err"
      rc=2
      break
    fi
    if same_failure "$(failed_case "$log" key)" "$key"; then
      printf '%s\n' "$small"
      rc=0
      break
    fi
    F=$small awk 'skip == 0 && $0 == ENVIRON["F"] { skip = 1; next } skip' "$list" >"$log"
    mv "$log" "$list"
  done
  rm -f "$log" "$log.err" "$list"
  return "$rc"
}

# shrink_failure PROBLEM SOLUTION_EXE LIMIT VERDICTS NAME [SECONDS [--jobs N]]: returns 0
# whatever happens (it says what went wrong); SECONDS: what is left of verify.sh --budget.
shrink_failure() {
  local p=$1 sol=$2 limit=$3 log=$4 name=$5 seconds=${6:-} case_in key small out rc=0
  local lines pasted start=$SECONDS max=${BOJ_SHRINK_MAX_SECONDS:-20} first from
  shift 5
  (($# == 0)) || shift
  case_in=$(failed_case "$log") || return 0
  first=$case_in
  key=$(failed_case "$log" key)
  # A difference in whitespace does not depend on the input: nothing to shrink.
  [[ $key != PE* ]] || return 0
  [[ -f $case_in ]] || {
    say "shrink: the failing case $case_in is not a file; not shrunk" \
      "shrink: 실패한 케이스가 파일이 아니라서 줄이지 않습니다: $case_in"
    return 0
  }
  (build_targets "${p}_shrink" "$p" "${p}_naive" "${p}_validator" "${p}_explain") || {
    say "shrink: could not build the shrinker; not shrunk" \
      "shrink: 줄이는 도구를 빌드하지 못해 줄이지 않습니다"
    return 0
  }
  # Half of a budget for finding a smaller start, the rest (at least that) for the shrink.
  small=$(smaller_failure "$p" "$sol" "$limit" "$case_in" "$key" "${seconds:+$((seconds / 2))}" "$@") || rc=$?
  if [[ $rc == 0 ]]; then
    say "shrink: $(basename "$case_in") ($(bytes "$case_in") bytes) fails; so does the smaller $(basename "$small") ($(bytes "$small") bytes): starting from it" \
      "shrink: $(basename "$case_in")($(bytes "$case_in")바이트) 실패. 더 작은 $(basename "$small")($(bytes "$small")바이트)도 같은 방식으로 실패하므로 여기서부터 줄입니다"
    case_in=$small
  elif [[ $rc == 2 ]]; then
    say "shrink: the smaller generated checks could not be judged ($small); starting from $(basename "$case_in")" \
      "shrink: 더 작은 생성 케이스를 채점하지 못했습니다 ($small). 처음 실패한 케이스부터 줄입니다: $(basename "$case_in")"
  fi
  if [[ -n $seconds ]]; then
    seconds=$((seconds - (SECONDS - start)))
    ((seconds >= 1)) || seconds=1
    ((seconds >= max)) || max=$seconds
  fi
  mkdir -p "$BUILD/shrink/$p"
  # A smaller start that no longer fails (a time limit near the edge on a busy machine): the
  # first failing case, which failed by more, once more.
  for from in "$case_in" "$first"; do
    out=$BUILD/shrink/$p/$(basename "$name" .cpp)-$(basename "$from")
    rc=0
    "$BUILD/bin/${p}_shrink" "$sol" "$BUILD/bin/$p" "$from" --out "$out" \
      --time-limit "$limit" --naive "$BUILD/bin/${p}_naive" \
      --validator "$BUILD/bin/${p}_validator" --max-runs "${BOJ_SHRINK_MAX_RUNS:-2000}" \
      --max-seconds "$max" ${KO_ARG:+"$KO_ARG"} || rc=$?
    [[ $rc == 1 && $case_in != "$first" ]] || break
  done
  [[ $rc == 0 || $rc == 3 ]] || return 0
  say "  saved:    $out (and .out, main.cpp's answer)" "  저장:     $out (.out에는 main.cpp의 답)"
  if [[ $key == TLE* ]]; then
    say "  a time limit is about speed, not a wrong value: the sizes and times above are the point" \
      "  시간 초과는 틀린 값이 아니라 속도의 문제입니다. 위의 크기와 시간을 보십시오"
    return 0
  fi
  # Quoted for the shell, so the line can be pasted even from a path with blanks or quotes.
  pasted="scripts/explain.sh ${KO_ARG:+$KO_ARG }$p < $(printf '%q' "$out")"
  say "explain: $pasted" "설명: $pasted"
  lines=$("$ROOT/scripts/explain.sh" ${KO_ARG:+"$KO_ARG"} "$p" <"$out" 2>&1) || true
  printf '%s\n' "$lines" | head -n 24 | sed 's/^/    /'
  (($(printf '%s\n' "$lines" | wc -l) <= 24)) ||
    say "    ... (the rest: run the command above)" "    ... (나머지는 위 명령으로 볼 수 있습니다)"
  return 0
}
