#!/bin/sh
# As the official image: each NGINX_ENVSUBST_TEMPLATE_DIR/**/*NGINX_ENVSUBST_TEMPLATE_SUFFIX
# (default /etc/nginx/templates/*.template) becomes NGINX_ENVSUBST_OUTPUT_DIR/<same path without the
# suffix> (default /etc/nginx/conf.d), with only the variables defined in the environment substituted.
set -e
template_dir=${NGINX_ENVSUBST_TEMPLATE_DIR:-/etc/nginx/templates}
suffix=${NGINX_ENVSUBST_TEMPLATE_SUFFIX:-.template}
output_dir=${NGINX_ENVSUBST_OUTPUT_DIR:-/etc/nginx/conf.d}
filter=${NGINX_ENVSUBST_FILTER:-}
[ -d "$template_dir" ] || exit 0
if [ ! -w "$output_dir" ]; then
  echo "$0: ERROR: $template_dir exists, but $output_dir is not writable" >&2
  exit 0
fi
# envsubst's list of variables to replace: only the defined ones, so nginx's own $variables stay.
# shellcheck disable=SC2016,SC2046 # a literal ${NAME} per defined variable
defined=$(printf '${%s} ' $(env | cut -d= -f1 | grep -E "${filter:-.}"))
find "$template_dir" -follow -type f -name "*$suffix" -print | while read -r template; do
  relative="${template#"$template_dir/"}"
  output="$output_dir/${relative%"$suffix"}"
  mkdir -p "$(dirname "$output")"
  [ -n "${NGINX_ENTRYPOINT_QUIET_LOGS:-}" ] || echo "$0: Running envsubst on $template to $output"
  envsubst "$defined" <"$template" >"$output"
done
