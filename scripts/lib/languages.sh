# Solutions as students have them: which language a file is, how Baekjoon builds and runs it,
# and how much time Baekjoon gives it. Sourced after common.sh by the scripts that judge a file.
#
# | language | found by                    | built and run here like Baekjoon            | time     |
# |----------|-----------------------------|---------------------------------------------|----------|
# | C++17    | .cpp .cc .cxx               | g++ -O2 -Wall -lm -static -std=gnu++17      | L        |
# |          |                             |   -DONLINE_JUDGE -DBOJ                      |          |
# | C11      | .c                          | gcc -O2 -Wall -lm -static -std=gnu11 (same) | L        |
# | Python 3 | .py, or a #! line naming    | python3 FILE (the interpreter itself, never | L x 3    |
# |          |   python                    |   a pyenv shim: 0.45 s a start here)        |   + 2 s  |
# | Java     | .java                       | javac -encoding UTF-8 Main.java; java       | L x 2    |
# |          |                             |   -Xss512m -XX:+UseSerialGC ... Main         |   + 1 s  |
# | other    | an executable: a compiled   | as it is                                    | L        |
# |          |   program or a #! script    |                                             |          |
#
# L is the problem's limit (<folder>/problem.txt: time_limit). The extra time is Baekjoon's
# for those languages unless a problem page says 추가 시간 없음 (problem.txt: extra_time = no);
# `--bare-limit` asks for L alone. Evidence: Python 3's rule (x 3 + 2 s, memory x 2 + 32 MB) is
# the one Baekjoon's contest rules quote; Java's (x 2 + 1 s) is its language help page's as
# students quote it: no stored copy of that page was found, so it is assumed. Java runs class
# Main, as Baekjoon requires (the source is compiled as Main.java).
# Portable: bash 3.2, POSIX tools. Status: used by check.sh, verify.sh, bench.sh, tests.
# shellcheck shell=bash

# The language of solution file $1: C++17, C11, Python 3, Java, or program (anything else
# that runs).
solution_language() {
  local first=
  case $1 in
    *.cpp | *.cc | *.cxx) echo C++17 ;;
    *.c) echo C11 ;;
    *.py) echo "Python 3" ;;
    *.java) echo Java ;;
    *)
      IFS= read -r first <"$1" 2>/dev/null || true
      case $first in
        '#!'*python*) echo "Python 3" ;;
        *) echo program ;;
      esac
      ;;
  esac
}

# limit_for FOLDER LANGUAGE [bare]: the time limit for that language on that problem, as
# `SECONDS TEXT...`, the text saying how it was found.
limit_for() {
  local base rule
  base=$(judge_limit "$1")
  case $2 in
    "Python 3") rule="3 2" ;;
    Java) rule="2 1" ;;
    *) rule= ;;
  esac
  if [[ -z $rule ]]; then
    echo "$base $2: $base s"
  elif [[ ${3:-} == bare ]]; then
    echo "$base $2: $base s (--bare-limit: without Baekjoon's extra time)"
  elif [[ $(problem_fact "$1" extra_time) == no ]]; then
    echo "$base $2: $base s (the problem says 추가 시간 없음: no extra time)"
  else
    # shellcheck disable=SC2086 # rule is two numbers
    awk -v b="$base" -v name="$2" 'BEGIN { m = ARGV[1]; a = ARGV[2]; ARGC = 1
      printf "%g %s: %g s × %g + %g s = %g s\n", b * m + a, name, b, m, a, b * m + a }' $rule
  fi
}

# $1 quoted for sh: 'it'\''s'.
sh_quote() {
  printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"
}

# The Python 3 interpreter itself: python3 on PATH may be a shim (pyenv's is a bash script
# that costs 0.45 s a start here), which the run would pay on every case.
python_interpreter() {
  local py real
  py=$(command -v python3) || die "python3 is needed to run a Python solution (apt-get install python3)"
  real=$("$py" -c 'import sys; print(sys.executable)' 2>/dev/null) && [[ -x $real ]] || real=$py
  [[ $real -ef $py ]] || say "note: python3 on PATH is $py, a launcher of $real; the runs start $real itself (a pyenv shim costs about 0.45 s a start, paid on every case)" \
    "참고: PATH의 python3은 인터프리터를 띄우는 런처입니다($py → $real). 실행마다 약 0.45초가 더 드는 pyenv 심을 피하려고 인터프리터를 직접 실행합니다" >&2
  echo "$real"
}

# Prints a command that runs solution $1 as Baekjoon would, built into $BUILD/solutions when
# it needs building (again when the source is newer): a compiled program, or a small sh
# launcher for Python and Java. Dies with a clear line for what cannot run.
solution_binary() {
  local src=$1 abs lang key out cc first magic
  [[ -e $src && ! -d $src ]] || die "no such solution: $src"
  [[ -s $src ]] || die "$src is empty"
  abs=$(cd "$(dirname "$src")" && pwd -P)/$(basename "$src")
  lang=$(solution_language "$src")
  read -r key _ < <(printf '%s' "$abs" | cksum)
  out=$BUILD/solutions/$(basename "$src")-$key
  mkdir -p "$BUILD/solutions"
  if [[ $lang == program ]]; then
    [[ -x $src ]] || die "$src is neither a solution file (.cpp .c .py .java) nor an" \
      "executable (chmod +x \"$src\" for a script with a #! line)"
    IFS= read -r first <"$src" || true
    case $first in
      '#!'*$'\r') die "$src: its #! line ends in a CR (Windows line ends), so the system looks" \
        "for an interpreter whose name ends in CR: convert the file (sed -i 's/\\r\$//' FILE)" ;;
      '#!'*) ;;
      *)
        magic=$(dd if="$src" bs=4 count=1 2>/dev/null | od -An -tx1 | tr -d ' \n')
        case $magic in
          7f454c46 | cffaedfe | cefaedfe | cafebabe) ;; # ELF, Mach-O
          *) die "$src is executable but neither a compiled program nor a script with a #!" \
            "line: add one (#!/usr/bin/env python3), or name it by its language (.py, .java, .cpp, .c)" ;;
        esac
        ;;
    esac
    echo "$abs"
    return 0
  fi
  [[ -x $out && ! $src -nt $out ]] && {
    echo "$out"
    return 0
  }
  case $lang in
    C++17 | C11)
      if [[ $lang == C11 ]]; then
        cc=${CC:-}
        [[ -n $cc ]] || { command -v gcc >/dev/null && cc=gcc; } || cc=cc
        set -- -x c -std=gnu11
      else
        cc=${CXX:-}
        [[ -n $cc ]] || { command -v g++ >/dev/null && cc=g++; } || cc=c++
        set -- -x c++ -std=gnu++17
      fi
      command -v "$cc" >/dev/null || die "$cc is needed to compile $src"
      "$cc" "$@" "$src" -o "$out.tmp$$" -O2 -Wall -lm -DONLINE_JUDGE -DBOJ -static 2>"$out.log" ||
        "$cc" "$@" "$src" -o "$out.tmp$$" -O2 -Wall -lm -DONLINE_JUDGE -DBOJ 2>"$out.log" || {
        cat "$out.log" >&2
        die "could not compile $src ($lang)"
      }
      ;;
    "Python 3")
      printf '#!/bin/sh\nexec %s %s\n' "$(sh_quote "$(python_interpreter)")" "$(sh_quote "$abs")" \
        >"$out.tmp$$"
      ;;
    Java)
      { command -v javac && command -v java; } >/dev/null ||
        die "javac and java are needed to run a Java solution (apt-get install default-jdk-headless)"
      rm -rf "$out.class" && mkdir -p "$out.class"
      cp "$src" "$out.class/Main.java"
      javac -encoding UTF-8 -d "$out.class" "$out.class/Main.java" 2>"$out.log" || {
        cat "$out.log" >&2
        die "could not compile $src (Java: compiled as Main.java, as Baekjoon does)"
      }
      [[ -f $out.class/Main.class ]] || die "$src has no class Main: Baekjoon runs class Main" \
        "(public class Main { public static void main(String[] args) ... })"
      printf '#!/bin/sh\nexec java -Xss512m -XX:+UseSerialGC -Dfile.encoding=UTF-8 -DONLINE_JUDGE=1 -DBOJ=1 -cp %s Main\n' \
        "$(sh_quote "$out.class")" >"$out.tmp$$"
      ;;
  esac
  chmod +x "$out.tmp$$"
  mv "$out.tmp$$" "$out"
  echo "$out"
}
