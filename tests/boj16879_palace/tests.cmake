# This problem's test settings (p, dir set), read by tests/CMakeLists.txt and explained where used.
# slow_mex_table fails by time only, first on one palace at (2999, 2999): a time limit is shrunk
# by dropping components, not by lowering numbers (their verdict near the limit is noise). 13 s
# alone; its seconds are wall clock, so a loaded machine gets ten times as many (the first run
# alone took 17.6 s at a load of 9, and 20 s then ended the shrink before it began).
set(${p}_shrink_bound_slow_mex_table 1 12 --max-seconds 200)
# Korean's particle after a cell (이 after (2,1), not 가) and no after: line, on 1 / 3 1.
boj_test(${p}/explain-ko-particle COMMAND bash -c "printf '1\\n3 1\\n' | ${ROOT}/scripts/explain.sh --ko ${p}"
         TIMEOUT 30 LABELS fast tools PROPERTIES PASS_REGULAR_EXPRESSION "\\(2,1\\)이 바로"
         FAIL_REGULAR_EXPRESSION "\\(2,1\\)가;after:")
