# BOJ 11869 in Python 3, as a student would submit it: a coin on cell p is a nim heap of p.
# Checked by tests/languages.sh (check.sh and verify.sh --budget run it as Baekjoon would).
import sys

data = sys.stdin.buffer.read().split()
m = int(data[0])
nim_sum = 0
for p in data[1 : 1 + m]:
    nim_sum ^= int(p)
print("koosaga" if nim_sum else "cubelover")
