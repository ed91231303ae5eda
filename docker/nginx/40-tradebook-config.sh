#!/bin/sh
# Run by the nginx image's entrypoint before nginx starts: renders the proxy config from the environment.
set -eu
/etc/nginx/tradebook/render.sh conf-d /etc/nginx >/dev/null
echo "tradebook: proxy config rendered for ${APP_UPSTREAMS:-app1:3000 app2:3000}"
