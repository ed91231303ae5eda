#!/usr/bin/env bash
# Installs what the full test suite needs beyond Node.js, when it is missing and apt is available:
# Chromium (browser tests; Debian's package, never a downloaded browser), nginx (the multi-instance
# test's proxy), curl, and a PostgreSQL server on 127.0.0.1:5432 (the multi-instance test runs two app
# instances on one server; the API e2e tests would fall back to PGlite without one).
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v curl >/dev/null 2>&1 || missing+=(curl)
command -v shellcheck >/dev/null 2>&1 || missing+=(shellcheck)

postgres_answers() {
  node -e "const s=require('net').connect(5432,'127.0.0.1');s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1));setTimeout(()=>process.exit(1),2000)"
}
need_postgres=0
postgres_answers || { need_postgres=1; missing+=(postgresql); }

[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing: ${missing[*]}. Install them with your package manager (the tests need them)." >&2
  exit 1
fi
echo "Installing Debian packages: ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null

if [ "$need_postgres" = 1 ]; then
  # A server installed just now, for tests: trust local connections, as on the CI machines.
  version="$(find /etc/postgresql -mindepth 1 -maxdepth 1 -printf "%f\n" | sort -V | tail -n 1)"
  hba="/etc/postgresql/$version/main/pg_hba.conf"
  sed -i -E 's/^(local|host)(\s+all\s+all\s+.*)\s(peer|md5|scram-sha-256)$/\1\2 trust/' "$hba"
  sed -i -E 's/^(local\s+all\s+postgres\s+)peer$/\1trust/' "$hba"
  pg_ctlcluster --skip-systemctl-redirect "$version" main restart 2>/dev/null ||
    pg_ctlcluster --skip-systemctl-redirect "$version" main start
  for _ in $(seq 1 50); do postgres_answers && break; sleep 0.2; done
  postgres_answers || { echo "PostgreSQL did not start" >&2; exit 1; }
  echo "PostgreSQL $version is running on 127.0.0.1:5432 (trust for local connections)"
fi
