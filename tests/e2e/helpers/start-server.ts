/**
 * Starts the demo for the end-to-end tests: a fresh database in data/e2e, seeded, on port 3100 (or E2E_PORT), through the
 * same `npm start` path a person uses (build if needed, migrate, seed, serve). With E2E_DATABASE_IMAGE=1 the database
 * is a copy of the image `npm test` seeded beforehand (tests/e2e/helpers/seed-image.ts), and npm start finds it seeded.
 */
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { startDemoInstance } from '../../../scripts/demo-instance'
import { E2E, e2eServerEnv } from './server'

const root = path.resolve(import.meta.dirname, '../../..')
const dataDir = path.join(root, E2E.dataDir)
rmSync(dataDir, { recursive: true, force: true })
if (process.env.E2E_DATABASE_IMAGE === '1') {
  const image = path.join(root, E2E.imageDir)
  const seededFor = path.join(image, 'port')
  if (!existsSync(seededFor))
    throw new Error(`E2E_DATABASE_IMAGE=1, but ${E2E.imageDir} holds no seeded database: run npx tsx tests/e2e/helpers/seed-image.ts`)
  // The sites' addresses name the port they were seeded for.
  const port = readFileSync(seededFor, 'utf8')
  if (port !== String(E2E.port))
    throw new Error(`${E2E.imageDir} was seeded for port ${port}, not ${E2E.port}: seed it again with this E2E_PORT`)
  cpSync(image, dataDir, { recursive: true, filter: (source) => source !== seededFor })
}

// With Redis, instances of one deployment tell each other which caches to expire (tests/e2e/scale-out.spec.ts).
const withRedis = spawnSync('redis-server', ['--version']).status === 0
const redis = withRedis
  ? spawn('redis-server', ['--port', String(E2E.redisPort), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  : null

const server = startDemoInstance({
  port: E2E.port,
  dataDir: E2E.dataDir,
  env: e2eServerEnv(withRedis),
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
