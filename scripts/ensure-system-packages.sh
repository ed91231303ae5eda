#!/usr/bin/env bash
# Installs the Debian packages the full test suite uses (Chromium for browser tests, nginx for the
# multi-instance test) when they are missing and apt is available. Never downloads a browser build.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v curl >/dev/null 2>&1 || missing+=(curl)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian packages: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "Missing system packages: ${missing[*]} (install them with your package manager)" >&2
  exit 1
fi
