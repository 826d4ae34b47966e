#!/usr/bin/env bash
# CTest notes/drift: the notes and SVGs are what scripts/gen_notes.sh writes (to fix: run it).
exec bash "$(dirname "${BASH_SOURCE[0]}")/../../scripts/gen_notes.sh" --check
