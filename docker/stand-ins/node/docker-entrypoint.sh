#!/bin/sh
# As the official node image: an option, a name that is no command, or a file that is not executable as
# the first argument is passed to node (`docker run IMAGE app.js`); anything else runs as given.
set -e
if [ "${1#-}" != "$1" ] || [ -z "$(command -v "$1" || true)" ] || { [ -f "$1" ] && [ ! -x "$1" ]; }; then
  set -- node "$@"
fi
exec "$@"
