import { defineConfig } from 'vitest/config'

/**
 * The cluster test (`npx vitest run --config tests/cluster/vitest.config.ts`, run by `npm test` after the
 * end-to-end tests): nginx in front of two instances on PostgreSQL and Redis (tests/cluster/launch.ts). The demo
 * group is seeded into PostgreSQL once (global-setup.ts); each file starts its cluster on that database, one
 * file at a time, since each stops and starts parts of it.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: 'cluster',
    root: '.',
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/cluster/global-setup.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 180_000,
    hookTimeout: 300_000,
    env: { LOG_LEVEL: 'warn' },
  },
})
