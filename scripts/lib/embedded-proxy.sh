# shellcheck shell=bash
# Sourced by the browser-test script: `start_proxy <app port>` runs Debian's nginx with the repository's
# proxy config (docker/nginx, started by scripts/lib/nginx.sh) in front of the app on that loopback port,
# on a free port of its own, unprivileged, everything (pid, logs, temp files) under a temp dir of its own.
# It serves a copy of the built web app (frontend/dist) from that dir, so its workers (nobody, when run as
# root) can read it wherever the checkout is.
# Sets $proxy_base and $proxy_pid; stop_proxy stops nginx (SIGQUIT) and removes its dir.
proxy_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
proxy_dir=
proxy_pid=
proxy_base=

start_proxy() {
  local app_port=$1 proxy_port
  proxy_dir="$(mktemp -d)"
  chmod 755 "$proxy_dir"
  cp -R "$proxy_root/frontend/dist" "$proxy_dir/web"
  proxy_port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
  proxy_base="http://127.0.0.1:$proxy_port"
  APP_UPSTREAMS="127.0.0.1:$app_port" NGINX_LISTEN="127.0.0.1:$proxy_port" FRONTEND_ROOT="$proxy_dir/web" \
    ACCESS_LOG="$proxy_dir/nginx/logs/access.log" bash "$proxy_root/scripts/lib/nginx.sh" "$proxy_dir/nginx" \
    >"$proxy_dir/nginx.out" 2>&1 &
  proxy_pid=$!
  for _ in $(seq 1 300); do
    curl -fsS "$proxy_base/api/health" >/dev/null 2>&1 && return 0
    kill -0 "$proxy_pid" 2>/dev/null || break
    sleep 0.1
  done
  echo "nginx in front of the server did not answer on $proxy_base:"
  cat "$proxy_dir/nginx.out" "$proxy_dir/nginx/logs/error.log" 2>/dev/null || true
  return 1
}

stop_proxy() {
  if [ -n "$proxy_pid" ]; then
    kill -QUIT "$proxy_pid" 2>/dev/null || true
    wait "$proxy_pid" 2>/dev/null || true
    proxy_pid=
  fi
  if [ -n "$proxy_dir" ]; then rm -rf "$proxy_dir"; fi
  proxy_dir=
}
