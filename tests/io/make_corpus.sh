#!/usr/bin/env bash
# Writes one problem's reader corpus from its rows, tests/<folder>/corpus.txt (read by rows()
# below), into DIR: NAME.in with NAME.out (the answer) or NAME.err (the error line). Answers and
# messages come from the rules, never from main.cpp; bytes such as CR, NUL and the BOM from
# printf, never typed into files. The build writes build/corpus/<folder>/ (target
# <folder>_corpus); <p>/cases-hash pins its hash (problem.txt's corpus_sha256).
# Usage: tests/io/make_corpus.sh PROBLEM DIR
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
case ${1-} in
  -*) other_option "$1" ;;
esac
[[ $# == 2 ]] || die "usage: tests/io/make_corpus.sh PROBLEM DIR (try --help)"
p=$(problem_folder "$1") dir=$2 # where ok and err write
BUF=65536   # the reader's first fread takes this many bytes: tokens across it are split
BOM='\357\273\277'

new() { [[ ! -e $dir/$1.in ]] || die "$p: two cases named $1"; cat >"$dir/$1.in"; }
ok() { new "$1" && printf '%s\n' "$2" >"$dir/$1.out"; }        # name, stdout line
err() { new "$1" && printf 'error: %s\n' "$2" >"$dir/$1.err"; } # name, message
spaces() { printf '%*s' "$1" ''; }
zeros() { printf '%0*d' "$1" "$2"; } # $2 zero-padded to $1 digits (small $2)
# shellcheck disable=SC2059 # the format is the point: it holds the escapes (\r, \0, \357)
fmt() { printf -- "$@"; }
len() { fmt "$1" | wc -c; }
# text, count: by doubling (16 MB of newlines in a blink); the pieces are alike, so any order
repeat() {
  T=$1 awk -v n="$2" 'BEGIN {
    for (t = ENVIRON["T"]; n > 0; n = int(n / 2)) { if (n % 2) printf "%s", t; t = t t }
  }'
}
words() { repeat "$1${3- }" "$2"; } # word, count, separator (default a space; '' for none)

# Cases every problem shares. The probed value is the first number after the count:
#   $1 the text before it (a printf format, "1\n": one component), $2 the text after it,
#   $3 its name in messages, $4 the count's name, $5 the winner when the value is 7 or 1234
#   (one component of that size: the first player wins at once), $6 the other player.
common() {
  local pre=$1 post=$2 what=$3 count=$4 win=$5 lose=$6 at
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
  local -a bad=(letters abc hex 0x10 decimal 1.5 exponent 1e5 plus +5 minus -5
    digits-then-letters 12abc nul-after-digit '5\0' nul-alone '\0' control-byte '\0015'
    del-byte '7\177' bom-inside-input "${BOM}5" fullwidth-digit '\357\274\227'
    token-1025-letters "$(words a 1025 '')")
  local i
  for ((i = 0; i < ${#bad[@]}; i += 2)); do
    { fmt "$pre"; fmt "${bad[i + 1]}"; fmt "$post"; } | err "bad-${bad[i]}" "line 2: expected $what"
  done
  # --- rejected: too large (the limit is 10^18 whatever the padding)
  local -a big=(1e18-plus-1 1000000000000000001 20-digits 12345678901234567890
    30-digits 123456789012345678901234567890 zero-padded 0000001000000000000000001)
  for ((i = 0; i < ${#big[@]}; i += 2)); do
    { fmt "$pre"; fmt "${big[i + 1]}"; fmt "$post"; } |
      err "too-large-${big[i]}" "line 2: $what is more than 10^18"
  done
  count_token "$post" "$what" "$count" "$win" "$lose"
}

# The count's own token: bytes next to its digits (each just outside a range the reader tests),
# blanks that are or are not a line end, and the 64 KiB refill. Arguments: common's $2 to $6.
count_token() {
  local item="7${1%%\\n*}" tail=${1#*\\n} what=$2 count=$3 win=$4 lose=$5 i
  items() { words "$item" "$1"; fmt "\n$tail"; } # $1 components worth 7: an odd count wins
  local -a glued=(colon-after-digits 1: slash-after-digits 1/ bang-in-token '1!' tilde-in-token '1~'
    byte-08-after-digits '1\010' byte-0e-after-digits '1\016' byte-1f-after-digits '1\037'
    byte-80-after-digits '1\200' letter-p-after-digits 1P letter-j-after-digits 1j
    bom-two-bytes '\357\2731' slash-first /1 colon-first :1 byte-08-first '\0101'
    byte-0e-first '\0161' nul-after-digits-then-more "1\\0\\n$(spaces 2000)"
    bad-token-at-300 "$(spaces 300)1x" bad-token-at-2000 "$(spaces 2000)1x")
  for ((i = 0; i < ${#glued[@]}; i += 2)); do
    fmt "${glued[i + 1]}\n" | err "${glued[i]}" "line 1: expected $count"
  done
  local -a blanks=(tab-not-a-line '\t' 1 vtab-not-a-line '\v' 1 cr-then-newline '\r\n' 2
    ff-then-newline '\f\n' 2 space-then-newline ' \n' 2)
  for ((i = 0; i < ${#blanks[@]}; i += 3)); do
    fmt "1${blanks[i + 1]}x\n" | err "${blanks[i]}" "line ${blanks[i + 2]}: expected $what"
  done
  fmt '1\n1x' | err bad-token-at-end "line 2: expected $what"
  { fmt '1\n'; spaces $((BUF - 7)); fmt '123x56789\n'; } |
    err bad-token-across-refill "line 2: expected $what"
  # only the input's first bytes may be a BOM
  { fmt '1\n'; spaces $((BUF - 2)); fmt "$BOM"'5\n'; } | err bom-at-refill "line 2: expected $what"
  # too few items for 2^32 + 1, which a count cut to 32 bits or fewer reads as 1
  fmt "4294967297\n$item $item\n" | err n-past-2-32 "line 3: expected $what"
  { words 1 70000 ''; fmt '\n'; } | err token-fills-buffer "line 1: $count is more than 10^18"
  # 2^64 + 1: v * 10 past 2^64 would wrap to a small number
  fmt "18446744073709551617\n$item\n" | err n-wraps "line 1: $count is more than 10^18"
  { spaces 300; zeros 20 1; fmt '\n'; items 1; } | ok padded-n-at-300 "$win"
  { zeros 70001 1; fmt '\n'; items 1; } | ok zeros-fill-buffer "$win"
  { spaces $((BUF - 301)); zeros 302 10; fmt '\n'; items 10; } | ok padded-n-across-refill "$lose"
  { spaces $((BUF - 301)); zeros 305 60000; fmt '\n'; items 60000; } |
    ok padded-n-across-refill-then-a-buffer "$lose"
}

# A row, its fields split at tabs (a trailing field is a comment): `ok NAME WINNER INPUT`,
# `err NAME MESSAGE INPUT` or `common PRE POST WHAT COUNT WIN LOSE` (above). INPUT is a printf
# format in which {TEXT*N} stands for TEXT written N times. A line starting with # is a comment.
# An answer named beyond-*: past the judge's limits, what main.cpp's answers claim, not its
# reader's bytes (the explainers' pass over the corpus, tests/explain/script.sh, leaves it out).
rows() {
  local line f=()
  while IFS= read -r line; do
    [[ -n $line && $line != \#* ]] || continue
    IFS=$'\t' read -r -a f <<<"$line"
    case ${f[0]} in
      ok | err) input "${f[3]}" | "${f[0]}" "${f[1]}" "${f[2]}" ;;
      common) common "${f[@]:1:6}" ;;
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

rm -rf "$dir" && mkdir -p "$dir"
rows "$ROOT/tests/$p/corpus.txt"
files() { find "$dir" -name "*.$1" | wc -l | tr -d ' '; }
echo "$p: $(files out) accepted, $(files err) rejected"
