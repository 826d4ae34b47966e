#!/usr/bin/env bash
# I/O errors: with a directory as stdin (open() gives it, read() refuses it) every main.cpp must
# say `error: cannot read standard input`; with stdout on /dev/full every main.cpp, explain.sh
# and play.sh `error: cannot write standard output` (`오류: ...` under --ko); each one line, exit 1. No /dev/full: the
# write errors skipped (exit 77 when the read errors pass).
set -uo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
# shellcheck source=tests/expect.sh
source "$ROOT/tests/expect.sh"
checks=0
said() { # what, the error line wanted, command... (stdin and stdout as the caller set them)
  local what=$1 want=$2 rc
  shift 2
  "$@" 2>"$tmp/err"
  rc=$?
  [[ $rc == 1 && $(cat "$tmp/err") == "$want" ]] ||
    bad "$what: exit $rc, stderr '$(head -c 300 "$tmp/err")'" >&2 # stdout may be /dev/full
  checks=$((checks + 1))
}
for p in "${PROBLEMS[@]}"; do
  said "$p < a directory" "error: cannot read standard input" "$BUILD/bin/$p" <"$ROOT" >"$tmp/out"
  [[ ! -s $tmp/out ]] || bad "$p < a directory: stdout not empty"
done
if [[ ! -c /dev/full ]]; then
  echo "SKIP: no /dev/full here (the read errors: $checks programs said so and exited 1)"
  ((fail)) || exit 77
  exit "$fail"
fi
full() { said "$1 > /dev/full" "${want:-error: cannot write standard output}" "${@:2}" >/dev/full; }
for p in "${PROBLEMS[@]}"; do
  in=$(first_kept "$ROOT/tests/$p")
  full "$p" "$BUILD/bin/$p" <"$in"
  full "explain.sh $p" "$ROOT/scripts/explain.sh" "$p" "$in"
  want="오류: 표준 출력에 쓸 수 없습니다" full "explain.sh --ko $p" "$ROOT/scripts/explain.sh" --ko "$p" <"$in"
  full "play.sh $p" "$ROOT/scripts/play.sh" "$p" --first </dev/null
done
echo "I/O errors: $checks programs said so and exited 1"
exit "$fail"
