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

modules=$(node_install "$ROOT/tests/web" "$BUILD/web-node" puppeteer-core) ||
  skip "npm ci could not install puppeteer-core"
NODE_PATH=$modules exec node "$ROOT/tests/web/browser.js" "$ROOT" "$BUILD" "$chromium"
