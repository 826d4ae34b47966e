# This problem's test settings (p, dir set), read by tests/CMakeLists.txt and explained where used.
# Not under the sanitizers: the domain check took 67 s and 600 MB there.
set(${p}_domain_sanitized OFF)
# A fixture with the right winner written in lower case from 3 bridges on (a wrong format):
# shrunk to 3 bridges of 2 cells, keeping the king who moves first.
set(${p}_shrink_fixtures ${dir}/shrink/format_lowercase.cpp)
