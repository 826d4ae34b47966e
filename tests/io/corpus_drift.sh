#!/usr/bin/env bash
# The committed corpus must be exactly what tests/io/make_corpus.sh writes: an edit to one
# without the other fails here (the diff is printed). The problems are the root folders
# boj*/ holding a main.cpp, as CMake reads them.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bash "$root/tests/io/make_corpus.sh" "$tmp" >/dev/null
status=0
count=0
for main in "$root"/boj*/main.cpp; do
  p=$(basename "$(dirname "$main")")
  ((++count))
  diff -r "$tmp/tests/$p/corpus" "$root/tests/$p/corpus" | head -n 20 || status=1
done
((status == 0)) && echo "corpus-drift: the $count corpora match tests/io/make_corpus.sh"
exit "$status"
