# shellcheck shell=bash
# This problem's inputs for tests/explain/script.sh, sourced with $p set: valid ones (the
# explainer names the solution's winner) and invalid ones (its error line, exit 1).
# shellcheck disable=SC2154 # p and tmp are tests/explain/script.sh's
valid "$p" '0\n'
valid "$p" '3\n1000000000 999999999 7\n'
invalid "$p" ''
invalid "$p" '2\n1\n'
invalid "$p" '1\n10000000000\n'
