#!/usr/bin/env bash
# Debian's nginx as an ordinary process with the repository's proxy config, used by the ops tests
# (scripts/lib/harness.ts) and the browser tests (scripts/lib/embedded-proxy.sh):
#
#   nginx.sh <prefix>     renders docker/nginx into <prefix> (docker/nginx/render.sh standalone: its pid,
#                         logs and temp dirs all inside it), checks it with nginx -t, then becomes nginx in
#                         the foreground (exec: the caller's child is nginx; SIGQUIT stops it gracefully).
#
# Settings are render.sh's (APP_UPSTREAMS, NGINX_LISTEN, FRONTEND_ROOT, ACCESS_LOG). Nothing is installed
# here: without nginx it fails with a sentence saying so.
set -euo pipefail
prefix=${1:?usage: nginx.sh <prefix>}
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

nginx=$(command -v nginx || true)
[ -n "$nginx" ] || nginx=/usr/sbin/nginx
if [ ! -x "$nginx" ]; then
  echo "nginx.sh: nginx is not installed (not on PATH, no /usr/sbin/nginx); the tests run the proxy config" \
    "on Debian's nginx: run scripts/ensure-system-packages.sh (as root) or install the nginx package." >&2
  exit 1
fi

conf=$(sh "$root/docker/nginx/render.sh" standalone "$prefix")
"$nginx" -t -q -p "$prefix" -c "$conf"
exec "$nginx" -p "$prefix" -c "$conf" -g 'daemon off;'
