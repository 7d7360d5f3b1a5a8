#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium: Playwright's own browser download cannot work here.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Installing Debian's chromium (needed by the end-to-end tests) …"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-noto-core >/dev/null
/usr/bin/chromium --version
