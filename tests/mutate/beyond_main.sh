#!/usr/bin/env bash
# Runs a problem's own solution on its beyond-the-limits cases (`cases write-beyond`: N = 0,
# big values, what main.cpp's header claims past the judge's constraints). These cases are
# not for scripts/verify.sh: a solution that is right within the limits may fail them.
# Usage: tests/mutate/beyond_main.sh PROBLEM BINARY   Exit: 0 all passed, 1 a case failed.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
# shellcheck source=scripts/mutate/beyond.sh
source "$ROOT/scripts/mutate/beyond.sh"

[[ $# == 2 ]] || die "usage: tests/mutate/beyond_main.sh PROBLEM BINARY"
p=$(problem_folder "$1") || exit 2
build_targets judge
dir=$(ensure_beyond "$p") || exit 2
shopt -s nullglob
answers=() errors=()
for in in "$dir"/beyond-*.in; do
  if [[ -f ${in%.in}.err ]]; then errors+=("$in"); else answers+=("$in"); fi
done
((${#answers[@]})) || die "no beyond cases in $dir"
echo "beyond $p: ${#answers[@]} answer and ${#errors[@]} error cases ($(cat "$dir/.summary"))"
"$BUILD/bin/judge" --time-limit 5 "$2" "${answers[@]}"
# Malformed inputs: exit 1, nothing on stdout, exactly the .err line on stderr.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for in in "${errors[@]}"; do
  rc=0
  timeout 20 "$2" <"$in" >"$tmp/out" 2>"$tmp/err" || rc=$?
  if [[ $rc != 1 || -s $tmp/out ]] || ! cmp -s "$tmp/err" "${in%.in}.err"; then
    echo "FAIL $(basename "$in"): exit $rc; stderr: $(head -c 300 "$tmp/err")"
    echo "  wanted: $(cat "${in%.in}.err")"
    exit 1
  fi
done
echo "${#errors[@]} error cases passed"
