# shellcheck shell=bash
# This problem's inputs for tests/explain/script.sh, sourced with $p set: valid ones (the
# explainer names the solution's winner) and invalid ones (its error line, exit 1).
# shellcheck disable=SC2154 # p and tmp are tests/explain/script.sh's
valid "$p" '3\n1 2 3\n'
valid "$p" '2\n60 59\n'
# The issue's two: a winning move the proof supplies, called proved; then a verdict resting on
# Lemma A, called so (valid() leaves the English output in $tmp/en).
for input in '1\n1000000000000000000\n' '2\n1000 3\n'; do
  valid "$p" "$input"
  if ! grep -q '^status: .*The winner is proved all the same' "$tmp/en" ||
    ! grep -q '^winning move: take ' "$tmp/en" || grep -q 'predicted' "$tmp/en"; then
    bad "$p '$input': no proved winning move: $(tr '\n' '|' <"$tmp/en")"
  fi
done
valid "$p" '2\n1000 999\n'
grep -q '^status: .*That every move loses rests on Lemma A too' "$tmp/en" ||
  bad "$p '1000 999': the verdict does not say it rests on Lemma A"
invalid "$p" '2\n1 2 3\n'
invalid "$p" '1\n-5\n'
