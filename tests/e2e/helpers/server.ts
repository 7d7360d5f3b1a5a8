import { closeSync, openSync, rmSync, statSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import os from 'node:os'
import path from 'node:path'

/** The end-to-end server's port: 3100, or E2E_PORT (the second instance and Redis then move along with it). */
const port = Number(process.env.E2E_PORT || 3100)

/** The end-to-end server: its own port, database and media, and known secrets. */
export const E2E = {
  port,
  /** A second instance of the same deployment (same database and secret), for the scale-out test. */
  secondPort: port + 1,
  /** E2E_REDIS_PORT, or 79 above the server's port. */
  redisPort: Number(process.env.E2E_REDIS_PORT || port + 79),
  dataDir: 'data/e2e',
  /**
   * The seeded database the server starts from when E2E_DATABASE_IMAGE=1: `npm test` seeds it beside the build
   * (tests/e2e/helpers/seed-image.ts), so the suite does not wait for a seed.
   */
  imageDir: 'data/e2e-image',
  adminEmail: 'admin@forecourt.test',
  adminPassword: 'e2e-admin-password-for-tests',
  secret: 'e2e-payload-secret-0123456789abcdef0123456789',
  /** The search-only key of `POST /api/search` and the stock feed's key of `POST /api/stock/import`. */
  searchKey: 'e2e-search-key-0123456789',
  stockKey: 'e2e-stock-feed-key-0123456789',
}

/** The end-to-end server's environment beyond a demo instance's own: known secrets and keys, limits for one client. */
export function e2eServerEnv(withRedis: boolean): Record<string, string> {
  return {
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
  }
}

/** `POST /api/search` on a site's host (any host serves every index). */
export async function searchApi(body: unknown, options: { key?: string | null; port?: number; raw?: string } = {}) {
  const key = options.key === undefined ? E2E.searchKey : options.key
  const response = await fetchAs('se2.localhost', '/api/search', {
    method: 'POST',
    port: options.port,
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'x-api-key': key }) },
    body: options.raw ?? JSON.stringify(body),
  })
  return { status: response.status, json: response.body ? JSON.parse(response.body) : null }
}

export function siteUrl(host: string, path = '/'): string {
  return `http://${host}:${E2E.port}${path}`
}

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: string }

/**
 * An HTTP request from Node with the Host header set: Node resolves no `*.localhost` names itself, so the
 * request goes to 127.0.0.1 and names its site in the Host header (DEMO.md).
 */
export function fetchAs(
  host: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; port?: number } = {},
): Promise<RawResponse> {
  const port = options.port ?? E2E.port
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: { host: `${host}:${port}`, ...options.headers } },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
      },
    )
    request.on('error', reject)
    if (options.body) request.write(options.body)
    request.end()
  })
}

/**
 * Runs a sign-in while no other worker of the run signs in. Payload keeps a user's sessions in the user's row and
 * adds one by reading the row and writing it back, so two sign-ins of one user at the same moment keep only one of
 * the two sessions: the other browser is signed out on its next request. People rarely sign in twice in the same
 * instant; two workers signing in as the admin do.
 */
export async function oneSignInAtATime<T>(signIn: () => Promise<T>): Promise<T> {
  const lock = path.join(os.tmpdir(), `forecourt-e2e-${E2E.port}-sign-in.lock`)
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'))
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      // A lock older than half a minute was left by a worker that ended while holding it.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 30_000) rmSync(lock, { force: true })
      } catch {
        // Released meanwhile.
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  try {
    return await signIn()
  } finally {
    rmSync(lock, { force: true })
  }
}

/** Signs in to the CMS's REST API and returns the token (the admin's is shared by the whole run, see global-setup). */
export async function cmsLogin(email = E2E.adminEmail, password = E2E.adminPassword, options: { fresh?: boolean } = {}): Promise<string> {
  if (email === E2E.adminEmail && !options.fresh && process.env.E2E_ADMIN_TOKEN) return process.env.E2E_ADMIN_TOKEN
  const response = await oneSignInAtATime(() =>
    fetchAs('localhost', '/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
  )
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.body}`)
  return JSON.parse(response.body).token as string
}

export async function cmsApi(method: string, path: string, token: string, body?: unknown, host = 'localhost') {
  const response = await fetchAs(host, `/api${path}`, {
    method,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, json: response.body ? JSON.parse(response.body) : null }
}

/** A new partner site on its own `<key>.localhost` host with a published home page, made through the CMS API. */
export async function createSiteWithHome(token: string, site: { key: string; name: string; gtmID?: string; titleTemplate?: string }) {
  const host = `${site.key}.localhost`
  const created = await cmsApi('POST', '/sites', token, {
    type: 'partner',
    country: 'SE',
    url: `http://${host}:${E2E.port}`,
    hostnames: [{ hostname: host }],
    locales: ['sv-SE'],
    defaultLocale: 'sv-SE',
    ...site,
  })
  if (created.status !== 201) throw new Error(`The site was not created: ${JSON.stringify(created.json)}`)
  const home = await cmsApi('POST', '/pages?locale=sv-SE', token, { site: created.json.doc.id, title: 'Välkommen', _status: 'published' })
  if (home.status !== 201) throw new Error(`The home page was not created: ${JSON.stringify(home.json)}`)
  return { host, siteId: created.json.doc.id as number }
}
