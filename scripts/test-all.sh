#!/usr/bin/env bash
# npm test: every tier of tests, each timed, with a table of results at the end (exit 1 if any failed).
# Two tiers run in the background, each beside tiers that leave CPU time over, their output following
# once they are done: the container test from the start (most of its time is downloads, image layers
# and waiting for containers to become healthy), awaited before the browser tier; the benchmark's
# quick run beside the browser tier (whose tests spend much of their time waiting on the page), awaited
# before the ops tier, whose tests time a proxy and kill servers under load. Every tier runs even after
# a failure, so one run shows everything that is wrong, and the failures' own lines are repeated under
# the table (a CI log shown from its end still names them).
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

declare -A background_pids

background() { # name, command...: starts a tier in the background
  local name=$1
  shift
  echo "==> $name (in the background): $*"
  (
    started=$(date +%s)
    "$@" >"$logs/$name.log" 2>&1
    echo "$? $(($(date +%s) - started))" >"$logs/$name.result"
  ) &
  background_pids[$name]=$!
}

await() { # name: waits for a background tier, shows its output and records it
  local name=$1 rc seconds
  echo "==> $name: waiting for the background run"
  wait "${background_pids[$name]}"
  cat "$logs/$name.log"
  read -r rc seconds <"$logs/$name.result" || rc=1
  record "$name" "${seconds:-?}" "${rc:-1}"
}

background containers npm run test:containers
tier check npm run check
tier e2e npm run test:e2e
tier smoke npm run test:smoke
await containers

background bench npm run test:bench
tier browser npm run test:browser
await bench

tier ops npm run test:ops

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
