#!/usr/bin/env bash
# Runs one of this folder's TypeScript scripts with ts-node (transpile only), e.g.
#   bash scripts/run-ts.sh sigterm-test.ts
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
script=${1:?usage: run-ts.sh <script.ts> [args]}
shift
export TS_NODE_PROJECT="$here/tsconfig.json"
exec node -r ts-node/register/transpile-only "$here/$script" "$@"
