/**
 * The HTTP server of one instance, started by `npm start` (scripts/start.ts) once the build and the database are
 * ready: Next.js's own request handler (the same one `next start` runs: pages, the request pipeline, the CMS,
 * every route), in front of which every request is first admitted by the edge's transport (src/http/transport.ts:
 * methods, Host, path, the client's address behind trusted proxies), and the direct endpoints
 * (src/http/direct.ts) and the build's scripts and style sheets in their Brotli copies
 * (src/http/static-assets.ts) are answered straight from the socket, and so are the pages the page cache keeps
 * (src/http/page-cache.ts: car pages, car lists, dealer pages and content pages, until what they show changes). An event-loop watchdog on a thread of its own
 * (src/http/watchdog/) answers /healthz with 503 while the event loop is blocked and ends the process when it stays
 * blocked. The production build must exist.
 */
import { createServer } from 'node:http'
import path from 'node:path'

import next from 'next'

import { parseTrustedProxies } from '../src/lib/trusted-proxies'
import { directEndpoint, serveDirect, writeAnswer } from '../src/http/direct'
import { answerClientError, answerConnect, applyForwarding, refusal } from '../src/http/transport'
import { loadCompressedAssets, serveCompressedAsset } from '../src/http/static-assets'
import { answerBlockingRoute, startWatchdog } from '../src/http/watchdog/watchdog'
import { ConfigurationError, parseEnv, watchdogSettings } from '../src/lib/env'
import { runShutdownTasks } from '../src/lib/shutdown'
import { pageCache } from '../src/wiring/page-cache'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT ?? 3000)
const trustedProxies = parseTrustedProxies(process.env.FORECOURT_TRUSTED_PROXIES)
const settings = (() => {
  try {
    return watchdogSettings(parseEnv())
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error
    console.error(`Forecourt cannot start: ${error.message}`)
    process.exit(1)
  }
})()

const app = next({ dev: false, dir: root, port, hostname: 'localhost' })
await app.prepare()
const handle = app.getRequestHandler()
// The build's scripts and style sheets as `npm start` compressed them (src/http/static-assets.ts).
const compressedAssets = loadCompressedAssets(path.join(root, '.next', 'static'))
// Pages every visitor sees alike, kept compressed once rendered (src/http/page-cache.ts).
const pages = pageCache()

const logError = (msg: string) => (error: unknown) =>
  console.error(JSON.stringify({ level: 'error', msg, err: error instanceof Error ? (error.stack ?? error.message) : String(error) }))
const requestFailed = logError('request failed')
const INTERNAL_ERROR = JSON.stringify({ error: 'internal_error', message: 'The server could not answer this request. Try again later.' })

const server = createServer((req, res) => {
  const refused = refusal(req)
  if (refused) return writeAnswer(refused, res, req.method !== 'HEAD')
  applyForwarding(req, trustedProxies)
  if (serveCompressedAsset(compressedAssets, req, res)) return
  watchdog.track(req, res)
  if (settings.blockingRoute && answerBlockingRoute(req, res)) return
  const endpoint = directEndpoint(req.method, req.url)
  if (endpoint) {
    serveDirect(endpoint, req, res).catch((error: unknown) => {
      requestFailed(error)
      if (res.headersSent) res.destroy()
      else res.writeHead(500, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(INTERNAL_ERROR)
    })
    return
  }
  if (pages.serve(req, res)) return
  pages.capture(req, res)
  // As `next start` does: what Next.js's handler does not answer itself is a 500, here with a JSON body.
  handle(req, res).catch((error: unknown) => {
    requestFailed(error)
    if (res.headersSent) res.destroy()
    else res.writeHead(500, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(INTERNAL_ERROR)
  })
})
const watchdog = startWatchdog(server, settings)
server.on('clientError', answerClientError)
server.on('connect', answerConnect)
server.on('error', (error) => {
  console.error(`The server could not listen on port ${port}: ${error.message}`)
  process.exit(1)
})
server.listen(port, () => console.log(`✓ Forecourt is serving on http://localhost:${port}`))

/** How long requests in flight get to finish; how long the background work (src/lib/shutdown.ts) gets at most, within the 3 s npm start gives. */
const REQUESTS_GRACE_MS = 500
const SHUTDOWN_TASKS_MS = 2_500
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close()
    // Keep-alive connections would hold close() open.
    server.closeIdleConnections()
    const grace = new Promise((resolve) => setTimeout(resolve, REQUESTS_GRACE_MS).unref())
    void Promise.all([grace, runShutdownTasks(SHUTDOWN_TASKS_MS, logError('a shutdown task failed'))]).then(() => process.exit(0))
  })
}
