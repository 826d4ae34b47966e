# shellcheck shell=bash
# This problem's inputs for tests/explain/script.sh, sourced with $p set: valid ones (the
# explainer names the solution's winner) and invalid ones (its error line, exit 1).
# shellcheck disable=SC2154 # p and tmp are tests/explain/script.sh's
valid "$p" '1\n2\nBlackking\n'
valid "$p" '3\n1000000000 4 4\nBlackking\n'
invalid "$p" '1\n1\nWhiteking\n'
invalid "$p" '1\n3\nwhiteking\n'
