import type { IncomingMessage, ServerResponse } from 'node:http'

import { byteLengthOf, bytesOf, withBodyRead } from '@/lib/http'
import { processSingleton } from '@/lib/process-singleton'

/**
 * Routes the HTTP server answers itself, without Next.js's router (scripts/serve.ts). A route handler
 * registers here when Next.js first loads its module, so its first request goes through Next.js as usual and
 * every later one is handed to the same handler, in the same module instance, straight from the socket. Next.js
 * spends about 2 ms of CPU on a request before a handler runs; a form or a search that itself takes 1–4 ms is
 * then answered several times as often under load.
 *
 * Only routes that need nothing of Next.js's request scope belong here: no `cookies()`, `headers()`, `after()`
 * or `draftMode()`, and no request pipeline (src/proxy.ts leaves them alone already).
 */

export type DirectHandler = (request: Request) => Promise<Response>

/** A registered route: its handler, and the largest body it reads (more is not read; the handler answers 413). */
export type DirectRoute = { handler: DirectHandler; maxBodyBytes: number }

const routes = processSingleton('directRoutes', () => new Map<string, DirectRoute>())

const routeKey = (method: string, pathname: string) => `${method.toUpperCase()} ${pathname}`

/** From now on, `method pathname` is answered by `handler` directly (pathname exact, any query string). */
export function serveDirectly(method: string, pathname: string, handler: DirectHandler, options: { maxBodyBytes: number }): void {
  routes().set(routeKey(method, pathname), { handler, maxBodyBytes: options.maxBodyBytes })
}

/** The route registered for a request line, if any. */
export function directRoute(method: string | undefined, url: string | undefined): DirectRoute | undefined {
  const table = routes()
  if (!method || !url || table.size === 0) return undefined
  const query = url.indexOf('?')
  return table.get(routeKey(method, query === -1 ? url : url.slice(0, query)))
}

/**
 * A request body, read no further than one byte past `maxBytes` (the handler then sees it is too large and says
 * so). `complete` tells whether all of it was read: when not, the connection is closed after the answer.
 */
export function readNodeBody(req: IncomingMessage, maxBytes: number): Promise<{ body: Buffer; complete: boolean }> {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) return Promise.resolve({ body: Buffer.alloc(0), complete: false })
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const done = (complete: boolean) => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('aborted', onAborted)
      resolve({ body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks), complete })
    }
    const onData = (chunk: Buffer) => {
      chunks.push(chunk)
      size += chunk.byteLength
      if (size > maxBytes) {
        req.pause()
        done(false)
      }
    }
    const onEnd = () => done(true)
    const onError = (error: Error) => {
      req.off('data', onData).off('end', onEnd).off('aborted', onAborted)
      reject(error)
    }
    const onAborted = () => onError(new Error('The client closed the connection while sending the body.'))
    req.on('data', onData).on('end', onEnd).on('error', onError).on('aborted', onAborted)
  })
}

/**
 * The Web request a route handler expects, from Node's: headers as sent and `x-forwarded-for` from the socket
 * when no proxy set it, as Next.js does. The body, read beforehand (see readNodeBody), is handed over with it
 * (`readBodyText` of src/lib/http.ts reads it): handlers of direct routes read their body that way.
 */
export function webRequest(req: IncomingMessage, body: Buffer | null): Request {
  const raw = req.rawHeaders
  // A Headers object, not a list of pairs: undici converts a list pair by pair, which doubles the Request's cost.
  const headers = new Headers()
  for (let at = 0; at < raw.length; at += 2) headers.append(raw[at]!, raw[at + 1]!)
  if (req.headers['x-forwarded-for'] === undefined && req.socket.remoteAddress) headers.append('x-forwarded-for', req.socket.remoteAddress)
  const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, { method: req.method ?? 'GET', headers })
  return body ? withBodyRead(request, body) : request
}

/** Writes a Web response to Node's, body included. */
export async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) res.setHeader('set-cookie', cookies)
  const kept = bytesOf(response)
  if (kept) {
    res.setHeader('content-length', byteLengthOf(kept))
    // Corked, the parts leave in one write of the socket.
    res.cork()
    for (const part of kept) res.write(part)
    res.end()
    return
  }
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null
  if (body) res.setHeader('content-length', body.byteLength)
  res.end(body)
}

const INTERNAL_ERROR = JSON.stringify({ error: 'internal_error', message: 'The server could not answer this request. Try again later.' })
const BAD_REQUEST = JSON.stringify({ error: 'bad_request', message: 'The request could not be read.' })

/**
 * Answers a request with its registered route. A request that cannot be made into a Web request (a malformed
 * Host header) gets 400; a handler that throws gets 500 and is logged, as Next.js would.
 */
export async function serveDirect(route: DirectRoute, req: IncomingMessage, res: ServerResponse, onError: (error: unknown) => void): Promise<void> {
  let request: Request
  let complete = true
  try {
    const method = req.method ?? 'GET'
    let body: Buffer | null = null
    if (method !== 'GET' && method !== 'HEAD') ({ body, complete } = await readNodeBody(req, route.maxBodyBytes))
    request = webRequest(req, body)
  } catch {
    if (!res.headersSent && !res.destroyed) res.writeHead(400, { 'content-type': 'application/json', 'cache-control': 'no-store', connection: 'close' }).end(BAD_REQUEST)
    return
  }
  // The rest of a body too large to read is not waited for: the connection ends with the answer.
  if (!complete) res.setHeader('connection', 'close')
  try {
    await writeResponse(await route.handler(request), res)
  } catch (error) {
    onError(error)
    if (res.headersSent) res.destroy()
    else res.writeHead(500, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(INTERNAL_ERROR)
  }
}
