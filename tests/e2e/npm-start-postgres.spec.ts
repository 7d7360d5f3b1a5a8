import type { ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { startDemoInstance } from '../../scripts/demo-instance'
import { postgresBinaries, startTemporaryPostgres, type TemporaryPostgres } from '../helpers/postgres-server'
import { E2E, fetchAs } from './helpers/server'

const root = path.resolve(import.meta.dirname, '../..')
const { port, databasePort, dataDir } = E2E.postgresStart

/** The first start renders and stores the whole demo group (about 3 min on two quiet cores, more beside other tests). */
const FIRST_START_LIMIT = 20 * 60_000

type Instance = { process: ChildProcess; output: () => string; exited: Promise<number | null> }

/** `npm start` (scripts/start.ts, as startDemoInstance runs it) on the test's PostgreSQL database. */
function npmStart(databaseUrl: string): Instance {
  const child = startDemoInstance({
    port,
    dataDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    ownGroup: true,
    env: { DATABASE_URL: databaseUrl, PAYLOAD_SECRET: E2E.secret, FORECOURT_ADMIN_PASSWORD: E2E.adminPassword },
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { process: child, output: () => output, exited }
}

async function healthStatus(): Promise<number> {
  const response = await fetchAs('localhost', '/healthz', { port }).catch(() => null)
  return response?.status ?? 0
}

/** Waits until /healthz answers 200; a start that ends before that fails the test with what it printed. */
async function untilServing(instance: Instance): Promise<void> {
  let alive = true
  const ended = instance.exited.then((code) => {
    alive = false
    return { code }
  })
  const serving = (async () => {
    while (alive && (await healthStatus()) !== 200) await new Promise((resolve) => setTimeout(resolve, 1_000))
    return alive
  })()
  const outcome = await Promise.race([serving, ended])
  if (outcome !== true) {
    const code = outcome === false ? (await ended).code : outcome.code
    throw new Error(`npm start ended (exit code ${code}) before serving:\n${instance.output().slice(-4000)}`)
  }
}

/** Stops npm start with every step it started (the server included), and waits until the port is free again. */
async function stop(instance: Instance): Promise<void> {
  try {
    process.kill(-instance.process.pid!, 'SIGTERM')
  } catch {
    // Already gone.
  }
  await instance.exited
  const deadline = Date.now() + 30_000
  while ((await healthStatus()) !== 0) {
    if (Date.now() > deadline) throw new Error(`Port ${port} still answers after npm start was stopped.`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** Nothing may answer on the test's port before npm start does: a server left there would answer for it. */
async function expectPortFree(): Promise<void> {
  expect(await healthStatus(), `port ${port} is already taken`).toBe(0)
}

test.describe('npm start on PostgreSQL', () => {
  test.skip(!postgresBinaries(), 'needs PostgreSQL (npm test installs it)')
  test.describe.configure({ mode: 'serial' })

  let database: TemporaryPostgres | undefined
  let running: Instance | undefined

  test.beforeAll(() => {
    rmSync(path.join(root, dataDir), { recursive: true, force: true })
    database = startTemporaryPostgres(databasePort)
  })
  test.afterAll(async () => {
    if (running) await stop(running)
    database?.stop()
    rmSync(path.join(root, dataDir), { recursive: true, force: true })
  })

  test('on an empty database: seeds the demo, then serves', async () => {
    test.setTimeout(FIRST_START_LIMIT + 60_000)
    await expectPortFree()
    running = npmStart(database!.url)
    await untilServing(running)
    expect(running.output()).toContain('The database is empty: seeding the Nordvik Group demo')
    expect(running.output()).toContain('The postgres database is up to date: 10 sites.')
    expect(running.output()).toContain('Demo mode: on')
    const home = await fetchAs('se2.localhost', '/', { port })
    expect(home.status).toBe(200)
    expect(home.body).toContain('Nordvik Bilhall')
    await stop(running)
    running = undefined
  })

  test('on the database it seeded: migrates, then serves', async () => {
    test.setTimeout(FIRST_START_LIMIT + 60_000)
    await expectPortFree()
    running = npmStart(database!.url)
    await untilServing(running)
    expect(running.output()).toContain('The postgres database is up to date: 10 sites.')
    expect(running.output()).not.toContain('seeding')
    const health = JSON.parse((await fetchAs('localhost', '/healthz', { port })).body)
    expect(health).toMatchObject({ status: 'ok', database: { status: 'up', kind: 'postgres' } })
    expect((await fetchAs('uk.localhost', '/', { port })).status).toBe(200)
  })
})
