# This problem's test settings (p, dir set), read by tests/CMakeLists.txt and explained where used.
# first50 reads 50 coins at most: 51 coins is the least input that shows it. The run budget
# (not the seconds) ends it, so the result is the same on a busy machine.
set(${p}_shrink_bound_first50 51 110 --max-seconds 120)
