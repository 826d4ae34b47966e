#!/usr/bin/env bash
# Style gates: boj_test adds every CTest test (no add_test elsewhere); every shell script
# passes shellcheck, every C++ file .clang-format. Exit: 0 clean, 1 a finding, 77 a tool missing.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
cd "$ROOT"
# Tracked and new files; in a tree without .git (a downloaded archive), every one but build*/.
files() {
  if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    git ls-files -z --cached --others --exclude-standard "$@"
    return
  fi
  local match=() p
  for p; do match+=(${match[@]+-o} -path "$p"); done
  # shellcheck disable=SC2035 # the root's entries, named as git names them (no ./)
  find * .ci -name 'build*' -prune -o \( "${match[@]}" \) -type f -print0
}
fail=0
calls=$(files '*CMakeLists.txt' '*.cmake' | xargs -0 grep -n 'add_test *(' | grep -v '^[^:]*:[0-9]*: *#' || true)
# shellcheck disable=SC2016 # the one call, as written
if [[ $calls == *$'\n'* || $calls != 'tests/CMakeLists.txt:'*':  add_test(NAME ${name} COMMAND ${arg_COMMAND})' ]]; then
  echo "FAIL: add_test outside boj_test (tests/CMakeLists.txt), or boj_test without it:"
  printf '%s\n' "$calls"
  fail=1
fi
for tool in shellcheck clang-format; do
  ((fail)) || command -v "$tool" >/dev/null ||
    { echo "skipped: $tool is missing (scripts/test.sh installs it as root where apt-get exists)" && exit 77; }
done
shells=() cpps=()
while IFS= read -r -d '' f; do # tracked and new files
  case $f in
    *.sh | .ci/run) shells+=("$f") ;;
    *.cpp | *.hpp) cpps+=("$f") ;;
  esac
done < <(files '*.sh' .ci/run '*.cpp' '*.hpp')
# Some 18 s of CPU (shellcheck, about 0.5 s a script): on every core, in batches.
printf '%s\0' ${shells[@]+"${shells[@]}"} | xargs -0 -P "$(cores)" -n 8 shellcheck -x || fail=1
clang-format --dry-run --Werror ${cpps[@]+"${cpps[@]}"} || fail=1
((fail)) || echo "boj_test adds every test; shellcheck: ${#shells[@]} scripts clean;" \
  "clang-format: ${#cpps[@]} C++ files clean"
exit "$fail"
