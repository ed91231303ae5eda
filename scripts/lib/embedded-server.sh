# shellcheck shell=bash
# Sourced by the browser-test and screenshot scripts: starts the production build on a fresh embedded
# database (the suites log in often, so the login rate limit is raised). Sets $data (DATA_DIR), $port, $base and $server_pid; stop_server sends SIGTERM and waits.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
data="$(mktemp -d)"
port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
base="http://127.0.0.1:$port"
server_pid=

start_server() {
  (cd "$root" && exec env -u DATABASE_URL -u JWT_SECRET NODE_ENV=production PORT="$port" DATA_DIR="$data" \
    LOG_LEVEL=warn LOGIN_RATE_LIMIT=1000 LOGIN_RATE_LIMIT_PER_ADDRESS=1000 INITIAL_ADMIN_PASSWORD="$1" node backend/dist/main.js >"$data/server.log" 2>&1) &
  server_pid=$!
  for _ in $(seq 1 600); do
    curl -fsS "$base/api/health" >/dev/null 2>&1 && return 0
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 0.1
  done
  echo "the server did not become healthy:"; cat "$data/server.log"; return 1
}

stop_server() {
  [ -n "$server_pid" ] || return 0
  kill -TERM "$server_pid" 2>/dev/null || true
  wait "$server_pid" 2>/dev/null || true
  server_pid=
}

cleanup_server() { stop_server; rm -rf "$data"; }
