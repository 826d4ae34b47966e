#!/usr/bin/env bash
# The committed corpus must be exactly what tests/io/make_corpus.sh writes: an edit to one
# without the other fails here (the diff is printed). The problems are the root folders
# boj*/ holding a main.cpp, as CMake reads them.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bash "$ROOT/tests/io/make_corpus.sh" "$tmp" >/dev/null
status=0
for p in ${PROBLEMS[@]+"${PROBLEMS[@]}"}; do
  differ=$(diff -r "$tmp/tests/$p/corpus" "$ROOT/tests/$p/corpus") || {
    status=1
    sed -n 1,20p <<<"$differ"
  }
done
((status)) || echo "corpus-drift: the ${#PROBLEMS[@]} corpora match tests/io/make_corpus.sh"
exit "$status"
