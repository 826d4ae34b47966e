# shellcheck shell=bash
# This problem's reader corpus rows, sourced by tests/io/make_corpus.sh (its helpers, explained).
# 16889 Nim without repeats: one pile of a >= 1 wins at once (take it all); a pile of 0 has
# no move; two equal piles cancel (the second player copies, so the per-pile histories
# stay equal too); piles of 1 give exactly one move each.
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
fmt '3\n1 2\n' | err fewer "line 3: expected a pile size"
fmt '2\n' | err none "line 2: expected a pile size"
fmt '5 5\n' | err no-count "line 2: expected a pile size"
fmt '1\n1 2\n' | err more "line 2: expected 1 piles after N, found more"
fmt '2\r\n1 1\r\n\r\n9\r\n' | err more-line-4 "line 4: expected 2 piles after N, found more"
fmt '1000000000000000000\n1 2\n' | err n-1e18 "line 3: expected a pile size"
fmt '1\n5\n\0' | err nul-at-end "line 3: expected 1 piles after N, found more"
# g(55) = 10 (1 + ... + 10 = 55); 61, 62, 63 (the table's last rows) and 64 (the first pile past
# it) are worth 10 too, so each pairs with 55 to a lost position.
for a in 61 62 63 64; do fmt "2\n$a 55\n" | ok "pile-$a-cancels-55" cubelover; done
