#!/usr/bin/env bash
# The web site (scripts/web.sh) in the system's Chromium: tests/web/browser.js through
# puppeteer-core, installed as locked into build/web-node/; no browser is downloaded.
# Exit: 0 passed, 1 failed, 77 skipped (a tool missing or npm ci failed), with one line why.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"

skip() {
  echo "web: skipped: $*"
  exit 77
}
command -v emcc >/dev/null ||
  skip "no emcc (Debian package emscripten; scripts/test.sh installs it as root)"
for tool in node npm; do
  command -v "$tool" >/dev/null ||
    skip "no $tool (Debian packages nodejs and npm; scripts/test.sh installs npm as root)"
done
chromium=$(command -v chromium || command -v chromium-browser) ||
  skip "no chromium (Debian package chromium; scripts/test.sh installs it as root)"

bash "$ROOT/scripts/web.sh"

# Reinstalled when the lock file changes. --prefer-offline: npm's cache, with no round trip to
# the registry (a fresh clone's install once waited 4 min on it; 6 s from the cache).
node_dir=$BUILD/web-node
if ! cmp -s "$ROOT/tests/web/package-lock.json" "$node_dir/package-lock.json" ||
  [[ ! -d $node_dir/node_modules/puppeteer-core ]]; then
  mkdir -p "$node_dir"
  cp "$ROOT/tests/web/package.json" "$ROOT/tests/web/package-lock.json" "$node_dir/"
  log=$(cd "$node_dir" && PUPPETEER_SKIP_DOWNLOAD=1 npm ci --prefer-offline --no-audit --no-fund 2>&1) || {
    tail -n 5 <<<"$log"
    rm -f "$node_dir/package-lock.json"
    skip "npm ci could not install puppeteer-core"
  }
fi
NODE_PATH=$node_dir/node_modules exec node "$ROOT/tests/web/browser.js" "$ROOT" "$BUILD" "$chromium"
