#!/usr/bin/env bash
# Writes (or reuses) the generated checks of one problem and prints the generator's summary.
# Usage: scripts/lib/cases.sh PROBLEM   (CTest's <folder>/cases fixture runs it)
# The set lives in $BUILD/cases (scripts/lib/common.sh: ensure_cases).
# Exit: 0 done, 2 usage, build or generator error.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
case ${1:-} in
  -*) other_option "$1" ;;
esac
(($# == 1)) || die "usage: scripts/lib/cases.sh PROBLEM (try --help)"
p=$(problem_folder "$1") || exit 2
dir=$(ensure_cases "$p") || exit 2
read -r summary <"$dir/.summary" || true
echo "$p: ${summary:-no summary} ($dir)"
