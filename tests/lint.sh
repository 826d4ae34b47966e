#!/usr/bin/env bash
# Style gates: every shell script passes shellcheck, every C++ file matches .clang-format.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root" || exit 1
fail=0
files() { git ls-files --cached --others --exclude-standard "$@"; } # tracked and new files
mapfile -t shells < <(files '*.sh' .ci/run)
shellcheck -x "${shells[@]}" || fail=1
mapfile -t cpps < <(files '*.cpp' '*.hpp')
clang-format --dry-run --Werror "${cpps[@]}" || fail=1
((fail == 0)) && echo "shellcheck: ${#shells[@]} scripts clean; clang-format: ${#cpps[@]} C++ files clean"
exit "$fail"
