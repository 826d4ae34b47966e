#!/usr/bin/env bash
# The problem's validator must accept every input the repo keeps or generates as valid
# (samples, examples, regressions, all generated cases) and reject every malformed input of
# the reader corpus (tests/<p>/corpus/*.err).
# Usage: tests/validate_inputs.sh [--every N] PROBLEM [VALIDATOR]
#   VALIDATOR: the executable to check (default: the build's <p>_validator; CTest
#   <p>/validate-san passes the _GLIBCXX_DEBUG + ASan/UBSan one).
#   --every N: of the generated exhaustive and stress cases, only every Nth (the kept, limit
#   and corpus inputs are always all checked); for slow builds of the validator.
# Exit: 0 all as expected, 1 a wrong verdict (the input and the validator's message shown).
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
usage() { sed -n '5,9p' "${BASH_SOURCE[0]}" | cut -c 3-; }
every=1
if [[ ${1-} == --help ]]; then
  usage
  exit 0
fi
if [[ ${1-} == --every ]]; then
  [[ ${2-} =~ ^[1-9][0-9]*$ ]] || die "--every needs a positive number"
  every=$2
  shift 2
fi
[[ $# == 1 || $# == 2 ]] || { usage >&2; exit 2; }
p=$(problem_folder "$1") || exit 2
cases=$(ensure_cases "$p")
validator=${2:-$BUILD/bin/${p}_validator}
[[ -x $validator ]] || die "no validator $validator"
shopt -s nullglob
err=$(mktemp)
trap 'rm -f "$err"' EXIT
generated=("$cases"/limit-*.in)
i=0
for in in "$cases"/{exhaustive,stress}-*.in; do
  ((i++ % every == 0)) && generated+=("$in")
done
# Runs the validator on $1: true when it accepts; false when it rejects in the one proper way,
# exit 1 and exactly one `invalid: ...` line (a crash or a sanitizer report is no verdict).
accepts() {
  local rc=0
  "$validator" <"$1" 2>"$err" || rc=$?
  ((rc == 0)) && return 0
  if [[ $rc != 1 || $(wc -l <"$err") != 1 ]] || ! grep -q '^invalid: ' "$err"; then
    echo "FAIL: $1: exit $rc and not one 'invalid: ...' line on stderr:"
    head -n 5 "$err"
    exit 1
  fi
  return 1
}
count=0
for in in "$ROOT/tests/$p"/{sample,example,regression}-*.in "${generated[@]}"; do
  accepts "$in" || { echo "FAIL: $in: $(cat "$err")"; exit 1; }
  ((++count))
done
rejected=0
flagged=0
for in in "$ROOT/tests/$p"/corpus/*.in; do
  if [[ -f ${in%.in}.err ]]; then
    accepts "$in" && { echo "FAIL: the validator accepts the malformed input $in"; exit 1; }
    ((++rejected))
  elif ! accepts "$in"; then
    ((++flagged)) # odd-but-valid: CRLF, tabs, values past the limits...
  fi
done
echo "$p: the validator accepts all $count kept and generated inputs checked (every $every" \
  "of the exhaustive and stress ones), rejects all $rejected malformed corpus inputs and flags" \
  "$flagged of the odd-but-valid ones"
