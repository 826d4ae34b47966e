#!/usr/bin/env bash
# The main job: builds the solutions and runs each on its samples (and, for 16889, the
# worked examples), one line per case: name, PASS/FAIL, time.
# Usage: scripts/check.sh [--tolerant] [PROBLEM...]   (PROBLEM: folder name or BOJ number)
# Comparison is strict, as online-judge-tools does: exact after CRLF -> LF. When a strict
# failure is only whitespace that Baekjoon accepts (a missing final newline, trailing
# spaces, a newline where a space was expected), the failure says so, and --tolerant
# passes it. Exit: 0 all passed, 1 a case failed, 2 usage or build error.
set -uo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

tolerant=0
chosen=()
for arg in "$@"; do
  case $arg in
    --tolerant) tolerant=1 ;;
    -h | --help)
      sed -n '2,8s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"
      exit 0
      ;;
    -*) die "unknown option '$arg' (try --help)" ;;
    *) chosen+=("$(problem_folder "$arg")") || exit 2 ;;
  esac
done
((${#chosen[@]})) || chosen=("${PROBLEMS[@]}")

build_targets "${chosen[@]}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

show() { # a file with line ends ($), tabs (^I) and CRs (^M) made visible
  if [[ ! -s $1 ]]; then
    echo "    (empty)"
    return
  fi
  cat -A "$1" | head -n 20 | sed 's/^/    /'
  [[ $(tail -c 1 "$1") == "" ]] || printf '\n    (no final newline)\n'
}
words() { awk '{ for (i = 1; i <= NF; i++) print $i }' "$1"; }
# Why Baekjoon would accept what strict comparison rejects (nothing when it would not).
tolerated() {
  cmp -s <(words "$1") <(words "$2") || return 1
  if cmp -s <(cat "$1"; echo) "$2"; then
    echo "missing final newline"
  elif cmp -s <(sed 's/[[:blank:]]*$//' "$1") <(sed 's/[[:blank:]]*$//' "$2"); then
    echo "trailing space at a line end"
  else
    echo "whitespace differs, e.g. a newline where a space was expected"
  fi
}

passed=0
failed=0
for p in "${chosen[@]}"; do
  while IFS= read -r in; do
    name=$p/$(basename "$in" .in)
    expected=${in%.in}.out
    start=$(date +%s%N)
    "$BUILD/bin/$p" <"$in" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    ms=$((($(date +%s%N) - start) / 1000000))
    sed 's/\r$//' "$tmp/out" >"$tmp/actual"
    sed 's/\r$//' "$expected" >"$tmp/expected"
    verdict=PASS why=
    if ((rc > 128)); then
      verdict=FAIL why="crashed: killed by signal $((rc - 128)) ($(kill -l $((rc - 128)) 2>/dev/null))"
    elif ((rc != 0)); then
      verdict=FAIL why="exit status $rc"
    elif ! cmp -s "$tmp/actual" "$tmp/expected"; then
      if reason=$(tolerated "$tmp/actual" "$tmp/expected"); then
        if ((tolerant)); then
          why="(tolerant: $reason)"
        else
          verdict=FAIL why="wrong answer under strict comparison; Baekjoon would accept it ($reason): --tolerant passes it"
        fi
      else
        verdict=FAIL why="wrong answer"
      fi
    fi
    printf '%-40s %s %5d ms %s\n' "$name" "$verdict" "$ms" "$why"
    if [[ $verdict == PASS ]]; then
      ((++passed))
    else
      ((++failed))
      echo "  input:"
      show "$in"
      echo "  expected:"
      show "$expected"
      echo "  actual:"
      show "$tmp/out"
      [[ -s $tmp/err ]] && { echo "  stderr:"; show "$tmp/err"; }
    fi
  done < <(find "$ROOT/tests/$p" -maxdepth 1 \( -name 'sample-*.in' -o -name 'example-*.in' \) | sort -V)
done
echo "$passed passed, $failed failed"
((failed == 0))
