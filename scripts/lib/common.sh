# Shared by the scripts: where things are, the problems, --help, building on demand, the
# generated checks. Source it; it sets ROOT, BUILD and PROBLEMS.
# Portable on purpose: bash 3.2 (macOS) and POSIX tools (GNU, BSD or BusyBox); no
# associative arrays, and under set -u an array that may be empty is expanded as
# ${a[@]+"${a[@]}"} (bash < 4.4 calls "${a[@]}" of an empty array unbound).
# tests/portability/ checks both. Status: used by every scripts/*.sh.
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

die() {
  echo "error: $*" >&2
  exit 2
}

# Prints the header comment of the script that calls it (what it does, usage, exit codes).
show_help() {
  local line
  while IFS= read -r line; do
    case $line in
      '#!'*) ;;
      '#'*)
        line=${line#\#}
        echo "${line# }"
        ;;
      *) return 0 ;;
    esac
  done <"$0"
}

# For an argument starting with - that the script does not know: --help, or an error.
other_option() {
  case $1 in
    -h | --help)
      show_help
      exit 0
      ;;
    *) die "unknown option '$1' (try --help)" ;;
  esac
}

# The BOJ number of a problem folder: boj16879_palace -> 16879.
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
  die "unknown problem '$1'; valid names: ${PROBLEMS[*]-none} (or their numbers:$numbers)"
}

# The judge's time limit in seconds (/work/shared/problems.md): 11869 2 s, 16879 0.5 s;
# 16889 and 18937 have none on record (18937's mirror uses 1 s): 1 s for them.
judge_limit() {
  case $(problem_number "$1") in
    11869) echo 2 ;;
    16879) echo 0.5 ;;
    *) echo 1 ;;
  esac
}

# Configures the build tree once and builds the given targets, unless BOJ_NO_BUILD=1
# (set by CTest, whose tree is already built). Ninja when present, else CMake's default.
build_targets() {
  [[ ${BOJ_NO_BUILD:-0} == 1 ]] && return 0
  if [[ ! -f $BUILD/CMakeCache.txt ]]; then
    if command -v ninja >/dev/null; then
      cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
    else
      cmake -S "$ROOT" -B "$BUILD" -DCMAKE_BUILD_TYPE=Release >/dev/null
    fi || die "cmake could not configure $BUILD"
  fi
  cmake --build "$BUILD" --parallel 2 --target "$@" >"$BUILD/last-build.log" 2>&1 || {
    tail -n 30 "$BUILD/last-build.log" >&2
    die "build failed (targets: $*)"
  }
}

# The generated checks of a problem: each set is written into a new directory
# $BUILD/cases/.<folder>.XXXXXX, then the one-line file $BUILD/cases/<folder>.current that
# names it is replaced by a rename (atomic on every system, unlike swapping directories), so
# a reader never sees a missing or half-written set. One writer at a time (a mkdir lock);
# the set before the current one stays for readers still on it, older ones are removed.
current_cases() { # folder: the current set's directory, or nothing
  local name
  if [[ -f $BUILD/cases/$1.current ]] && read -r name <"$BUILD/cases/$1.current"; then
    echo "$BUILD/cases/$name"
  fi
}
cases_fresh() { # directory, generator: is the set there and newer than the generator?
  [[ -n $1 && -f $1/.stamp && ! $2 -nt $1/.stamp ]]
}

# Takes the lock directory $1 (mkdir is atomic everywhere) for this script, waiting for its
# holder; the lock of a holder that died is taken over. A holder that exits normally removes
# its lock, and another writer may take it at once: so the pid is read twice, and only a lock
# that still names the dead holder is removed (else a new holder's lock would go).
take_lock() {
  local lock=$1 pid again waited=0
  until mkdir "$lock" 2>/dev/null; do
    pid='' again=''
    read -r pid 2>/dev/null <"$lock/pid" || true
    if [[ -n $pid ]] && ! kill -0 "$pid" 2>/dev/null; then
      read -r again 2>/dev/null <"$lock/pid" || true
      [[ $again != "$pid" ]] || rm -rf "$lock"
      continue
    fi
    ((waited++ < 600)) || die "waited 10 minutes for $lock: remove it if no script is running"
    sleep 1
  done
  echo "$$" >"$lock/pid"
}

write_cases() { # folder, generator; run in a subshell: it holds the lock until it exits
  local p=$1 generator=$2 base=$BUILD/cases set old d
  take_lock "$base/.lock-$p"
  # shellcheck disable=SC2064 # the path now: the trap runs after this function returns
  trap "rm -rf '$base/.lock-$p'" EXIT
  old=$(current_cases "$p")
  cases_fresh "$old" "$generator" && return 0 # another writer just made it
  set=$(mktemp -d "$base/.$p.XXXXXX") || die "cannot create a directory in $base"
  "$generator" write "$set" >"$set/.summary" || {
    rm -rf "$set"
    die "$generator write failed"
  }
  touch "$set/.stamp"
  echo "${set##*/}" >"$base/$p.current.new"
  mv -f "$base/$p.current.new" "$base/$p.current"
  for d in "$base/.$p".??????; do
    [[ $d == "$set" || $d == "$old" ]] || rm -rf "$d"
  done
  rm -rf "${base:?}/$p" # the layout before: a plain directory
}

# Writes the generated checks of a problem unless they are newer than its generator, and
# prints their directory.
ensure_cases() {
  local p=$1 generator=$BUILD/bin/${1}_cases dir
  build_targets "${p}_cases"
  [[ -x $generator ]] || die "no case generator for $p ($generator)"
  mkdir -p "$BUILD/cases" || die "cannot create $BUILD/cases"
  dir=$(current_cases "$p")
  if ! cases_fresh "$dir" "$generator"; then
    (write_cases "$p" "$generator") || exit 2
    dir=$(current_cases "$p")
  fi
  echo "$dir"
}

# Builds a solution .cpp with the judge's own flags (-static when the toolchain can) and
# prints the executable; an executable is printed as it is. Compiler: $CXX, else g++, else c++.
solution_binary() {
  local src=$1 abs
  [[ -e $src && ! -d $src ]] || die "no such solution: $src"
  abs=$(cd "$(dirname "$src")" && pwd -P)/$(basename "$src")
  if [[ -x $src && $src != *.cpp ]]; then
    echo "$abs"
    return 0
  fi
  local cxx=${CXX:-} key out
  [[ -n $cxx ]] || { command -v g++ >/dev/null && cxx=g++; } || cxx=c++
  read -r key _ < <(printf '%s' "$abs" | cksum)
  out=$BUILD/solutions/$(basename "$src" .cpp)-$key
  mkdir -p "$BUILD/solutions"
  if [[ ! -x $out || $src -nt $out ]]; then
    "$cxx" "$src" -o "$out.tmp$$" -O2 -Wall -lm -std=gnu++17 -DONLINE_JUDGE -DBOJ -static \
      2>"$out.log" ||
      "$cxx" "$src" -o "$out.tmp$$" -O2 -Wall -lm -std=gnu++17 -DONLINE_JUDGE -DBOJ \
        2>"$out.log" || {
      cat "$out.log" >&2
      die "could not compile $src"
    }
    mv "$out.tmp$$" "$out"
  fi
  echo "$out"
}
