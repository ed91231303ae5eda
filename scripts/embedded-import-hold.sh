#!/usr/bin/env bash
# How long one import holds the embedded database (PGlite: one session, no statement timeout), and
# whether the server answers meanwhile: imports ROWS (default 100,000) near-identical inbound rows (same
# supplier, product, date, quantity and price; different order numbers) into the built app on a fresh
# embedded database, while /api/health and a list page are asked once a second. Run after `npm run build`.
set -euo pipefail
# shellcheck source-path=SCRIPTDIR source=lib/embedded-server.sh
source "$(dirname "$0")/lib/embedded-server.sh"
trap cleanup_server EXIT
rows="${ROWS:-100000}"

start_server 'hold-admin-1'
token=$(curl -fsS "$base/api/auth/login" -H 'Content-Type: application/json' \
  -d '{"username":"admin","password":"hold-admin-1"}' | node -pe 'JSON.parse(require("fs").readFileSync(0)).token')
api() { curl -fsS -H "Authorization: Bearer $token" -H 'Content-Type: application/json' "$@"; }
api "$base/api/partners" -d '{"code":"S1","short_name":"Supplier 1","full_name":"Supplier 1 Ltd.","type":0}' >/dev/null
api "$base/api/products" -d '{"code":"P1","product_model":"Model 1","category":"c"}' >/dev/null

file="$data/near-identical.csv"
{
  echo 'Supplier code,Supplier short name,Product code,Product model,Inbound date,Quantity,Unit price,Order number'
  seq 1 "$rows" | awk '{ printf "S1,Supplier 1,P1,Model 1,2025-03-01,1,2.5,PO-%d\n", $1 }'
} >"$file"

started=$(date +%s.%N)
curl -sS -o "$data/import.json" -w '%{http_code}' -H "Authorization: Bearer $token" \
  -F "file=@$file;filename=near-identical.csv" "$base/api/import/inbound?dry_run=false" >"$data/import.status" &
import_pid=$!
probe() { # one line per second: health and a list page, each given 20 s (a request waits at most 10 s for the embedded database)
  local h l
  h=$(curl -s -o /dev/null -m 20 -w '%{http_code} %{time_total}s' "$base/api/health" || true)
  l=$(curl -s -o /dev/null -m 20 -w '%{http_code} %{time_total}s' -H "Authorization: Bearer $token" \
    "$base/api/products?page=1&page_size=20" || true)
  printf 't+%5.1fs  health %s  products %s\n' "$(echo "$(date +%s.%N) - $started" | bc)" "$h" "$l"
}
while kill -0 "$import_pid" 2>/dev/null; do probe; sleep 1; done
wait "$import_pid" || true
finished=$(date +%s.%N)
printf 'import of %s rows: HTTP %s after %.1f s: %s\n' "$rows" "$(cat "$data/import.status")" \
  "$(echo "$finished - $started" | bc)" "$(head -c 300 "$data/import.json")"
probe
