# BOJ 18937 in Python 3, as a student would submit it: a bridge is a nim heap of its gap
# A - 2 (retreats are undone by following them). Checked by tests/languages.sh.
import sys

data = sys.stdin.read().split()
n = int(data[0])
nim_sum = 0
for a in data[1 : 1 + n]:
    nim_sum ^= int(a) - 2
first = data[1 + n]
other = "Blackking" if first == "Whiteking" else "Whiteking"
print(first if nim_sum else other)
