#!/usr/bin/env bash
# Every main.cpp builds warning-free under the judge's exact command lines (C++17 and C++20;
# -static unless BOJ_STATIC=0) and clang -Wall -Wextra -Wpedantic when installed, by hand, as
# CMake would add flags of its own; standard headers only. The judge's g++ is $CXX when set.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
# shellcheck source=tests/expect.sh
source "$ROOT/tests/expect.sh"
static=-static cxx=${CXX:-g++}
[[ ${BOJ_STATIC:-1} != 0 ]] || static=
cmds=("$cxx -O2 -Wall -lm $static -std=gnu++17 -DONLINE_JUDGE -DBOJ -o a"
  "$cxx -O2 -Wall -lm -std=gnu++20 -DONLINE_JUDGE -DBOJ -c -o a.o")
clang="(clang++ not installed: its -Wpedantic build skipped)"
! command -v clang++ >/dev/null ||
  { clang="and clang++ -Wpedantic" && cmds+=("clang++ -std=c++17 -O2 -Wall -Wextra -Wpedantic -c -o a.o"); }
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
