import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

import { defineConfig, type TestProjectConfiguration } from 'vitest/config'

/**
 * Test files under src/ that need a database (a repository's own tests) end in `.db.test.ts`: the `repo` project
 * runs them on SQLite, `repo-postgres` on PostgreSQL, each on a throwaway database with the committed migrations
 * (src/db/test-database.ts), without the CMS.
 */
const DATABASE_TESTS_BESIDE_CODE = 'src/**/*.db.test.{ts,tsx}'

/**
 * The integration tests run twice: on SQLite (`int`) and on PostgreSQL (`int-postgres`, when TEST_POSTGRES_URL
 * names a server or Debian's PostgreSQL is installed). Files named `*-postgres.test.ts` hold what only PostgreSQL
 * has and run only in the second pass; tests/int/start.test.ts uses no database and runs only in the first.
 */
const withPostgres = Boolean(process.env.TEST_POSTGRES_URL) || existsSync('/usr/lib/postgresql')

const integration = {
  environment: 'node',
  // Each file starts its own CMS over its own temporary database.
  testTimeout: 60_000,
  hookTimeout: 180_000,
} as const

const repository = {
  environment: 'node' as const,
  include: [DATABASE_TESTS_BESIDE_CODE],
  testTimeout: 20_000,
  hookTimeout: 60_000,
}

const postgresPass: TestProjectConfiguration[] = withPostgres
  ? [
      {
        extends: true,
        test: {
          ...integration,
          name: 'int-postgres',
          include: ['tests/int/**/*.test.{ts,tsx}'],
          exclude: ['tests/int/start.test.ts'],
          globalSetup: ['tests/int/helpers/postgres-setup.ts'],
          env: { NODE_ENV: 'test', LOG_LEVEL: 'fatal', FORECOURT_TEST_DATABASE: 'postgres' },
        },
      },
      {
        extends: true,
        test: {
          ...repository,
          name: 'repo-postgres',
          globalSetup: ['tests/int/helpers/postgres-setup.ts'],
          env: { NODE_ENV: 'test', LOG_LEVEL: 'fatal', FORECOURT_TEST_DATABASE: 'postgres' },
        },
      },
    ]
  : []

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // One copy of graphql, as in the server (where it is an external package): Payload's CMS loads its CommonJS
    // entry, and a schema made by one copy cannot be read by the other ("from another module or realm").
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    // Integration test files mostly wait (for their database, their CMS's start, a server they started): three at
    // a time keep two cores busy. `--maxWorkers=1` runs one file at a time.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [DATABASE_TESTS_BESIDE_CODE],
          environment: 'node',
          // Image rendering (sharp) and component tests share two cores with the integration tests in CI.
          testTimeout: 20_000,
          // Tests provoke failures on purpose; their assertions say what matters.
          env: { LOG_LEVEL: 'fatal' },
        },
      },
      {
        extends: true,
        test: {
          ...integration,
          name: 'int',
          include: ['tests/int/**/*.test.{ts,tsx}'],
          exclude: ['tests/int/**/*-postgres.test.{ts,tsx}'],
          env: { NODE_ENV: 'test', LOG_LEVEL: 'fatal' },
        },
      },
      {
        extends: true,
        test: { ...repository, name: 'repo', env: { NODE_ENV: 'test', LOG_LEVEL: 'fatal' } },
      },
      ...postgresPass,
    ],
  },
})
