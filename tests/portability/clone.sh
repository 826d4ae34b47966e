#!/usr/bin/env bash
# The user scripts where a user may run them: a git clone of this repository, with the working
# tree's uncommitted edits and new files copied over it (so they are tested too), in a folder
# whose path has a space and an apostrophe (`my dir/it's here/`), with
# BusyBox's tools first on PATH when busybox is installed (date, sed, sort, find, cat, awk,
# mktemp, head, tail, cmp, tr, wc and the rest the scripts call; its date has no %N). There
# the scripts configure and build what they need, then: check.sh on main.cpp and on a file
# named with both odd characters, verify.sh on the first problem's first wrong solution
# through a shrink (the explain command it prints runs as pasted), explain.sh, play.sh.
# Usage: tests/portability/clone.sh   Exit: 0 pass, 1 fail, 77 (CTest: skipped) no git clone.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
# shellcheck source=tests/expect.sh
source "$ROOT/tests/expect.sh"
if ! command -v git >/dev/null || ! git -C "$ROOT" rev-parse --git-dir >/dev/null 2>&1; then
  echo "skipped: $ROOT is not a git clone (or git is missing)"
  exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
clone="$tmp/my dir/it's here"
git clone -q "$ROOT" "$clone"
git -C "$ROOT" ls-files -z --modified --others --exclude-standard |
  while IFS= read -r -d '' f; do
    if [[ -e $ROOT/$f ]]; then
      mkdir -p "$(dirname "$clone/$f")"
      cp -p "$ROOT/$f" "$clone/$f"
    else
      rm -f "$clone/$f" # deleted, not yet committed
    fi
  done
if busybox=$(command -v busybox); then
  mkdir "$tmp/bin"
  for tool in date sed sort find cat awk mktemp head tail cmp tr wc \
    basename dirname cut mkdir rm mv touch ln sleep grep; do # Debian's has no cksum
    ln -s "$busybox" "$tmp/bin/$tool"
  done
  export PATH="$tmp/bin:$PATH"
  expect "date is BusyBox's (no %N)" 0 "%N" date +%s%N
else
  echo "note: no busybox (Debian package busybox): the system's tools"
fi
unset BOJ_BUILD_DIR BOJ_NO_BUILD # the clone's own build/, built by the scripts
export CCACHE_BASEDIR=$clone     # with ccache: hits from the last run of this test
cd "$clone"
p=${PROBLEMS[0]}
n=$(problem_number "$p")
wrongs=("tests/$p"/wrong/*.cpp)
kept=tests/$p/sample-1.in
[[ -f $kept ]] || kept=tests/$p/example-1.in
cp "$p/main.cpp" "my sol's.cpp"
expect "check.sh $n" 0 "0 failed" scripts/check.sh "$n"
expect "check.sh $n FILE" 0 "0 failed" scripts/check.sh "$n" "my sol's.cpp"
expect "verify.sh through a shrink" 1 "saved:" scripts/verify.sh "$n" "${wrongs[0]}"
pasted=$(sed -n 's/^explain: //p' <<<"$last")
for broken in "not a .in file" "unexpected EOF"; do
  expect "verify.sh: no '$broken'" 0 "!$broken" printf '%s\n' "$last"
done
expect "the printed explain command runs as pasted" 0 "wins" bash -c "$pasted"
expect "explain.sh" 0 "wins" scripts/explain.sh "$n" <"$kept"
expect "play.sh" 0 "bye" scripts/play.sh "$n" --first <<<$'hint\nquit'
exit "$fail"
