# shellcheck shell=bash
# This problem's reader corpus rows, sourced by tests/io/make_corpus.sh (its helpers, explained).
# 18937 Kings' bridge: on one bridge of 3 or more cells the king to move wins at once (he
# walks his stone up to the other, which then has no cell left); a bridge of 2 cells has no
# move; two equal bridges cancel (the second king mirrors the move on the other bridge).
king='expected the first king, Whiteking or Blackking'
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
fmt '1\n3\nwhiteking\n' | err name-lower "line 3: $king"
fmt '1\n3\nWHITEKING\n' | err name-upper "line 3: $king"
fmt '1\n3\nWhite\n' | err name-prefix "line 3: $king"
fmt '1\n3\nBlackkings\n' | err name-longer "line 3: $king"
fmt '1\n3\nWhitekingWhiteking\n' | err name-twice "line 3: $king"
fmt '1\n3\nWhiteking\0\n' | err name-nul "line 3: $king"
fmt '1\n3\n1\n' | err name-number "line 3: $king"
fmt '1\n3\n' | err name-missing "line 3: $king"
fmt '1\n3' | err name-missing-no-newline "line 2: $king"
{ fmt '1\n3\n'; words W 1025 ''; fmt '\n'; } | err name-1025-bytes "line 3: $king"
{ fmt '1\n3\n'; spaces $((BUF - 1025 - 4)); words W 1025 ''; fmt '\n'; } |
  err name-1025-bytes-at-boundary "line 3: $king"
fmt '1\n3\nWhiteking Blackking\n' | err after-name "line 3: expected nothing after the first king"
fmt '1\n3\nWhiteking\n\n5\n' | err after-name-line-5 "line 5: expected nothing after the first king"
fmt '1\n0\nWhiteking\n' | err bridge-0 "line 2: a bridge of 0 cells cannot hold both stones"
fmt '2\n3 1\nWhiteking\n' | err bridge-1 "line 2: a bridge of 1 cells cannot hold both stones"
fmt '3\n3 3\nWhiteking\n' | err fewer "line 3: expected a bridge length"
fmt '3\n3 3\n' | err fewer-no-name "line 3: expected a bridge length"
fmt '1\n3 3\nWhiteking\n' | err more "line 2: $king"
fmt '3 3\nWhiteking\n' | err no-count "line 2: expected a bridge length"
fmt '1\n3\nWhiteking\n\0' | err nul-at-end "line 4: expected nothing after the first king"
