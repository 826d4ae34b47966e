#!/usr/bin/env bash
# The committed corpus must be exactly what tests/io/make_corpus.sh writes: an edit to one
# without the other fails here (the diff is printed).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bash "$root/tests/io/make_corpus.sh" "$tmp" >/dev/null
status=0
for p in boj11869_nimble boj16879_palace boj16889_nodup_nim boj18937_kings_bridge; do
  diff -r "$tmp/tests/$p/corpus" "$root/tests/$p/corpus" | head -n 20 || status=1
done
((status == 0)) && echo "corpus-drift: the four corpora match tests/io/make_corpus.sh"
exit "$status"
