# This problem's own test settings, included by tests/CMakeLists.txt with p and dir (this
# folder) set; what each setting means is said where it is read.
# slow_mex_table fails by time only, first on one palace at (2999, 2999): a time limit is shrunk
# by dropping components, not by lowering numbers (their verdict near the limit is noise).
set(${p}_shrink_bound_slow_mex_table 1 12)
