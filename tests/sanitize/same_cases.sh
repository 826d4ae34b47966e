#!/usr/bin/env bash
# Runs a problem's case generator built under ASan/UBSan and libstdc++'s checks
# (tests/sanitize/) and checks that it writes byte for byte the judge set the release build
# wrote: a sanitizer report or a failed libstdc++ check fails it, and so does output that
# depends on the build (undefined behaviour, uninitialised reads).
# Usage: tests/sanitize/same_cases.sh PROBLEM GENERATOR   (CTest <p>/cases-san)
# Exit: 0 same files, 1 a report or a difference, 2 usage error.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
case ${1-} in
  -*) other_option "$1" ;;
esac
[[ $# == 2 ]] || die "usage: tests/sanitize/same_cases.sh PROBLEM GENERATOR (try --help)"
p=$(problem_folder "$1")
release=$(ensure_cases "$p")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
summary=$("$2" write "$tmp")
if ! differ=$(diff -rq "$release" "$tmp" 2>&1); then
  sed -n 1,10p <<<"$differ"
  echo "FAIL: $p: the sanitized generator's checks differ from the release build's (above)"
  exit 1
fi
echo "$p: the sanitized generator wrote the same $(find "$tmp" -name '*.in' | wc -l) checks ($summary)"
