#!/usr/bin/env bash
# Regenerates docs/screenshots/: every page in each language on the seeded sample company, and the
# outbound document form filled in (frontend/scripts/screenshots.mjs: routes and scenes; ROUTES picks
# some). Run after `npm run build`.
set -euo pipefail
# shellcheck source-path=SCRIPTDIR source=lib/embedded-server.sh
source "$(dirname "$0")/lib/embedded-server.sh"
trap cleanup_server EXIT

# Chinese and Korean pages need CJK fonts, and the committed images use Liberation Sans for Latin text;
# without them Chromium draws boxes or another font. Installed when missing and apt is available.
if ! fc-list :lang=ko | grep -q . || ! fc-list | grep -q 'Liberation Sans'; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends fonts-noto-cjk fonts-liberation >/dev/null
  else
    echo "Install the fonts fonts-noto-cjk and fonts-liberation first (CJK and Latin text of the screenshots)." >&2
    exit 1
  fi
fi

(cd "$root" && DATA_DIR="$data" INITIAL_ADMIN_PASSWORD='sample-admin-1' node backend/dist/cli/seed-sample.js)
start_server 'sample-admin-1'
cd "$root/frontend"
# The sample's admin sees every page (users and settings too).
BASE_URL="$base" TB_USER=admin TB_PASSWORD='sample-admin-1' node scripts/screenshots.mjs
# On a phone (390 x 844): the lists, the document form and drawer, in docs/screenshots/phone.
BASE_URL="$base" TB_USER=admin TB_PASSWORD='sample-admin-1' WIDTH=390 HEIGHT=844 \
  OUT="$root/docs/screenshots/phone" \
  ROUTES='overview,inbound,outbound,outbound-document=outbound,outbound-drawer=outbound,sales-orders,stock,partners,products,receivable,accounts,cash-entries,profit-and-loss,audit,reminder-letter=reminder-letter?code=C001' \
  node scripts/screenshots.mjs
