#!/usr/bin/env bash
# The whole suite: configures and builds everything (Release) and runs every CTest test.
# Usage: scripts/test.sh [--ko] [-R REGEX] [-E REGEX] [-L LABEL] [-LE LABEL] [-- CTEST_ARGS...]
#   -R/-E/-L/-LE choose tests as ctest's own do (scripts/test.sh -L fast); what follows --
#   goes to ctest as it is. .ci/run runs exactly scripts/test.sh. --ko: this script's lines in
#   Korean (CMake's and CTest's stay theirs).
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
#ko 테스트 전체: 모든 것을 설정하고 빌드한 뒤(Release) CTest 테스트를 모두 돌립니다.
#ko 사용법: scripts/test.sh [--ko] [-R REGEX] [-E REGEX] [-L LABEL] [-LE LABEL] [-- CTEST_ARGS...]
#ko   -R/-E/-L/-LE는 ctest의 같은 옵션처럼 테스트를 고릅니다 (scripts/test.sh -L fast). -- 뒤는
#ko   그대로 ctest에 넘깁니다. .ci/run은 scripts/test.sh를 그대로 돌립니다. --ko: 이 스크립트의
#ko   줄을 한국어로 (CMake와 CTest의 출력은 그대로).
#ko CMake 3.20 이상과 C++17 컴파일러가 필요합니다. 없으면 건너뛰는 선택 도구:
#ko   repo/lint            shellcheck과 clang-format
#ko   */fuzz-short         libFuzzer가 있는 clang++ (애플의 clang에는 없습니다)
#ko   repo/copy-problem    busybox가 있으면 BusyBox 도구로 스크립트를 돌립니다
#ko   play/tmux            tmux (실제 터미널에서 게임 한 판)
#ko   repo/languages       언어마다 그 컴파일러로 풀이를 돌립니다: python3, pypy3, javac,
#ko                        kotlinc-jvm (Debian의 kotlin), rustc, go (golang-go)
#ko   web/browser          emcc (emscripten), chromium, npm (tests/web/에 고정한 puppeteer-core를
#ko                        빌드 트리에 설치). fonts-nanum이 있으면 스크린숏의 한글을 그립니다
#ko   (없음)               ninja는 빌드를 빠르게 할 뿐입니다
#ko 없는 도구는 apt-get이 있는 곳에서 root로 실행할 때만 무엇을 왜 설치하는지 말하고 설치합니다.
#ko 그 밖에는 무엇을 건너뛰는지 말하고 계속합니다. 이식성: bash 3.2 이상 (macOS).
#ko 종료 코드: ctest의 것 (0 모두 통과, 8 실패한 테스트가 있음), 2 사용법 오류나 컴파일러나 CMake가 없음.
[ -n "${BASH_VERSION:-}" ] || { echo "error: run it with bash (bash로 실행하십시오): bash $0" >&2; exit 2; }
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

ctest_args=()
while (($#)); do
  case $1 in
    -R | -E | -L | -LE)
      (($# >= 2)) || die "$1 needs a value (try --help)" "$1 뒤에 값을 쓰십시오 (사용법은 --help)"
      ctest_args+=("$1" "$2")
      shift
      ;;
    --)
      shift
      ctest_args+=("$@")
      break
      ;;
    *) other_option "$1" ;;
  esac
  shift
done

command -v cmake >/dev/null || die "cmake is needed (3.20 or newer)" "cmake(3.20 이상)가 필요합니다"
command -v "${CXX:-c++}" >/dev/null || command -v g++ >/dev/null ||
  die "a C++17 compiler is needed (g++ or clang++; or set CXX)" \
    "C++17 컴파일러가 필요합니다 (g++나 clang++, 또는 CXX 설정)"

# The optional tools: tool | Debian packages | what needs it | what happens without it (English
# | Korean). A missing one is installed, or said to be skipped.
packages=() installing=() skipping=()
while IFS='|' read -r tool debs what en ko; do
  command -v "$tool" >/dev/null && continue
  read -r -a more <<<"$debs"
  packages+=(${more[@]+"${more[@]}"})
  installing+=("$(say "$tool (package $debs), for $what" "$tool (패키지 $debs): $what에 씁니다")")
  skipping+=("$(say "$tool is missing: $en" "$tool 없음: $ko")")
done <<'TOOLS'
shellcheck|shellcheck|repo/lint|repo/lint will be skipped|repo/lint는 건너뜁니다
clang-format|clang-format|repo/lint|repo/lint will be skipped|repo/lint는 건너뜁니다
clang++|clang|*/fuzz-short (libFuzzer)|*/fuzz-short will be skipped|*/fuzz-short는 건너뜁니다
busybox|busybox|repo/copy-problem|repo/copy-problem runs the scripts with the system's tools only|repo/copy-problem은 시스템의 도구로만 스크립트를 돌립니다
tmux|tmux|play/tmux|play/tmux will be skipped|play/tmux는 건너뜁니다
python3|python3|repo/languages (Python 3)|repo/languages skips its Python 3 solutions|repo/languages에서 Python 3 풀이는 건너뜁니다
pypy3|pypy3|repo/languages (PyPy3)|repo/languages skips its PyPy3 runs|repo/languages에서 PyPy3 실행은 건너뜁니다
javac|default-jdk-headless|repo/languages (Java)|repo/languages skips its Java solutions|repo/languages에서 Java 풀이는 건너뜁니다
kotlinc-jvm|kotlin|repo/languages (Kotlin)|repo/languages skips its Kotlin solutions|repo/languages에서 Kotlin 풀이는 건너뜁니다
rustc|rustc|repo/languages (Rust)|repo/languages skips its Rust solutions|repo/languages에서 Rust 풀이는 건너뜁니다
go|golang-go|repo/languages (Go)|repo/languages skips its Go solutions|repo/languages에서 Go 풀이는 건너뜁니다
emcc|emscripten|web/browser|web/browser will be skipped|web/browser는 건너뜁니다
chromium|chromium fonts-nanum|web/browser|web/browser will be skipped|web/browser는 건너뜁니다
npm|npm|web/browser (puppeteer-core)|web/browser will be skipped|web/browser는 건너뜁니다
ninja|ninja-build|cmake --build|nothing skipped (CMake's default generator builds)|건너뛰는 것은 없습니다 (CMake의 기본 생성기로 빌드합니다)
TOOLS
if ((${#packages[@]})); then
  if ((EUID == 0)) && command -v apt-get >/dev/null; then
    say "test.sh: installing with apt-get:" "test.sh: apt-get으로 설치합니다:"
    printf '  %s\n' ${installing[@]+"${installing[@]}"}
    if ! log=$({ apt-get update -qq && apt-get install -y -qq ${packages[@]+"${packages[@]}"}; } 2>&1); then
      tail -n 5 <<<"$log" >&2
      say "test.sh: could not install ${packages[*]-}; the tests that need them will be skipped" \
        "test.sh: 설치하지 못했습니다: ${packages[*]-}. 이 도구가 필요한 테스트는 건너뜁니다" >&2
    fi
  else
    say "test.sh: optional tools missing (installed only as root where apt-get exists):" \
      "test.sh: 없는 선택 도구 (apt-get이 있는 곳에서 root로 실행할 때만 설치합니다):"
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
