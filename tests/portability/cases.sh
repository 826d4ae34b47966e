#!/usr/bin/env bash
# The generated checks are safe to share and never silently empty (scripts/lib/common.sh:
# ensure_cases; scripts/verify.sh), shown with a fake generator in a scratch build folder:
#  - four writers at once: one generation, one set, nothing nested, all print that set;
#  - readers while the set is regenerated again and again always see a whole set;
#  - a lock left by a dead script is taken over; the old plain-folder layout is removed;
#  - verify.sh fails (exit 2) when the set has fewer cases than the generator reported,
#    when it reported 0, and when the summary is missing.
# Usage: tests/portability/cases.sh   (needs the built judge and 11869 solution)
# Exit: 0 pass, 1 fail.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${BOJ_BUILD_DIR:-$root/build}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
p=boj11869_nimble
export BOJ_BUILD_DIR=$tmp/build BOJ_NO_BUILD=1
mkdir -p "$tmp/build/bin"
ln -s "$build/bin/judge" "$build/bin/$p" "$tmp/build/bin/"
gen=$tmp/build/bin/${p}_cases
# fake generator: N (from $tmp/n) copies of sample 1, slowly, and a log line per run
cat >"$gen" <<SH
#!/bin/sh
[ "\$1" = write ] || exit 2
n=\$(cat "$tmp/n")
echo run >>"$tmp/runs"
i=0
while [ \$i -lt \$n ]; do
  i=\$((i + 1))
  cp "$root/tests/$p/sample-1.in" "\$2/stress-\$i.in"
  cp "$root/tests/$p/sample-1.out" "\$2/stress-\$i.out"
  [ \$i = 5 ] && sleep 1
done
echo "wrote \$n cases: 0 exhaustive, \$n stress, 0 limit"
SH
chmod +x "$gen"
echo 20 >"$tmp/n"
ensure() { bash -c 'source "$1/scripts/lib/common.sh" && ensure_cases "$2"' _ "$root" "$p"; }
fail=0
bad() {
  echo "FAIL: $*"
  fail=1
}

mkdir -p "$tmp/build/cases/$p" # the layout before: a plain folder
for i in 1 2 3 4; do ensure >"$tmp/w$i" 2>&1 & done
wait
sets=("$tmp/build/cases/.$p".*)
[[ $(wc -l <"$tmp/runs") == 1 ]] || bad "four writers ran the generator $(wc -l <"$tmp/runs") times"
[[ ${#sets[@]} == 1 ]] || bad "four writers left ${#sets[@]} sets: ${sets[*]}"
for i in 1 2 3 4; do
  [[ $(cat "$tmp/w$i") == "${sets[0]}" ]] || bad "writer $i printed '$(cat "$tmp/w$i")', not ${sets[0]}"
done
[[ -z $(find "${sets[0]}" -mindepth 1 -type d) ]] || bad "a folder nested in ${sets[0]}"
[[ ! -e $tmp/build/cases/$p ]] || bad "the old plain folder $tmp/build/cases/$p is still there"
echo "ok: four writers at once: one generation, one set"

# Readers while a writer keeps regenerating (touching the generator makes the set stale).
(for _ in 1 2 3; do
  sleep 1
  touch "$gen"
  ensure >/dev/null 2>&1
done) &
writer=$!
reads=0
while kill -0 "$writer" 2>/dev/null; do
  dir=$(bash -c 'source "$1/scripts/lib/common.sh" && current_cases "$2"' _ "$root" "$p")
  n=$(find "$dir" -name 'stress-*.in' 2>/dev/null | wc -l)
  ((n == 20)) || bad "a reader saw $n of 20 cases in '$dir'"
  reads=$((reads + 1))
done
wait
[[ $(wc -l <"$tmp/runs") == 4 ]] || bad "3 regenerations expected, the generator ran $(wc -l <"$tmp/runs") times"
echo "ok: $reads reads during 3 regenerations, each saw all 20 cases"

touch "$gen"
mkdir "$tmp/build/cases/.lock-$p"
sh -c 'echo $$' >"$tmp/build/cases/.lock-$p/pid" # a process that is gone
ensure >/dev/null 2>&1 || bad "ensure_cases did not take over a dead script's lock"
[[ ! -d $tmp/build/cases/.lock-$p ]] || bad "the lock is still there"
echo "ok: a dead script's lock is taken over"

verify() { "$root/scripts/verify.sh" 11869 "$build/bin/$p" 2>&1; }
out=$(verify) || bad "verify.sh fails on a whole set: $out"
set=$(bash -c 'source "$1/scripts/lib/common.sh" && current_cases "$2"' _ "$root" "$p")
rm "$set/stress-7.in"
out=$(verify)
rc=$?
[[ $rc == 2 && $out == *"holds 19 generated cases, the generator reported 20"* ]] ||
  bad "verify.sh on a set missing a case: exit $rc: $out"
echo 0 >"$tmp/n"
touch "$gen"
out=$(verify)
rc=$?
[[ $rc == 2 && $out == *"holds 0 generated cases, the generator reported 0"* ]] ||
  bad "verify.sh on an empty set: exit $rc: $out"
set=$(bash -c 'source "$1/scripts/lib/common.sh" && current_cases "$2"' _ "$root" "$p")
: >"$set/.summary"
out=$(verify)
rc=$?
[[ $rc == 2 && $out == *"cannot read the generator's summary"* ]] ||
  bad "verify.sh without a summary: exit $rc: $out"
echo "ok: verify.sh refuses a short, an empty and an unsummarized set"
exit "$fail"
