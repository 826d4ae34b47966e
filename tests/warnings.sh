#!/usr/bin/env bash
# Every main.cpp is pasted into the judge as it is: it must build without a single warning
# under the judge's own command (C++17 and C++20) and under clang -Wall -Wextra -Wpedantic,
# and include standard headers only. Compiled here by hand, not as CMake targets: the test
# is the exact command lines (CMake would add its own flags) and clang, which CMake does not
# use. -static is in the judge's line when it links here (BOJ_STATIC=0 from CMake: it does not).
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
static=-static
[[ ${BOJ_STATIC:-1} == 0 ]] && static=
fail=0
for f in "$ROOT"/boj*/main.cpp; do
  if grep -n '#include' "$f" | grep -v -E '#include <c[a-z]+>$|#include <[a-z_]+>$'; then
    echo "FAIL: $f includes a non-standard header"
    fail=1
  fi
  for cmd in "g++ -O2 -Wall -lm $static -std=gnu++17 -DONLINE_JUDGE -DBOJ -o a" \
    "g++ -O2 -Wall -lm -std=gnu++20 -DONLINE_JUDGE -DBOJ -c -o a.o" \
    "clang++ -std=c++17 -O2 -Wall -Wextra -Wpedantic -c -o a.o"; do
    # shellcheck disable=SC2086 # the command is split on purpose (no path in it: run in $tmp)
    if ! out=$(cd "$tmp" && $cmd "$f" 2>&1) || [[ -n $out ]]; then
      echo "FAIL: $cmd $f"
      printf '%s\n' "$out" | head -n 20
      fail=1
    fi
  done
done
((fail)) || echo "all four main.cpp build warning-free under g++ (judge flags, C++17/20) and clang++ -Wpedantic"
exit "$fail"
