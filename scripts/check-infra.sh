#!/usr/bin/env bash
# Static checks of the deployment files, without a Docker engine:
#   - the proxy config rendered from docker/nginx (loopback upstreams) passes `nginx -t` on Debian's nginx;
#   - docker-compose.yml against the Compose schema and lint rules (dclint), plus `docker compose config`
#     when a Compose-capable Docker client is present;
#   - docker/backend.Dockerfile with dockerfile-utils' linter, and its CMD against `npm start`;
#   - shell scripts with shellcheck; YAML of the CI files; .env.example documents every setting.
# Installs Debian's nginx/shellcheck when missing and it runs as root, and the npm linters into
# scripts/infra-lint/node_modules (its own lockfile; nothing of the app changes).
#
#   bash scripts/check-infra.sh
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
root=$PWD
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0

ok() { passed=$((passed + 1)); echo "  ok   $1"; }
ko() { failed=$((failed + 1)); echo "  FAIL $1"; [ -n "${2:-}" ] && sed 's/^/       /' "$2" | tail -n 40; }
check() { # check <description> <command...>: passes when the command exits 0
  local what=$1
  shift
  if "$@" >"$tmp/out" 2>&1; then ok "$what"; else ko "$what" "$tmp/out"; fi
}

apt_install() {
  command -v apt-get >/dev/null && [ "$(id -u)" = 0 ] || return 1
  if [ ! -f "$tmp/apt-updated" ]; then apt-get update -qq >/dev/null 2>&1 && touch "$tmp/apt-updated"; fi
  # RUNLEVEL=1: Debian's package must not start a system nginx.
  RUNLEVEL=1 DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null 2>&1
}

echo "check-infra: nginx"
command -v nginx >/dev/null || apt_install nginx || true
if command -v nginx >/dev/null; then
  prefix="$tmp/nginx"
  check "render.sh renders the standalone config" env APP_UPSTREAMS="127.0.0.1:3001 127.0.0.1:3002" \
    NGINX_LISTEN=127.0.0.1:18080 FRONTEND_ROOT="$root/frontend/dist" ACCESS_LOG="$prefix/logs/access.log" \
    sh docker/nginx/render.sh standalone "$prefix"
  check "nginx -t on the rendered proxy config ($(nginx -v 2>&1 | sed 's/.*: //'))" \
    nginx -t -p "$prefix" -c "$prefix/nginx.conf"
  # The image's layout: conf.d/default.conf inside the stock http block of nginx.conf.
  etc="$tmp/etc-nginx"
  mkdir -p "$etc"
  check "render.sh renders the image's conf.d/default.conf" env APP_UPSTREAMS="app1:3000 app2:3000" \
    sh docker/nginx/render.sh conf-d "$etc"
  sed -e 's/app1:3000/127.0.0.1:3001/; s/app2:3000/127.0.0.1:3002/' "$etc/conf.d/default.conf" >"$etc/default.conf"
  cat >"$etc/nginx.conf" <<CONF
pid $etc/nginx.pid;
error_log stderr;
events {}
http {
    include /etc/nginx/mime.types;
    client_body_temp_path $etc/body;
    proxy_temp_path $etc/proxy;
    fastcgi_temp_path $etc/fastcgi;
    uwsgi_temp_path $etc/uwsgi;
    scgi_temp_path $etc/scgi;
    include $etc/default.conf;
}
CONF
  check "nginx -t on the image's config (app host names swapped for loopback)" nginx -t -p "$etc" -c "$etc/nginx.conf"
  check "render.sh refuses a setting that would inject directives" \
    sh -c "! APP_UPSTREAMS='x:1; include /etc/passwd' sh docker/nginx/render.sh standalone '$tmp/bad' 2>/dev/null"
else
  ko "nginx is not installed (apt-get install nginx)"
fi

echo "check-infra: Compose and Dockerfile linters"
lint="$root/scripts/infra-lint"
if [ ! -x "$lint/node_modules/.bin/dclint" ] || [ "$lint/package-lock.json" -nt "$lint/node_modules/.package-lock.json" ]; then
  npm ci --prefix "$lint" --no-audit --no-fund --loglevel=error >"$tmp/npm" 2>&1 || ko "npm ci in scripts/infra-lint" "$tmp/npm"
fi
check "docker-compose.yml: Compose schema and dclint rules, no warnings" \
  "$lint/node_modules/.bin/dclint" --max-warnings 0 --color false docker-compose.yml
check "docker/backend.Dockerfile: dockerfile-utils lint" "$lint/node_modules/.bin/dockerfile-utils" lint docker/backend.Dockerfile
same_start_command() { # the image's CMD runs the server with the same Node flags as npm start
  node -e "const fs=require('fs');const start=JSON.parse(fs.readFileSync('package.json','utf8')).scripts.start.split(/\s+/);
const cmd=JSON.parse(fs.readFileSync('docker/backend.Dockerfile','utf8').split('\n').filter((l)=>l.startsWith('CMD ')).pop().slice(4));
if(JSON.stringify(cmd)!==JSON.stringify(start)){console.error('CMD '+JSON.stringify(cmd)+' but npm start: '+JSON.stringify(start));process.exit(1)}"
}
check "the image starts the server as npm start does (same Node flags)" same_start_command
if docker compose version >/dev/null 2>&1; then
  sed -e 's/^JWT_SECRET=$/JWT_SECRET=check-infra-secret-0123456789/' .env.example >"$tmp/env"
  check "docker compose config" docker compose --env-file "$tmp/env" -f docker-compose.yml config -q
else
  echo "  --   docker compose config: no Compose-capable Docker client here (schema check above instead)"
fi
yaml_ok() {
  node -e "const Y=require(process.argv[1]);for(const f of process.argv.slice(2)){const d=Y.parseDocument(require('fs').readFileSync(f,'utf8'));if(d.errors.length){console.error(f+': '+d.errors[0].message);process.exit(1)}}" \
    "$lint/node_modules/yaml" "$@"
}
check "CI workflow and dependabot YAML parse" yaml_ok .github/workflows/ci.yml .github/dependabot.yml

echo "check-infra: shell scripts and settings"
command -v shellcheck >/dev/null || apt_install shellcheck || true
if command -v shellcheck >/dev/null; then
  check "shellcheck docker/nginx/*.sh docker/stand-ins/ scripts/*.sh scripts/lib/*.sh" shellcheck -x docker/nginx/*.sh \
    scripts/*.sh scripts/lib/*.sh \
    docker/stand-ins/*.sh docker/stand-ins/*/*.sh docker/stand-ins/*/*.envsh
else
  echo "  --   shellcheck not installed: shell scripts not linted"
fi
missing=""
for name in $(grep -oE '[{][A-Z_]+' docker-compose.yml | cut -c2- | sort -u) \
  $(grep -oE '^  [A-Z][A-Z_]+' backend/src/config/env.validation.ts | tr -d ' ' | sort -u) BACKUP_CRON BACKUP_KEEP BACKUP_DIR; do
  grep -qE "^#? ?$name=" .env.example || missing="$missing $name"
done
if [ -z "$missing" ]; then ok ".env.example documents every setting"; else ko ".env.example misses:$missing"; fi

echo "check-infra: $passed passed, $failed failed"
[ "$failed" = 0 ]
