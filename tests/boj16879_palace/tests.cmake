# This problem's test settings (p, dir set), read by tests/CMakeLists.txt and explained where used.
# slow_mex_table fails by time only, first on one palace at (2999, 2999): a time limit is shrunk
# by dropping components, not by lowering numbers (their verdict near the limit is noise).
set(${p}_shrink_bound_slow_mex_table 1 12)
