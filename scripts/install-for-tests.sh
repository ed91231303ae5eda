#!/usr/bin/env bash
# The install step of `npm run ci`: the Debian packages the tests need (scripts/ensure-system-packages.sh)
# and the npm packages (npm ci), side by side, since one waits on the distribution's mirror and the
# other on the npm registry. Fails when either failed, once both have ended.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
bash scripts/ensure-system-packages.sh &
system_packages=$!
npm ci
npm_status=$?
wait "$system_packages"
system_status=$?
[ "$npm_status" = 0 ] && [ "$system_status" = 0 ]
