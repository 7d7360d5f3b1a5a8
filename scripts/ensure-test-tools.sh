#!/usr/bin/env bash
# What `npm test` needs from Debian besides Node: Chromium for the end-to-end tests (Playwright's own browser
# download cannot work here), PostgreSQL and Redis servers for the tests of those adapters, and nginx for the
# cluster test's load balancer.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium fonts-noto-core)
compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || missing+=(postgresql)
command -v redis-server >/dev/null || missing+=(redis-server)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing Debian packages for the tests: ${missing[*]} …"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# The packages' own services are not needed: each test starts a throwaway server of its own.
$SUDO service postgresql stop >/dev/null 2>&1 || true
$SUDO service redis-server stop >/dev/null 2>&1 || true
$SUDO service nginx stop >/dev/null 2>&1 || true
/usr/bin/chromium --version
