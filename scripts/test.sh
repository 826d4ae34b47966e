#!/usr/bin/env bash
# The whole suite: configures and builds everything (Release) and runs every CTest test.
# Extra arguments go to ctest (e.g. scripts/test.sh -R palace). .ci/run runs exactly this.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

for tool in cmake g++; do
  command -v "$tool" >/dev/null || die "$tool is needed (a C++17 compiler and CMake)"
done
generator_flags=()
command -v ninja >/dev/null && [[ ! -f $BUILD/CMakeCache.txt ]] && generator_flags=(-G Ninja)
cmake -S "$ROOT" -B "$BUILD" "${generator_flags[@]}" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$BUILD" --parallel 2
ctest --test-dir "$BUILD" --output-on-failure --parallel 2 --timeout 600 "$@"
