#!/usr/bin/env bash
# Writes (or reuses) the generated checks of one problem: scripts/lib/cases.sh PROBLEM.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
p=$(problem_folder "${1:-}") || exit 2
dir=$(ensure_cases "$p") || exit 2
echo "$p: $(cat "$dir/.summary")"
