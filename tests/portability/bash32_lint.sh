#!/usr/bin/env bash
# What shellcheck cannot say about the user scripts: it takes bash as the newest and the tools
# as GNU's, but they run on bash 3.2 (macOS) and BSD or BusyBox tools. Each rule is an ERE over
# code lines (comments and guarded ${a[@]+"${a[@]}"} taken out), checked on its example first.
# Usage: tests/portability/bash32_lint.sh [FILE...]
# Exit: 0 clean, 1 a finding or a rule that misses its example.
# shellcheck disable=SC2016 # the rules and examples are code to match, not to expand
set -uo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
# shellcheck source=tests/expect.sh
source "$ROOT/tests/expect.sh"
cd "$ROOT" || exit 2
files=("$@") # by default the scripts a user runs on macOS (not bench, fuzz: Linux tools)
((${#files[@]})) || files=(scripts/{check,verify,explain,play,test,gen_notes,web}.sh scripts/lib/common.sh)

rules=( # name @@ ERE @@ a line it must flag
  'bash 4 declare -A/-n/-g/-l/-u@@(declare|local|typeset)[[:space:]]+(-[a-zA-Z]+[[:space:]]+)*-[a-zA-Z]*[Agnlu]@@local -n ref=$1'
  'bash 4 mapfile, coproc, wait -n, [[ -v ]]@@(^|[^[:alnum:]_-])(mapfile|readarray|coproc|wait[[:space:]]+-n|\[\[[[:space:]]+-v)([^[:alnum:]_-]|$)@@mapfile -t lines <f'
  'bash 4 ${x,,} ${x^^} ${x@Q} ${a[-1]}@@\$\{[A-Za-z_][A-Za-z0-9_]*(\[[^]]*\])?(\^|,|@[QEPAaKkUuL]\})|\$\{[A-Za-z_][A-Za-z0-9_]*\[-[0-9]@@echo "${name,,}"'
  'bash 4 ;;& ;& |& &>> {fd}>@@;;&|(^|[^;]);&|[^|]\|&|&>>|\{[A-Za-z_][A-Za-z0-9_]*\}[<>]@@make |& tee log'
  'bash < 4.4: an empty array unbound under set -u; write ${a[@]+"${a[@]}"}@@\$\{!?[A-Za-z_][A-Za-z0-9_]*\[[@*]\](:[^}]*)?\}@@printf "%s\n" "${items[@]}"'
  'GNU-only option@@(sed[[:space:]]+(-[a-zA-Z]+[[:space:]]+)*-[a-zA-Z]*i|readlink[[:space:]]+-[a-zA-Z]*f|grep[[:space:]][^;|]*-[a-zA-Z]*P|stat[[:space:]]+-[a-zA-Z]*c|xargs[[:space:]]+-[a-zA-Z]*r|sort[[:space:]][^;|]*-[a-zA-Z]*V|date[^;|]*%N|(head|tail)[[:space:]]+-[nc][[:space:]]*-[0-9])@@sed -i "s/a/b/" f'
  'GNU-only command@@(^|[;&|(`[:space:]])(timeout|nproc|tac|sha256sum|md5sum|shuf|numfmt|realpath)([[:space:];)|&]|$)@@n=$(nproc)'
  'GNU long option of a POSIX tool@@(^|[^[:alnum:]_-])(sed|sort|find|awk|mktemp|head|tail|cmp|tr|wc|cut|date|ls|cp|mv|rm|mkdir|ln|grep)[[:space:]]([^;|]*[[:space:]])?--[a-z]@@sort --version-sort f'
  'GNU regex escape \s \w \+ \?@@(sed|grep)[^|]*\\[sSwW+?<>]@@grep "a\s" f'
)
code() { # FILE: its code lines as FILE:LINE:text
  sed -E 's/\$\{([A-Za-z_][A-Za-z0-9_]*)\[[@*]\]\+"\$\{\1\[[@*]\]\}"\}//g' "$1" |
    awk -v f="$1" '!/^[[:space:]]*#/ { print f ":" NR ":" $0 }'
}
for rule in "${rules[@]}"; do
  regex=${rule#*@@} name=${rule%%@@*}
  regex=${regex%@@*}
  grep -qE -- "$regex" <<<"${rule##*@@}" || bad "the rule '$name' misses its example"
  for f in "${files[@]}"; do
    code "$f" | grep -E -- "$regex" && bad "$name (the line above)"
  done
done
((fail)) || echo "bash 3.2 / BSD lint: ${#rules[@]} rules, ${#files[@]} scripts clean"
exit "$fail"
