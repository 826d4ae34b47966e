# Writes (or reuses) the beyond-the-limits answer cases of one problem, what main.cpp claims
# past the judge's constraints (`cases write-beyond DIR`), into $BUILD/cases-beyond/<folder>.
# Source it after scripts/lib/common.sh; ensure_beyond PROBLEM_FOLDER prints the directory.
# These cases are for the project's own main.cpp only, never for scripts/verify.sh.
# shellcheck shell=bash

ensure_beyond() {
  local p=$1 dir=$BUILD/cases-beyond/$1 generator=$BUILD/bin/${1}_cases
  build_targets "${p}_cases"
  [[ -x $generator ]] || die "no case generator for $p ($generator)"
  if [[ ! -f $dir/.stamp || $generator -nt $dir/.stamp ]]; then
    mkdir -p "$BUILD/cases-beyond"
    local tmp
    tmp=$(mktemp -d "$BUILD/cases-beyond/.tmp-$p.XXXXXX")
    "$generator" write-beyond "$tmp" >"$tmp/.summary" || die "$generator write-beyond failed"
    touch "$tmp/.stamp"
    rm -rf "$dir.old"
    [[ -d $dir ]] && mv "$dir" "$dir.old"
    mv "$tmp" "$dir"
    rm -rf "$dir.old"
  fi
  echo "$dir"
}
