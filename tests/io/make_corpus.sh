#!/usr/bin/env bash
# Writes the reader corpus tests/<folder>/corpus/ of all four problems: odd-but-valid inputs
# (NAME.in + NAME.out, the exact stdout) and malformed ones (NAME.in + NAME.err, the one
# stderr line; exit 1 and empty stdout are implied). Bytes such as CR, NUL and the BOM come
# from printf here, never typed into files.
# The expected answers and messages are written here by hand, from the rules (the reason is
# in each comment) and from the reader's documented behaviour, not copied from a program.
# Usage: tests/io/make_corpus.sh [--check]   (rewrites the four corpus folders; --check writes
#   them elsewhere and fails, showing the difference, unless the committed ones are the same:
#   CTest repo/corpus-drift)
# Status: the corpus is checked by tests/io/run_corpus.sh (CTest <p>/corpus, <p>/corpus-asan).
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
dir=
BUF=65536   # the reader's first fread takes this many bytes: tokens across it are split
BOM='\357\273\277'
E18=1000000000000000000

begin() {
  dir=$out/tests/$1/corpus
  mkdir -p "$dir"
  rm -f "$dir"/*.in "$dir"/*.out "$dir"/*.err
}
ok() { cat >"$dir/$1.in" && printf '%s\n' "$2" >"$dir/$1.out"; }        # name, stdout line
err() { cat >"$dir/$1.in" && printf 'error: %s\n' "$2" >"$dir/$1.err"; } # name, message
spaces() { printf '%*s' "$1" ''; }
zeros() { printf '%0*d' "$1" "$2"; } # $2 zero-padded to $1 digits (small $2)
# shellcheck disable=SC2059 # the format is the point: it holds the escapes (\r, \0, \357)
fmt() { printf -- "$@"; }
len() { fmt "$1" | wc -c; }
words() { # word, count, separator (default a space; '' for none)
  local sep=${3- }
  { yes "$1" || true; } | head -n "$2" | if [[ -z $sep ]]; then tr -d '\n'; else tr '\n' "$sep"; fi
}

# Cases every problem shares. The probed value is the first number after the count:
#   $1 the text before it (a printf format, "1\n" in all four), $2 the text after it,
#   $3 its name in messages, $4 the count's name, $5 the winner when the value is 7 or 1234
#   (one coin / palace (v, 0) / pile / bridge of that size: the first player wins at once).
common() {
  local pre=$1 post=$2 what=$3 count=$4 win=$5 at
  at=$(len "$pre")
  # --- accepted
  { fmt "$pre"; zeros 20 7; fmt "$post"; } | ok zero-padded-20 "$win"
  { fmt "$pre"; zeros 1024 7; fmt "$post"; } | ok token-1024-bytes "$win"
  # a 1024-byte token of which all 1024 bytes were read before the first refill
  { fmt "$pre"; spaces $((BUF - 1024 - at)); zeros 1024 7; fmt "$post"; } |
    ok token-1024-bytes-at-boundary "$win"
  # "1234" starts 2 bytes before the end of the first 64 KiB read: split "12" | "34"
  { fmt "$pre"; spaces $((BUF - 2 - at)); fmt 1234; fmt "$post"; } | ok split-token "$win"
  # 140000 blanks of every kind (no newline, so the line stays 2) across two refills
  { fmt "$pre"; words "$(fmt ' \t\v\f\r')" 28000 ''; fmt 7; fmt "$post"; } | ok long-blank-run "$win"
  # --- rejected: no count
  : | err empty "empty input: expected $count"
  fmt "$BOM" | err only-bom "empty input: expected $count"
  fmt ' \t\r\n\v\f\n\n' | err only-blanks "empty input: expected $count"
  fmt "$BOM\r\n \r\n" | err bom-and-blanks "empty input: expected $count"
  fmt 'two\n7\n' | err count-word "line 1: expected $count, found 'two'"
  fmt '-1\n7\n' | err count-negative "line 1: expected $count, found '-1'"
  fmt '1000000000000000001\n7\n' |
    err count-too-large "line 1: $count 1000000000000000001 is too large (at most 10^18)"
  fmt "$BOM$BOM"'1\n7\n' | err bom-twice "line 1: expected $count, found '\\xEF\\xBB\\xBF1'"
  # --- rejected: not a plain decimal integer (format, name, the token as the message shows it)
  local -a bad=(
    letters abc abc
    hex 0x10 0x10
    decimal 1.5 1.5
    exponent 1e5 1e5
    plus +5 +5
    minus -5 -5
    digits-then-letters 12abc 12abc
    nul-after-digit '5\0' '5\x00'
    nul-alone '\0' '\x00'
    control-byte '\0015' '\x015'
    del-byte '7\177' '7\x7F'
    bom-inside-input "${BOM}5" '\xEF\xBB\xBF5'
    fullwidth-digit '\357\274\227' '\xEF\xBC\x97'
  )
  local i
  for ((i = 0; i < ${#bad[@]}; i += 3)); do
    { fmt "$pre"; fmt "${bad[i + 1]}"; fmt "$post"; } |
      err "bad-${bad[i]}" "line 2: expected $what, found '${bad[i + 2]}'"
  done
  # --- rejected: too large (the limit is 10^18 whatever the padding)
  local -a big=(
    1e18-plus-1 1000000000000000001 1000000000000000001
    20-digits 12345678901234567890 12345678901234567890
    30-digits 123456789012345678901234567890 123456789012345678901234...
    zero-padded 0000001000000000000000001 000000100000000000000000...
  )
  for ((i = 0; i < ${#big[@]}; i += 3)); do
    { fmt "$pre"; fmt "${big[i + 1]}"; fmt "$post"; } |
      err "too-large-${big[i]}" "line 2: $what ${big[i + 2]} is too large (at most 10^18)"
  done
  # --- rejected: tokens over 1024 bytes, wherever they sit in the buffer
  { fmt "$pre"; zeros 1025 7; fmt "$post"; } |
    err token-1025-bytes "line 2: a token longer than 1024 characters"
  { fmt "$pre"; spaces $((BUF - 1025 - at)); zeros 1025 7; fmt "$post"; } |
    err token-1025-bytes-at-boundary "line 2: a token longer than 1024 characters"
  { fmt "$pre"; zeros 100000 7; fmt "$post"; } |
    err token-100000-bytes "line 2: a token longer than 1024 characters"
  # the same rule for a token that is not a number (the message does not depend on where the
  # token sits in the buffer)
  { fmt "$pre"; words a 1025 ''; fmt "$post"; } |
    err token-1025-letters "line 2: a token longer than 1024 characters"
}

# ---------------------------------------------------------------------------------------
# 11869 Nimble: a coin on cell p is a nim heap of p (it can reach exactly cells 0..p-1);
# koosaga (first) wins iff the xor of the cells is not 0.
begin boj11869_nimble
common '1\n' '\n' 'a coin position' 'M, the number of coins' koosaga
fmt '2\r\n1 2\r\n' | ok crlf koosaga                               # 1^2 = 3
fmt '2\r\n3 3' | ok crlf-no-final-newline cubelover                # 3^3 = 0
fmt '4\n1 2 3 4' | ok no-final-newline koosaga                     # 1^2^3^4 = 4
fmt '\n\n \n2\n\n\n5 5\n\n\n' | ok blank-lines cubelover          # 5^5 = 0
fmt '\t3\v\f1\r2 \t\n\r4\f' | ok every-blank koosaga              # 1^2^4 = 7
fmt "$BOM"'1\n1\n' | ok bom koosaga                                # 1
fmt "$BOM"'2\r\n6 6\r\n' | ok bom-crlf cubelover                   # 6^6 = 0
fmt '002\n007 0007\n' | ok leading-zeros cubelover                 # 7^7 = 0
fmt '0\n' | ok m-zero cubelover                                    # no coin: koosaga cannot move
fmt '000' | ok m-zero-padded cubelover
fmt '2\n0 0\n' | ok cells-zero cubelover                           # all on cell 0: no move
fmt '3\n0 0 1\n' | ok cells-zero-and-one koosaga                   # one move left: koosaga's
fmt '1\n9999999999\n' | ok last-cell koosaga                       # the strip's last cell
fmt '3\n9999999999 1 9999999998\n' | ok last-cells cubelover       # 9999999999^9999999998 = 1
fmt '2\n1000000001 1000000000\n' | ok past-1e9 koosaga             # xor = 1
{ fmt '101\n'; words 1 101; } | ok m-101 koosaga                   # 101 ones: xor = 1
{ fmt '50000\n'; words 3 50000; } | ok m-50000 cubelover           # even count of 3s
fmt '1\n10000000000\n' |
  err off-strip "line 2: cell 10000000000 is off the strip (cells 0 to 9999999999)"
fmt '1\n1000000000000000000\n' |
  err off-strip-1e18 "line 2: cell $E18 is off the strip (cells 0 to 9999999999)"
fmt '3\n1\n2\n\n10000000001\n' |
  err off-strip-line-5 "line 5: cell 10000000001 is off the strip (cells 0 to 9999999999)"
fmt '3\n1 2\n' | err fewer "expected 3 coin positions after M, found 2"
fmt '2\n' | err none "expected 2 coin positions after M, found 0"
fmt '1\n1 2\n' | err more "line 2: expected 1 coin positions after M, found more"
fmt '2\r\n1 1\r\n\r\n9\r\n' | err more-line-4 "line 4: expected 2 coin positions after M, found more"
fmt '1000000000000000000\n1 2\n' | err m-1e18 "expected $E18 coin positions after M, found 2"

# ---------------------------------------------------------------------------------------
# 16879 Palace: a palace that can step straight to (0,0) -- (x,0), (0,y), (1,1) -- is a win
# for the player to move; two palaces on one cell cancel (the second player copies).
begin boj16879_palace
common '1\n' ' 0\n' "a palace's x" 'N, the number of palaces' koosaga
fmt '1\r\n0 5\r\n' | ok crlf koosaga                               # (0,5) -> (0,0)
fmt '2\n4 4\n4 4' | ok no-final-newline cubelover                  # a pair cancels
fmt '\n\n2\n\n1 1\n\n1 1\n\n' | ok blank-lines cubelover
fmt '1\t\v\f\r\n1\t\v\f\r 1' | ok every-blank koosaga              # (1,1) -> (0,0)
fmt "$BOM"'1\n3 0\n' | ok bom koosaga
fmt '02\n0003 0002\n003 02\n' | ok leading-zeros cubelover
fmt '2\n5\n5\n5\n5\n' | ok x-y-on-own-lines cubelover              # (5,5) twice
fmt '0' | ok n-zero cubelover                                      # no palace: no move
fmt '3\n0 0\n0 0\n0 0\n' | ok all-at-origin cubelover              # none can move
fmt '1\n2999 0\n' | ok far-x koosaga
fmt '1\n0 2999\n' | ok far-y koosaga
fmt '2\n2999 2999\n2999 2999\n' | ok far-corner-pair cubelover
# g(2999,2999) = 3*(999^999) + 5998 mod 3 = 1 (the key fact; the mex of the rules over the
# whole board gives the same, see tests/boj16879_palace/domain.cpp): not 0, koosaga.
fmt '1\n2999 2999\n' | ok far-corner koosaga
# N past 300000: 300000 palaces at (0,0) (no move) and one at (0,2999), which wins at once.
{ fmt '300001\n'; words '0 0' 300000 '\n'; fmt '0 2999\n'; } | ok n-300001 koosaga
# Each coordinate is checked on its own line, as soon as it is read: an x off the board is
# reported even when its y is missing or on a later line.
fmt '1\n3000 0\n' | err x-off-board "line 2: x = 3000 is off the board (0 <= x, y < 3000)"
fmt '1\n0 3000\n' | err y-off-board "line 2: y = 3000 is off the board (0 <= x, y < 3000)"
fmt '1\n3000\n0\n' | err x-off-board-y-below "line 2: x = 3000 is off the board (0 <= x, y < 3000)"
fmt '1\n3000\n' | err x-off-board-no-y "line 2: x = 3000 is off the board (0 <= x, y < 3000)"
fmt '1\n0\n3000\n' | err y-off-board-own-line "line 3: y = 3000 is off the board (0 <= x, y < 3000)"
fmt '1\n1000000000000000000 1000000000000000000\n' |
  err off-board-1e18 "line 2: x = $E18 is off the board (0 <= x, y < 3000)"
fmt '2\n1 1\n2999 3000\n' |
  err off-board-line-3 "line 3: y = 3000 is off the board (0 <= x, y < 3000)"
fmt '1\n1 y\n' | err bad-y "line 2: expected a palace's y, found 'y'"
fmt '2\n1 1\n' | err fewer "expected 2 palaces (x y) after N, found 1"
fmt '2\n1 1\n2\n' | err half-palace "expected 2 palaces (x y) after N, found 1 and an x"
fmt '1\n' | err none "expected 1 palaces (x y) after N, found 0"
fmt '3 2\n' | err no-count "expected 3 palaces (x y) after N, found 0 and an x"
fmt '1\n1 1\n2 2\n' | err more "line 3: expected 1 palaces after N, found more"
fmt '1\n1 1 2\n' | err more-odd "line 2: expected 1 palaces after N, found more"

# ---------------------------------------------------------------------------------------
# 16889 Nim without repeats: one pile of a >= 1 wins at once (take it all); a pile of 0 has
# no move; two equal piles cancel (the second player copies, so the per-pile histories
# stay equal too); piles of 1 give exactly one move each.
begin boj16889_nodup_nim
common '1\n' '\n' 'a pile size' 'N, the number of piles' koosaga
fmt '2\r\n5 5\r\n' | ok crlf cubelover
fmt '1\n60' | ok no-final-newline koosaga
fmt '\n\n \n2\n\n\n9 9\n\n\n' | ok blank-lines cubelover
fmt '\t3\v\f1\r1 \t\n\r4\f' | ok every-blank koosaga               # 1, 1 cancel; 4 wins
fmt "$BOM"'1\n1\n' | ok bom koosaga
fmt "$BOM"'2\r\n6 6\r\n' | ok bom-crlf cubelover
fmt '002\n007 0007\n' | ok leading-zeros cubelover
fmt '0\n' | ok n-zero cubelover
fmt '1\n0\n' | ok pile-zero cubelover
fmt '3\n0 0 0' | ok piles-zero cubelover
fmt '5\n0 100 100 1000 1000\n' | ok piles-past-60 cubelover
fmt '3\n0 100 1000\n' | ok piles-100-1000 koosaga                  # g = 0, 13, 44: xor 33
fmt '1\n1000000000000000000\n' | ok pile-1e18 koosaga
{ fmt '1\n'; zeros 25 "$E18"; fmt '\n'; } | ok pile-1e18-zero-padded koosaga
fmt '2\n1000000000000000000 1000000000000000000\n' | ok piles-1e18-pair cubelover
# The key fact, g(a) = the largest k with k(k+1)/2 <= a: T = k(k+1)/2 for k = 1414213561 is
# 999999998765257141, so g(T) = g(10^18) = 1414213561 (cancel) and g(T-1) = 1414213560.
fmt '2\n999999998765257141 1000000000000000000\n' | ok piles-same-value-near-1e18 cubelover
fmt '2\n999999998765257140 1000000000000000000\n' | ok piles-values-differ-near-1e18 koosaga
{ fmt '1000001\n'; words 1 1000001; } | ok n-1000001 koosaga         # 1000001 moves: odd
fmt '3\n1 2\n' | err fewer "expected 3 pile sizes after N, found 2"
fmt '2\n' | err none "expected 2 pile sizes after N, found 0"
fmt '5 5\n' | err no-count "expected 5 pile sizes after N, found 1"
fmt '1\n1 2\n' | err more "line 2: expected 1 pile sizes after N, found more"
fmt '2\r\n1 1\r\n\r\n9\r\n' | err more-line-4 "line 4: expected 2 pile sizes after N, found more"
fmt '1000000000000000000\n1 2\n' | err n-1e18 "expected $E18 pile sizes after N, found 2"

# ---------------------------------------------------------------------------------------
# 18937 Kings' bridge: on one bridge of 3 or more cells the king to move wins at once (he
# walks his stone up to the other, which then has no cell left); a bridge of 2 cells has no
# move; two equal bridges cancel (the second king mirrors the move on the other bridge).
begin boj18937_kings_bridge
common '1\n' '\nWhiteking\n' 'a bridge length' 'N, the number of bridges' Whiteking
fmt '2\r\n3 3\r\nWhiteking\r\n' | ok crlf Blackking
fmt '1\n3\nBlackking' | ok no-final-newline Blackking
fmt '\n\n1\n\n4\n\nWhiteking\n\n' | ok blank-lines Whiteking
fmt '2\t5\v5\f\rBlackking\t' | ok every-blank Whiteking
fmt "$BOM"'1\n3\nWhiteking\n' | ok bom Whiteking
fmt '02\n003 0003\nBlackking\n' | ok leading-zeros Whiteking
fmt '1 3 Whiteking' | ok one-line Whiteking
fmt '0\nWhiteking\n' | ok n-zero-white-first Blackking              # no bridge: no move
fmt '0\n\nBlackking' | ok n-zero-black-first Whiteking
fmt '1\n2\nWhiteking\n' | ok bridge-2 Blackking                     # stones touch: no move
fmt '3\n2 2 2\nBlackking\n' | ok bridges-2 Whiteking
fmt '1\n1000000000000000000\nBlackking\n' | ok bridge-1e18 Blackking
fmt '2\n1000000000000000000 1000000000000000000\nWhiteking' | ok bridges-1e18-pair Blackking
{ fmt '1\n'; zeros 25 "$E18"; fmt '\nWhiteking\n'; } | ok bridge-1e18-zero-padded Whiteking
{ fmt '100001\n'; words 2 100000; fmt '7\nWhiteking\n'; } | ok n-100001 Whiteking
# the name starts 4 bytes before the end of the first 64 KiB read
{ fmt '1\n3\n'; spaces $((BUF - 4 - 4)); fmt 'Blackking\n'; } | ok name-split Blackking
fmt '1\n3\nwhiteking\n' | err name-lower "line 3: expected Whiteking or Blackking, found 'whiteking'"
fmt '1\n3\nWHITEKING\n' | err name-upper "line 3: expected Whiteking or Blackking, found 'WHITEKING'"
fmt '1\n3\nWhite\n' | err name-prefix "line 3: expected Whiteking or Blackking, found 'White'"
fmt '1\n3\nBlackkings\n' | err name-longer "line 3: expected Whiteking or Blackking, found 'Blackkings'"
fmt '1\n3\nWhiteking\0\n' |
  err name-nul "line 3: expected Whiteking or Blackking, found 'Whiteking\\x00'"
fmt '1\n3\n1\n' | err name-number "line 3: expected Whiteking or Blackking, found '1'"
fmt '1\n3\n' | err name-missing "line 3: expected Whiteking or Blackking, found the end of the input"
fmt '1\n3' | err name-missing-no-newline \
  "line 2: expected Whiteking or Blackking, found the end of the input"
{ fmt '1\n3\n'; words W 1025 ''; fmt '\n'; } | err name-1025-bytes "line 3: a token longer than 1024 characters"
{ fmt '1\n3\n'; spaces $((BUF - 1025 - 4)); words W 1025 ''; fmt '\n'; } |
  err name-1025-bytes-at-boundary "line 3: a token longer than 1024 characters"
fmt '1\n3\nWhiteking Blackking\n' | err after-name "line 3: unexpected input after the first king's name"
fmt '1\n3\nWhiteking\n\n5\n' | err after-name-line-5 "line 5: unexpected input after the first king's name"
fmt '1\n0\nWhiteking\n' | err bridge-0 "line 2: a bridge of 0 cells cannot hold both stones"
fmt '2\n3 1\nWhiteking\n' | err bridge-1 "line 2: a bridge of 1 cells cannot hold both stones"
fmt '3\n3 3\nWhiteking\n' | err fewer "line 3: expected a bridge length, found 'Whiteking'"
fmt '3\n3 3\n' | err fewer-no-name "expected 3 bridge lengths after N, found 2"
fmt '1\n3 3\nWhiteking\n' | err more "line 2: expected Whiteking or Blackking, found '3'"
fmt '3 3\nWhiteking\n' | err no-count "line 2: expected a bridge length, found 'Whiteking'"

status=0
for p in boj11869_nimble boj16879_palace boj16889_nodup_nim boj18937_kings_bridge; do
  d=$out/tests/$p/corpus
  echo "$p: $(find "$d" -name '*.out' | wc -l) accepted, $(find "$d" -name '*.err' | wc -l) rejected"
  [[ $out == "$ROOT" ]] || differ=$(diff -r "$d" "$ROOT/tests/$p/corpus") || {
    status=1
    echo "FAIL: tests/$p/corpus is not what this script writes:"
    sed -n 1,20p <<<"$differ"
  }
done
exit "$status"
