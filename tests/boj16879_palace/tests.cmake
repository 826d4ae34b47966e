# This problem's own test settings, included by tests/CMakeLists.txt with p and dir (this
# folder) set; what each setting means is said where it is read.
# slow_mex_table fails by time only, first on one palace at (2999, 2999): a time limit is shrunk
# by dropping components, not by lowering numbers (their verdict near the limit is noise).
set(${p}_shrink_bound_slow_mex_table 1 12)

# One game in a real terminal (tmux), won with the hints; skipped (exit 77) without tmux.
boj_test(${p}/play-tmux COMMAND bash ${dir}/play_tmux.sh TIMEOUT 120 LABELS fast play)
set_tests_properties(${p}/play-tmux PROPERTIES SKIP_RETURN_CODE 77)
