#!/usr/bin/env bash
# The problem's validator must accept every input the repo keeps or generates as valid
# (samples, examples, regressions, all generated cases) and reject every malformed input of
# the reader corpus (tests/<p>/corpus/*.err). Usage: validate_inputs.sh PROBLEM
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
p=$(problem_folder "$1") || exit 2
cases=$(ensure_cases "$p")
validator=$BUILD/bin/${p}_validator
shopt -s nullglob
err=$(mktemp)
trap 'rm -f "$err"' EXIT
count=0
for in in "$ROOT/tests/$p"/{sample,example,regression}-*.in "$cases"/*.in; do
  if ! "$validator" <"$in" 2>"$err"; then
    echo "FAIL: $in: $(cat "$err")"
    exit 1
  fi
  ((++count))
done
rejected=0
flagged=0
for in in "$ROOT/tests/$p"/corpus/*.in; do
  if [[ -f ${in%.in}.err ]]; then
    if "$validator" <"$in" 2>/dev/null; then
      echo "FAIL: the validator accepts the malformed input $in"
      exit 1
    fi
    ((++rejected))
  elif ! "$validator" <"$in" 2>/dev/null; then
    ((++flagged)) # odd-but-valid: CRLF, tabs, values past the limits...
  fi
done
echo "$p: the validator accepts all $count kept and generated inputs, rejects all $rejected" \
  "malformed corpus inputs and flags $flagged of the odd-but-valid ones"
