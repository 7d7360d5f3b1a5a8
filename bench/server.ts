import type { ChildProcess } from 'node:child_process'
import { request } from 'node:http'

import { startDemoInstance } from '../scripts/demo-instance'

/** The benchmark server: the demo on its own port and database, started through `npm start`'s own path. */
export const BENCH = { port: Number(process.env.BENCH_PORT ?? 3200), dataDir: 'data/bench' }

/** The search and stock-import keys the bench server is started with (bench/search sends them). */
export const BENCH_KEYS = {
  search: process.env.FORECOURT_SEARCH_API_KEY ?? 'bench-search-key-0123456789',
  stock: process.env.FORECOURT_STOCK_API_KEY ?? 'bench-stock-key-0123456789',
}

/** The mail server bench/leads runs; the bench server delivers lead e-mails to it. */
export const BENCH_SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 2526)

/** GET from Node with the Host header set (Node resolves no *.localhost names itself). */
export function get(host: string, pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: BENCH.port, path: pathname, headers: { host: `${host}:${BENCH.port}` } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** A JSON call from Node to the bench server with the Host header set, optionally as a CMS user (its JWT). */
export function sendJson(host: string, method: string, pathname: string, options: { body?: unknown; token?: string } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
    const req = request(
      {
        host: '127.0.0.1',
        port: BENCH.port,
        method,
        path: pathname,
        headers: {
          host: `${host}:${BENCH.port}`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(options.token ? { authorization: `JWT ${options.token}` } : {}),
        },
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

/** The CMS admin's token on the bench server (its password is FORECOURT_ADMIN_PASSWORD, as the server was started with). */
export async function benchAdminToken(host: string): Promise<string> {
  const password = process.env.FORECOURT_ADMIN_PASSWORD ?? 'bench-admin-password'
  const login = await sendJson(host, 'POST', '/api/users/login', { body: { email: 'admin@forecourt.test', password } })
  const token = (JSON.parse(login.body) as { token?: string }).token
  if (!token) throw new Error(`admin login failed (${login.status}): start the bench server with FORECOURT_ADMIN_PASSWORD`)
  return token
}

async function isUp(): Promise<boolean> {
  try {
    return (await get('localhost', '/api/healthz')).status === 200
  } catch {
    return false
  }
}

/** Uses a server already listening on the bench port, or starts one (building and seeding when needed). */
export async function ensureServer(): Promise<{ stop: () => void }> {
  if (await isUp()) return { stop: () => {} }
  console.log(`Starting the demo on port ${BENCH.port} (data in ${BENCH.dataDir}) …`)
  const child: ChildProcess = startDemoInstance({
    port: BENCH.port,
    dataDir: BENCH.dataDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      FORECOURT_ADMIN_PASSWORD: process.env.FORECOURT_ADMIN_PASSWORD ?? 'bench-admin-password',
      FORECOURT_SEARCH_API_KEY: BENCH_KEYS.search,
      FORECOURT_STOCK_API_KEY: BENCH_KEYS.stock,
      // bench/leads: its own mail server, and one client address sending a thousand forms.
      SMTP_URL: `smtp://127.0.0.1:${BENCH_SMTP_PORT}`,
      FORECOURT_LEAD_RATE_LIMIT: '100000',
      // bench/service-booking: one client address booking and looking up hundreds of times.
      FORECOURT_BOOKING_RATE_LIMIT: '100000',
      FORECOURT_WORKSHOP_RATE_LIMIT: '1000000',
      // bench/tire-hotel: one client address searching, logging in and checking codes thousands of times.
      FORECOURT_TIREHOTEL_RATE_LIMIT: '1000000',
    },
  })
  const deadline = Date.now() + 15 * 60_000
  while (!(await isUp())) {
    if (child.exitCode !== null) throw new Error(`the demo server exited with ${child.exitCode}`)
    if (Date.now() > deadline) throw new Error('the demo server did not start within 15 minutes')
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  return { stop: () => child.kill('SIGTERM') }
}
