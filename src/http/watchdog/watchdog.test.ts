import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { CHECK_MS, HEARTBEAT_MS } from './decision'
import { WATCHDOG_EXIT_CODE } from './exit-process'
import { answerBlockingRoute } from './watchdog'

const root = path.resolve(import.meta.dirname, '../../..')

type LogLine = { level: number; msg: string; requestsInFlight?: Array<{ requestId: string; method: string; path: string; ms: number }> } & Record<string, unknown>

/**
 * tests/helpers/watchdog-server.ts in a process of its own, with the watchdog's thresholds: a server wired as the
 * instance server is, whose main thread a request can block.
 */
async function startServer(unhealthySeconds: number, exitSeconds: number) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/watchdog-server.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'info', FORECOURT_WATCHDOG_UNHEALTHY_SECONDS: String(unhealthySeconds), FORECOURT_WATCHDOG_EXIT_SECONDS: String(exitSeconds) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  running.push(child)
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const logs = (): LogLine[] =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine)
  // The server and its watchdog thread each load their TypeScript first: slow on busy cores.
  await until(() => /listening on \d+/.test(output) && logs().some((line) => line.msg.startsWith('The event-loop watchdog watches')), 120_000)
  const port = Number(/listening on (\d+)/.exec(output)![1])
  return { port, logs, exited }
}

const running: ChildProcess[] = []
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL')
})

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function send(port: number, method: string, pathname: string, headers: Record<string, string> = {}, timeoutMs = 2_000): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: pathname, headers: { host: `se.localhost:${port}`, ...headers }, timeout: timeoutMs }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    req.on('error', reject)
    req.end()
  })
}

describe('the event-loop watchdog', () => {
  it('answers /healthz with 503 from its own thread while the main thread is blocked, names the blocking request, and hands back', { timeout: 240_000 }, async () => {
    const server = await startServer(0.5, 60)
    expect(JSON.parse((await send(server.port, 'GET', '/healthz')).body)).toEqual({ status: 'ok', answeredBy: 'main' })

    const blocking = send(server.port, 'POST', '/_test/block-event-loop?seconds=4', { 'x-request-id': 'blocking-request-1' }, 30_000).catch(() => null)
    await until(async () => (await send(server.port, 'GET', '/healthz').catch(() => null))?.status === 503)
    // The main thread is still inside the blocking request: these are the watchdog's answers.
    const health = await send(server.port, 'GET', '/healthz')
    expect(health.status).toBe(503)
    expect(health.headers).toMatchObject({ 'retry-after': '5', 'cache-control': 'no-store', connection: 'close' })
    expect(JSON.parse(health.body)).toMatchObject({ status: 'blocked', eventLoop: { status: 'blocked', endsAfterMs: 60_000 } })
    expect(JSON.parse(health.body).eventLoop.blockedMs).toBeGreaterThanOrEqual(500)
    const api = await send(server.port, 'POST', '/api/forms/comhub')
    expect(api.status).toBe(503)
    expect(JSON.parse(api.body)).toMatchObject({ error: 'unavailable' })
    const page = await send(server.port, 'GET', '/kop-bil')
    expect(page).toMatchObject({ status: 503, body: 'Service temporarily unavailable' })

    const blocked = server.logs().find((line) => line.msg.startsWith('The event loop has been blocked'))
    expect(blocked).toMatchObject({ level: 50, thread: 'watchdog' })
    expect(blocked!.requestsInFlight).toEqual([expect.objectContaining({ requestId: 'blocking-request-1', method: 'POST', path: '/_test/block-event-loop' })])

    // The blocking request ends: the watchdog sees the heartbeat again, says so, and the main thread answers everything.
    expect((await blocking)?.status).toBe(200)
    await until(() => server.logs().some((line) => line.msg.startsWith('The event loop is free again')))
    for (let n = 0; n < 20; n++) expect(JSON.parse((await send(server.port, 'GET', '/healthz')).body)).toEqual({ status: 'ok', answeredBy: 'main' })

    // And the next block is answered for again.
    const again = send(server.port, 'POST', '/_test/block-event-loop?seconds=3', { 'x-request-id': 'blocking-request-2' }, 30_000).catch(() => null)
    await until(async () => (await send(server.port, 'GET', '/healthz').catch(() => null))?.status === 503)
    expect((await again)?.status).toBe(200)
    await until(() => server.logs().filter((line) => line.msg.startsWith('The event loop is free again')).length === 2)
    expect(server.logs().filter((line) => line.msg.startsWith('The event loop has been blocked')).at(-1)!.requestsInFlight).toEqual([
      expect.objectContaining({ requestId: 'blocking-request-2' }),
    ])
  })

  it('ends the process with its own exit code once the main thread has been blocked past the second threshold', { timeout: 240_000 }, async () => {
    const server = await startServer(0.5, 2)
    const started = Date.now()
    void send(server.port, 'POST', '/_test/block-event-loop?seconds=120', { 'x-request-id': 'never-ending-request' }).catch(() => null)
    expect(await server.exited).toBe(WATCHDOG_EXIT_CODE)
    expect(Date.now() - started).toBeLessThan(60_000)
    const last = server.logs().at(-1)!
    expect(last).toMatchObject({ level: 60, thread: 'watchdog' })
    expect(last.msg).toContain(`ending the process (exit code ${WATCHDOG_EXIT_CODE})`)
    expect(last.requestsInFlight).toEqual([expect.objectContaining({ requestId: 'never-ending-request' })])
    // The block is counted from the watchdog's look that last saw a heartbeat, which may come up to one look and one
    // heartbeat before the request began to block.
    expect(last.requestsInFlight![0]!.ms).toBeGreaterThanOrEqual(2_000 - CHECK_MS - HEARTBEAT_MS)
  })

})

describe('the blocking route (tests and the demo only)', () => {
  it('refuses a malformed call, and leaves other paths alone', async () => {
    const server = createServer((req, res) => {
      if (!answerBlockingRoute(req, res)) res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as AddressInfo).port
    try {
      expect(await send(port, 'GET', '/_test/block-event-loop?seconds=1')).toMatchObject({ status: 405, headers: { allow: 'POST' } })
      for (const seconds of ['', 'x', '0', '-1', '601', '1e9']) {
        const answer = await send(port, 'POST', `/_test/block-event-loop?seconds=${seconds}`)
        expect(answer.status).toBe(400)
        expect(JSON.parse(answer.body)).toMatchObject({ error: 'invalid_query' })
      }
      expect((await send(port, 'POST', '/_test/block-event-loopX?seconds=1')).status).toBe(404)
      const blocked = await send(port, 'POST', '/_test/block-event-loop?seconds=0.2')
      expect(blocked.status).toBe(200)
      expect(JSON.parse(blocked.body).blockedMs).toBeGreaterThanOrEqual(200)
    } finally {
      server.close()
    }
  })
})
