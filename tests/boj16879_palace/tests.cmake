# This problem's test settings (p, dir set), read by tests/CMakeLists.txt and explained where used.
# slow_mex_table fails by time only, first on one palace at (2999, 2999): a time limit is shrunk
# by dropping components, not by lowering numbers (their verdict near the limit is noise). 13 s
# alone; its seconds are wall clock, so a loaded machine gets ten times as many (the first run
# alone took 17.6 s at a load of 9, and 20 s then ended the shrink before it began).
set(${p}_shrink_bound_slow_mex_table 1 12 --max-seconds 200)
