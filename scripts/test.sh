#!/usr/bin/env bash
# The whole suite: configures and builds everything (Release) and runs every CTest test.
# Extra arguments go to ctest (e.g. scripts/test.sh -R palace). .ci/run runs exactly this.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

for tool in cmake g++; do
  command -v "$tool" >/dev/null || die "$tool is needed (a C++17 compiler and CMake)"
done
# The suite also uses these (lint, fuzzing, sanitizers); install what is missing when we can.
declare -A package=([shellcheck]=shellcheck [clang-format]=clang-format [clang++]=clang
  [ninja]=ninja-build)
missing=()
for tool in "${!package[@]}"; do
  command -v "$tool" >/dev/null || missing+=("${package[$tool]}")
done
if ((${#missing[@]})) && ((EUID == 0)) && command -v apt-get >/dev/null; then
  echo "installing ${missing[*]} (apt-get)"
  { apt-get update -qq && apt-get install -y -qq "${missing[@]}"; } >/dev/null 2>&1 ||
    echo "warning: could not install ${missing[*]}; the tests that need them will fail or skip" >&2
fi
generator_flags=()
command -v ninja >/dev/null && [[ ! -f $BUILD/CMakeCache.txt ]] && generator_flags=(-G Ninja)
cmake -S "$ROOT" -B "$BUILD" "${generator_flags[@]}" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$BUILD" --parallel 2
ctest --test-dir "$BUILD" --output-on-failure --parallel 2 --timeout 600 "$@"
