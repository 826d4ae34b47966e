#!/usr/bin/env bash
# Style gates: every shell script passes shellcheck, every C++ file matches .clang-format.
# Exit: 0 clean, 1 a finding, 77 (CTest: skipped) shellcheck or clang-format is missing.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root" || exit 1
for tool in shellcheck clang-format; do
  if ! command -v "$tool" >/dev/null; then
    echo "skipped: $tool is missing (scripts/test.sh installs it as root where apt-get exists)"
    exit 77
  fi
done
fail=0
shells=() cpps=()
while IFS= read -r f; do # tracked and new files
  case $f in
    *.sh | .ci/run) shells+=("$f") ;;
    *.cpp | *.hpp) cpps+=("$f") ;;
  esac
done < <(git ls-files --cached --others --exclude-standard '*.sh' .ci/run '*.cpp' '*.hpp')
shellcheck -x ${shells[@]+"${shells[@]}"} || fail=1
clang-format --dry-run --Werror ${cpps[@]+"${cpps[@]}"} || fail=1
((fail == 0)) && echo "shellcheck: ${#shells[@]} scripts clean; clang-format: ${#cpps[@]} C++ files clean"
exit "$fail"
