#!/usr/bin/env bash
# Every main.cpp is pasted into the judge as it is: it must build without a single warning
# under the judge's own command (C++17 and C++20) and under clang -Wall -Wextra -Wpedantic,
# and include standard headers only. Compiled here by hand, not as CMake targets: the test
# is the exact command lines (CMake would add its own flags) and clang, which CMake does not
# use. -static is in the judge's line when it links here (BOJ_STATIC=0 from CMake: it does not).
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
static=-static
[[ ${BOJ_STATIC:-1} == 0 ]] && static=
fail=0
for f in "$root"/boj*/main.cpp; do
  if grep -n '#include' "$f" | grep -v -E '#include <c[a-z]+>$|#include <[a-z_]+>$'; then
    echo "FAIL: $f includes a non-standard header"
    fail=1
  fi
  for cmd in "g++ -O2 -Wall -lm $static -std=gnu++17 -DONLINE_JUDGE -DBOJ -o $tmp/a" \
    "g++ -O2 -Wall -lm -std=gnu++20 -DONLINE_JUDGE -DBOJ -c -o $tmp/a.o" \
    "clang++ -std=c++17 -O2 -Wall -Wextra -Wpedantic -c -o $tmp/a.o"; do
    # shellcheck disable=SC2086 # the command is split on purpose
    out=$($cmd "$f" 2>&1)
    if [[ $? != 0 || -n $out ]]; then
      echo "FAIL: $cmd $f"
      printf '%s\n' "$out" | head -n 20
      fail=1
    fi
  done
done
((fail == 0)) && echo "all four main.cpp build warning-free under g++ (judge flags, C++17/20) and clang++ -Wpedantic"
exit "$fail"
