#!/usr/bin/env bash
# `npm test`: type check, lint and formatting, unit and repository tests, integration tests on SQLite and again on a
# throwaway PostgreSQL — then end-to-end tests against a production build of the seeded demo in Chromium, then the
# cluster test: nginx in front of two instances on PostgreSQL and Redis, under load, faults and malformed requests.
#
# The first stage runs three jobs side by side (the checks, the production build, the vitest suites): the build no
# longer waits for the tests, nor the tests for the build. Each stage prints its wall-clock and CPU seconds (CPU:
# user + system of all its processes), and the end the total: "npm test took N s".
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

started_all=$SECONDS
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
summary=()

# CPU seconds (user + system) of the finished child processes of the shell that runs this: bash's `times`, second line.
# (`times` itself must run in that shell, not in a pipeline's subshell.)
cpu_seconds() {
  local file="$logs/times.$BASHPID"
  times > "$file"
  tail -n 1 "$file" | awk '{
    total = 0
    for (i = 1; i <= 2; i++) { split($i, t, "m"); sub("s", "", t[2]); total += t[1] * 60 + t[2] }
    printf "%.0f", total
  }'
}

# `stage NAME COMMAND…`: runs the command in a subshell, notes its wall and CPU seconds; fails the suite as it fails.
stage() {
  local name=$1
  shift
  local begun=$SECONDS
  echo "▸ $name"
  set +e
  ( "$@"; status=$?; cpu_seconds > "$logs/cpu"; exit $status )
  local status=$?
  set -e
  local line="  $name: $((SECONDS - begun)) s wall, $(cat "$logs/cpu" 2>/dev/null || echo '?') s CPU"
  summary+=("$line")
  echo "$line"
  if [ $status -ne 0 ]; then
    report
    exit $status
  fi
}

# `job NAME COMMAND…` in the background, its output kept until it ends; `wait_jobs` prints each and fails if one did.
jobs_started=()
job() {
  local name=$1
  shift
  jobs_started+=("$name")
  (
    begun=$SECONDS
    set +e
    "$@" > "$logs/$name.log" 2>&1
    status=$?
    cpu_seconds > "$logs/$name.cpu"
    echo "$status $((SECONDS - begun)) $(cat "$logs/$name.cpu")" > "$logs/$name.status"
    exit $status
  ) &
}
wait_jobs() {
  local failed=0 name
  wait || true
  for name in "${jobs_started[@]}"; do
    echo "▸ $name"
    cat "$logs/$name.log"
    read -r status wall cpu < "$logs/$name.status"
    local line="  $name: $wall s wall, $cpu s CPU$([ "$status" -ne 0 ] && echo ' — FAILED')"
    summary+=("$line")
    echo "$line"
    [ "$status" -eq 0 ] || failed=1
  done
  jobs_started=()
  if [ $failed -ne 0 ]; then
    report
    exit 1
  fi
}

report() {
  echo
  echo "Stages:"
  printf '%s\n' "${summary[@]}"
  echo "npm test took $((SECONDS - started_all)) s"
}

stage "Test tools" bash scripts/ensure-test-tools.sh

checks() {
  npx tsc --noEmit && npm run --silent lint && npm run --silent format:check
}

# The build the end-to-end and cluster tests serve (they build again only when the sources changed since), then the
# end-to-end demo seeded into a database image, while the unit and integration tests still run: the end-to-end
# server starts from a copy of it (E2E_DATABASE_IMAGE=1) instead of seeding while the suite waits.
build() {
  npx tsx scripts/build-current.ts && npx tsx tests/e2e/helpers/seed-image.ts
}

# One PostgreSQL server for the PostgreSQL passes (vitest projects int-postgres and repo-postgres; each test file
# makes a database of its own on it): its own port and data directory, stopped and deleted when vitest ends.
vitest_suites() {
  npx tsx tests/helpers/with-postgres.ts npx vitest run
}

echo "▸ Checks, build, and unit, repository and integration tests, side by side"
begun=$SECONDS
job "Type check, lint, formatting" checks
job "Production build, end-to-end database seeded" build
job "Unit, repository and integration tests (SQLite, then PostgreSQL)" vitest_suites
wait_jobs
summary+=("  (first stage: $((SECONDS - begun)) s wall)")

stage "End-to-end tests" env E2E_DATABASE_IMAGE=1 npx playwright test

# The demo seeded into a throwaway PostgreSQL, two instances of the build on it and Redis, nginx in front
# (tests/cluster/launch.ts); stopped and deleted when the tests end.
stage "Cluster tests" npx vitest run --config tests/cluster/vitest.config.ts

report
