#!/usr/bin/env bash
# Writes each problem's reader corpus tests/<folder>/corpus/ from its rows, tests/<folder>/corpus.txt
# (read by rows() below): answers and messages by hand from the rules, never copied from a
# program; bytes such as CR, NUL and the BOM from printf, never typed into files.
# Usage: tests/io/make_corpus.sh [--check]   (--check: fail, with the diff, unless the committed
#   corpus is what it writes: CTest repo/corpus-drift)
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
out=$ROOT
case $* in
  "") ;;
  --check)
    out=$(mktemp -d)
    trap 'rm -rf "$out"' EXIT
    ;;
  -*) other_option "$1" ;;
  *) die "usage: tests/io/make_corpus.sh [--check] (try --help)" ;;
esac
BUF=65536   # the reader's first fread takes this many bytes: tokens across it are split
BOM='\357\273\277'

ok() { cat >"$dir/$1.in" && printf '%s\n' "$2" >"$dir/$1.out"; }        # name, stdout line
err() { cat >"$dir/$1.in" && printf 'error: %s\n' "$2" >"$dir/$1.err"; } # name, message
spaces() { printf '%*s' "$1" ''; }
zeros() { printf '%0*d' "$1" "$2"; } # $2 zero-padded to $1 digits (small $2)
# shellcheck disable=SC2059 # the format is the point: it holds the escapes (\r, \0, \357)
fmt() { printf -- "$@"; }
len() { fmt "$1" | wc -c; }
repeat() { T=$1 awk -v n="$2" 'BEGIN { for (i = 0; i < n; i++) printf "%s", ENVIRON["T"] }'; }
words() { repeat "$1${3- }" "$2"; } # word, count, separator (default a space; '' for none)

# Cases every problem shares. The probed value is the first number after the count:
#   $1 the text before it (a printf format, "1\n": one component), $2 the text after it,
#   $3 its name in messages, $4 the count's name, $5 the winner when the value is 7 or 1234
#   (one component of that size: the first player wins at once).
common() {
  local pre=$1 post=$2 what=$3 count=$4 win=$5 at
  at=$(len "$pre")
  # --- accepted
  { fmt "$pre"; zeros 20 7; fmt "$post"; } | ok zero-padded-20 "$win"
  # "1234" starts 2 bytes before the end of the first 64 KiB read: split "12" | "34"
  { fmt "$pre"; spaces $((BUF - 2 - at)); fmt 1234; fmt "$post"; } | ok split-token "$win"
  # 140000 blanks of every kind (no newline, so the line stays 2) across two refills
  { fmt "$pre"; words "$(fmt ' \t\v\f\r')" 28000 ''; fmt 7; fmt "$post"; } | ok long-blank-run "$win"
  # any length: the value is what counts (a number is read digit by digit)
  { fmt "$pre"; zeros 1025 7; fmt "$post"; } | ok token-1025-bytes "$win"
  { fmt "$pre"; spaces $((BUF - 1025 - at)); zeros 1025 7; fmt "$post"; } |
    ok token-1025-bytes-at-boundary "$win"
  # 100001 digits: more rounds than any loop cap
  { fmt "$pre"; zeros 100001 7; fmt "$post"; } | ok token-100001-bytes "$win"
  # --- rejected: no count (the line is the one where the count was due)
  : | err empty "line 1: expected $count"
  fmt "$BOM" | err only-bom "line 1: expected $count"
  fmt ' \t\r\n\v\f\n\n' | err only-blanks "line 4: expected $count"
  fmt "$BOM\r\n \r\n" | err bom-and-blanks "line 3: expected $count"
  fmt 'two\n7\n' | err count-word "line 1: expected $count"
  fmt '-1\n7\n' | err count-negative "line 1: expected $count"
  fmt '1000000000000000001\n7\n' | err count-too-large "line 1: $count is more than 10^18"
  fmt "$BOM$BOM"'1\n7\n' | err bom-twice "line 1: expected $count"
  # --- rejected: not a plain decimal integer (name, format)
  local -a bad=(
    letters abc
    hex 0x10
    decimal 1.5
    exponent 1e5
    plus +5
    minus -5
    digits-then-letters 12abc
    nul-after-digit '5\0'
    nul-alone '\0'
    control-byte '\0015'
    del-byte '7\177'
    bom-inside-input "${BOM}5"
    fullwidth-digit '\357\274\227'
    token-1025-letters "$(words a 1025 '')"
  )
  local i
  for ((i = 0; i < ${#bad[@]}; i += 2)); do
    { fmt "$pre"; fmt "${bad[i + 1]}"; fmt "$post"; } | err "bad-${bad[i]}" "line 2: expected $what"
  done
  # --- rejected: too large (the limit is 10^18 whatever the padding)
  local -a big=(
    1e18-plus-1 1000000000000000001
    20-digits 12345678901234567890
    30-digits 123456789012345678901234567890
    zero-padded 0000001000000000000000001
  )
  for ((i = 0; i < ${#big[@]}; i += 2)); do
    { fmt "$pre"; fmt "${big[i + 1]}"; fmt "$post"; } |
      err "too-large-${big[i]}" "line 2: $what is more than 10^18"
  done
}

# A row, its fields split at tabs (a trailing field is a comment): `ok NAME WINNER INPUT`,
# `err NAME MESSAGE INPUT` or `common PRE POST WHAT COUNT WIN` (above). INPUT is a printf
# format in which {TEXT*N} stands for TEXT written N times. A line starting with # is a comment.
rows() {
  local -a f
  local line
  while IFS= read -r line; do
    [[ -n $line && $line != \#* ]] || continue
    IFS=$'\t' read -r -a f <<<"$line"
    case ${f[0]} in
      ok | err) input "${f[3]}" | "${f[0]}" "${f[1]}" "${f[2]}" ;;
      common) common "${f[1]}" "${f[2]}" "${f[3]}" "${f[4]}" "${f[5]}" ;;
      *) die "$1: a row of unknown kind '${f[0]}'" ;;
    esac
  done <"$1"
}
input() {
  local rest=$1 text n
  while [[ $rest =~ ^([^{]*)\{([^}]*)\*([0-9]+)\}(.*)$ ]]; do
    fmt "${BASH_REMATCH[1]}"
    text=$(fmt "${BASH_REMATCH[2]}x") n=${BASH_REMATCH[3]} rest=${BASH_REMATCH[4]}
    repeat "${text%x}" "$n"
  done
  fmt "$rest"
}

status=0
for p in ${PROBLEMS[@]+"${PROBLEMS[@]}"}; do
  [[ -f $ROOT/tests/$p/corpus.txt ]] || continue
  dir=$out/tests/$p/corpus # where ok and err write
  mkdir -p "$dir"
  rm -f "$dir"/*.in "$dir"/*.out "$dir"/*.err
  rows "$ROOT/tests/$p/corpus.txt"
  echo "$p: $(find "$dir" -name '*.out' | wc -l) accepted, $(find "$dir" -name '*.err' | wc -l) rejected"
  [[ $out == "$ROOT" ]] || differ=$(diff -r "$dir" "$ROOT/tests/$p/corpus") || {
    status=1
    echo "FAIL: tests/$p/corpus is not what this script writes:"
    sed -n 1,20p <<<"$differ"
  }
done
exit "$status"
