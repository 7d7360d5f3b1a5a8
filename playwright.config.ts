import { defineConfig } from '@playwright/test'

import { E2E } from './tests/e2e/helpers/server'

/** End-to-end tests against a production build of the seeded demo, in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  // Three browsers, the server and its builds share two cores: a test that passes in 20 s alone takes 40–50 s here.
  // The limit is for a test that hangs, not a measure of speed (bench/ measures speed).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Three browsers at once on two cores: a test mostly waits for pages and answers, not for the processor.
  workers: 3,
  // A test passes the first time or fails: a retry would hide a flake.
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  globalSetup: './tests/e2e/helpers/global-setup.ts',
  use: {
    baseURL: `http://localhost:${E2E.port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx tsx tests/e2e/helpers/start-server.ts',
    url: `http://127.0.0.1:${E2E.port}/api/healthz`,
    // A fresh clone builds (about 2.5 min) and seeds the whole demo group with its drawn pictures (5 to 13 min on
    // two shared cores) before the server answers.
    timeout: 30 * 60_000,
    // E2E_REUSE_SERVER=1 runs against an e2e server already started with `npx tsx tests/e2e/helpers/start-server.ts`.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
