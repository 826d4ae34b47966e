#!/usr/bin/env bash
# Runs a solution on a corpus folder (build/corpus/<folder>/, written by make_corpus.sh):
# NAME.out: exit 0, stdout exactly it, stderr empty; NAME.err: exit 1, stdout empty, stderr
# exactly it (which a sanitizer's report breaks too). The first failure is shown in full.
# Usage: tests/io/run_corpus.sh BINARY FOLDER   Exit: 0 all passed, 1 a case failed, 2 usage.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
case ${1-} in
  -*) other_option "$1" ;;
esac
[[ $# == 2 ]] || die "usage: tests/io/run_corpus.sh BINARY FOLDER (try --help)"
bin=$1 corpus=$2
[[ -x $bin && ! -d $bin ]] || die "not an executable: $bin"
shopt -s nullglob
cases=("$corpus"/*.in)
((${#cases[@]} > 0)) || die "no cases in $corpus"

# Sanitizers exit with codes of their own, never 0 or 1.
export ASAN_OPTIONS=${ASAN_OPTIONS:-exitcode=86:detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1:exitcode=87}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0

visible() { # a file made visible: cat -A, at most 12 lines, each cut at 120 characters
  local size
  size=$(wc -c <"$1")
  head -c 4000 "$1" | cat -A | head -n 12 |
    awk '{ print "    | " (length($0) > 120 ? substr($0, 1, 120) "... (" length($0) " chars)" : $0) }' ||
    true # head -n 12 may close the pipe early
  ((size <= 4000)) || echo "    | ... ($size bytes in all)"
}

for in in "${cases[@]}"; do
  name=$(basename "$in" .in)
  rc=0
  timeout 20 "$bin" <"$in" >"$tmp/stdout" 2>"$tmp/stderr" || rc=$?
  if [[ -f $corpus/$name.out ]]; then
    want_rc=0 want=$corpus/$name.out got=$tmp/stdout quiet=$tmp/stderr
  else
    want_rc=1 want=$corpus/$name.err got=$tmp/stderr quiet=$tmp/stdout
  fi
  why=
  if [[ ! -f $want ]]; then
    why="neither $name.out nor $name.err exists"
    want=/dev/null
  elif [[ $rc != "$want_rc" ]]; then
    why="exit status $rc, wanted $want_rc"
  elif ! cmp -s "$got" "$want"; then
    why="${got##*/} differs from ${want##*/}"
  elif [[ -s $quiet ]]; then
    why="${quiet##*/} not empty"
  fi
  if [[ -z $why ]]; then
    passed=$((passed + 1))
    continue
  fi
  failed=$((failed + 1))
  echo "FAIL $corpus/$name.in: $why"
  if ((failed == 1)); then
    echo "  input ($(wc -c <"$in") bytes, cat -A: ^I tab, ^M CR, ^@ NUL, M- high bit, \$ end of line):"
    visible "$in"
    echo "  expected ($(basename "$want")):"
    visible "$want"
    echo "  got: exit $rc; stdout:"
    visible "$tmp/stdout"
    echo "  stderr:"
    visible "$tmp/stderr"
  fi
done
echo "$passed passed, $failed failed"
((failed == 0))
