/**
 * Starts the demo for the end-to-end tests: a fresh database in data/e2e, seeded, on port 3100 (or E2E_PORT), through the
 * same `npm start` path a person uses (build if needed, migrate, seed, serve).
 */
import { spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import { startDemoInstance } from '../../../scripts/demo-instance'
import { E2E } from './server'

const root = path.resolve(import.meta.dirname, '../../..')
const dataDir = path.join(root, E2E.dataDir)
rmSync(dataDir, { recursive: true, force: true })

// With Redis, instances of one deployment tell each other which caches to expire (tests/e2e/scale-out.spec.ts).
const withRedis = spawnSync('redis-server', ['--version']).status === 0
const redis = withRedis ? spawn('redis-server', ['--port', String(E2E.redisPort), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' }) : null

const server = startDemoInstance({
  port: E2E.port,
  dataDir: E2E.dataDir,
  env: {
    FORECOURT_ADMIN_PASSWORD: E2E.adminPassword,
    PAYLOAD_SECRET: E2E.secret,
    FORECOURT_SEARCH_API_KEY: E2E.searchKey,
    FORECOURT_STOCK_API_KEY: E2E.stockKey,
    FORECOURT_CMS_URL: `http://localhost:${E2E.port}`,
    // Every browser of the suite is one client address (127.0.0.1): its forms must not run into the limit.
    FORECOURT_LEAD_RATE_LIMIT: '1000',
    FORECOURT_BOOKING_RATE_LIMIT: '1000',
    FORECOURT_VALUATION_RATE_LIMIT: '1000',
    ...(withRedis ? { REDIS_URL: `redis://127.0.0.1:${E2E.redisPort}` } : {}),
  },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.kill(signal)
    redis?.kill()
  })
}
server.on('exit', (code) => {
  redis?.kill()
  process.exit(code ?? 0)
})
