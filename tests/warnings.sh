#!/usr/bin/env bash
# Every main.cpp is pasted into the judge as it is: it must build without a single warning
# under the judge's own command (C++17 and C++20) and under clang -Wall -Wextra -Wpedantic,
# and include standard headers only. Compiled here by hand, not as CMake targets: the test
# is the exact command lines (CMake would add its own flags) and clang, which CMake does not
# use. -static is in the judge's line when it links here (BOJ_STATIC=0 from CMake: it does not).
# The judge's g++ is $CXX when set (g++-12, say); clang++ is optional: without it that build
# is skipped, and said so.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
# shellcheck source=tests/expect.sh
source "$ROOT/tests/expect.sh"
static=-static
[[ ${BOJ_STATIC:-1} == 0 ]] && static=
cxx=${CXX:-g++}
cmds=("$cxx -O2 -Wall -lm $static -std=gnu++17 -DONLINE_JUDGE -DBOJ -o a"
  "$cxx -O2 -Wall -lm -std=gnu++20 -DONLINE_JUDGE -DBOJ -c -o a.o")
clang="and clang++ -Wpedantic"
if command -v clang++ >/dev/null; then
  cmds+=("clang++ -std=c++17 -O2 -Wall -Wextra -Wpedantic -c -o a.o")
else
  clang="(clang++ not installed: its -Wpedantic build skipped)"
fi
for p in "${PROBLEMS[@]}"; do
  f=$ROOT/$p/main.cpp
  ! grep -n '#include' "$f" | grep -v -E '#include <c[a-z]+>$|#include <[a-z_]+>$' ||
    bad "$f includes a non-standard header"
  for cmd in "${cmds[@]}"; do
    # shellcheck disable=SC2086 # the command is split on purpose (no path in it: run in $tmp)
    if ! out=$(cd "$tmp" && $cmd "$f" 2>&1) || [[ -n $out ]]; then
      bad "$cmd $f"
      printf '%s\n' "$out" | head -n 20
    fi
  done
done
((fail)) || echo "all ${#PROBLEMS[@]} main.cpp build warning-free under $cxx (judge flags, C++17/20) $clang"
exit "$fail"
