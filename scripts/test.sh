#!/usr/bin/env bash
# `npm test`: type-check, unit and integration tests — the integration tests on SQLite and again on a throwaway
# PostgreSQL — then end-to-end tests against a production build of the seeded demo in Chromium, then the cluster
# test: nginx in front of two instances on PostgreSQL and Redis, under load, faults and malformed requests.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

bash scripts/ensure-test-tools.sh

echo "▸ Type check"
npx tsc --noEmit

# One PostgreSQL server for the PostgreSQL pass (vitest project int-postgres; each test file makes a database of
# its own on it): its own port and data directory, stopped and deleted when vitest ends, passes or fails.
echo "▸ Unit and integration tests (integration on SQLite, then on PostgreSQL)"
started=$SECONDS
npx tsx tests/helpers/with-postgres.ts npx vitest run
echo "  unit and integration tests took $((SECONDS - started)) s"

echo "▸ End-to-end tests"
npx playwright test

# The demo seeded into a throwaway PostgreSQL, two instances of the build on it and Redis, nginx in front
# (tests/cluster/launch.ts); stopped and deleted when the tests end.
echo "▸ Cluster tests"
started=$SECONDS
npx vitest run --config tests/cluster/vitest.config.ts
echo "  cluster tests took $((SECONDS - started)) s"
