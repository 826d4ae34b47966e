#!/usr/bin/env bash
# Builds the games' web site in build/web/ (CTest web/browser). Help (--help):
# scripts/help/web.txt.
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash (bash로 실행하십시오): bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

for arg in "$@"; do
  [[ $arg == -* ]] || die "no arguments expected (try --help)" "인자는 받지 않습니다 (사용법은 --help)"
  other_option "$arg"
done
command -v emcc >/dev/null ||
  die "emcc is missing: install the Debian package emscripten (apt-get install emscripten)" \
    "emcc가 없습니다. Debian 패키지 emscripten을 설치하십시오 (apt-get install emscripten)"
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}

# The facts headers (build/facts/<p>/) are written when CMake configures the tree.
[[ ${BOJ_NO_BUILD:-0} == 1 ]] || { lock_build && configure && unlock_build; }
OUT=$BUILD/web
WORK=$BUILD/web-engines # emcc's logs and flags, kept out of the site
mkdir -p "$OUT" "$WORK"

# Compiled for size (-Os), linked at -O2: binaryen's -Os pass over the linked module took
# 4.6 of an engine's 10 s to save 3% more (313 KB against 302 KB for the largest engine).
COMPILE=(-std=c++17 -Os -Wall -Wextra -Werror)
LINK=(-O2 -sSINGLE_FILE=1 -sMODULARIZE=1 -sEXPORT_NAME=createGame -sALLOW_MEMORY_GROWTH=1 -sENVIRONMENT=web
  "-sEXPORTED_FUNCTIONS=_web_reader,_web_explain,_web_start,_web_feed,_web_prompt,_web_state,_web_title,_web_picture"
  "-sEXPORTED_RUNTIME_METHODS=ccall,stackSave,stackRestore")
FLAGS=(${COMPILE[@]+"${COMPILE[@]}"} ${LINK[@]+"${LINK[@]}"})

# engine P: build/web/P.js, unless it is newer than every source and was built with FLAGS.
engine() {
  local p=$1 js=$OUT/$1.js stamp=$WORK/$1.flags src
  src=("$ROOT/scripts/web/web.cpp" "$ROOT"/scripts/explain/*.hpp "$ROOT"/scripts/lib/*.hpp
    "$ROOT/$p"/*.hpp "$ROOT/$p/main.cpp" "$BUILD/facts/$p/problem_facts.hpp")
  [[ -f $js && -f $stamp && "$(cat "$stamp")" == "${FLAGS[*]-}" &&
    -z $(find ${src[@]+"${src[@]}"} -newer "$js" | head -n 1) ]] && return 0
  { emcc ${COMPILE[@]+"${COMPILE[@]}"} -I "$BUILD/facts/$p" -DBOJ_GAME="\"$ROOT/$p/game.hpp\"" \
    -c "$ROOT/scripts/web/web.cpp" -o "$WORK/$p.o" &&
    emcc ${LINK[@]+"${LINK[@]}"} "$WORK/$p.o" -o "$WORK/$p.js"; } >"$WORK/$p.log" 2>&1 ||
    { cat "$WORK/$p.log" >&2 && return 1; }
  mv "$WORK/$p.js" "$js"
  printf '%s' "${FLAGS[*]-}" >"$stamp"
}

# As many at a time as there are cores; a failure leaves its mark in $WORK.
rm -f "$WORK/failed"
jobs=$(cores) n=0
for p in ${PROBLEMS[@]+"${PROBLEMS[@]}"}; do
  { engine "$p" || touch "$WORK/failed"; } &
  (((n += 1) % jobs)) || wait
done
wait
[[ ! -f $WORK/failed ]] || die "emcc failed (logs: $WORK/<folder>.log)" "emcc가 실패했습니다 (기록: $WORK/<folder>.log)"

cp "$ROOT/scripts/web/web.js" "$ROOT/scripts/web/web.css" "$OUT/"

js_string() {
  awk 'BEGIN { printf "\"" } { gsub(/\\/, "\\\\"); gsub(/"/, "\\\""); gsub(/\r/, "\\r");
    gsub(/</, "\\u003c"); printf "%s\\n", $0 } END { printf "\"" }' "$1"
}

# fill TEMPLATE: scripts/web/TEMPLATE without its leading comment, each {{NAME}} the environment's
# NAME: not awk -v, which would read the samples' backslashes as escapes.
fill() {
  awk 'NR == 1, /-->$/ { next }
    {
      out = ""
      while (match($0, /[{][{][A-Z_]+[}][}]/)) {
        out = out substr($0, 1, RSTART - 1) ENVIRON[substr($0, RSTART + 2, RLENGTH - 4)]
        $0 = substr($0, RSTART + RLENGTH)
      }
      print out $0
    }' "$ROOT/scripts/web/$1"
}

LINKS=
for p in ${PROBLEMS[@]+"${PROBLEMS[@]}"}; do
  n=$(problem_number "$p") ko=$(problem_fact "$p" title_ko)
  en=$(problem_fact "$p" title_en)
  LINKS+="<li><a class=\"page\" href=\"$p.html\">BOJ $n <span data-ko=\"$ko\" data-en=\"$en\">$ko</span></a></li>"$'\n'
  samples=
  for in in "$ROOT/tests/$p"/sample-*.in "$ROOT/tests/$p"/example-*.in; do
    name=${in##*/}
    [[ ! -f $in ]] || samples+="[\"${name%.in}\", $(js_string "$in")],"
  done
  HEAD=$(TITLE="BOJ $n $ko · $en" fill head.html) FOLDER=$p NUMBER=$n TITLE_KO=$ko TITLE_EN=$en \
    SAMPLES=${samples%,} fill page.html >"$OUT/$p.html"
done
HEAD=$(TITLE="BOJ 게임 · BOJ games" fill head.html) LINKS=$LINKS fill index.html >"$OUT/index.html"

bytes=$(cat "$OUT"/*.html "$OUT"/*.js "$OUT"/*.css | wc -c)
say "web: $OUT/index.html ($((bytes / 1024)) KiB in all; open it in a browser)" \
  "web: $OUT/index.html (모두 $((bytes / 1024)) KiB. 브라우저로 여십시오)"
