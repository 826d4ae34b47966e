#!/usr/bin/env bash
# main.cpp's ASan/UBSan build judged as verify.sh judges, on every kept, limit-* and twin-* case
# and every 16th other: the whole set took 30-90 s a problem, in process starts, for no path
# these miss (the reader's odd paths: <p>/corpus-asan).
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
