#!/usr/bin/env bash
# Regenerates every generated part of the study notes: in each <folder>/README.md and its
# Korean edition README.ko.md the blocks between "<!-- BEGIN generated: SPEC -->" and
# "<!-- END generated: SPEC -->" (Grundy tables by mex of the rules, worked games, code cut
# from main.cpp; Korean captions, the same numbers), and each problem's pictures (NAME.svg
# with its Korean twin NAME.ko.svg). The generator is scripts/notes/gen_notes.cpp with the
# problem's <folder>/notes.hpp; it refuses (exit 1) when a table disagrees with main.cpp.
# Usage: scripts/gen_notes.sh [--ko] [--check] [PROBLEM...] | [--ko] --stamp FOLDER
#   default: rewrites the notes in place; --check: writes nothing, shows the diff of each
#   committed file that differs from what the code produces now and fails (CTest notes/drift,
#   tests/notes/drift.sh). PROBLEM (number or folder): only these problems' notes (default all).
#   --stamp FOLDER (a problem, or . for the top README): declares FOLDER/README.ko.md up to
#   date with README.md by writing each section's en-sync stamp (scripts/notes/editions.cpp;
#   checked by notes/editions). --ko: this script's lines in Korean (the generator's own
#   error lines and the diffs stay as they are).
# Exit: 0 done (--check: all match), 1 the generator or the stamping failed or (--check) a
#   file differs, 2 usage or build error.
#ko 공부 노트의 생성 부분을 모두 다시 만듭니다: <folder>/README.md와 한국어판 README.ko.md에서
#ko "<!-- BEGIN generated: SPEC -->"과 "<!-- END generated: SPEC -->" 사이의 블록 (규칙의 mex로
#ko 계산한 그런디 표, 예시 게임, main.cpp에서 잘라 온 코드. 한국어판은 설명만 한국어이고 숫자는
#ko 같습니다), 그리고 문제의 그림 (NAME.svg와 한국어판 NAME.ko.svg). 생성기는
#ko scripts/notes/gen_notes.cpp와 문제의 <folder>/notes.hpp이고, 표가 main.cpp와 다르면 거부합니다
#ko (종료 코드 1).
#ko 사용법: scripts/gen_notes.sh [--ko] [--check] [PROBLEM...] | [--ko] --stamp FOLDER
#ko   기본: 노트를 그 자리에서 다시 씁니다. --check: 아무것도 쓰지 않고, 커밋된 파일이 지금 코드가
#ko   만드는 것과 다르면 차이를 보이고 실패합니다 (CTest notes/drift, tests/notes/drift.sh).
#ko   PROBLEM (번호나 폴더): 이 문제들의 노트만 (기본: 모두).
#ko   --stamp FOLDER (문제, 또는 맨 위 README라면 .): FOLDER/README.ko.md가 README.md와 맞는다고
#ko   선언하고 절마다 en-sync 표시를 씁니다 (scripts/notes/editions.cpp, notes/editions가 확인).
#ko   --ko: 이 스크립트의 줄을 한국어로 (생성기의 error 줄과 차이는 그대로).
#ko 종료 코드: 0 끝남(--check: 모두 같음), 1 생성기나 표시 쓰기가 실패함, 또는 (--check) 다른
#ko   파일이 있음, 2 사용법 오류나 빌드 오류.
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash (bash로 실행하십시오): bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

check=0 failed=0 files=0
[[ ${1:-} != --ko ]] || shift # common.sh has read it
case "${1:-}" in
  --check)
    check=1
    shift
    ;;
  --stamp)
    [[ $# == 2 ]] || die "usage: scripts/gen_notes.sh [--ko] [--check] [PROBLEM...] | [--ko] --stamp FOLDER (try --help)" \
      "사용법: scripts/gen_notes.sh [--ko] [--check] [PROBLEM...] | [--ko] --stamp FOLDER (자세히는 --help)"
    folder=.
    [[ $2 == . || $2 == "$ROOT" ]] || folder=$(problem_folder "$2")
    build_targets editions
    exec "$BUILD/bin/editions" stamp "$ROOT" "$folder"
    ;;
esac
chosen=()
for a in "$@"; do
  case $a in
    -*) other_option "$a" ;;
    *) chosen+=("$(problem_folder "$a")") ;;
  esac
done
((${#chosen[@]})) || chosen=(${PROBLEMS[@]+"${PROBLEMS[@]}"})

((${#chosen[@]} == 0)) || build_targets "${chosen[@]/%/_gen_notes}"
new=$(mktemp)
trap 'rm -f "$new"' EXIT

# write FILE COMMAND...: the command's output becomes FILE (only when it succeeds); with
# --check, a FILE that differs is shown as a diff and counted as a failure instead.
write() {
  local file=$1 dest=$ROOT/$1
  shift
  files=$((files + 1))
  if ! "$@" >"$new"; then
    say "error: the generator failed on $file" "error: 생성기가 실패했습니다: $file" >&2
    exit 1
  fi
  if [[ -f $dest ]] && cmp -s "$dest" "$new"; then
    ((check)) || say "unchanged $file" "그대로   $file"
  elif ((check)); then
    diff -u --label "$file (in the repo)" --label "$file (generated now)" "$dest" "$new" || true
    say "FAIL: $file differs from what the code produces now (run scripts/gen_notes.sh)" \
      "실패: 지금 코드가 만드는 것과 다릅니다: $file (scripts/gen_notes.sh를 실행하십시오)"
    failed=1
  else
    cat "$new" >"$dest"
    say "wrote     $file" "씀       $file"
  fi
}

for p in ${chosen[@]+"${chosen[@]}"}; do
  gen=$BUILD/bin/${p}_gen_notes
  [[ -f $ROOT/$p/README.md ]] && write "$p/README.md" "$gen" readme "$ROOT" "$p"
  # A missing Korean edition is notes/editions' to report, not the generator's.
  [[ -f $ROOT/$p/README.ko.md ]] && write "$p/README.ko.md" "$gen" --ko readme "$ROOT" "$p"
  pictures=$("$gen" pictures) || die "$gen pictures failed" "그림 목록을 얻지 못했습니다: $gen pictures"
  for picture in $pictures; do
    write "$p/$picture" "$gen" picture "$picture"
    write "$p/${picture%.*}.ko.${picture##*.}" "$gen" --ko picture "$picture"
  done
done
((check && !failed)) && say "notes/drift: all $files generated files match the repo" \
  "notes/drift: 생성 파일 ${files}개가 모두 저장소와 같습니다"
exit "$failed"
