# A wrong BOJ 11869 in Python 3 (and PyPy3): the parity of the number of coins decides (fails
# sample 4: coins on 1 and 2 are a win). tests/languages.sh checks that it is rejected.
import sys

m = int(sys.stdin.read().split()[0])
print("koosaga" if m % 2 else "cubelover")
