# shellcheck shell=bash
# This problem's reader corpus rows, sourced by tests/io/make_corpus.sh (its helpers, explained).
# 11869 Nimble: a coin on cell p is a nim heap of p (it can reach exactly cells 0..p-1);
# koosaga (first) wins iff the xor of the cells is not 0.
off='is off the strip (cells 0 to 9999999999)'
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
fmt '1\n10000000000\n' | err off-strip "line 2: cell 10000000000 $off"
fmt '1\n1000000000000000000\n' | err off-strip-1e18 "line 2: cell $E18 $off"
fmt '3\n1\n2\n\n10000000001\n' | err off-strip-line-5 "line 5: cell 10000000001 $off"
fmt '3\n1 2\n' | err fewer "line 3: expected a coin position"
fmt '2\n' | err none "line 2: expected a coin position"
fmt '1\n1 2\n' | err more "line 2: expected 1 coins after M, found more"
fmt '2\r\n1 1\r\n\r\n9\r\n' | err more-line-4 "line 4: expected 2 coins after M, found more"
fmt '1000000000000000000\n1 2\n' | err m-1e18 "line 3: expected a coin position"
fmt '1\n5\n\0' | err nul-at-end "line 3: expected 1 coins after M, found more"
