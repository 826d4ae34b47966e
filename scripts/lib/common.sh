# Shared by every script (source it): ROOT, BUILD, PROBLEMS, the language, --help, facts, builds.
# bash 3.2 and POSIX tools: an array that may be empty is ${a[@]+"${a[@]}"}, as bash < 4.4
# calls an empty "${a[@]}" unbound. Status: tests/portability/, tests/scripts_cli.sh.
# shellcheck shell=bash

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=${BOJ_BUILD_DIR:-$ROOT/build}
case $BUILD in
  /*) ;;
  *) BUILD=$PWD/$BUILD ;; # absolute: check.sh runs from tests/
esac

PROBLEMS=()
for _main in "$ROOT"/boj[0-9]*_*/main.cpp; do
  [[ ! -f $_main ]] || { _main=${_main%/main.cpp} && PROBLEMS+=("${_main##*/}"); }
done
unset _main

# The language, as gettext's tools choose it: the first of LC_ALL, LC_MESSAGES and LANG that is
# set, Korean when it starts with `ko`, else English; --ko or --en anywhere (before a lone --)
# overrides it, read here before any option is parsed so --help and an early error use it.
# The C++ tools are told by KO_ARG (--ko or nothing): they do not read the locale themselves.
KO=0 KO_ARG=
[[ ${LC_ALL:-${LC_MESSAGES:-${LANG:-}}} != ko* ]] || KO=1
for _arg in "$@"; do
  [[ $_arg != -- ]] || break
  case $_arg in --ko) KO=1 ;; --en) KO=0 ;; esac
done
unset _arg
# shellcheck disable=SC2034 # KO_ARG is for the scripts that source this file
((KO == 0)) || KO_ARG=--ko

say() { if [[ $KO == 1 ]]; then printf '%s\n' "$2"; else printf '%s\n' "$1"; fi; }

# die ENGLISH [KOREAN]: exit 2. One argument: a line with no words to translate.
die() { say "error: $1" "오류: ${2:-$1}" >&2; exit 2; }

# mktemp alone would only say "No such file or directory".
if [[ -n ${TMPDIR:-} && ! (-d $TMPDIR && -w $TMPDIR) ]]; then
  die "TMPDIR is '$TMPDIR', not a writable directory: create it, or unset TMPDIR to use /tmp" \
    "TMPDIR이 쓸 수 있는 디렉터리가 아닙니다: '$TMPDIR'. 만들거나, TMPDIR을 지워 /tmp를 쓰십시오"
fi

# A user script's help is scripts/help/NAME.txt (NAME.ko.txt in Korean), printed as it is. The
# tests' own tools have no help file: theirs is their header comment, English only.
show_help() {
  local name=${0##*/} file
  name=${name%.sh}
  [[ $0 -ef $ROOT/scripts/$name.sh ]] ||
    { awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0" && return 0; }
  file=$ROOT/scripts/help/$name.txt
  [[ $KO == 0 ]] || file=$ROOT/scripts/help/$name.ko.txt
  [[ -f $file ]] || die "scripts/$name.sh has no help file ${file#"$ROOT"/}" \
    "scripts/$name.sh의 도움말 파일이 없습니다: ${file#"$ROOT"/}"
  cat "$file"
}

# An option the script does not know: --help, --ko and --en (read above), or an error.
other_option() {
  case $1 in
    -h | --help) show_help && exit 0 ;;
    --ko | --en) ;;
    *) die "unknown option '$1' (try --help)" "모르는 옵션입니다: '$1' (사용법은 --help)" ;;
  esac
}

problem_number() { local n=${1#boj}; echo "${n%%_*}"; }

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

# problem_fact FOLDER KEY: the value of `KEY = value` in FOLDER/problem.txt, blanks trimmed,
# read by the regular expression the top CMakeLists.txt reads the facts with.
problem_fact() {
  local file=$ROOT/$1/problem.txt line
  local fact='^[[:space:]]*([a-z0-9_]+)[[:space:]]*=[[:space:]]*(.*[^[:space:]])[[:space:]]*$'
  [[ -f $file ]] || die "no $1/problem.txt: every problem folder has one (its facts)" \
    "$1/problem.txt가 없습니다. 문제 폴더마다 문제의 사실을 적은 이 파일이 있어야 합니다"
  while IFS= read -r line || [[ -n $line ]]; do
    line=${line%$'\r'}
    [[ $line =~ $fact && ${BASH_REMATCH[1]} == "$2" ]] || continue
    echo "${BASH_REMATCH[2]}"
    return 0
  done <"$file"
  die "$1/problem.txt has no line '$2 = ...'" "$1/problem.txt에 '$2 = ...' 줄이 없습니다"
}

judge_limit() { problem_fact "$1" time_limit; }

# Under lock_build, released if it fails. Ninja only the first time, and not where a path holds
# a quote or an ampersand: ninja 1.11 (Debian 12's) splits a dependency file at them (fixed by
# ninja-build/ninja pull request 2590), so every call rebuilt every target (37 s instead of 4 s
# for a verify.sh in `it's here/`).
configure() {
  local ninja=()
  [[ -f $BUILD/CMakeCache.txt || $ROOT$BUILD == *[\'\"\&]* ]] || ! command -v ninja >/dev/null ||
    ninja=(-G Ninja)
  cmake -S "$ROOT" -B "$BUILD" ${ninja[@]+"${ninja[@]}"} -DCMAKE_BUILD_TYPE=Release >/dev/null ||
    { unlock_build && die "cmake could not configure $BUILD" "cmake가 $BUILD를 설정하지 못했습니다"; }
}

# getconf first (nproc is GNU's only), sysctl for a BSD without getconf's name, else 1.
cores() {
  local n
  n=$(getconf _NPROCESSORS_ONLN 2>/dev/null) || n=
  [[ $n =~ ^[1-9][0-9]*$ ]] || n=$(sysctl -n hw.ncpu 2>/dev/null) || n=
  [[ $n =~ ^[1-9][0-9]*$ ]] || n=1
  echo "$n"
}

# One build of a tree at a time (two would write the same case sets); mkdir is atomic
# everywhere. A lock whose process is gone is taken over by the waiter whose mkdir of `stale`
# in it succeeds, and only if it still names that owner: the other waiter may have taken it
# over and made a new one meanwhile, whose `stale` it then removes again. A lock with no pid
# for 5 s (its owner died between mkdir and echo) is adopted by that waiter, never removed.
lock_build() {
  local lock=$BUILD/.build-lock pid said=0 bare=0
  mkdir -p "$BUILD"
  until mkdir "$lock" 2>/dev/null; do
    pid=$(cat "$lock/pid" 2>/dev/null) || pid=
    if [[ -n $pid ]]; then bare=0; else bare=$((bare + 1)); fi
    if ((bare > 5)) && mkdir "$lock/stale" 2>/dev/null; then # still no pid: adopt the lock
      [[ -s $lock/pid ]] || echo "$$" >"$lock/pid"
      rmdir "$lock/stale" 2>/dev/null || true
      [[ $(cat "$lock/pid" 2>/dev/null) != "$$" ]] || return 0
    fi
    if [[ -n $pid ]] && ! kill -0 "$pid" 2>/dev/null && mkdir "$lock/stale" 2>/dev/null; then
      if [[ $(cat "$lock/pid" 2>/dev/null) == "$pid" ]]; then rm -rf "$lock"; else rmdir "$lock/stale" 2>/dev/null || true; fi
      continue
    fi
    ((said)) || say "waiting for another build of $BUILD (process ${pid:-starting})" \
      "$BUILD의 다른 빌드가 끝나기를 기다리는 중 (프로세스 ${pid:-시작 중})" >&2
    said=1
    sleep 1
  done
  echo "$$" >"$lock/pid"
}
unlock_build() { rm -rf "$BUILD/.build-lock"; }

# Nothing with BOJ_NO_BUILD=1 (CTest's tree is built). A first build takes minutes: say so.
build_targets() {
  [[ ${BOJ_NO_BUILD:-0} == 1 ]] && return 0
  # Another build of the tree (test.sh's: minutes) is not waited for when every target is a
  # program built already (check.sh's). Ninja's dry run cannot tell: it plans CMake's glob check.
  local t pid ready=1 p reconfigure=0 tenths=0 rc=0
  for t in "$@"; do [[ -x $BUILD/bin/$t ]] || ready=0; done
  if ((ready)) && pid=$(cat "$BUILD/.build-lock/pid" 2>/dev/null) && kill -0 "$pid" 2>/dev/null; then
    say "another build of $BUILD is running (process $pid): $* as built before" \
      "$BUILD의 다른 빌드가 돌고 있어(프로세스 $pid) 전에 빌드한 것을 씁니다: $*" >&2
    return 0
  fi
  lock_build
  [[ -f $BUILD/CMakeCache.txt ]] ||
    { say "configuring the build tree $BUILD (once)" "빌드 트리 $BUILD 설정 중 (처음 한 번)" >&2 && reconfigure=1; }
  # A problem folder added since the tree was configured has no facts there yet. Make, unlike
  # Ninja, reads its targets before its own check of the folder globs regenerates them, so
  # `check.sh NEW` would fail with "No rule to make target": configure first.
  for p in ${PROBLEMS[@]+"${PROBLEMS[@]}"}; do
    [[ -f $BUILD/facts/$p/problem_facts.hpp ]] || reconfigure=1
  done
  ((reconfigure == 0)) || configure
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
  ((rc == 0)) || { tail -n 30 "$BUILD/last-build.log" >&2 &&
    die "build failed (targets: $*)" "빌드에 실패했습니다 (대상: $*)"; }
}

# node_install DIR DEST PACKAGE: DIR's package.json as its lock file locks it, into (printed)
# DEST/node_modules. --prefer-offline: no round trip to the registry (once 4 min; 6 s from cache).
node_install() {
  local log
  if ! cmp -s "$1/package-lock.json" "$2/package-lock.json" || [[ ! -d $2/node_modules/$3 ]]; then
    say "installing $3 with npm into $2 (once)" "npm으로 $3 설치 중: $2 (처음 한 번)" >&2
    rm -rf "$2" && mkdir -p "$2" && cp "$1/package.json" "$1/package-lock.json" "$2/"
    # A failed install leaves no lock file, so the next run installs again.
    log=$(cd "$2" && npm ci --prefer-offline --no-audit --no-fund 2>&1) ||
      { tail -n 5 <<<"$log" >&2 && rm -f "$2/package-lock.json" && return 1; }
  fi
  echo "$2/node_modules"
}

# ensure_cases FOLDER: the directory of its judge set, built first (target <p>_judge_set).
ensure_cases() { build_targets "${1}_judge_set"; echo "$BUILD/cases/$1"; }

# languages.sh is sourced only by the scripts that judge a file: shellcheck -x follows every
# source, and it was 11 of repo/lint's 19 s when all 27 scripts sourced it here.
