# Shared by the scripts: where things are, the problems, --help, building, the case sets,
# solutions built like the judge. Source it; it sets ROOT, BUILD and PROBLEMS.
# Portable on purpose: bash 3.2 (macOS) and POSIX tools (GNU, BSD or BusyBox); no
# associative arrays, and under set -u an array that may be empty is expanded as
# ${a[@]+"${a[@]}"} (bash < 4.4 calls "${a[@]}" of an empty array unbound).
# tests/portability/ checks both. Status: used by every scripts/*.sh and the tests' scripts.
# shellcheck shell=bash

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=${BOJ_BUILD_DIR:-$ROOT/build}
case $BUILD in
  /*) ;;
  *) BUILD=$PWD/$BUILD ;; # absolute: check.sh runs from tests/
esac

# The problems: every root folder boj<number>_<name>/ with a main.cpp, in name order.
PROBLEMS=()
for _main in "$ROOT"/boj[0-9]*_*/main.cpp; do
  [[ -f $_main ]] || continue
  _main=${_main%/main.cpp}
  PROBLEMS+=("${_main##*/}")
done
unset _main

# The language of every line a person reads: KO=1 is a script's --ko. Sourced without
# arguments, this file sees the script's own, so --ko anywhere among them (before a lone --)
# chooses Korean before any is parsed: --help, and an error about an earlier argument, too.
# KO_ARG is the option to pass on to a tool: --ko, or empty.
KO=0 KO_ARG=
# shellcheck disable=SC2034 # KO_ARG is for the scripts that source this file
for _arg in "$@"; do
  [[ $_arg != -- ]] || break
  [[ $_arg != --ko ]] || KO=1 KO_ARG=--ko
done
unset _arg

# say ENGLISH KOREAN: one line, in the language KO chooses.
say() {
  if [[ $KO == 1 ]]; then printf '%s\n' "$2"; else printf '%s\n' "$1"; fi
}

# die ENGLISH [KOREAN]: `error: ` and the line on stderr, exit 2. One argument: a line with
# no words to translate (a command's usage, a tool's own message).
die() {
  echo "error: $(say "$1" "${2:-$1}")" >&2
  exit 2
}

# The scripts and the judge keep temporary files there; mktemp alone would only say "No such
# file or directory".
if [[ -n ${TMPDIR:-} && ! (-d $TMPDIR && -w $TMPDIR) ]]; then
  die "TMPDIR is '$TMPDIR', not a writable directory: create it, or unset TMPDIR to use /tmp" \
    "TMPDIR이 쓸 수 있는 디렉터리가 아닙니다: '$TMPDIR'. 만들거나, TMPDIR을 지워 /tmp를 쓰십시오"
fi

# A user script's help is scripts/help/NAME.txt (NAME.ko.txt with --ko), printed as it is. The
# tests' own tools have no help file: theirs is their header comment, English only.
show_help() {
  local name=${0##*/} file
  name=${name%.sh}
  if [[ ! $0 -ef $ROOT/scripts/$name.sh ]]; then
    awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"
    return 0
  fi
  file=$ROOT/scripts/help/$name.txt
  [[ $KO == 0 ]] || file=$ROOT/scripts/help/$name.ko.txt
  [[ -f $file ]] || die "scripts/$name.sh has no help file ${file#"$ROOT"/}" \
    "scripts/$name.sh의 도움말 파일이 없습니다: ${file#"$ROOT"/}"
  cat "$file"
}

# For an argument starting with - that the script does not know: --help, --ko (read above),
# or an error.
other_option() {
  case $1 in
    -h | --help)
      show_help
      exit 0
      ;;
    --ko) ;;
    *) die "unknown option '$1' (try --help)" "모르는 옵션입니다: '$1' (사용법은 --help)" ;;
  esac
}

# The BOJ number of a problem folder: boj<number>_<name> -> <number>.
problem_number() {
  local n=${1#boj}
  echo "${n%%_*}"
}

# Prints the folder for a BOJ number or folder name (a trailing slash is fine).
problem_folder() {
  local want=${1%/} p numbers=
  want=${want##*/}
  for p in ${PROBLEMS[@]+"${PROBLEMS[@]}"}; do
    if [[ $want == "$p" || $want == "$(problem_number "$p")" ]]; then
      echo "$p"
      return 0
    fi
    numbers="$numbers $(problem_number "$p")"
  done
  die "unknown problem '$1'; valid names: ${PROBLEMS[*]-none} (or their numbers:$numbers)" \
    "모르는 문제입니다: '$1'. 문제 이름: ${PROBLEMS[*]-없음} (또는 번호:$numbers)"
}

# Prints fact $2 of problem folder $1: the value of its line `$2 = value` in
# <folder>/problem.txt (blanks around the value dropped; a line starting with # is a comment).
# Dies when the file or the key is missing.
problem_fact() {
  local file=$ROOT/$1/problem.txt line key value
  [[ -f $file ]] || die "no $1/problem.txt: every problem folder has one (its facts)" \
    "$1/problem.txt가 없습니다. 문제 폴더마다 문제의 사실을 적은 이 파일이 있어야 합니다"
  while IFS= read -r line || [[ -n $line ]]; do
    line=${line%$'\r'}
    [[ $line == *=* ]] || continue
    key=${line%%=*}
    key=${key//[[:space:]]/}
    [[ $key == "$2" ]] || continue
    value=${line#*=}
    value=${value#"${value%%[![:space:]]*}"}
    echo "${value%"${value##*[![:space:]]}"}"
    return 0
  done <"$file"
  die "$1/problem.txt has no line '$2 = ...'" "$1/problem.txt에 '$2 = ...' 줄이 없습니다"
}

# The judge's time limit in seconds (<folder>/problem.txt says whether it is stated or assumed).
judge_limit() {
  problem_fact "$1" time_limit
}

# (Re)configures the build tree: Release, with Ninja when present the first time, but not where
# a path holds a quote or an ampersand: ninja 1.11 (Debian 12's) splits a compiler's dependency
# file at them (mended by ninja-build/ninja pull request 2590), so every call rebuilt every
# target it named (37 s instead of 4 s for a verify.sh in `it's here/`); make reads them right.
configure() {
  local ninja=()
  [[ -f $BUILD/CMakeCache.txt || $ROOT$BUILD == *[\'\"\&]* ]] || ! command -v ninja >/dev/null ||
    ninja=(-G Ninja)
  cmake -S "$ROOT" -B "$BUILD" ${ninja[@]+"${ninja[@]}"} -DCMAKE_BUILD_TYPE=Release >/dev/null ||
    die "cmake could not configure $BUILD" "cmake가 $BUILD를 설정하지 못했습니다"
}

# The machine's cores (online processors): what the builds, CTest and the tools run at once.
# getconf first (nproc is GNU's only), sysctl for a BSD without getconf's name, else 1.
cores() {
  local n
  n=$(getconf _NPROCESSORS_ONLN 2>/dev/null) || n=
  [[ $n =~ ^[1-9][0-9]*$ ]] || n=$(sysctl -n hw.ncpu 2>/dev/null) || n=
  [[ $n =~ ^[1-9][0-9]*$ ]] || n=1
  echo "$n"
}

# One build of a tree at a time: two scripts started at once would otherwise write the same
# files (the case sets are build products). mkdir is atomic everywhere; a lock whose process
# is gone (killed mid-build) is taken over. lock_build waits for it, unlock_build frees it.
# Two waiters may both see the same dead owner: the one whose mkdir of `stale` inside that lock
# succeeds takes it over, and only if the lock still names that owner (the other waiter may
# have taken it over and made a new one meanwhile, whose `stale` it then removes again).
lock_build() {
  local lock=$BUILD/.build-lock pid said=0
  mkdir -p "$BUILD"
  until mkdir "$lock" 2>/dev/null; do
    pid=$(cat "$lock/pid" 2>/dev/null) || pid=
    if [[ -n $pid ]] && ! kill -0 "$pid" 2>/dev/null && mkdir "$lock/stale" 2>/dev/null; then
      if [[ $(cat "$lock/pid" 2>/dev/null) == "$pid" ]]; then
        rm -rf "$lock"
      else
        rmdir "$lock/stale" 2>/dev/null || true
      fi
      continue
    fi
    ((said)) || say "waiting for another build of $BUILD (process ${pid:-starting})" \
      "$BUILD의 다른 빌드가 끝나기를 기다리는 중 (프로세스 ${pid:-시작 중})" >&2
    said=1
    sleep 1
  done
  echo "$$" >"$lock/pid"
}
unlock_build() {
  rm -rf "$BUILD/.build-lock"
}

# Builds the given targets (configuring the tree the first time), unless BOJ_NO_BUILD=1
# (set by CTest, whose tree is already built). A build that takes more than 2 s says so on
# stderr, and again every 15 s: a first build takes minutes.
build_targets() {
  [[ ${BOJ_NO_BUILD:-0} == 1 ]] && return 0
  lock_build
  local p reconfigure=0 pid tenths=0 rc=0
  [[ -f $BUILD/CMakeCache.txt ]] || {
    say "configuring the build tree $BUILD (once)" "빌드 트리 $BUILD 설정 중 (처음 한 번)" >&2
    reconfigure=1
  }
  # A problem folder added since the tree was configured has no facts there yet. Make, unlike
  # Ninja, reads its targets before its own check of the folder globs regenerates them, so
  # `check.sh NEW` would fail with "No rule to make target": configure first.
  for p in ${PROBLEMS[@]+"${PROBLEMS[@]}"}; do
    [[ -f $BUILD/facts/$p/problem_facts.hpp ]] || reconfigure=1
  done
  if ((reconfigure)); then
    (configure) || {
      unlock_build
      exit 2
    }
  fi
  cmake --build "$BUILD" --parallel "$(cores)" --target "$@" >"$BUILD/last-build.log" 2>&1 &
  pid=$!
  while kill -0 "$pid" 2>/dev/null; do
    sleep 0.1
    tenths=$((tenths + 1))
    if ((tenths == 20)); then
      say "building $* (log: $BUILD/last-build.log)" "빌드 중: $* (기록: $BUILD/last-build.log)" >&2
    elif ((tenths % 150 == 0)); then
      say "still building ($((tenths / 10)) s)" "빌드 중 (${tenths%?}초)" >&2
    fi
  done
  wait "$pid" || rc=$?
  unlock_build
  ((rc == 0)) || {
    tail -n 30 "$BUILD/last-build.log" >&2
    die "build failed (targets: $*)" "빌드에 실패했습니다 (대상: $*)"
  }
}

# Prints the directory of problem $1's judge set (`cases write`: limit-*, twin-*, exhaustive-*,
# stress-*), a build product (target <p>_judge_set, tests/CMakeLists.txt), built first.
ensure_cases() {
  build_targets "${1}_judge_set"
  echo "$BUILD/cases/$1"
}

# What a solution file is and how it runs (solution_language, limit_for, solution_binary) is
# scripts/lib/languages.sh, sourced by the scripts that judge a file: shellcheck -x follows
# every source, and that file was 11 of repo/lint's 19 s when all 27 scripts sourced it here.
