#!/usr/bin/env bash
# The whole suite: configure, build, CTest (.ci/run runs it). Help (--help):
# scripts/help/test.txt.
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

# The optional tools: tool | Debian packages | what needs it | without it (English | Korean).
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
python3|python3|repo/languages (Python 3)|repo/languages skips its Python 3 solutions|repo/languages에서 Python 3 풀이는 건너뜁니다
pypy3|pypy3|repo/languages (PyPy3)|repo/languages skips its PyPy3 runs|repo/languages에서 PyPy3 실행은 건너뜁니다
javac|default-jdk-headless|repo/languages (Java)|repo/languages skips its Java solutions|repo/languages에서 Java 풀이는 건너뜁니다
rustc|rustc|repo/languages (Rust)|repo/languages skips its Rust solutions|repo/languages에서 Rust 풀이는 건너뜁니다
go|golang-go|repo/languages (Go)|repo/languages skips its Go solutions|repo/languages에서 Go 풀이는 건너뜁니다
emcc|emscripten|web/browser|web/browser will be skipped|web/browser는 건너뜁니다
chromium|chromium fonts-nanum|web/browser|web/browser will be skipped|web/browser는 건너뜁니다
npm|npm|web/browser (puppeteer-core) and repo/languages (Kotlin)|web/browser and the Kotlin solutions of repo/languages will be skipped|web/browser와 repo/languages의 Kotlin 풀이는 건너뜁니다
ninja|ninja-build|cmake --build|nothing skipped (CMake's default generator builds)|건너뛰는 것은 없습니다 (CMake의 기본 생성기로 빌드합니다)
TOOLS
if ((${#packages[@]})); then
  if ((EUID == 0)) && command -v apt-get >/dev/null; then
    say "test.sh: installing with apt-get (waiting up to 10 min for another apt-get or dpkg):" \
      "test.sh: apt-get으로 설치합니다 (다른 apt-get이나 dpkg가 돌고 있으면 10분까지 기다립니다):"
    printf '  %s\n' ${installing[@]+"${installing[@]}"}
    # install waits for the dpkg lock; update does not wait for another update's lock (apt 2.6),
    # whose fresh lists install then reads.
    lock='DPkg::Lock::Timeout=600'
    if ! log=$({ apt-get -o "$lock" update -qq || true; apt-get -o "$lock" install -y -qq ${packages[@]+"${packages[@]}"}; } 2>&1); then
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
# One test more than the cores: some wait (sleeps, a browser, a lock) and leave a core idle.
ctest --test-dir "$BUILD" --output-on-failure --parallel $((jobs + 1)) --timeout 600 \
  ${ctest_args[@]+"${ctest_args[@]}"}
