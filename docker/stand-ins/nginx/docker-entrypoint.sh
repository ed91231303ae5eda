#!/bin/sh
# The official nginx image's entrypoint interface: before nginx starts, every file in /docker-entrypoint.d/
# in name order: executable *.envsh files are sourced (their variables reach the later scripts), executable
# *.sh files are run, anything else is skipped. NGINX_ENTRYPOINT_QUIET_LOGS=1 silences these messages.
set -e
say() { [ -n "${NGINX_ENTRYPOINT_QUIET_LOGS:-}" ] || echo "$0: $*"; }

if [ "$1" = nginx ] || [ "$1" = nginx-debug ]; then
  if find /docker-entrypoint.d/ -mindepth 1 -maxdepth 1 -type f -print -quit 2>/dev/null | read -r _; then
    say "/docker-entrypoint.d/ is not empty, will attempt to perform configuration"
    for f in $(find /docker-entrypoint.d/ -mindepth 1 -maxdepth 1 -type f | sort -V); do
      case "$f" in
        *.envsh)
          # shellcheck disable=SC1090 # the scripts are the image user's
          if [ -x "$f" ]; then say "Sourcing $f"; . "$f"; else say "Ignoring $f, not executable"; fi ;;
        *.sh)
          if [ -x "$f" ]; then say "Launching $f"; "$f"; else say "Ignoring $f, not executable"; fi ;;
        *) say "Ignoring $f" ;;
      esac
    done
    say "Configuration complete; ready for start up"
  else
    say "No files found in /docker-entrypoint.d/, skipping configuration"
  fi
fi
exec "$@"
