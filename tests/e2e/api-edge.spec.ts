import { spawn, type ChildProcess } from 'node:child_process'
import { createHash, createHmac } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import Database from 'libsql'

import type { CmsApiDescription } from '@/cms/api/describe'
import type { EndpointDescription } from '@/http/describe'

import { answerProblem, cmsAnswerProblem, cmsFuzzRequests, fuzzRequests, type CmsIdentity, type Credentials } from '../helpers/fuzz'
import { sendRaw, type RawRequest } from '../helpers/raw-http'
import { copyDemoDatabase } from './helpers/database-copy'
import { cmsApi, cmsLogin, E2E } from './helpers/server'

const root = path.resolve(import.meta.dirname, '../..')
const internalKey = createHmac('sha256', E2E.secret).update('forecourt-internal').digest('base64url')
const credentials: Credentials = {
  'search-key': { header: 'x-api-key', value: E2E.searchKey },
  'stock-key': { header: 'x-api-key', value: E2E.stockKey },
  internal: { header: 'x-forecourt-internal-key', value: internalKey },
}

/** Requests each endpoint gets; each carries a defect it must refuse. */
const REQUESTS_PER_ENDPOINT = 220
/** Malformed REST calls each CMS collection gets from each identity (its GraphQL queries come on top). */
const CMS_REQUESTS_PER_COLLECTION = 16
/** Longer than any refusal takes on a busy machine; a call that holds the instance (?depth=99999 did) runs into it. */
const CMS_ANSWER_WITHIN_MS = 20_000
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
  let cmsApi: CmsApiDescription

  test.beforeAll(async () => {
    test.setTimeout(3 * 60_000)
    copyDemoDatabase(FUZZ.dataDir)
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
    ;({ endpoints, cms: cmsApi } = (await table.json()) as { endpoints: EndpointDescription[]; cms: CmsApiDescription })
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

  test('the CMS’s REST and GraphQL routes of every collection refuse malformed calls, anonymously and from an editor of one site', async () => {
    expect(cmsApi.collections.length).toBeGreaterThanOrEqual(20)
    const base = `http://127.0.0.1:${FUZZ.port}/api`
    const call = async (path: string, init: RequestInit & { token?: string } = {}) => {
      const response = await fetch(`${base}${path}`, { ...init, headers: { host: `localhost:${FUZZ.port}`, 'content-type': 'application/json', ...(init.token ? { authorization: `JWT ${init.token}` } : {}) } })
      return { status: response.status, json: (await response.json()) as Record<string, any> }
    }
    // An editor of se2 only, made (and signed in) before anything is compared.
    const admin = await call('/users/login', { method: 'POST', body: JSON.stringify({ email: E2E.adminEmail, password: E2E.adminPassword }) })
    expect(admin.status).toBe(200)
    const se2 = await call('/sites?where[key][equals]=se-dealer-2&depth=0', { token: admin.json.token })
    const editor = { email: 'fuzz-editor@forecourt.test', password: 'fuzz-editor-password-2026' }
    const created = await call('/users', { method: 'POST', token: admin.json.token, body: JSON.stringify({ ...editor, roles: ['editor'], sites: [{ site: se2.json.docs[0].id }] }) })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    const editorToken = (await call('/users/login', { method: 'POST', body: JSON.stringify(editor) })).json.token as string
    await expect.poll(() => pendingEmails(fuzzDatabase), { timeout: 60_000 }).toBe(0)
    const identities: CmsIdentity[] = [
      { name: 'anonymous', headers: [] },
      { name: 'editor', headers: [['Authorization', `JWT ${editorToken}`]] },
    ]
    const before = fingerprint(fuzzDatabase)
    const problems: string[] = []
    let sent = 0
    let slowest = 0
    for (const [index, identity] of identities.entries()) {
      const requests = cmsFuzzRequests(cmsApi, { countPerCollection: CMS_REQUESTS_PER_COLLECTION, seed: SEED + 1000 + index, host: `se2.localhost:${FUZZ.port}`, identity })
      for (let start = 0; start < requests.length; start += 4) {
        await Promise.all(
          requests.slice(start, start + 4).map(async (request) => {
            const started = performance.now()
            const answer = await sendRaw(FUZZ.port, request, CMS_ANSWER_WITHIN_MS).catch((error: Error) => ({ status: 0, headers: {}, body: Buffer.from(error.message) }))
            slowest = Math.max(slowest, performance.now() - started)
            sent++
            const problem = cmsAnswerProblem(answer, request.path === '/api/graphql')
            if (problem) problems.push(`${request.label}: ${problem}`)
          }),
        )
      }
    }
    expect(sent).toBeGreaterThanOrEqual(cmsApi.collections.length * CMS_REQUESTS_PER_COLLECTION * 2)
    expect(problems.slice(0, 30), `${problems.length} of ${sent} answers were wrong (seed ${SEED}; the slowest took ${Math.round(slowest)} ms)`).toEqual([])
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

/**
 * What a second attack on a fresh demo found: the CMS's own API, the demo inbox and site-bound calls on any host.
 * Each was a 500, a hang or a way in; each is now refused with a 4xx JSON error.
 */
test.describe('the CMS API and the calls around it', () => {
  test.describe.configure({ mode: 'serial' })
  const port = E2E.port
  const json = (body: Buffer) => JSON.parse(body.toString('utf8'))
  const call = (request: Omit<RawRequest, 'headers'> & { headers?: Array<[string, string]> }, host = `localhost:${port}`, timeoutMs = 60_000) =>
    sendRaw(port, { ...request, headers: [['Host', host], ...(request.headers ?? [])] }, timeoutMs)
  const JSON_BODY: Array<[string, string]> = [['Content-Type', 'application/json']]
  let editorToken: string
  let editorSiteId: number

  test.beforeAll(async () => {
    const admin = await cmsLogin()
    const sites = await cmsApi('GET', '/sites?where[key][equals]=se-dealer-2&depth=0', admin)
    editorSiteId = sites.json.docs[0].id
    const email = `edge-editor-${Date.now().toString(36)}@forecourt.test`
    const password = 'edge-editor-password-2026'
    const created = await cmsApi('POST', '/users', admin, { email, password, roles: ['editor'], sites: [{ site: editorSiteId }] })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    editorToken = await cmsLogin(email, password)
  })

  const refused = (answer: { status: number; body: Buffer }, status = 400) => {
    expect(answer.status, answer.body.toString('utf8').slice(0, 300)).toBe(status)
    const body = json(answer.body)
    expect(body).toMatchObject({ error: expect.any(String), message: expect.any(String) })
    return body as { error: string; message: string }
  }

  test('bad input to the CMS’s own routes is a 400 (404 for Payload’s migrations) in words, never a 500', async () => {
    for (const collection of ['pages', 'leads', 'users']) refused(await call({ method: 'GET', path: `/api/${collection}?where=%` }))
    const editor: Array<[string, string]> = [['Authorization', `JWT ${editorToken}`]]
    for (const where of ['where[createdAt][greater_than]=notadate', 'where[title][near]=1', 'where[title][within]=x']) {
      expect(refused(await call({ method: 'GET', path: `/api/pages?${where}`, headers: editor })).message, where).toMatch(/is a date|map points/)
    }
    refused(await call({ method: 'POST', path: '/api/graphql', headers: JSON_BODY, body: Buffer.from('{"a":') }))
    refused(await call({ method: 'GET', path: '/api/payload-migrations' }), 404)
  })

  test('an editor’s ?depth=99999 is refused at once, and the instance answers on', async () => {
    // It held the instance for good: no answer, nor any other, until it was killed.
    const answer = await call({ method: 'GET', path: '/api/pages?depth=99999', headers: [['Authorization', `JWT ${editorToken}`]] }, `localhost:${port}`, 30_000)
    expect(refused(answer).message).toBe('depth is a whole number from 0 to 2.')
    expect((await call({ method: 'GET', path: '/healthz' })).status).toBe(200)
  })

  test('a booking of a time slot on no calendar (month 13) is a 400 invalid_request', async () => {
    const body = {
      customer: { firstName: 'Vera', lastName: 'Nilsson', phone: '070 174 06 50', email: 'vera@example.com' },
      departmentId: 'SE-1102-VERKSTAD',
      timeSlot: '2027-13-01T09:00',
      isFullDay: false,
      registrationNumber: 'ABC123',
      mileage: 4500,
      serviceOfferingRequests: [{ kobraId: 'K-1001' }],
    }
    const answer = await call({ method: 'POST', path: '/api/mechmate/book', headers: JSON_BODY, body: Buffer.from(JSON.stringify(body)) }, `se2.localhost:${port}`)
    expect(refused(answer).error).toBe('invalid_request')
  })

  test('a redirect to /\\evil.example is refused, and a captured // never leaves the site', async () => {
    const admin = await cmsLogin()
    const backslash = await cmsApi('POST', '/redirects', admin, { site: editorSiteId, source: '/edge-kampanj', destination: '/\\evil.example' })
    expect(backslash.status).toBe(400)
    expect(JSON.stringify(backslash.json)).toContain('Destination must not contain')
    const wildcard = await cmsApi('POST', '/redirects', admin, { site: editorSiteId, source: '/edge-gammal/{path*}', destination: '/{path*}' })
    expect(wildcard.status, JSON.stringify(wildcard.json)).toBe(201)
    try {
      await expect
        .poll(async () => (await call({ method: 'GET', path: '/edge-gammal/kop-bil' }, `se2.localhost:${port}`)).status, { timeout: 15_000 })
        .toBe(308)
      for (const path of ['/edge-gammal//evil.example', '/edge-gammal/%2F%2Fevil.example', '/edge-gammal/%5Cevil.example']) {
        const answer = await call({ method: 'GET', path }, `se2.localhost:${port}`)
        expect(answer.status, path).toBe(308)
        expect(new URL(answer.headers.location!, `http://se2.localhost:${port}`).host, path).toBe(`se2.localhost:${port}`)
      }
    } finally {
      await cmsApi('DELETE', `/redirects/${wildcard.json.doc.id}`, admin)
    }
  })

  test('an editor may not repoint their own site’s address', async () => {
    const answer = await cmsApi('PATCH', `/sites/${editorSiteId}`, editorToken, { url: 'http://evil.example' })
    expect(answer.status).toBe(403)
    expect(answer.json).toMatchObject({ error: 'address_change_refused', message: expect.stringContaining('Only an admin') })
    expect((await cmsApi('GET', `/sites/${editorSiteId}?depth=0`, await cmsLogin())).json.url).toBe(`http://se2.localhost:${port}`)
  })

  test('every site-bound call answers 404 unknown_site on a host of no site', async () => {
    const table = await fetch(`http://127.0.0.1:${port}/api/internal/endpoints`, { headers: { 'x-forecourt-internal-key': internalKey } })
    const bound = ((await table.json()) as { endpoints: EndpointDescription[] }).endpoints.filter((endpoint) => endpoint.siteBound)
    expect(bound.map((endpoint) => endpoint.path)).toEqual(expect.arrayContaining(['/api/forms/comhub', '/api/mechmate/book', '/api/tirehotel/authorization/search', '/api/jotform']))
    for (const endpoint of bound) {
      const path = endpoint.path.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(endpoint.example?.params?.[name] ?? 'x'))
      const query = new URLSearchParams(endpoint.example?.query ?? {}).toString()
      const body = endpoint.example?.body === undefined ? undefined : Buffer.from(typeof endpoint.example.body === 'string' ? endpoint.example.body : JSON.stringify(endpoint.example.body))
      const answer = await call(
        { method: endpoint.method, path: `${path}${query ? `?${query}` : ''}`, headers: body ? [['Content-Type', endpoint.body?.contentTypes[0] ?? 'application/json']] : [], body },
        `unknown.example:${port}`,
      )
      expect(refused(answer, 404).error, `${endpoint.method} ${endpoint.path}`).toBe('unknown_site')
    }
    // The pages of an unknown host are still the group's.
    expect((await call({ method: 'GET', path: '/' }, `unknown.example:${port}`)).status).toBe(200)
  })

  test('the demo inbox never shows a CMS password reset link', async () => {
    const asked = await call({ method: 'POST', path: '/api/users/forgot-password', headers: JSON_BODY, body: Buffer.from(JSON.stringify({ email: E2E.adminEmail })) })
    expect(asked.status).toBe(200)
    const inbox = await call({ method: 'GET', path: `/api/demo/inbox?to=${encodeURIComponent(E2E.adminEmail)}` })
    expect(inbox.status).toBe(200)
    expect(json(inbox.body).messages).toEqual([])
    expect(inbox.body.toString('utf8')).not.toContain('/admin/reset/')
  })

  test('CONNECT gets 405 with Allow, and a page’s address takes no PUT, DELETE or POST', async () => {
    const connect = await sendRaw(port, { method: 'CONNECT', path: `localhost:${port}`, headers: [['Host', `localhost:${port}`]] })
    expect(connect.status).toBe(405)
    expect(connect.headers.allow).toContain('GET')
    expect(json(connect.body)).toMatchObject({ error: 'method_not_allowed' })
    for (const method of ['PUT', 'DELETE', 'POST', 'PATCH']) {
      const answer = await call({ method, path: '/kop-bil/alla-bilar-i-lager', body: Buffer.from('{}') }, `se2.localhost:${port}`)
      expect(answer.status, method).toBe(405)
      expect(answer.headers.allow, method).toBe('GET, HEAD')
      expect(json(answer.body), method).toMatchObject({ error: 'method_not_allowed' })
    }
  })
})
