#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed (Playwright cannot download its own browser here).
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$path" ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "Chromium is missing at $path. Install it with: sudo apt-get install -y chromium" >&2
  exit 1
fi
echo "Installing Debian's chromium…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
"$path" --version
