#!/usr/bin/env bash
# main.cpp's ASan/UBSan build on the judge set's cases that reach its code, judged as verify.sh
# judges (main.cpp the reference for time): every kept, limit-* and twin-* case (the sizes and
# values at the edges) and every 16th of the rest (exhaustive-* and stress-*: small inputs
# through the paths the kept ones take). The reader's odd paths run under ASan in
# <p>/corpus-asan. All of the set under ASan took 30-90 s a problem, in process starts, for no
# path these do not take.
# Usage: tests/io/verify_asan.sh PROBLEM BINARY   Exit: the judge's (0 pass, 1 a case failed).
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
(($# == 2)) || die "usage: tests/io/verify_asan.sh PROBLEM BINARY"
p=$(problem_folder "$1")
cases=$(ensure_cases "$p")
shopt -s nullglob
i=0
{
  printf '%s\n' "$ROOT/tests/$p"/{sample,example,regression}-*.in "$cases"/limit-*.in \
    "$cases"/twin-*.in
  for f in "$cases"/*.in; do
    case ${f##*/} in
      limit-* | twin-*) ;;
      *) ((i++ % 16)) || printf '%s\n' "$f" ;;
    esac
  done
} | "$BUILD/bin/judge" --time-limit "$(judge_limit "$p")" --reference "$BUILD/bin/$p" "$2" -
