#!/usr/bin/env bash
# Boots the production build on the embedded database in a fresh DATA_DIR, logs in, checks the web app is
# served, then stops it with SIGTERM. Run after `npm run build`.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
data="$(mktemp -d)"
port="${SMOKE_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
log="$data/server.log"
password='smoke-admin-password'
cleanup() { [ -n "${pid:-}" ] && kill "$pid" 2>/dev/null || true; rm -rf "$data"; }
trap cleanup EXIT

# A bad setting stops start-up with one line naming it.
if out="$(cd "$root" && PORT=abc DATA_DIR="$data" node backend/dist/main.js 2>&1)"; then
  echo "smoke: PORT=abc was accepted"; exit 1
fi
[ "$out" = "Invalid configuration: PORT must be a whole number from 1 to 65535" ] ||
  { echo "smoke: a bad setting printed: $out"; exit 1; }
echo "smoke: a bad setting stops start-up with one line"

start=$(date +%s%N)
(cd "$root" && exec env -u DATABASE_URL -u JWT_SECRET NODE_ENV=production PORT="$port" DATA_DIR="$data" \
  INITIAL_ADMIN_PASSWORD="$password" node backend/dist/main.js >"$log" 2>&1) &
pid=$!

for _ in $(seq 1 300); do
  curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
  kill -0 "$pid" 2>/dev/null || { echo "smoke: server exited early"; cat "$log"; exit 1; }
  sleep 0.1
done
curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null || { echo "smoke: not healthy"; cat "$log"; exit 1; }
echo "smoke: healthy after $(( ($(date +%s%N) - start) / 1000000 )) ms on the embedded database"

token=$(curl -fsS -X POST "http://127.0.0.1:$port/api/auth/login" -H 'Content-Type: application/json' \
  -d "{\"username\":\"admin\",\"password\":\"$password\"}" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const b=JSON.parse(s);if(!b.success||!b.token)process.exit(1);console.log(b.token)})')
me=$(curl -fsS "http://127.0.0.1:$port/api/auth/me" -H "Authorization: Bearer $token")
echo "$me" | grep -q '"username":"admin"' || { echo "smoke: /auth/me answered $me"; exit 1; }
echo "smoke: logged in as admin"

expected="$(sed -n '/<!-- month-of-trading:start -->/,/<!-- month-of-trading:end -->/p' "$root/README.md" | grep -v '^<!--' | grep -v '^```' | grep -v '^$')"
actual="$(API="http://127.0.0.1:$port/api" USERNAME=admin PASSWORD="$password" bash "$root/scripts/month-of-trading.sh")"
if [ "$actual" != "$expected" ]; then
  echo "smoke: the README's month of trading printed other figures:"; diff <(echo "$expected") <(echo "$actual") || true; exit 1
fi
echo "smoke: the README's month of trading gives the figures it promises"

if [ -f "$root/frontend/dist/index.html" ]; then
  curl -fsS "http://127.0.0.1:$port/inbound" | grep -qi '<div id="root"' || { echo "smoke: web app not served"; exit 1; }
  echo "smoke: web app served with history fallback"
fi

kill -TERM "$pid"
wait "$pid" && status=0 || status=$?
pid=
[ "$status" = 0 ] || { echo "smoke: server exited with $status after SIGTERM"; cat "$log"; exit 1; }
[ ! -e "$data/tradebook.pid" ] || { echo "smoke: data directory lock left behind"; exit 1; }
echo "smoke: stopped cleanly"
