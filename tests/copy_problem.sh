#!/usr/bin/env bash
# A problem is its two folders and nothing else: copies one problem's boj<number>_<name>/ and
# tests/boj<number>_<name>/ under an unused number, renaming only inside the copies (the folder
# name, the number as a word, and the Korean note's sync stamps made anew), into a private copy
# of the working tree, configures a build tree of its own there and builds only the copy's
# targets (and the shared tools they need). Then the copy must be a full problem, with no
# other file edited: as many per-problem CTest tests as the original (ctest -N), every one
# passing but the sanitizer and fuzz ones (not built here, below); check.sh, verify.sh,
# explain.sh and play.sh on it; the notes checks (gen_notes.sh --check, editions check);
# every file outside the copies unchanged.
# Usage: tests/copy_problem.sh [PROBLEM]   (default: the first problem)
# Cost (the first problem, on the 2-core VM): 95 s in a suite run at 3a63a89 (145 s before its sanitizer
# and fuzz builds were left out); CTest repo/copy-problem.
# Exit: 0 the copy is a full problem, 1 it is not, 2 setup error, 77 (CTest: skipped) not a
# git checkout (the tree is listed with git).
set -uo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
# shellcheck source=tests/expect.sh
source "$ROOT/tests/expect.sh"
case ${1-} in
  -*) other_option "$1" ;;
esac
if ! command -v git >/dev/null || ! git -C "$ROOT" rev-parse --git-dir >/dev/null 2>&1; then
  echo "skipped: $ROOT is not a git checkout (or git is missing)"
  exit 77
fi
orig=$(problem_folder "${1:-${PROBLEMS[0]}}")
number=$(problem_number "$orig")
new=99999
while [[ -n $(compgen -G "$ROOT/boj${new}_*") ]]; do new=$((new - 1)); done
copy=boj$new${orig#boj"$number"}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
repo=$tmp/repo
unset BOJ_NO_BUILD
export BOJ_BUILD_DIR=$tmp/build

# The working tree as it is (tracked and new files, not the ignored build trees).
(cd "$ROOT" && git ls-files -z --cached --others --exclude-standard) |
  while IFS= read -r -d '' f; do
    [[ -e $ROOT/$f ]] || continue # deleted, not yet committed
    mkdir -p "$(dirname "$repo/$f")"
    cp -p "$ROOT/$f" "$repo/$f"
  done
sums() { (cd "$repo" && find . -path "./$copy" -prune -o -path "./tests/$copy" -prune -o \
  -type f -print0 | sort -z | xargs -0 cksum); }
before=$(sums)

cp -Rp "$repo/$orig" "$repo/$copy"
cp -Rp "$repo/tests/$orig" "$repo/tests/$copy"
while IFS= read -r -d '' f; do
  perl -pi -e "s/\\b$orig\\b/$copy/g; s/\\b$number\\b/$new/g" "$f"
done < <(find "$repo/$copy" "$repo/tests/$copy" -type f -print0)
echo "copied $orig to $copy"

cd "$repo" || exit 2
expect "the Korean note restamped" 0 "stamped" scripts/gen_notes.sh --stamp "$copy"
configure
# Not its sanitizer and fuzz builds (_san, _asan, _fuzz): the same sources as its plain tools,
# through the same generic CMake, which the suite builds and runs for every problem; they were
# two thirds of this test's build (391 s of test time beside a CI run, before this cut). Their
# tests are still counted below, so a problem-named gap in them shows.
targets=$(cmake --build "$BOJ_BUILD_DIR" --target help | grep -o "${copy}[A-Za-z0-9_]*" |
  grep -Ev '_a?san$|_fuzz$' | sort -u)
# shellcheck disable=SC2086 # one target a word
expect "the copy's targets build" 0 "" cmake --build "$BOJ_BUILD_DIR" --parallel 2 --target \
  judge editions $targets

count() { ctest --test-dir "$BOJ_BUILD_DIR" -N -R "(^|/)$1/" | sed -n 's/^Total Tests: //p'; }
if [[ $(count "$copy") == "$(count "$orig")" && $(count "$copy") -gt 0 ]]; then
  echo "ok: $(count "$copy") per-problem CTest tests, as many as $orig has"
else
  echo "FAIL: $copy has $(count "$copy") per-problem CTest tests, $orig $(count "$orig")"
  fail=1
fi
expect "check.sh" 0 " 0 failed" scripts/check.sh "$new"
expect "verify.sh" 0 "verify $copy: PASS" scripts/verify.sh "$new" "$copy/main.cpp"
kept=$(find "tests/$copy" -name 'sample-1.in' -o -name 'example-1.in' | head -n 1)
expect "explain.sh" 0 "after:" scripts/explain.sh "$new" "$kept"
expect "play.sh" 0 "bye" scripts/play.sh "$new" --first <<<$'hint\nquit'
expect "notes: generated blocks" 0 "match the repo" scripts/gen_notes.sh --check
expect "notes: editions" 0 "every README agrees" "$BOJ_BUILD_DIR/bin/editions" check "$repo"
expect "the copy's CTest tests" 0 "tests passed" \
  ctest --test-dir "$BOJ_BUILD_DIR" --parallel 2 --timeout 600 -R "(^|/)$copy/" -LE '^(sanitize|fuzz)$'
[[ $(sums) == "$before" ]] || {
  echo "FAIL: a file outside $copy/ and tests/$copy/ was edited"
  fail=1
}
exit "$fail"
