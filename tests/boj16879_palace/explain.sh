# shellcheck shell=bash
# This problem's inputs for tests/explain/script.sh, sourced with $p set: valid ones (the
# explainer names the solution's winner) and invalid ones (its error line, exit 1).
# shellcheck disable=SC2154 # p and tmp are tests/explain/script.sh's
valid "$p" '2\n2999 2999\n0 0\n'
invalid "$p" '1\n3000 0\n'
invalid "$p" '1\n3\n'
