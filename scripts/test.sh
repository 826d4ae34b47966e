#!/usr/bin/env bash
# The whole suite: configures and builds everything (Release) and runs every CTest test.
# Usage: scripts/test.sh [-R REGEX] [-E REGEX] [-L LABEL] [-LE LABEL] [-- CTEST_ARGS...]
#   -R/-E/-L/-LE choose tests as ctest's own do (scripts/test.sh -L fast); what follows --
#   goes to ctest as it is. .ci/run runs exactly scripts/test.sh.
# Needs CMake 3.20+ and a C++17 compiler. Optional tools, and what is skipped without them:
#   repo/lint            needs shellcheck and clang-format
#   */fuzz-short         needs clang++ with libFuzzer (Apple's clang has none)
#   repo/copy-problem    runs the scripts with BusyBox's tools when busybox is there
#   play/tmux            needs tmux (a game played in a real terminal)
#   repo/languages       runs its solutions in each language with its compiler: python3,
#                        pypy3, javac, kotlinc-jvm (Debian's kotlin), rustc, go (golang-go)
#   web/browser          needs emcc (emscripten), chromium and npm (puppeteer-core, locked in
#                        tests/web/, installed into the build tree); fonts-nanum draws the
#                        screenshots' Korean
#   (nothing)            ninja only makes the build faster
# Missing ones are installed only as root where apt-get exists, saying what and why;
# elsewhere this says what will be skipped and goes on. Portable: bash 3.2+ (macOS).
# Exit: ctest's (0 all passed, 8 a test failed), 2 usage error or no compiler or CMake.
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash: bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

ctest_args=()
while (($#)); do
  case $1 in
    -R | -E | -L | -LE)
      (($# >= 2)) || die "$1 needs a value (try --help)"
      ctest_args+=("$1" "$2")
      shift 2
      ;;
    --)
      shift
      ctest_args+=("$@")
      break
      ;;
    *) other_option "$1" ;;
  esac
done

command -v cmake >/dev/null || die "cmake is needed (3.20 or newer)"
command -v "${CXX:-c++}" >/dev/null || command -v g++ >/dev/null ||
  die "a C++17 compiler is needed (g++ or clang++; or set CXX)"

packages=() installing=() skipping=()
optional() { # tool, Debian packages, the tests that need it, what happens without it
  command -v "$1" >/dev/null && return 0
  local more
  read -r -a more <<<"$2"
  packages+=(${more[@]+"${more[@]}"})
  installing+=("$1 (package $2), for $3")
  skipping+=("$1 is missing: $4")
}
optional shellcheck shellcheck repo/lint "repo/lint will be skipped"
optional clang-format clang-format repo/lint "repo/lint will be skipped"
optional clang++ clang "*/fuzz-short (libFuzzer)" "*/fuzz-short will be skipped"
optional busybox busybox repo/copy-problem "repo/copy-problem runs the scripts with the system's tools only"
optional tmux tmux play/tmux "play/tmux will be skipped"
optional python3 python3 "repo/languages (Python 3)" "repo/languages skips its Python 3 solutions"
optional pypy3 pypy3 "repo/languages (PyPy3)" "repo/languages skips its PyPy3 runs"
optional javac default-jdk-headless "repo/languages (Java)" "repo/languages skips its Java solutions"
optional kotlinc-jvm kotlin "repo/languages (Kotlin)" "repo/languages skips its Kotlin solutions"
optional rustc rustc "repo/languages (Rust)" "repo/languages skips its Rust solutions"
optional go golang-go "repo/languages (Go)" "repo/languages skips its Go solutions"
optional emcc emscripten web/browser "web/browser will be skipped"
optional chromium "chromium fonts-nanum" web/browser "web/browser will be skipped"
optional npm npm "web/browser (puppeteer-core)" "web/browser will be skipped"
optional ninja ninja-build "a faster build" "nothing skipped (CMake's default generator builds)"
if ((${#packages[@]})); then
  if ((EUID == 0)) && command -v apt-get >/dev/null; then
    echo "test.sh: installing with apt-get:"
    printf '  %s\n' ${installing[@]+"${installing[@]}"}
    if ! log=$({ apt-get update -qq && apt-get install -y -qq ${packages[@]+"${packages[@]}"}; } 2>&1); then
      tail -n 5 <<<"$log" >&2
      echo "test.sh: could not install ${packages[*]-}; the tests that need them will be skipped" >&2
    fi
  else
    echo "test.sh: optional tools missing (installed only as root where apt-get exists):"
    printf '  %s\n' ${skipping[@]+"${skipping[@]}"}
  fi
fi

lock_build # a script started meanwhile waits; a failed build leaves a lock the next run takes over
configure
jobs=$(cores)
cmake --build "$BUILD" --parallel "$jobs"
unlock_build
ctest --test-dir "$BUILD" --output-on-failure --parallel "$jobs" --timeout 600 \
  ${ctest_args[@]+"${ctest_args[@]}"}
