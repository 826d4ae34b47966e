#!/usr/bin/env bash
# CTest notes/drift: fails, printing the diff, when a note (README.md or README.ko.md) or an
# SVG in the repo differs from what the code produces now; the comparing is
# scripts/gen_notes.sh --check. To fix: run scripts/gen_notes.sh, commit.
exec bash "$(dirname "${BASH_SOURCE[0]}")/../../scripts/gen_notes.sh" --check
