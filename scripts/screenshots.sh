#!/usr/bin/env bash
# Regenerates docs/screenshots/: every page in each language on the seeded sample company (run after
# `npm run build`).
set -euo pipefail
# shellcheck source-path=SCRIPTDIR source=lib/embedded-server.sh
source "$(dirname "$0")/lib/embedded-server.sh"
trap cleanup_server EXIT

(cd "$root" && DATA_DIR="$data" INITIAL_ADMIN_PASSWORD='sample-admin-1' node backend/dist/cli/seed-sample.js)
start_server 'sample-admin-1'
cd "$root/frontend"
BASE_URL="$base" TB_USER=editor TB_PASSWORD='sample-editor-1' node scripts/screenshots.mjs
