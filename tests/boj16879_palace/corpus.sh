# shellcheck shell=bash
# This problem's reader corpus rows, sourced by tests/io/make_corpus.sh (its helpers, explained).
# 16879 Palace: a palace that can step straight to (0,0) -- (x,0), (0,y), (1,1) -- is a win
# for the player to move; two palaces on one cell cancel (the second player copies).
off='is off the board (0 <= x, y < 3000)'
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
# g(2999,2999) = 3*(999^999) + 5998 mod 3 = 1 (the key fact, checked by domain.cpp): koosaga.
fmt '1\n2999 2999\n' | ok far-corner koosaga
# N past 300000: 300000 palaces at (0,0) (no move) and one at (0,2999), which wins at once.
{ fmt '300001\n'; words '0 0' 300000 '\n'; fmt '0 2999\n'; } | ok n-300001 koosaga
# Each coordinate is checked on its own line, as soon as it is read: an x off the board is
# reported even when its y is missing or on a later line.
fmt '1\n3000 0\n' | err x-off-board "line 2: x = 3000 $off"
fmt '1\n0 3000\n' | err y-off-board "line 2: y = 3000 $off"
fmt '1\n3000\n0\n' | err x-off-board-y-below "line 2: x = 3000 $off"
fmt '1\n3000\n' | err x-off-board-no-y "line 2: x = 3000 $off"
fmt '1\n0\n3000\n' | err y-off-board-own-line "line 3: y = 3000 $off"
fmt '1\n1000000000000000000 1000000000000000000\n' | err off-board-1e18 "line 2: x = $E18 $off"
fmt '2\n1 1\n2999 3000\n' | err off-board-line-3 "line 3: y = 3000 $off"
fmt '1\n1 y\n' | err bad-y "line 2: expected a palace's y"
fmt '2\n1 1\n' | err fewer "line 3: expected a palace's x"
fmt '2\n1 1\n2\n' | err half-palace "line 4: expected a palace's y"
fmt '1\n' | err none "line 2: expected a palace's x"
fmt '3 2\n' | err no-count "line 2: expected a palace's y"
fmt '1\n1 1\n2 2\n' | err more "line 3: expected 1 palaces after N, found more"
fmt '1\n1 1 2\n' | err more-odd "line 2: expected 1 palaces after N, found more"
fmt '1\n5 5\n\0' | err nul-at-end "line 3: expected 1 palaces after N, found more"
