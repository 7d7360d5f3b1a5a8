import { spawn, type ChildProcess } from 'node:child_process'
import { createHash, createHmac } from 'node:crypto'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import Database from 'libsql'

import type { EndpointDescription } from '@/http/describe'

import { answerProblem, fuzzRequests, type Credentials } from '../helpers/fuzz'
import { sendRaw, type RawRequest } from '../helpers/raw-http'
import { E2E } from './helpers/server'

const root = path.resolve(import.meta.dirname, '../..')
const internalKey = createHmac('sha256', E2E.secret).update('forecourt-internal').digest('base64url')
const credentials: Credentials = {
  'search-key': { header: 'x-api-key', value: E2E.searchKey },
  'stock-key': { header: 'x-api-key', value: E2E.stockKey },
  internal: { header: 'x-forecourt-internal-key', value: internalKey },
}

/** Requests each endpoint gets; each carries a defect it must refuse. */
const REQUESTS_PER_ENDPOINT = 220
const SEED = Number(process.env.FUZZ_SEED ?? 20261127)

// Beside the demo server (+0) and its second instance (+1).
const FUZZ = { port: E2E.port + 3, dataDir: 'data/e2e-fuzz' }
const fuzzDatabase = path.join(root, FUZZ.dataDir, 'forecourt.db')

/** Every table's rows, hashed: what is stored, to compare before and after. */
function fingerprint(file: string): Record<string, string> {
  const db = new Database(file, { readonly: true })
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as Array<{ name: string }>
    const prints: Record<string, string> = {}
    for (const { name } of tables) {
      const hash = createHash('sha256')
      let rows = 0
      for (const row of db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).iterate() as Iterable<unknown>) {
        hash.update(JSON.stringify(row, (_, value) => (typeof value === 'bigint' ? String(value) : value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value)))
        rows++
      }
      prints[name] = `${rows}:${hash.digest('hex').slice(0, 16)}`
    }
    return prints
  } finally {
    db.close()
  }
}

function pendingEmails(file: string): number {
  const db = new Database(file, { readonly: true })
  try {
    return (db.prepare("SELECT count(*) AS n FROM email_outbox WHERE status = 'pending'").get() as { n: number }).n
  } finally {
    db.close()
  }
}

/**
 * Every endpoint of the endpoint table, sent hundreds of malformed requests on an instance of its own (a copy of
 * the demo database, its own rate limits): no answer is a 5xx, every answer is a 4xx with a JSON error, and
 * nothing stored changes.
 */
test.describe('the API under malformed requests', () => {
  test.describe.configure({ mode: 'serial', timeout: 10 * 60_000 })
  let instance: ChildProcess | undefined
  let endpoints: EndpointDescription[]

  test.beforeAll(async () => {
    test.setTimeout(3 * 60_000)
    rmSync(path.join(root, FUZZ.dataDir), { recursive: true, force: true })
    mkdirSync(path.join(root, FUZZ.dataDir), { recursive: true })
    // A consistent copy of the live demo database.
    const source = new Database(path.join(root, E2E.dataDir, 'forecourt.db'))
    source.exec(`VACUUM INTO '${fuzzDatabase.replaceAll("'", "''")}'`)
    source.close()
    // Its own rate limits and caches: no Redis shared with the demo server.
    const { REDIS_URL: _shared, ...inherited } = process.env
    instance = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...inherited,
        NODE_ENV: 'production',
        FORECOURT_DEMO_MODE: 'true',
        PORT: String(FUZZ.port),
        DATABASE_URL: `file:./${FUZZ.dataDir}/forecourt.db`,
        FORECOURT_DATA_DIR: `./${FUZZ.dataDir}`,
        FORECOURT_MEDIA_DIR: `./${E2E.dataDir}/media`,
        FORECOURT_INTERNAL_URL: `http://127.0.0.1:${FUZZ.port}`,
        PAYLOAD_SECRET: E2E.secret,
        FORECOURT_SEARCH_API_KEY: E2E.searchKey,
        FORECOURT_STOCK_API_KEY: E2E.stockKey,
        // Malformed forms must reach the intake's checks, not stop at the rate limit.
        FORECOURT_LEAD_RATE_LIMIT: '1000000',
        FORECOURT_WORKSHOP_RATE_LIMIT: '1000000',
        FORECOURT_BOOKING_RATE_LIMIT: '1000000',
        FORECOURT_TIREHOTEL_RATE_LIMIT: '1000000',
        LOG_LEVEL: 'fatal',
      },
    })
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${FUZZ.port}/api/healthz`).catch(() => null))?.status ?? 0, { timeout: 90_000 }).toBe(200)
    const table = await fetch(`http://127.0.0.1:${FUZZ.port}/api/internal/endpoints`, { headers: { 'x-forecourt-internal-key': internalKey } })
    expect(table.status).toBe(200)
    endpoints = ((await table.json()) as { endpoints: EndpointDescription[] }).endpoints
    // E-mails the copy still had to send are sent before anything is compared.
    await expect.poll(() => pendingEmails(fuzzDatabase), { timeout: 60_000 }).toBe(0)
  })

  test.afterAll(() => {
    instance?.kill('SIGTERM')
  })

  test('every endpoint refuses every malformed request with a JSON 4xx, and nothing stored changes', async () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(18)
    const before = fingerprint(fuzzDatabase)
    const problems: string[] = []
    let sent = 0
    for (const [index, endpoint] of endpoints.entries()) {
      const requests = fuzzRequests(endpoint, { count: REQUESTS_PER_ENDPOINT, seed: SEED + index, host: `se2.localhost:${FUZZ.port}`, credentials })
      // A few at a time: the instance answers them as it would a crowd, without queueing them all at once.
      for (let start = 0; start < requests.length; start += 4) {
        await Promise.all(
          requests.slice(start, start + 4).map(async (request) => {
            const answer = await sendRaw(FUZZ.port, request).catch((error: Error) => ({ status: 0, headers: {}, body: Buffer.from(error.message) }))
            sent++
            const problem = answerProblem(answer)
            if (problem) problems.push(`${request.label}: ${problem}`)
          }),
        )
      }
    }
    expect(sent).toBeGreaterThanOrEqual(endpoints.length * 200)
    expect(problems.slice(0, 30), `${problems.length} of ${sent} answers were wrong (seed ${SEED})`).toEqual([])
    expect(fingerprint(fuzzDatabase)).toEqual(before)
  })

  test('a forged X-Forwarded-For is not a new client: the rate limit holds', async () => {
    const attempt = (n: number) =>
      sendRaw(FUZZ.port, {
        method: 'POST',
        path: '/api/users/login',
        headers: [
          ['Host', `localhost:${FUZZ.port}`],
          ['Content-Type', 'application/json'],
          ['X-Forwarded-For', `198.51.100.${n % 250}`],
        ],
        body: Buffer.from(JSON.stringify({ email: `nobody-${n}@forecourt.test`, password: 'wrong' })),
      })
    const statuses: number[] = []
    for (let n = 0; n < 101 && !statuses.includes(429); n++) statuses.push((await attempt(n)).status)
    // 100 attempts per client address in 15 minutes (src/cms/hooks/login-rate-limit.ts), whatever the header says.
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.length).toBeLessThanOrEqual(101)
  })
})

/** The findings of the attack on a fresh demo, each as it was found. */
test.describe('the edge of the demo server', () => {
  const port = E2E.port
  const raw = (request: Omit<RawRequest, 'headers'> & { headers?: Array<[string, string]> }, host = `se2.localhost:${port}`) =>
    sendRaw(port, { ...request, headers: [['Host', host], ...(request.headers ?? [])] })
  const json = (body: Buffer) => JSON.parse(body.toString('utf8'))

  test('leaving editing mode never redirects to another host, nor to another scheme', async () => {
    for (const escape of ['%09', '%0A', '%0D', '%5C']) {
      const answer = await raw({ method: 'GET', path: `/api/editing/exit?path=/${escape}/evil.example` })
      expect(answer.status, escape).toBe(307)
      expect(new URL(answer.headers.location!).host, escape).toBe(`se2.localhost:${port}`)
    }
    const forgedProto = await raw({ method: 'GET', path: '/api/editing/exit?path=/kop-bil', headers: [['X-Forwarded-Proto', 'javascript'], ['X-Forwarded-Host', 'evil.example']] })
    expect(forgedProto.headers.location).toBe(`http://se2.localhost:${port}/kop-bil`)
  })

  test('refuses what the framework would answer with a 500, with a JSON 4xx', async () => {
    const trace = await raw({ method: 'TRACE', path: '/' })
    expect(trace.status).toBe(405)
    expect(json(trace.body)).toMatchObject({ error: 'method_not_allowed' })
    for (const badPath of ['/api/sitemap/%', '/api/story-list/%', '/api/stock-images/%', '/_next/%', '/kop-bil/%E0%A4%A']) {
      const answer = await raw({ method: 'GET', path: badPath })
      expect(answer.status, badPath).toBe(400)
      expect(json(answer.body), badPath).toMatchObject({ error: 'invalid_path' })
    }
    const emptyHost = await sendRaw(port, { method: 'GET', path: '/', headers: [['Host', '']] })
    expect(emptyHost.status).toBe(400)
    expect(json(emptyHost.body)).toMatchObject({ error: 'invalid_host' })
    const deep = await raw({
      method: 'POST',
      path: '/api/search',
      headers: [['Content-Type', 'application/json'], ['x-api-key', E2E.searchKey]],
      body: Buffer.from(JSON.stringify({ index: 'vehicles-se', facets: [{ name: 'car_fuel', filters: { values: JSON.parse(`${'['.repeat(700)}${']'.repeat(700)}`) } }] })),
    })
    expect(deep.status).toBe(400)
    expect(json(deep.body)).toMatchObject({ error: 'too_deep' })
  })

  test('a missing media file is not found (404), not an error', async () => {
    for (const missing of ['/-/media/x.webp', '/api/media/file/nonexistent.jpg']) {
      const answer = await raw({ method: 'GET', path: missing })
      expect(answer.status, missing).toBe(404)
    }
  })

  test('answers a method an address does not take with 405, Allow and a JSON error', async () => {
    const getComhub = await raw({ method: 'GET', path: '/api/forms/comhub' }, `no.localhost:${port}`)
    expect(getComhub.status).toBe(405)
    expect(getComhub.headers.allow).toBe('POST, OPTIONS')
    expect(json(getComhub.body)).toMatchObject({ error: 'method_not_allowed', message: expect.any(String) })
    const putHealth = await raw({ method: 'PUT', path: '/api/healthz', body: Buffer.from('{}') })
    expect(putHealth.status).toBe(405)
    expect(putHealth.headers.allow).toBe('GET, HEAD, OPTIONS')
    expect(json(putHealth.body)).toMatchObject({ error: 'method_not_allowed' })
  })

  test('draws only pictures of cars in the stock and of dealer sites', async () => {
    const cache = path.join(root, E2E.dataDir, 'stock-images')
    for (const name of ['showroom-day-1f3a5f-nosuchcar1a-640.jpg', 'hero-city-dusk-aa3322-x9-1280.jpg', 'dealership-day-243447-site99999-1280.jpg']) {
      const answer = await raw({ method: 'GET', path: `/api/stock-images/${name}` })
      expect(answer.status, name).toBe(404)
      expect(json(answer.body)).toMatchObject({ error: 'not_found' })
      expect(existsSync(path.join(cache, name)), name).toBe(false)
    }
  })
})
