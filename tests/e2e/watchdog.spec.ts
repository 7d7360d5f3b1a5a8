import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { request } from 'node:http'
import { connect } from 'node:net'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { freePort } from '../helpers/ports'
import { copyDemoDatabase } from './helpers/database-copy'
import { E2E } from './helpers/server'

const root = path.resolve(import.meta.dirname, '../..')

/** The watchdog's thresholds for this instance: 503 after 3 s of a blocked event loop, the end after 20 s. */
const UNHEALTHY_SECONDS = 3
const WATCHDOG_DATA_DIR = 'data/e2e-watchdog'
const EXIT_SECONDS = 20

/** A request to the instance from Node (Host header set), with a timeout of its own; null when it got no answer. */
function send(port: number, method: string, pathname: string, headers: Record<string, string> = {}, timeoutMs = 3_000): Promise<{ status: number; body: string } | null> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, method, path: pathname, headers: { host: `localhost:${port}`, ...headers }, timeout: timeoutMs }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      res.on('error', () => resolve(null))
    })
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve(null))
    req.end()
  })
}

/** The process ids under `pid`, all the way down (npm → npm start → the server). */
function descendants(pid: number): number[] {
  let children: number[] = []
  try {
    children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number)
  } catch {
    // None.
  }
  return children.flatMap((child) => [child, ...descendants(child)])
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })

/** A page and the CMS API once each, so that what the test then sees blocked is only what it blocks on purpose. */
async function warmUp(port: number): Promise<void> {
  for (const [host, pathname] of [['se2.localhost', '/'], ['localhost', '/api/users/me'], ['localhost', '/healthz']] as const) {
    await send(port, 'GET', pathname, { host: `${host}:${port}` }, 120_000)
  }
}

/**
 * `npm start`, as a person runs it, on the end-to-end database, with the route that blocks the event loop on
 * purpose (demo mode only) and short watchdog thresholds: its watchdog answers /healthz while the server's main
 * thread is stuck, ends the server, and npm start starts it again; SIGTERM ends the whole thing while it is stuck.
 */
test.describe('a blocked instance under npm start', () => {
  test.describe.configure({ mode: 'serial' })
  // Starting a server takes seconds on a quiet machine and minutes on busy shared cores.
  test.setTimeout(8 * 60_000)
  let port = 0
  let npmStart: ChildProcess
  let output = ''
  let exited: Promise<number | null>

  test.beforeAll(async () => {
    test.setTimeout(8 * 60_000)
    port = await freePort()
    // Its own copy of the demo database: its start and its stuck server never wait for the demo server's writes.
    copyDemoDatabase(WATCHDOG_DATA_DIR)
    npmStart = spawn('npm', ['start'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: `file:./${WATCHDOG_DATA_DIR}/forecourt.db`,
        FORECOURT_DATA_DIR: `./${WATCHDOG_DATA_DIR}`,
        FORECOURT_MEDIA_DIR: `./${E2E.dataDir}/media`,
        FORECOURT_DEMO_MODE: 'true',
        PAYLOAD_SECRET: E2E.secret,
        FORECOURT_SEARCH_API_KEY: E2E.searchKey,
        FORECOURT_STOCK_API_KEY: E2E.stockKey,
        FORECOURT_CMS_URL: `http://localhost:${port}`,
        LOG_LEVEL: 'warn',
        FORECOURT_TEST_BLOCKING_ROUTE: 'true',
        FORECOURT_WATCHDOG_UNHEALTHY_SECONDS: String(UNHEALTHY_SECONDS),
        FORECOURT_WATCHDOG_EXIT_SECONDS: String(EXIT_SECONDS),
      },
    })
    const collect = (chunk: Buffer) => (output += chunk.toString('utf8'))
    npmStart.stdout!.on('data', collect)
    npmStart.stderr!.on('data', collect)
    exited = new Promise((resolve) => npmStart.once('exit', (code) => resolve(code)))
    try {
      await expect.poll(async () => (await send(port, 'GET', '/healthz'))?.status ?? 0, { timeout: 7 * 60_000, intervals: [1_000] }).toBe(200)
    } catch (error) {
      // What npm start was doing meanwhile: building, migrating or serving.
      throw new Error(`npm start did not answer /healthz within 7 min. Its output:\n${output.slice(-6_000)}`, { cause: error })
    }
    // A fresh server loads each route's code on its first request, which holds its event loop for seconds on busy cores.
    await warmUp(port)
  })

  test.afterAll(() => {
    for (const pid of [npmStart?.pid, ...(npmStart?.pid ? descendants(npmStart.pid) : [])]) if (pid && alive(pid)) process.kill(pid, 'SIGKILL')
  })

  test('its watchdog answers /healthz while the server is stuck, ends it, and npm start starts it again', async () => {
    const blocking = send(port, 'POST', '/_test/block-event-loop?seconds=300', { 'x-request-id': 'e2e-blocking-request' }, 120_000)
    // While the main thread is inside that request, /healthz is answered by the watchdog's thread.
    await expect.poll(async () => (await send(port, 'GET', '/healthz'))?.status ?? 0, { timeout: 30_000, intervals: [250] }).toBe(503)
    const health = await send(port, 'GET', '/healthz', { host: 'se2.localhost' })
    expect(JSON.parse(health!.body)).toMatchObject({ status: 'blocked', eventLoop: { status: 'blocked', endsAfterMs: EXIT_SECONDS * 1000 } })
    expect(JSON.parse(health!.body).eventLoop.blockedMs).toBeGreaterThanOrEqual(UNHEALTHY_SECONDS * 1000)
    // The log names the request that holds the event loop.
    const blockedLine = output.split('\n').find((line) => line.includes('"The event loop has been blocked for') && line.includes('e2e-blocking-request'))
    expect(JSON.parse(blockedLine!)).toMatchObject({
      level: 50,
      thread: 'watchdog',
      requestsInFlight: expect.arrayContaining([expect.objectContaining({ requestId: 'e2e-blocking-request', method: 'POST', path: '/_test/block-event-loop' })]),
    })

    // Past the second threshold the server ends, and npm start says so and starts it again.
    await expect.poll(() => output, { timeout: 60_000 }).toContain('The server was ended by its watchdog (exit code 75)')
    expect(output).toContain('Starting it again in 1 s.')
    expect(await blocking).toBeNull()
    await expect.poll(() => output, { timeout: 10_000 }).toContain('Restart 1: starting the server')
    await expect.poll(async () => (await send(port, 'GET', '/healthz'))?.status ?? 0, { timeout: 5 * 60_000, intervals: [500] }).toBe(200)
    expect(JSON.parse((await send(port, 'GET', '/healthz'))!.body)).toMatchObject({ status: 'ok', database: { status: 'up' } })
    expect((await send(port, 'GET', '/', { host: `se2.localhost:${port}` }, 120_000))?.status).toBe(200)
    await warmUp(port)
  })

  test('SIGTERM to npm start ends it and its server within seconds, even while the server is stuck', async () => {
    const processes = descendants(npmStart.pid!)
    expect(processes.length).toBeGreaterThanOrEqual(2)
    void send(port, 'POST', '/_test/block-event-loop?seconds=300', {}, 120_000)
    await expect.poll(async () => (await send(port, 'GET', '/healthz'))?.status ?? 0, { timeout: 30_000, intervals: [250] }).toBe(503)

    const asked = Date.now()
    npmStart.kill('SIGTERM')
    await exited
    await expect.poll(() => [npmStart.pid!, ...processes].filter(alive), { timeout: 10_000, intervals: [100] }).toEqual([])
    // All gone well before the watchdog would have ended the server itself: the stop did it.
    expect(Date.now() - asked).toBeLessThan((EXIT_SECONDS - UNHEALTHY_SECONDS) * 1000)
    expect(output).toContain('did not end within 3 s of SIGTERM: killing it (SIGKILL)')
    expect(output.match(/ended by its watchdog/g)).toHaveLength(1)
    expect(await listening(port)).toBe(false)
  })
})
