#!/usr/bin/env bash
# The web app's first load on a phone (frontend/scripts/first-load-bench.mjs: throttled 4G, CPU 4x
# slower, cold cache) against the built app on the seeded sample company. Run after `npm run build`;
# RUNS=<n> sets the number of timed runs.
set -euo pipefail
# shellcheck source-path=SCRIPTDIR source=lib/embedded-server.sh
source "$(dirname "$0")/lib/embedded-server.sh"
trap cleanup_server EXIT

(cd "$root" && DATA_DIR="$data" INITIAL_ADMIN_PASSWORD='sample-admin-1' node backend/dist/cli/seed-sample.js >/dev/null)
start_server 'sample-admin-1'
cd "$root/frontend"
BASE_URL="$base" TB_USER=admin TB_PASSWORD='sample-admin-1' node scripts/first-load-bench.mjs
