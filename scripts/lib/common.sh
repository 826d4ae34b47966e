# Shared by the scripts: where things are, problem names, building on demand.
# Source it; it sets ROOT, BUILD and PROBLEMS.
# shellcheck shell=bash

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=${BOJ_BUILD_DIR:-$ROOT/build}
PROBLEMS=(boj11869_nimble boj16879_palace boj16889_nodup_nim boj18937_kings_bridge)

# Seconds a solution may run on one case in verify.sh: the judge's limit rounded up to whole
# seconds (11869: 2 s, 16879: 0.5 s, 18937: 1 s on the mirror; 16889's is unknown, 1 s
# assumed), doubled for sanitizer builds and a busy machine. Our solutions need < 0.1 s.
time_limit() {
  case $1 in
    boj11869_nimble) echo 4 ;;
    *) echo 2 ;;
  esac
}

die() {
  echo "error: $*" >&2
  exit 2
}

# Prints the folder for a BOJ number or folder name (a trailing slash is fine).
problem_folder() {
  local want=${1%/} p
  want=${want##*/}
  for p in "${PROBLEMS[@]}"; do
    if [[ $want == "$p" || $want == "${p#boj}" || "boj$want" == "${p%%_*}" ]]; then
      echo "$p"
      return 0
    fi
  done
  die "unknown problem '$1'; valid names: ${PROBLEMS[*]} (or their numbers: 11869 16879 16889 18937)"
}

# Configures the build tree once and builds the given targets, unless BOJ_NO_BUILD=1
# (set by CTest, whose tree is already built).
build_targets() {
  [[ ${BOJ_NO_BUILD:-0} == 1 ]] && return 0
  if [[ ! -f $BUILD/CMakeCache.txt ]]; then
    local generator_flags=()
    command -v ninja >/dev/null && generator_flags=(-G Ninja)
    cmake -S "$ROOT" -B "$BUILD" "${generator_flags[@]}" -DCMAKE_BUILD_TYPE=Release >/dev/null ||
      die "cmake could not configure $BUILD"
  fi
  cmake --build "$BUILD" --parallel 2 --target "$@" >"$BUILD/last-build.log" 2>&1 || {
    tail -n 30 "$BUILD/last-build.log" >&2
    die "build failed (targets: $*)"
  }
}

# Writes the generated checks of a problem into $BUILD/cases/<folder> unless they are
# newer than the generator; prints the directory. Atomic, so parallel readers never see
# half of it.
ensure_cases() {
  local p=$1 dir=$BUILD/cases/$1 generator=$BUILD/bin/${1}_cases
  build_targets "${p}_cases"
  [[ -x $generator ]] || die "no case generator for $p ($generator)"
  if [[ ! -f $dir/.stamp || $generator -nt $dir/.stamp ]]; then
    local tmp
    tmp=$(mktemp -d "$BUILD/cases/.tmp-$p.XXXXXX" 2>/dev/null) ||
      { mkdir -p "$BUILD/cases" && tmp=$(mktemp -d "$BUILD/cases/.tmp-$p.XXXXXX"); }
    "$generator" write "$tmp" >"$tmp/.summary" || die "$generator write failed"
    touch "$tmp/.stamp"
    rm -rf "$dir.old"
    [[ -d $dir ]] && mv "$dir" "$dir.old"
    mv "$tmp" "$dir"
    rm -rf "$dir.old"
  fi
  echo "$dir"
}

# Builds a solution .cpp with the judge's own flags (-static when the toolchain can) and
# prints the executable; an executable is printed as it is.
solution_binary() {
  local src=$1
  if [[ -x $src && ! -d $src && $src != *.cpp ]]; then
    realpath "$src"
    return 0
  fi
  [[ -f $src ]] || die "no such solution: $src"
  local key out
  key=$(realpath "$src" | cksum | cut -d' ' -f1)
  out=$BUILD/solutions/$(basename "$src" .cpp)-$key
  mkdir -p "$BUILD/solutions"
  if [[ ! -x $out || $src -nt $out ]]; then
    local flags=(-O2 -Wall -lm -std=gnu++17 -DONLINE_JUDGE -DBOJ)
    g++ "$src" -o "$out.tmp$$" "${flags[@]}" -static 2>"$out.log" ||
      g++ "$src" -o "$out.tmp$$" "${flags[@]}" 2>"$out.log" || {
      cat "$out.log" >&2
      die "could not compile $src"
    }
    mv "$out.tmp$$" "$out"
  fi
  echo "$out"
}
