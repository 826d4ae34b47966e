#!/usr/bin/env bash
# Runs a problem's case generator built under _GLIBCXX_DEBUG + ASan/UBSan (tests/sanitize/)
# and checks that it writes byte for byte the checks the release build wrote: a sanitizer or
# debug-mode report fails it, and so does output that depends on the build (undefined
# behaviour, uninitialised reads).
# Usage: tests/sanitize/same_cases.sh PROBLEM GENERATOR   (CTest <p>/cases-san)
# Exit: 0 same files, 1 a report or a difference, 2 usage error.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
if [[ ${1-} == --help || $# != 2 ]]; then
  sed -n '2,7p' "${BASH_SOURCE[0]}" | cut -c 3-
  [[ ${1-} == --help ]] && exit 0
  exit 2
fi
p=$(problem_folder "$1") || exit 2
generator=$2
release=$(ensure_cases "$p")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$generator" write "$tmp" >"$tmp/.summary"
if ! diff -rq -x .stamp "$release" "$tmp" | head -n 10 | grep .; then
  echo "$p: the sanitized generator wrote the same $(find "$tmp" -name '*.in' | wc -l) checks" \
    "($(cat "$tmp/.summary"))"
  exit 0
fi
echo "FAIL: $p: the sanitized generator's checks differ from the release build's (above)"
exit 1
