#!/usr/bin/env bash
# Journeys run in Debian's chromium, never in a browser downloaded by a test tool.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "chromium is missing: installing Debian's chromium package" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
/usr/bin/chromium --version
