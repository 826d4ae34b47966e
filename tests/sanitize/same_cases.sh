#!/usr/bin/env bash
# The case generator under ASan/UBSan and libstdc++'s checks must draw what the release build
# draws (a difference: undefined behaviour or an uninitialised read), on seeds 1 to 20: a seeded
# part, as cases-hash pins the whole set the release build writes.
# Usage: tests/sanitize/same_cases.sh PROBLEM GENERATOR   Exit: 0 same, 1 not, 2 usage.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
case ${1-} in
  -*) other_option "$1" ;;
esac
[[ $# == 2 ]] || die "usage: tests/sanitize/same_cases.sh PROBLEM GENERATOR (try --help)"
p=$(problem_folder "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for seed in {1..20}; do
  "$2" gen "$seed" >"$tmp/san"
  "$BUILD/bin/${p}_cases" gen "$seed" >"$tmp/release"
  cmp "$tmp/release" "$tmp/san" || {
    echo "FAIL: $p: the sanitized generator draws another case from seed $seed"
    exit 1
  }
done
echo "$p: the sanitized generator drew the same 20 cases (seeds 1 to 20)"
