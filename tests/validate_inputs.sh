#!/usr/bin/env bash
# The problem's validator must accept every input the repo keeps or generates as valid
# (samples, examples, regressions, the whole judge set) and reject every malformed input of
# the reader corpus (tests/<p>/corpus/*.err).
# Usage: tests/validate_inputs.sh [--every N] PROBLEM [VALIDATOR]
#   VALIDATOR: the executable to check (default: the build's <p>_validator; CTest
#   <p>/validate-san passes the _GLIBCXX_DEBUG + ASan/UBSan one).
#   --every N: of the generated cases other than limit-* and twin-*, only every Nth (the kept
#   and corpus inputs are always all checked); for slow builds of the validator.
# Exit: 0 all as expected, 1 a wrong verdict (the input and the validator's message shown).
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
every=1
if [[ ${1-} == --every ]]; then
  [[ ${2-} =~ ^[1-9][0-9]*$ ]] || die "--every needs a positive number"
  every=$2
  shift 2
fi
case ${1-} in
  -*) other_option "$1" ;;
esac
[[ $# == 1 || $# == 2 ]] || die "usage: tests/validate_inputs.sh [--every N] PROBLEM [VALIDATOR] (try --help)"
p=$(problem_folder "$1")
cases=$(ensure_cases "$p")
validator=${2:-$BUILD/bin/${p}_validator}
[[ -x $validator ]] || die "no validator $validator"
shopt -s nullglob
err=$(mktemp)
trap 'rm -f "$err"' EXIT
inputs=("$ROOT/tests/$p"/sample-*.in "$ROOT/tests/$p"/example-*.in "$ROOT/tests/$p"/regression-*.in)
i=0
for in in "$cases"/*.in; do
  case ${in##*/} in
    limit-* | twin-*) inputs+=("$in") ;;
    *) ((i++ % every)) || inputs+=("$in") ;;
  esac
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
for in in "${inputs[@]}"; do
  accepts "$in" || { echo "FAIL: $in: $(cat "$err")"; exit 1; }
done
rejected=0 flagged=0
for in in "$ROOT/tests/$p"/corpus/*.in; do
  if [[ -f ${in%.in}.err ]]; then
    accepts "$in" && { echo "FAIL: the validator accepts the malformed input $in"; exit 1; }
    rejected=$((rejected + 1))
  elif ! accepts "$in"; then
    flagged=$((flagged + 1)) # odd-but-valid: CRLF, tabs, values past the limits...
  fi
done
echo "$p: the validator accepts all ${#inputs[@]} kept and generated inputs checked (every $every" \
  "of the exhaustive and stress ones), rejects all $rejected malformed corpus inputs and flags" \
  "$flagged of the odd-but-valid ones"
