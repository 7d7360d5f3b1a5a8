#!/usr/bin/env bash
# `npm test`: type-check, unit and integration tests, then end-to-end tests against a production build of
# the seeded demo in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

bash scripts/ensure-test-tools.sh

echo "▸ Type check"
npx tsc --noEmit

echo "▸ Unit and integration tests"
npx vitest run

echo "▸ End-to-end tests"
npx playwright test
