#!/usr/bin/env bash
# npm run test:containers: the images ops deploy, built and run with Podman (no Docker daemon, no registry).
#   1. Debian's podman, buildah, runc, catatonit, iptables, debootstrap and podman-compose when missing
#      (as root, from the distribution's packages);
#   2. the stand-in base images under the names the Dockerfile and compose file use
#      (docker/stand-ins/build.sh: cached, rebuilt when their inputs change);
#   3. scripts/containers-test.ts: build the app and proxy images, run the app alone, run the compose stack.
# Podman's settings for these machines (runc, cgroupfs, resource limits) come from
# docker/stand-ins/podman-containers.conf unless CONTAINERS_CONF names another file.
# CONTAINERS_TEST=skip skips it where the real images are tested otherwise (GitHub's compose job).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${CONTAINERS_TEST:-}" = skip ]; then
  echo "containers-test: skipped (CONTAINERS_TEST=skip)"
  exit 0
fi
started=$(date +%s)

missing=()
for tool in podman buildah runc catatonit iptables debootstrap podman-compose; do
  command -v "$tool" >/dev/null 2>&1 || [ -x "/usr/sbin/$tool" ] || missing+=("$tool")
done
# podman's network helpers (Debian installs them under /usr/lib/podman).
[ -x /usr/lib/podman/netavark ] || missing+=(netavark)
[ -x /usr/lib/podman/aardvark-dns ] || missing+=(aardvark-dns)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "containers-test: missing ${missing[*]}; install them with your package manager (Podman 4.3 or later)." >&2
    exit 1
  fi
  echo "containers-test: installing Debian packages: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

export CONTAINERS_CONF=${CONTAINERS_CONF:-$PWD/docker/stand-ins/podman-containers.conf}
bash docker/stand-ins/build.sh
echo "containers-test: base images ready after $(($(date +%s) - started)) s"
bash scripts/run-ts.sh containers-test.ts
echo "containers-test: everything took $(($(date +%s) - started)) s"
