#!/usr/bin/env bash
# Playwright in Debian's Chromium against the built app on a fresh embedded database (run after
# `npm run build`). Accounts are made with the user CLI before the server starts (it holds the data dir).
# Debian's nginx with the repository's proxy config (docker/nginx) runs in front of the same server: the
# header tests (frontend/e2e/security.spec.ts, tagged @headers) and the oversized bodies sent through the
# web app (frontend/e2e/edge.spec.ts, tagged @edge) run a second time through it, as the Playwright project
# "nginx" (frontend/playwright.config.ts). Without nginx the run fails.
set -euo pipefail
# shellcheck source-path=SCRIPTDIR source=lib/embedded-server.sh
source "$(dirname "$0")/lib/embedded-server.sh"
# shellcheck source-path=SCRIPTDIR source=lib/embedded-proxy.sh
source "$(dirname "$0")/lib/embedded-proxy.sh"
trap 'stop_proxy; cleanup_server' EXIT

admin_password='browser-admin-1'
reader_password='browser-reader-1'
boss_password='browser-boss-1'
user() { (cd "$root" && DATA_DIR="$data" node backend/dist/cli/user.js "$@" >/dev/null); }
user add admin --password "$admin_password" --role editor --display-name 'Ada Admin'
user add viewer --password "$reader_password" --role reader --display-name 'Vera Viewer'
user add boss --password "$boss_password" --role admin --display-name 'Bo Boss'
start_server "$admin_password"
start_proxy "$port"

cd "$root/frontend"
E2E_BASE_URL="$base" E2E_PROXY_URL="$proxy_base" E2E_EDITOR_USER=admin E2E_EDITOR_PASSWORD="$admin_password" \
  E2E_READER_USER=viewer E2E_READER_PASSWORD="$reader_password" \
  E2E_ADMIN_USER=boss E2E_ADMIN_PASSWORD="$boss_password" npx playwright test "$@"
