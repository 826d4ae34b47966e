#!/usr/bin/env bash
# The validator accepts every kept and generated input and rejects each malformed corpus input
# with one `invalid: ...` line, all in one `validator --list` (a process an input cost 34-56 s
# a problem), and the first again on stdin, as the shrinker runs it.
# Usage: tests/validate_inputs.sh PROBLEM [VALIDATOR]   (default: the build's <p>_validator)
# Exit: 0 all as expected, 1 a wrong verdict.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
# shellcheck source=tests/expect.sh
source "$ROOT/tests/expect.sh"
case ${1-} in
  -*) other_option "$1" ;;
esac
[[ $# == 1 || $# == 2 ]] || die "usage: tests/validate_inputs.sh PROBLEM [VALIDATOR] (try --help)"
p=$(problem_folder "$1")
cases=$(ensure_cases "$p")
build_targets "${p}_corpus"
validator=${2:-$BUILD/bin/${p}_validator}
[[ -x $validator ]] || die "no validator $validator"
shopt -s nullglob
inputs=("$ROOT/tests/$p"/sample-*.in "$ROOT/tests/$p"/example-*.in "$ROOT/tests/$p"/regression-*.in
  "$cases"/*.in)
malformed=() odd=()
for in in "$BUILD/corpus/$p"/*.in; do
  if [[ -f ${in%.in}.err ]]; then malformed+=("$in"); else odd+=("$in"); fi
done
# verdicts LIST: the validator's `PATH<tab>VERDICT` lines for the paths in LIST, in order.
verdicts() {
  local rc=0
  "$validator" --list <"$1" >"$tmp/verdicts" 2>"$tmp/err" || rc=$?
  [[ $rc == 0 && $(wc -l <"$tmp/verdicts") == $(wc -l <"$1") ]] ||
    bad "$validator --list: exit $rc, $(wc -l <"$tmp/verdicts") verdicts for $(wc -l <"$1") inputs:" "$tmp/err"
}
printf '%s\n' "${inputs[@]}" >"$tmp/valid"
verdicts "$tmp/valid"
! grep -v $'\tvalid$' "$tmp/verdicts" >"$tmp/wrong" ||
  bad "the validator rejects kept or generated inputs:" "$tmp/wrong"
printf '%s\n' ${malformed[@]+"${malformed[@]}"} ${odd[@]+"${odd[@]}"} | grep . >"$tmp/corpus" || :
verdicts "$tmp/corpus"
head -n ${#malformed[@]} "$tmp/verdicts" >"$tmp/malformed"
! grep -v $'\tinvalid: line [0-9]*: .' "$tmp/malformed" >"$tmp/wrong" ||
  bad "the validator accepts malformed corpus inputs:" "$tmp/wrong"
flagged=$(tail -n +$((${#malformed[@]} + 1)) "$tmp/verdicts" | grep -vc $'\tvalid$' || :)
if ((${#malformed[@]})); then # stdin, as the shrinker runs it
  rc=0
  "$validator" <"${malformed[0]}" 2>"$tmp/err" || rc=$?
  { [[ $rc == 1 && $(wc -l <"$tmp/err") == 1 ]] && grep -q '^invalid: ' "$tmp/err"; } ||
    bad "${malformed[0]} on stdin: exit $rc and not one 'invalid: ...' line on stderr:" "$tmp/err"
fi
((fail)) || echo "$p: the validator accepts all ${#inputs[@]} kept and generated inputs, rejects all" \
  "${#malformed[@]} malformed corpus inputs and flags $flagged of the ${#odd[@]} odd-but-valid ones"
exit "$fail"
