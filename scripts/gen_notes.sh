#!/usr/bin/env bash
# Regenerates the notes' generated blocks and pictures, or checks them (CTest notes/drift).
# Help (--help): scripts/help/gen_notes.txt.
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash (bash로 실행하십시오): bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

check=0 stamp=0 failed=0 files=0
names=()
for a in "$@"; do
  case $a in
    --check) check=1 ;;
    --stamp) stamp=1 ;;
    -*) other_option "$a" ;;
    *) names+=("$a") ;;
  esac
done
if ((stamp)); then
  ((!check && ${#names[@]} == 1)) ||
    die "usage: scripts/gen_notes.sh [--ko] [--check] [PROBLEM...] | [--ko] --stamp FOLDER (try --help)" \
      "사용법: scripts/gen_notes.sh [--ko] [--check] [PROBLEM...] | [--ko] --stamp FOLDER (자세히는 --help)"
  folder=.
  [[ ${names[0]} == . || ${names[0]} == "$ROOT" ]] || folder=$(problem_folder "${names[0]}")
  build_targets editions
  exec "$BUILD/bin/editions" stamp "$ROOT" "$folder"
fi
chosen=()
for a in ${names[@]+"${names[@]}"}; do chosen+=("$(problem_folder "$a")"); done
((${#chosen[@]})) || chosen=(${PROBLEMS[@]+"${PROBLEMS[@]}"})
((${#chosen[@]} == 0)) || build_targets "${chosen[@]/%/_gen_notes}"
new=$(mktemp)
trap 'rm -f "$new"' EXIT

# write FILE COMMAND...: FILE becomes the output (with --check: a diff and a failure).
write() {
  local file=$1 dest=$ROOT/$1
  shift
  files=$((files + 1))
  "$@" >"$new" ||
    { say "error: the generator failed on $file" "error: 생성기가 실패했습니다: $file" >&2; exit 1; }
  if cmp -s "$dest" "$new"; then
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
  # A missing Korean edition is notes/editions' to report, not the generator's.
  for e in "" .ko; do
    [[ ! -f $ROOT/$p/README$e.md ]] || write "$p/README$e.md" "$gen" ${e:+--ko} readme "$ROOT" "$p"
  done
  pictures=$("$gen" pictures) || die "$gen pictures failed" "그림 목록을 얻지 못했습니다: $gen pictures"
  for picture in $pictures; do
    write "$p/$picture" "$gen" picture "$picture"
    write "$p/${picture%.*}.ko.${picture##*.}" "$gen" --ko picture "$picture"
  done
done
((check && !failed)) && say "notes/drift: all $files generated files match the repo" \
  "notes/drift: 생성 파일 ${files}개가 모두 저장소와 같습니다"
exit "$failed"
