/**
 * Starts the demo for the end-to-end tests: a fresh database in data/e2e, seeded, on port 3100, through the
 * same `npm start` path a person uses (build if needed, migrate, seed, serve).
 */
import { spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import { E2E } from './server'

const root = path.resolve(import.meta.dirname, '../../..')
const dataDir = path.join(root, E2E.dataDir)
rmSync(dataDir, { recursive: true, force: true })

// With Redis, instances of one deployment tell each other which caches to expire (tests/e2e/scale-out.spec.ts).
const withRedis = spawnSync('redis-server', ['--version']).status === 0
const redis = withRedis ? spawn('redis-server', ['--port', String(E2E.redisPort), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' }) : null

const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(E2E.port),
    DATABASE_URL: `file:./${E2E.dataDir}/forecourt.db`,
    FORECOURT_DATA_DIR: `./${E2E.dataDir}`,
    FORECOURT_MEDIA_DIR: `./${E2E.dataDir}/media`,
    FORECOURT_ADMIN_PASSWORD: E2E.adminPassword,
    PAYLOAD_SECRET: E2E.secret,
    FORECOURT_CMS_URL: `http://localhost:${E2E.port}`,
    LOG_LEVEL: 'warn',
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
