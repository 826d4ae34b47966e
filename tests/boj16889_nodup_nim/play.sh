# shellcheck shell=bash
# This problem's own checks of scripts/play.sh, sourced by tests/play/script.sh (its expect,
# $play and $tmp): a pile main.cpp accepts but whose values with history the trainer cannot
# search.
# shellcheck disable=SC2154 # tmp, play and p are tests/play/script.sh's
printf '1\n64\n' >"$tmp/big.in"
expect "a pile of 64" 1 "error: a pile of 64 stones: the trainer plays piles of at most 63 stones" \
  "$play" "$p" "$tmp/big.in" --first </dev/null
