#!/usr/bin/env bash
# Lint for bash 3.2 (macOS) and BSD or BusyBox tools, which Debian cannot run: grep on code lines
# for the rules below (bash-4-only constructs, GNU-only options), each self-tested first.
# Usage: tests/portability/bash32_lint.sh [FILE...]   (default: the user scripts)
# Exit: 0 clean, 1 a finding or a broken rule.
# shellcheck disable=SC2016 # the rules and examples are code to match, not to expand
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
case ${1-} in
  -*) other_option "$1" ;;
esac
cd "$ROOT"

# bench.sh is Linux-only by its tools (valgrind, GNU time): the bash rules only.
portable=(scripts/check.sh scripts/verify.sh scripts/explain.sh scripts/play.sh scripts/test.sh
  scripts/gen_notes.sh scripts/web.sh scripts/lib/common.sh)
bash_only=(scripts/bench.sh)
if (($#)); then # the files given instead, both rule sets
  portable=("$@")
  bash_only=()
fi

# rule name @@ ERE @@ a line it must flag
bash_rules=(
  'associative array (bash 4)@@(declare|local|typeset)[[:space:]]+(-[a-zA-Z]+[[:space:]]+)*-[a-zA-Z]*A@@declare -A seen=()'
  'mapfile/readarray (bash 4)@@(^|[^[:alnum:]_-])(mapfile|readarray)([^[:alnum:]_-]|$)@@mapfile -t lines <f'
  'case modification ${x,,} ${x^^} (bash 4)@@\$\{[A-Za-z_][A-Za-z0-9_]*(\[[^]]*\])?(\^|,)@@echo "${name,,}"'
  'case fall-through ;;& or ;& (bash 4)@@;;&|(^|[^;]);&@@  x) echo ;;&'
  '|& (bash 4)@@[^|]\|&@@make |& tee log'
  '&>> (bash 4)@@&>>@@make &>>log'
  'coproc (bash 4)@@(^|[^[:alnum:]_])coproc([^[:alnum:]_]|$)@@coproc cat'
  'BASHPID, EPOCHREALTIME... (bash 4-5)@@BASHPID|EPOCHREALTIME|EPOCHSECONDS|BASH_ARGV0@@echo "$BASHPID"'
  'wait -n (bash 4.3)@@wait[[:space:]]+-[a-zA-Z]*n@@wait -n'
  '${x@Q} transformations (bash 4.4)@@\$\{[A-Za-z_][A-Za-z0-9_]*(\[[^]]*\])?@[QEPAaKkUuL]\}@@echo "${x@Q}"'
  '[[ -v ]] (bash 4.2)@@(\[\[|test)[[:space:]]+-v[[:space:]]@@[[ -v name ]]'
  'declare -g/-n/-l/-u (bash 4)@@(declare|local|typeset)[[:space:]]+(-[a-zA-Z]+[[:space:]]+)*-[a-zA-Z]*[gnlu]@@local -n ref=$1'
  '{fd}> named descriptors (bash 4.1)@@\{[A-Za-z_][A-Za-z0-9_]*\}[<>]@@exec {fd}>log'
  'shopt option of bash 4+@@shopt[[:space:]]+-[su][[:space:]].*(globstar|lastpipe|autocd|checkjobs|dirspell|direxpand|inherit_errexit|localvar_|assoc_expand_once|globasciiranges|compat4)@@shopt -s globstar'
  'negative array index (bash 4.3)@@\$\{[A-Za-z_][A-Za-z0-9_]*\[-[0-9]@@echo "${a[-1]}"'
  'printf %(...)T (bash 4.2)@@printf[^;|]*%\([^)]*\)T@@printf "%(%s)T" -1'
  'zero-padded or stepped {a..b} (bash 4)@@\{0[0-9]+\.\.|\{[^{}]*\.\.[^{}]*\.\.@@echo {01..10}'
  'read -N/-i (bash 4)@@(^|[^[:alnum:]_])read[[:space:]]+(-[a-zA-Z]+[[:space:]]+)*-[a-zA-Z]*[iN]@@read -N 1 c'
  'array expansion unbound when empty under set -u (bash < 4.4): write ${a[@]+"${a[@]}"}@@\$\{!?[A-Za-z_][A-Za-z0-9_]*\[[@*]\](:[^}]*)?\}@@printf "%s\n" "${items[@]}"'
)
gnu_rules=(
  'cat -A/-E/-T (GNU)@@(^|[^[:alnum:]_-])cat[[:space:]]+-[a-zA-Z]*[AET]@@cat -A "$f"'
  'date %N (GNU)@@date[^;|]*%N@@t=$(date +%s%N)'
  'sort -V (GNU)@@sort[[:space:]][^;|]*-[a-zA-Z]*V@@ls | sort -V'
  'sed -i (GNU and BSD differ)@@sed[[:space:]]+(-[a-zA-Z]+[[:space:]]+)*-[a-zA-Z]*i@@sed -i "s/a/b/" f'
  'readlink -f or realpath (old macOS)@@readlink[[:space:]]+-[a-zA-Z]*f|(^|[^[:alnum:]_.-])realpath([^[:alnum:]_-]|$)@@x=$(realpath "$f")'
  'grep -P (GNU)@@grep[[:space:]][^;|]*-[a-zA-Z]*P@@grep -P "\d"'
  'stat -c (GNU)@@(^|[^[:alnum:]_])stat[[:space:]]+-[a-zA-Z]*c@@stat -c %s f'
  'xargs -r (GNU)@@xargs[[:space:]]+-[a-zA-Z]*r@@xargs -r rm'
  'GNU-only command@@(^|[;&|(`[:space:]])(timeout|nproc|tac|sha256sum|md5sum|shuf|numfmt)([[:space:];)|&]|$)@@n=$(nproc)'
  'long option of a POSIX tool (GNU)@@(^|[^[:alnum:]_-])(sed|sort|find|cat|awk|mktemp|head|tail|cmp|tr|wc|cut|date|ls|cp|mv|rm|mkdir|touch|ln|basename|dirname|cksum|grep)[[:space:]]([^;|]*[[:space:]])?--[a-z]@@sort --version-sort f'
  'head/tail with a negative count (GNU)@@(head|tail)[[:space:]]+-[nc][[:space:]]*-[0-9]@@head -n -1 f'
  'find -printf/-regextype (GNU)@@find[^;|]*[[:space:]]-(printf|regextype)@@find . -printf "%p"'
  'GNU regex escape \s \w \+ \? (sed, grep)@@(sed|grep)[^|]*\\[sSwW+?<>]@@grep "a\s" f'
  '/proc (Linux)@@/proc/@@cat /proc/cpuinfo'
)
good=( # lines from the portable scripts that no rule may flag
  'printf "%s\n" ${items[@]+"${items[@]}"}'
  'echo "${#items[@]} ${PROBLEMS[*]-none}"'
  'declare -a x; local -r y=1; read -r line'
  'case $a in x) echo ;; esac; make 2>&1 | tee log'
  'sed -n "2,8s/^# \{0,1\}//p" f; date +%s; rm -rf -- "$x"'
  'set=$(mktemp -d "$base/.$p.XXXXXX"); grep -qF -- "$want"'
)

rule_regex() { # the ERE of a rule line: between the two @@
  local r=${1#*@@}
  echo "${r%@@*}"
}
# Code lines of a file with guarded expansions removed: "FILE:LINE:text".
code() {
  sed -E 's/\$\{([A-Za-z_][A-Za-z0-9_]*)\[[@*]\]\+"\$\{\1\[[@*]\]\}"\}//g' "$1" |
    awk -v f="$1" '!/^[[:space:]]*#/ { print f ":" NR ":" $0 }'
}

# shellcheck source=tests/expect.sh
source "$ROOT/tests/expect.sh"
printf '%s\n' "${good[@]}" >"$tmp/good.raw"
code "$tmp/good.raw" >"$tmp/good"
for rule in "${bash_rules[@]}" "${gnu_rules[@]}"; do
  example=${rule##*@@}
  regex=$(rule_regex "$rule")
  grep -qE -- "$regex" <<<"$example" ||
    bad "broken rule '${rule%%@@*}': it does not flag its example: $example"
  ! grep -E -- "$regex" "$tmp/good" || bad "broken rule '${rule%%@@*}': it flags the good line above"
done
((fail == 0)) || exit 1

checked=0
lint() { # file, rules...
  local file=$1 rule
  shift
  [[ -f $file ]] || return 0
  checked=$((checked + 1))
  code "$file" >"$tmp/code"
  for rule in "$@"; do
    ! grep -E -- "$(rule_regex "$rule")" "$tmp/code" || bad "${rule%%@@*} (the line above)"
  done
}
for f in "${portable[@]}"; do lint "$f" "${bash_rules[@]}" "${gnu_rules[@]}"; done
for f in ${bash_only[@]+"${bash_only[@]}"}; do lint "$f" "${bash_rules[@]}"; done
((fail == 0)) && echo "bash 3.2 / BSD lint: ${#bash_rules[@]} + ${#gnu_rules[@]} rules (each self-tested), $checked scripts clean"
exit "$fail"
