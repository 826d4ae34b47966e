#!/usr/bin/env bash
# A new problem in a user's clone. The clone: a git clone of this repository with the working
# tree's uncommitted edits and new files copied over it (so they are tested too), in a folder
# whose path has a space and an apostrophe (`my dir/it's here/`). In it one problem's
# boj<number>_<name>/ and tests/boj<number>_<name>/ are copied under an unused number, renaming
# only inside the copies (the folder name, the number as a word, the Korean note's sync stamps
# made anew), after the clone's tree was built for the original (as a user's is). Then, on the
# copy:
# - the user scripts as a user runs them, with BusyBox's tools first on PATH when busybox is
#   installed (date, sed, sort, find, awk, mktemp, ...; its date has no %N), each building
#   what it needs in the clone's build/ (configured as they configure it): check.sh
#   on main.cpp and on a file named with both odd characters, verify.sh on the first wrong
#   solution through a shrink (the explain command it prints runs as pasted), explain.sh,
#   play.sh;
# - the copy is a full problem: as many per-problem CTest tests as the original (ctest -N),
#   every one passing but the sanitizer and fuzz ones (not built here, below) and those the
#   steps above ran already: verify-main (verify.sh main.cpp) and the shrinks (one ran through
#   verify.sh; the others shrink the original's wrong solutions, renamed, as the suite does);
#   the notes checks (gen_notes.sh --check, editions check); no tracked file outside the copies
#   edited.
# One clone for both: the user scripts build the copy's tools that its tests need anyway.
# Usage: tests/copy_problem.sh [PROBLEM]   (default: the first problem)
# Exit: 0 the copy is a full problem, 1 it is not, 2 setup error, 77 (CTest: skipped) not a
# git checkout (the tree is cloned with git).
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
clone="$tmp/my dir/it's here"
git clone -q "$ROOT" "$clone" || exit 2
git -C "$ROOT" ls-files -z --modified --others --exclude-standard |
  while IFS= read -r -d '' f; do
    if [[ -e $ROOT/$f ]]; then
      mkdir -p "$(dirname "$clone/$f")"
      cp -p "$ROOT/$f" "$clone/$f"
    else
      rm -f "$clone/$f" # deleted, not yet committed
    fi
  done
unset BOJ_BUILD_DIR BOJ_NO_BUILD # the clone's own build/, built by the scripts
cd "$clone" || exit 2
BUILD=$clone/build
# Every edit to the clone so far, and (at the end) what may be new: the copies, the file below.
edits() { git status --porcelain --untracked-files=all | grep -v -e "$copy/" -e "my sol's.cpp"; }
before=$(edits)

user_path=$PATH
if busybox=$(command -v busybox); then
  mkdir "$tmp/bin"
  for tool in date sed sort find cat awk mktemp head tail cmp tr wc \
    basename dirname cut mkdir rm mv touch ln sleep grep; do # Debian's has no cksum
    ln -s "$busybox" "$tmp/bin/$tool"
  done
  user_path="$tmp/bin:$PATH"
  expect "date is BusyBox's (no %N)" 0 "%N" env PATH="$user_path" date +%s%N
else
  echo "note: no busybox (Debian package busybox): the system's tools"
fi
# shellcheck disable=SC2317 # called through expect
user() { env PATH="$user_path" "$@"; } # a user script, with BusyBox's tools when there
# A user's tree is built before a problem is added: Make (this path's generator) read its
# targets before it saw the new folder, and `check.sh NEW` failed with "No rule to make target".
expect "check.sh $number, before the copy" 0 " 0 failed" user scripts/check.sh "$number"

cp -Rp "$orig" "$copy"
cp -Rp "tests/$orig" "tests/$copy"
while IFS= read -r -d '' f; do
  perl -pi -e "s/\\b$orig\\b/$copy/g; s/\\b$number\\b/$new/g" "$f"
done < <(find "$copy" "tests/$copy" -type f -print0)
echo "copied $orig to $copy"

wrongs=("tests/$copy"/wrong/*.cpp)
kept=$(find "tests/$copy" -name 'sample-1.in' -o -name 'example-1.in' | head -n 1)
cp "$copy/main.cpp" "my sol's.cpp"
expect "check.sh $new" 0 " 0 failed" user scripts/check.sh "$new"
expect "check.sh $new FILE" 0 " 0 failed" user scripts/check.sh "$new" "my sol's.cpp"
expect "verify.sh main.cpp" 0 "verify $copy: PASS" user scripts/verify.sh "$new" "$copy/main.cpp"
expect "verify.sh through a shrink" 1 "saved:" user scripts/verify.sh "$new" "${wrongs[0]}"
pasted=$(sed -n 's/^explain: //p' <<<"$last")
for broken in "not a .in file" "unexpected EOF"; do
  expect "verify.sh: no '$broken'" 0 "!$broken" printf '%s\n' "$last"
done
expect "the printed explain command runs as pasted" 0 "wins" user bash -c "$pasted"
expect "explain.sh" 0 "wins" user scripts/explain.sh "$new" <"$kept"
expect "play.sh" 0 "bye" user scripts/play.sh "$new" --first <<<$'hint\nquit'
# Built once: ninja 1.11 misread the dependency files under this path and rebuilt every call.
expect "the tools are not rebuilt" 0 "!Building CXX" cmake --build "$BUILD" --target judge \
  "$copy" "${copy}_explain" "${copy}_shrink"

expect "the Korean note restamped" 0 "stamped" scripts/gen_notes.sh --stamp "$copy"
# Not its sanitizer and fuzz builds (_san, _asan, _fuzz): the same sources as its plain tools,
# through the same generic CMake, which the suite builds and runs for every problem; they were
# two thirds of this test's build. Their tests are still counted below, so a problem-named gap
# in them shows.
targets=$(cmake --build "$BUILD" --target help | grep -o "${copy}[A-Za-z0-9_]*" |
  grep -Ev '_a?san$|_fuzz$' | sort -u)
# shellcheck disable=SC2086 # one target a word
expect "the copy's targets build" 0 "" cmake --build "$BUILD" --parallel 2 --target editions $targets
count() { ctest --test-dir "$BUILD" -N -R "(^|/)$1/" | sed -n 's/^Total Tests: //p'; }
if [[ $(count "$copy") == "$(count "$orig")" && $(count "$copy") -gt 0 ]]; then
  echo "ok: $(count "$copy") per-problem CTest tests, as many as $orig has"
else
  echo "FAIL: $copy has $(count "$copy") per-problem CTest tests, $orig $(count "$orig")"
  fail=1
fi
expect "notes: generated blocks" 0 "match the repo" scripts/gen_notes.sh --check "$new"
expect "notes: editions" 0 "every README agrees" "$BUILD/bin/editions" check "$clone"
expect "the copy's CTest tests" 0 "tests passed" \
  ctest --test-dir "$BUILD" --parallel 2 --timeout 600 -R "(^|/)$copy/" -E "/verify-main$" \
  -LE '^(sanitize|fuzz|shrink)$'
[[ $(edits) == "$before" ]] || {
  echo "FAIL: a file outside $copy/ and tests/$copy/ was edited:"
  diff <(echo "$before") <(edits)
  fail=1
}
exit "$fail"
