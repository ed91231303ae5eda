#!/usr/bin/env bash
# npm test: every tier of tests, each timed, with a table of results at the end (exit 1 if any failed).
# The container test runs in the background from the start: most of its time is spent on downloads,
# image layers and waiting for containers to become healthy, which the other tiers do not need; its
# output follows once it is done. It is awaited before the browser tier, whose tests wait on timers and
# would share the CPUs with image builds otherwise. Every tier runs even after a failure, so one run
# shows everything that is wrong, and the failures' own lines are repeated under the table (a CI log
# shown from its end still names them).
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
rows=()
failed=0

record() { # name, seconds, exit code
  local verdict=ok
  if [ "$3" != 0 ]; then
    verdict="FAILED (exit $3)"
    failed=1
  fi
  rows+=("$(printf '%-11s %6s s  %s' "$1" "$2" "$verdict")")
}

tier() { # name, command...
  local name=$1 started rc
  shift
  started=$(date +%s)
  echo "==> $name: $*"
  "$@" 2>&1 | tee "$logs/$name.log"
  rc=${PIPESTATUS[0]}
  record "$name" $(($(date +%s) - started)) "$rc"
}

# The lines of a failed tier's log that name what failed: Playwright's ✘ and numbered failures, Jest's
# FAIL and ● headings, script errors.
failures_of() {
  grep -E '✘|^\s+[0-9]+\) |^FAIL |●|[Ee]rror:|not ok|FAILED' "$logs/$1.log" | head -40
}

(
  started=$(date +%s)
  npm run test:containers >"$logs/containers.log" 2>&1
  echo "$? $(($(date +%s) - started))" >"$logs/containers.result"
) &
containers_pid=$!

tier check npm run check
tier e2e npm run test:e2e
tier smoke npm run test:smoke

echo "==> containers: waiting for the background run (npm run test:containers)"
wait "$containers_pid"
cat "$logs/containers.log"
read -r containers_rc containers_seconds <"$logs/containers.result" || containers_rc=1
record containers "${containers_seconds:-?}" "${containers_rc:-1}"

tier browser npm run test:browser
tier ops npm run test:ops
tier bench npm run test:bench

echo
echo "Tier        Time     Result"
printf '%s\n' "${rows[@]}"
for row in "${rows[@]}"; do
  case "$row" in
  *FAILED*)
    name=${row%% *}
    echo
    echo "--- $name: what failed"
    failures_of "$name"
    ;;
  esac
done
exit "$failed"
