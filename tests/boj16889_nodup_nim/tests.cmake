# This problem's test settings (p, dir set), read by tests/CMakeLists.txt and explained where used.
# The domain check's search takes ~9 s alone here, ~14 s in the full suite.
set(${p}_domain_speed slow)
# Not under the sanitizers: the domain check allocates a 2^24-entry table whatever its
# --up-to (23 s and 320 MB under them even at --up-to 30).
set(${p}_domain_sanitized OFF)
# first_100000 needs more than 100,000 piles (the least input is 100,001); the value-preserving
# merges of the piles after the 100,000th take it to 100,581 in 150 runs. The run budget (not
# the seconds) ends it, so the result is the same on a slow or busy machine.
set(${p}_shrink_bound_first_100000 101000 303000 --max-runs 150 --max-seconds 120)
# A fixture that crashes (SIGABRT) on a pile of 37: shrunk while the same signal remains.
set(${p}_shrink_fixtures ${dir}/shrink/crash_on_37.cpp)

# One wrong entry in a typed-in table: two piles, 8 bytes, the same bytes again in its --ko shrink
# (the shrinker is deterministic within its budget; the one --ko shrink).
set(${p}_shrink_bound_pile_50_worth_10 2 8)
set(${p}_shrink_ko_pile_50_worth_10 --ko)
