#!/usr/bin/env bash
# The case generator under ASan/UBSan and libstdc++'s checks must write the release build's judge
# set byte for byte (a difference: undefined behaviour or an uninitialised read).
# Usage: tests/sanitize/same_cases.sh PROBLEM GENERATOR   Exit: 0 same, 1 not, 2 usage.
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
