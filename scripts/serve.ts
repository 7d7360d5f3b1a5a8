/**
 * The HTTP server of one instance, started by `npm start` (scripts/start.ts) once the build and the database are
 * ready: Next.js's own request handler (the same one `next start` runs: pages, the request pipeline, the CMS,
 * every route), in front of which the routes registered in src/server/direct-routes.ts, and the build's scripts
 * and style sheets in their Brotli copies (src/server/static-assets.ts), are answered straight from the socket.
 * The production build must exist.
 */
import { createServer } from 'node:http'
import path from 'node:path'

import next from 'next'

import { directRoute, serveDirect } from '../src/server/direct-routes'
import { loadCompressedAssets, serveCompressedAsset } from '../src/server/static-assets'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT ?? 3000)

const app = next({ dev: false, dir: root, port, hostname: 'localhost' })
await app.prepare()
const handle = app.getRequestHandler()
// The build's scripts and style sheets as `npm start` compressed them (src/server/static-assets.ts).
const compressedAssets = loadCompressedAssets(path.join(root, '.next', 'static'))

const logError = (msg: string) => (error: unknown) =>
  console.error(JSON.stringify({ level: 'error', msg, err: error instanceof Error ? (error.stack ?? error.message) : String(error) }))
const directRouteFailed = logError('direct route failed')
const requestFailed = logError('request failed')

const server = createServer((req, res) => {
  if (serveCompressedAsset(compressedAssets, req, res)) return
  const route = directRoute(req.method, req.url)
  if (route) {
    void serveDirect(route, req, res, directRouteFailed)
    return
  }
  // As `next start` does: what Next.js's handler does not answer itself is a plain 500.
  handle(req, res).catch((error: unknown) => {
    requestFailed(error)
    if (res.headersSent) res.destroy()
    else res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error')
  })
})
server.on('error', (error) => {
  console.error(`The server could not listen on port ${port}: ${error.message}`)
  process.exit(1)
})
server.listen(port, () => console.log(`✓ Forecourt is serving on http://localhost:${port}`))

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close()
    // Requests in flight get a moment to finish; keep-alive connections would hold close() open.
    setTimeout(() => process.exit(0), 500).unref()
    server.closeIdleConnections()
  })
}
