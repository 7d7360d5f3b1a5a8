import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
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
          name: 'int',
          include: ['tests/int/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Each file starts its own CMS over its own temporary database.
          testTimeout: 60_000,
          hookTimeout: 180_000,
          env: { NODE_ENV: 'test', LOG_LEVEL: 'fatal' },
        },
      },
    ],
  },
})
