# A solution file's language, the one recipe that builds and runs it as Baekjoon does, and its
# time. Sourced after common.sh. Status: tests/languages.sh, tests/scripts_cli.sh.
# shellcheck shell=bash

# SOLUTION_LANG: --lang's language, empty: by the file's name. PYPY=1 (--pypy): a .py as PyPy3.
SOLUTION_LANG='' PYPY=0

# name | --lang's names | file endings | extra time `M A`: L × M + A s, L the problem's time_limit
# (none: L alone, as with extra_time = no or --bare-limit) | the tool it needs first (-: the
# judge's C or C++ compiler), its Debian package, and the language as the message that it is
# missing names it | the oldest version Baekjoon's can be, where its accepted solutions show it.
# Anything else that runs is `program`, in L. Baekjoon's commands, options and versions, each with
# its source or marked assumed: scripts/lib/languages.md.
LANGUAGES='C++17|c++17 c++ cpp|cpp cc cxx||- g++ C++17|
C11|c11 c|c||- gcc C11|
Python 3|python3 python py|py|3 2|python3 python3 Python 3|
PyPy3|pypy3 pypy||3 2|pypy3 pypy3 PyPy3|
Java|java|java|2 1|javac default-jdk-headless Java|
Kotlin (JVM)|kotlin kt|kt|2 1|npm npm Kotlin|1.6
Rust 2021|rust rs|rs||rustc rustc Rust|1.65
Go|go golang|go|1 2|go golang-go Go|'

# language_row COLUMN WORD: the row whose name is WORD (COLUMN 0) or whose column holds it.
language_row() {
  local row column
  while IFS= read -r row; do
    IFS='|' read -r -a column <<<"$row"
    if [[ -n $2 && ($1 == 0 && ${column[0]} == "$2" ||
      $1 != 0 && $2 != *[[:space:]]* && " ${column[$1]} " == *" $2 "*) ]]; then
      echo "$row"
      return 0
    fi
  done <<<"$LANGUAGES"
  return 1
}

# language_words COLUMN BEFORE BETWEEN: the first word of COLUMN of every row that has one,
# each after BEFORE, BETWEEN between them: the lists the messages show.
language_words() {
  local row column out=
  while IFS= read -r row; do
    IFS='|' read -r -a column <<<"$row"
    [[ -z ${column[$1]-} ]] || out=$out${out:+$3}$2${column[$1]%% *}
  done <<<"$LANGUAGES"
  echo "$out"
}

# language_option [L]: --lang L.
language_option() {
  local row names
  (($#)) || die "--lang needs a language (try --help)" "--lang 뒤에 언어를 쓰십시오 (사용법은 --help)"
  names=$(language_words 1 '' ', ')
  row=$(language_row 1 "$(printf '%s' "$1" | tr '[:upper:]' '[:lower:]')") ||
    die "unknown language '$1' (--lang takes $names)" \
      "모르는 언어입니다: '$1' (--lang에 쓸 수 있는 것: $names)"
  SOLUTION_LANG=${row%%|*}
}

solution_language() {
  local first='' lang=$SOLUTION_LANG
  [[ -n $lang || ${1##*/} != *.* ]] || lang=$(language_row 2 "${1##*.}") || lang=
  if [[ -z $lang ]]; then
    # Only a readable file: the error of a redirection that fails would go out before any
    # 2>/dev/null, as a bash line in the middle of the script's own error.
    [[ ! -f $1 || ! -r $1 ]] || IFS= read -r first <"$1" || true
    case $first in
      '#!'*pypy*) lang=PyPy3 ;;
      '#!'*python*) lang="Python 3" ;;
      *) lang=program ;;
    esac
  fi
  lang=${lang%%|*}
  [[ $lang != "Python 3" || $PYPY == 0 ]] || lang=PyPy3
  echo "$lang"
}

# limit_for FOLDER LANGUAGE [bare]: `SECONDS TEXT`, the text saying how it was found.
limit_for() {
  local base rule name=$2 s=' s'
  base=$(judge_limit "$1")
  rule=$(language_row 0 "$2" | cut -d '|' -f 4) || rule=
  [[ $KO == 0 ]] || s=초
  [[ $KO == 0 || $name != program ]] || name='실행 파일'
  if [[ -z $rule ]]; then
    echo "$base $name: $base$s"
  elif [[ ${3:-} == bare ]]; then
    say "$base $name: $base s (--bare-limit: without Baekjoon's extra time)" \
      "$base $name: $base초 (--bare-limit: 백준의 추가 시간 없이)"
  elif [[ $(problem_fact "$1" extra_time) == no ]]; then
    say "$base $name: $base s (the problem says 추가 시간 없음: no extra time)" \
      "$base $name: $base초 (문제에 '추가 시간 없음'이라고 적혀 있음)"
  else
    # shellcheck disable=SC2086 # rule is two numbers
    awk -v b="$base" -v name="$name" -v s="$s" 'BEGIN { m = ARGV[1]; a = ARGV[2]; ARGC = 1
      printf "%g %s: %g%s × %g + %g%s = %g%s\n", b * m + a, name, b, s, m, a, s, b * m + a, s }' $rule
  fi
}

sh_quote() { printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"; }

# need TOOL PACKAGE LANGUAGE. In $(...), which runs without set -e: `x=$(need ...) || exit 2`.
need() {
  command -v "$1" 2>/dev/null ||
    die "$1 is needed to build and run a $3 solution, and it is not on PATH (Debian/Ubuntu: apt-get install $2)" \
      "$3 풀이를 빌드하고 실행할 도구가 PATH에 없습니다: $1 (Debian/Ubuntu: apt-get install $2)"
}

# judge_build KEY: from build/judge-build.txt, CMake's one probe at configure time of the C++
# compiler and whether -static links, so a compile error is compiled and shown once.
judge_build() {
  local file=$BUILD/judge-build.txt
  [[ -f $file ]] || die "no $file: the build tree is not configured (scripts/check.sh configures it)" \
    "빌드 트리가 설정되지 않아 파일이 없습니다: $file (scripts/check.sh가 설정합니다)"
  sed -n "s/^$1 = //p" "$file"
}

# judge_command C++17|C11: one word a line, {src} and {out} for the source and the program.
judge_command() {
  local cc std static
  static=$(judge_build static) && cc=$(judge_build cxx) || exit 2
  [[ $static == yes ]] && static=-static || static=
  case $1 in
    C++17) std=-std=gnu++17 ;;
    C11) std=-std=gnu11 cc=${CC:-gcc} ;; # $CC, else gcc, else cc
    *) die "judge_command: $1 is not built by a C or C++ compiler" \
      "judge_command: C나 C++ 컴파일러로 빌드하지 않는 언어입니다: $1" ;;
  esac
  [[ $1 != C11 || -n ${CC:-} ]] || command -v gcc >/dev/null || cc=cc
  printf '%s\n' "$cc" '{src}' -o '{out}' -O2 -Wall -lm ${static:+"$static"} "$std" -DONLINE_JUDGE -DBOJ
}

# older VERSION LANGUAGE: VERSION's first MAJOR.MINOR is older than the oldest Baekjoon's can be.
older() {
  local floor
  floor=$(language_row 0 "$2" | cut -d '|' -f 6) && [[ -n $floor ]] || return 1
  printf '%s\n' "$1" | awk -v b="$floor" '{ match($0, /[0-9]+\.[0-9]+/); split(substr($0, RSTART, RLENGTH), x, ".")
    split(b, y, "."); exit !(x[1] < y[1] || x[1] == y[1] && x[2] < y[2]) }'
}

# solution_check FILE: the refusals that need no build, so a script says them before its own.
solution_check() {
  local src=$1 first magic endings
  [[ -e $src && ! -d $src ]] || die "no such solution: $src" "풀이 파일이 없습니다: $src"
  [[ -s $src ]] || die "$src is empty" "풀이 파일이 비어 있습니다: $src"
  case $(solution_language "$src") in
    program)
      endings=$(language_words 2 . ' ')
      [[ -x $src ]] || die "$src is neither a solution file ($endings) nor an executable (chmod +x \"$src\" for a script with a #! line)" \
        "풀이 파일($endings)도 실행 파일도 아닙니다: $src (#! 줄이 있는 스크립트라면 chmod +x \"$src\")"
      IFS= read -r first <"$src" || true
      case $first in
        '#!'*$'\r') die "$src: its #! line ends in a CR (Windows line ends), so the system looks for an interpreter whose name ends in CR: convert the file (sed -i 's/\\r\$//' FILE)" \
          "$src: #! 줄이 CR(윈도우 줄바꿈)로 끝나서, 시스템이 이름 끝에 CR이 붙은 인터프리터를 찾습니다. 파일을 변환하십시오 (sed -i 's/\\r\$//' FILE)" ;;
        '#!'*) ;;
        *) # ELF, Mach-O
          magic=$(dd if="$src" bs=4 count=1 2>/dev/null | od -An -tx1 | tr -d ' \n')
          [[ " 7f454c46 cffaedfe cefaedfe cafebabe " == *" $magic "* ]] || die "$src is executable but neither a compiled program nor a script with a #! line: add one (#!/usr/bin/env python3), or name it by its language ($endings)" \
            "$src: 실행 권한은 있지만 컴파일된 프로그램도, #! 줄이 있는 스크립트도 아닙니다. #! 줄(#!/usr/bin/env python3)을 넣거나 언어에 맞는 확장자($endings)를 붙이십시오"
          ;;
      esac
      ;;
    Java)
      # Baekjoon compiles the file as Main.java and runs class Main, so a package line makes
      # java look for p/Main.class: 런타임 에러 there. Said here, before a confusing failure.
      if first=$(grep -m1 '^[[:space:]]*package[[:space:]]' "$src"); then
        die "$src has a package line (${first#"${first%%[![:space:]]*}"}): Baekjoon runs class Main of no package, so it fails there (런타임 에러): remove the line" \
          "package 줄이 있습니다: $src (${first#"${first%%[![:space:]]*}"}). 백준은 패키지 없는 Main 클래스를 실행하므로 런타임 에러가 납니다. 이 줄을 지우십시오"
      fi
      ;;
  esac
}

# solution_binary FILE: a program that runs it as Baekjoon would, built again when the source or
# the compiler is newer. Every call names what built it here, and the oldest Baekjoon's can be.
solution_binary() {
  local src=$1 abs lang key out tool package name word recipe floor version='' hint='' real=''
  local cmd=() run='' jvm='java -Xms1024m -Xmx1920m -Xss512m -Dfile.encoding=UTF-8 -XX:+UseSerialGC -DONLINE_JUDGE=1 -DBOJ=1'
  solution_check "$src"
  abs=$(cd "$(dirname "$src")" && pwd -P)/$(basename "$src")
  lang=$(solution_language "$src")
  if [[ $lang == program ]]; then
    echo "$abs"
    return 0
  fi
  floor=$(language_row 0 "$lang" | cut -d '|' -f 6)
  # One build a file and language (a .py runs under Python 3 or PyPy3).
  read -r key _ < <(printf '%s\n%s' "$abs" "$lang" | cksum)
  out=$BUILD/solutions/$(basename "$src")-$key
  [[ -x $out && -f $out.version && ! $src -nt $out && ! $BUILD/judge-build.txt -nt $out ]] ||
    solution_build
  version=$(cat "$out.version")
  [[ -z $floor ]] || floor=$(say "; Baekjoon's: $floor or newer (assumed, scripts/lib/languages.md)" \
    "; 백준: $floor 이상 (추정, scripts/lib/languages.md)")
  say "$lang here: $version$floor" "이 컴퓨터의 $lang: $version$floor" >&2
  echo "$out"
}

# solution_build: solution_binary's build of $src into $out, with its variables.
solution_build() {
  rm -rf "$out.d" "$out.serve" && mkdir -p "$out.d"
  read -r tool package name < <(language_row 0 "$lang" | cut -d '|' -f 5)
  [[ $tool == - ]] || tool=$(need "$tool" "$package" "$name") || exit 2
  # run: the command of a sh launcher, for a solution that is no program itself.
  case $lang in
    C++17 | C11)
      judge_build cxx >/dev/null # dies here when the tree is not configured
      while IFS= read -r word; do
        case $word in
          '{src}') cmd+=("$abs") ;;
          '{out}') cmd+=("$out.tmp$$") ;;
          *) cmd+=("$word") ;;
        esac
      done < <(judge_command "$lang")
      need "${cmd[0]}" "$package" "$name" >/dev/null
      recipe="${cmd[0]##*/} Main.cc -o Main ${cmd[*]:4}"
      [[ $lang == C++17 ]] || recipe=${recipe/Main.cc/Main.c}
      ;;
    "Python 3" | PyPy3)
      # The interpreter itself: python3 on PATH may be a shim (pyenv's costs 0.45 s a start).
      [[ $lang == PyPy3 ]] || real=$("$tool" -c 'import sys; print(sys.executable)' 2>/dev/null) || real=
      [[ ! -x $real ]] || tool=$real
      # Baekjoon compiles with py_compile first: a syntax error is 컴파일 에러 there.
      cmd=("$tool" -c 'import py_compile, sys; py_compile.compile(sys.argv[1], cfile=sys.argv[2], doraise=True)'
        "$abs" "$out.d/Main.pyc")
      recipe="py_compile, then ${tool##*/} Main.py"
      run="exec $(sh_quote "$tool") $(sh_quote "$abs")"
      ;;
    Java)
      need java default-jdk-headless Java >/dev/null
      cp "$src" "$out.d/Main.java"
      cmd=(javac -encoding UTF-8 -d "$out.d" "$out.d/Main.java")
      recipe="javac -encoding UTF-8 Main.java"
      # No class-data sharing archive of Main: it saved nothing on a start (languages.md).
      run="exec $jvm -cp $(sh_quote "$out.d") Main"
      hint=$(say "; Baekjoon compiles it as Main.java, so its public class must be Main" \
        "; 백준은 Main.java로 컴파일하므로 public 클래스의 이름은 Main이어야 합니다")
      ;;
    "Kotlin (JVM)")
      need java default-jdk-headless Kotlin >/dev/null
      # JetBrains' build that scripts/package.json pins (Debian 12's kotlin is 1.3.31: no readln())
      tool=$(node_install "$ROOT/scripts" "$BUILD/kotlin-node" kotlin-compiler) ||
        die "npm could not install the Kotlin compiler that scripts/package.json pins" \
          "npm이 scripts/package.json에 고정된 Kotlin 컴파일러를 설치하지 못했습니다"
      tool=$tool/kotlin-compiler/bin/kotlinc-jvm
      cmd=("$tool" -J-Xss512m -include-runtime -d "$out.d/Main.jar" "$abs")
      recipe="kotlinc-jvm -include-runtime -d Main.jar Main.kt"
      run="exec $jvm -jar $(sh_quote "$out.d/Main.jar")"
      version="kotlinc-jvm $(sed -n 's/^  "version": "\(.*\)",$/\1/p' "${tool%/bin/*}/package.json")"
      say "compiling $src with kotlinc-jvm (slow: 10 s or more)" \
        "컴파일 중: $src (kotlinc-jvm은 느려서 10초 넘게 걸립니다)" >&2
      ;;
    "Rust 2021") # rustc --edition 2021 and go build -o Main: one public copy's table
      if older "$("$tool" --version 2>&1)" "$lang" && [[ -x $HOME/.cargo/bin/rustc ]]; then
        tool=$HOME/.cargo/bin/rustc # rustup's, where PATH has an older one (Debian 12's 1.63)
      fi
      # The crate is named as Baekjoon's Main.rs names it: a file name is often no crate name.
      cmd=("$tool" --edition 2021 --crate-name Main -O -o "$out.tmp$$" "$abs")
      recipe="rustc --edition 2021 -O -o Main Main.rs"
      ;;
    Go)
      cmd=(go build -o "$out.tmp$$" "$abs")
      recipe="go build -o Main Main.go"
      version=$(go version 2>&1)
      ;;
  esac
  # What built it, named in every report: the compiler's (or interpreter's) first line.
  [[ -n $version ]] || version=$("${cmd[0]}" --version 2>&1 | sed -n 1p) || true
  "${cmd[@]}" >"$out.log" 2>&1 || {
    cat "$out.log" >&2
    rm -f "$out.tmp$$"
    grep -q 'is public, should be declared in a file named' "$out.log" || hint=
    ! older "$version" "$lang" || hint=$(say "; $version is older than Baekjoon's ($floor or newer): the compiler may be the cause" \
      "; $version은(는) 백준의 것($floor 이상)보다 오래되어 컴파일러가 원인일 수 있습니다")
    die "could not compile $src ($lang, built as Baekjoon builds it: $recipe, with $version)$hint" \
      "컴파일 에러: $src ($lang, 백준과 같은 방법으로 빌드: $recipe, $version)$hint"
  }
  [[ $lang != Java || -f $out.d/Main.class ]] || die "$src has no class Main: Baekjoon runs class Main (public class Main { public static void main(String[] args) ... })" \
    "Main 클래스가 없습니다: $src. 백준은 Main 클래스를 실행합니다 (public class Main { public static void main(String[] args) ... })"
  if [[ $lang == "Kotlin (JVM)" ]]; then
    # The classes it loads on no input, archived once: each start maps them (14% less CPU,
    # languages.md). -Xlog:cds...=off: a stale archive's warning would go to stdout.
    # shellcheck disable=SC2086 # jvm is words
    ! command -v timeout >/dev/null || timeout 20 $jvm -XX:ArchiveClassesAtExit="$out.d/Main.jsa" \
      -jar "$out.d/Main.jar" </dev/null >/dev/null 2>&1 || true
    [[ ! -f $out.d/Main.jsa ]] || run=${run/ -jar / -XX:SharedArchiveFile=$(sh_quote "$out.d/Main.jsa") -Xlog:cds=off -Xlog:cds+dynamic=off -jar }
  fi
  [[ -z $run ]] || printf '#!/bin/sh\n%s\n' "$run" >"$out.tmp$$"
  chmod +x "$out.tmp$$"
  printf '%s\n' "$version" >"$out.version"
  mv "$out.tmp$$" "$out"
  # The judge forks one waiting interpreter per case instead (run.hpp; BOJ_FRESH_START=1: not).
  [[ $lang != "Python 3" && $lang != PyPy3 ]] ||
    printf '%s\n' "$tool" "$ROOT/scripts/lib/fork_server.py" "$abs" >"$out.serve"
}
