#!/usr/bin/env bash
# Every problem copied as a user adds one, under an unused number and its name reversed, in a
# clone at `it's 내 폴더/`; each copy must be a full problem (tests/README.md, copy_problem.sh).
# Usage: tests/copy_problem.sh [PROBLEM...]   (default: every problem)
# Exit: 0 every copy is a full problem, 1 one is not, 2 setup error.
set -uo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
# shellcheck source=tests/expect.sh
source "$ROOT/tests/expect.sh"
[[ ${1-} != -* ]] || other_option "$1"
origs=()
for arg in ${@+"$@"}; do origs+=("$(problem_folder "$arg")") || exit 2; done # die ends $(...) only
((${#origs[@]})) || origs=(${PROBLEMS[@]+"${PROBLEMS[@]}"})
start=$(date +%s)
tree="$tmp/it's 내 폴더/tree"
if command -v git >/dev/null && git -C "$ROOT" rev-parse --git-dir >/dev/null 2>&1; then
  git clone -q "$ROOT" "$tree" || exit 2
  git -C "$ROOT" ls-files -z --modified --others --exclude-standard |
    while IFS= read -r -d '' f; do
      rm -f "$tree/$f" # deleted, not yet committed, or copied again below
      [[ ! -e $ROOT/$f ]] || { mkdir -p "$(dirname "$tree/$f")" && cp -p "$ROOT/$f" "$tree/$f"; }
    done
  echo "the tree: a git clone of $ROOT with its uncommitted edits"
else
  mkdir -p "$tree" && (cd "$ROOT" && find . -mindepth 1 -maxdepth 1 ! -name .git ! -name 'build*' \
    -exec cp -Rp {} "$tree/" \;) || exit 2
  echo "the tree: a copy of $ROOT, which is not a git checkout"
fi
suite=$BUILD && unset BOJ_BUILD_DIR BOJ_NO_BUILD # the tree's own build/, built by the scripts
cd "$tree" && BUILD=$tree/build || exit 2
# What the tree holds now, to show at the end that nothing outside the copies was edited.
mkdir "$tmp/before" && cp -Rp . "$tmp/before/" && rm -rf "$tmp/before/.git"

user_path=$PATH
if busybox=$(command -v busybox); then
  mkdir "$tmp/bin"
  for tool in date sed sort find cat awk mktemp head tail cmp tr wc basename dirname cut mkdir rm mv \
    touch ln sleep grep; do ln -s "$busybox" "$tmp/bin/$tool"; done # Debian's has no cksum
  user_path="$tmp/bin:$PATH"
  expect "date is BusyBox's (no %N)" 0 "%N" env PATH="$user_path" date +%s%N
else
  echo "note: no busybox (Debian package busybox): the system's tools"
fi
# shellcheck disable=SC2317 # called through expect
user() { env PATH="$user_path" "$@"; } # a user script, with BusyBox's tools when there
# A user's tree is built before a problem is added: Make (this path's generator) read its
# targets before it saw the new folder, and `check.sh NEW` failed with "No rule to make target".
expect "check.sh ${origs[0]}, before the copies" 0 "PASS on " user scripts/check.sh "${origs[0]}"

copies=() news=()
new=99999
for orig in ${origs[@]+"${origs[@]}"}; do
  number=$(problem_number "$orig")
  while [[ -n $(compgen -G "boj${new}_*") ]]; do new=$((new - 1)); done
  copy=boj${new}_$(awk -v s="${orig#boj"$number"_}" 'BEGIN { for (i = length(s); i > 0; i--) printf "%s", substr(s, i, 1) }')
  cp -Rp "$orig" "$copy" && cp -Rp "tests/$orig" "tests/$copy"
  find "$copy" "tests/$copy" -type f -exec \
    perl -pi -e "next if /^\\s*seed\\s*=/; s/\\b$orig\\b/$copy/g; s/\\b$number\\b/$new/g" {} +
  echo "copied $orig to $copy" && copies+=("$copy") news+=("$new")
done
skip=(-x .git -x build -x "my sol's.cpp")
for copy in "${copies[@]}"; do skip+=(-x "$copy"); done
# shellcheck disable=SC2317 # called through expect
edited() { diff -rq "${skip[@]}" "$tmp/before" . 2>&1; } # outside the copies, since the clone

# The first call configures again for the new folders; then one build of what the user scripts
# below run: verify.sh on the first copy only (its judge set is one more problem's data to
# write; the other tools build from the same sources and CMake as the originals', whose tests
# the suite runs, and the copies' tests are counted below).
expect "check.sh ${news[0]}, a folder new to the built tree" 0 "PASS on " \
  user scripts/check.sh "${news[0]}"
targets=(editions judge "${copies[0]}"_{shrink,naive,validator,judge_set,corpus})
for copy in "${copies[@]}"; do targets+=("$copy" "${copy}_explain" "${copy}_gen_notes"); done
expect "the copies' tools build" 0 "" cmake --build "$BUILD" --parallel 2 --target "${targets[@]}"

count() { ctest --test-dir "$BUILD" -N -R "(^|/)$1/" | sed -n 's/^Total Tests: //p'; }
for i in "${!copies[@]}"; do
  copy=${copies[$i]} new=${news[$i]} orig=${origs[$i]}
  if ((i > 0 && i == ${#copies[@]} / 2)) && [[ -d .git ]]; then
    rm -rf .git # the second half as in a downloaded archive
    echo "-- .git removed: the copies from here on, and every check after them, without git"
  fi
  echo "-- $copy (a copy of $orig)" && cp "$copy/main.cpp" "my sol's.cpp"
  kept=$(first_kept "tests/$copy")
  expect "check.sh $new" 0 "PASS on " user scripts/check.sh "$new"
  expect "check.sh $new FILE" 0 "PASS on " user scripts/check.sh "$new" "my sol's.cpp"
  if ((i == 0)); then
    # A wrong solution to shrink: the first with no shrink bound (those are the long shrinks).
    for wrong in "tests/$copy"/wrong/*.cpp; do
      name=${wrong##*/}; grep -qE "_shrink_bound_${name%.cpp} " "tests/$copy/tests.cmake" 2>/dev/null || break
    done
    expect "verify.sh main.cpp" 0 "verify $copy: PASS" user scripts/verify.sh --budget 3 "$new" "$copy/main.cpp"
    expect "verify.sh through a shrink" 1 "saved:" user scripts/verify.sh --budget 20 "$new" "$wrong"
    expect "the shrunk input explained" 0 " wins." printf '%s\n' "$last"
  fi
  expect "explain.sh" 0 "wins" user scripts/explain.sh "$new" <"$kept"
  expect "play.sh" 0 "bye" user scripts/play.sh "$new" --first <<<$'hint\nquit'
  # Built once: ninja 1.11 misread the dependency files under such a path and rebuilt every call.
  expect "the tools are not rebuilt" 0 "!Building CXX" cmake --build "$BUILD" --target judge \
    "$copy" "${copy}_explain"
  expect "the Korean note restamped" 0 "stamped" scripts/gen_notes.sh --stamp "$copy"
  expect "notes: generated blocks" 0 "match the repo" scripts/gen_notes.sh --check "$new"
  if [[ $(count "$copy") == "$(count "$orig")" && $(count "$copy") -gt 0 ]]; then
    echo "ok: $(count "$copy") per-problem CTest tests, as many as $orig has"
  else
    bad "$copy has $(count "$copy") per-problem CTest tests, $orig $(count "$orig")"
  fi
done
expect "notes: editions" 0 "every README agrees" "$BUILD/bin/editions" check "$tree" . "${origs[@]}" "${copies[@]}"
copied=$(IFS='|' && echo "${copies[*]}")
# A fast subset of the copies' tests: their samples, and the first one's judge set against the
# hash its problem.txt pins.
expect "the copies' samples and the first one's case hashes" 0 "tests passed" ctest --test-dir \
  "$BUILD" --parallel 2 --timeout 600 -R "^($copied)/(sample|example)-|^${copies[0]}/cases-hash$"
if command -v emcc >/dev/null; then
  # The originals' engines from the suite's tree, brought up to date there (a no-op after
  # web/browser; CTest's lock web-engines keeps the two apart): only the copies' are built here.
  env BOJ_BUILD_DIR="$suite" BOJ_NO_BUILD=1 "$ROOT/scripts/web.sh" >/dev/null && mkdir -p build/web \
    build/web-engines && cp "$suite"/web/*.js build/web/ && cp "$suite"/web-engines/*.flags build/web-engines/
  expect "web.sh builds every page" 0 "" scripts/web.sh
  for i in "${!copies[@]}"; do
    expect "the web page of ${copies[$i]}" 0 "<h1 id=\"title\">BOJ ${news[$i]} " cat "$BUILD/web/${copies[$i]}.html"
    expect "index.html links it" 0 "href=\"${copies[$i]}.html\"" cat "$BUILD/web/index.html"
  done
else
  echo "note: no emcc (Debian package emscripten): the copies' web pages are not built"
fi
expect "no file outside the copies edited" 0 "" edited
echo "the copies took $(($(date +%s) - start)) s"

exit "$fail"
