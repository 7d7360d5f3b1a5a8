import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { TLSSocket } from 'node:tls'

import type { TrustedProxies } from '@/lib/trusted-proxies'

import { plainError, type PlainAnswer } from './answer'
import { forwarding, isValidHost } from './client-address'
import { REQUEST_ID, requestIdOf } from './request-id'

/** The methods any resource of this server takes; others (TRACE, CONNECT, made-up ones) are refused for every path. */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

const served = new Set<string>(SERVED_METHODS)

/** Headers only a trusted proxy may set; from anyone else they are replaced or dropped. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded']

/**
 * What every request must be before the server hands it on (to an endpoint or to Next.js): a method the server
 * serves, a Host header that is a host, and a path whose %-escapes decode. Anything else is the client's mistake
 * and gets a 4xx JSON answer here, instead of a 500 from deep inside the framework. Null: admitted.
 */
export function refusal(req: IncomingMessage): PlainAnswer | null {
  const method = req.method ?? ''
  if (!served.has(method)) {
    return plainError(405, 'method_not_allowed', `This server does not take ${method.slice(0, 20) || 'that method'} requests.`, {
      allow: SERVED_METHODS.join(', '),
    })
  }
  const host = req.headers.host
  if (!host || !isValidHost(host)) return plainError(400, 'invalid_host', 'The request needs a Host header naming the site.')
  const url = req.url ?? ''
  if (!url.startsWith('/')) return plainError(400, 'invalid_path', 'The request path must start with /.')
  const query = url.indexOf('?')
  const pathname = query === -1 ? url : url.slice(0, query)
  if (!decodablePath(pathname)) return plainError(400, 'invalid_path', 'The request path has an invalid %-escape or a control character.')
  return null
}

/** Whether a path's %-escapes decode to UTF-8, and it holds no control character (a NUL or a line break), raw or escaped. */
export function decodablePath(pathname: string): boolean {
  if (pathname.indexOf('%') === -1) return !/[\u0000-\u001f\u007f]/.test(pathname)
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return false
  }
  return !/[\u0000-\u001f\u007f]/.test(decoded)
}

/**
 * Sets the request's forwarding headers to what is known of its client: from the socket, or from a trusted
 * proxy's headers (src/http/client-address.ts). Whatever a client wrote there itself is gone afterwards, so
 * every reader (rate limits, redirects, logs, the CMS) sees one address, scheme and host.
 */
export function applyForwarding(req: IncomingMessage, trusted: TrustedProxies): void {
  const headers = req.headers
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? null))
  const known = forwarding(
    req.socket.remoteAddress,
    {
      forwardedFor: first(headers['x-forwarded-for']),
      forwardedProto: first(headers['x-forwarded-proto']),
      forwardedHost: first(headers['x-forwarded-host']),
    },
    trusted,
    Boolean((req.socket as TLSSocket).encrypted),
  )
  for (const name of FORWARDING_HEADERS) delete headers[name]
  headers['x-forwarded-for'] = known.client
  headers['x-forwarded-proto'] = known.proto
  headers['x-forwarded-host'] = known.host ?? headers.host
  // Node keeps a second copy of the headers as sent; Next.js reads the parsed ones, but keep both in step.
  const raw = req.rawHeaders
  const kept: string[] = []
  for (let i = 0; i < raw.length; i += 2) {
    if (!FORWARDING_HEADERS.includes(raw[i]!.toLowerCase())) kept.push(raw[i]!, raw[i + 1]!)
  }
  kept.push('x-forwarded-for', known.client, 'x-forwarded-proto', known.proto, 'x-forwarded-host', headers['x-forwarded-host'] ?? '')
  raw.splice(0, raw.length, ...kept)
}

const NOT_A_PROXY = JSON.stringify({
  error: 'method_not_allowed',
  message: 'This server is not a proxy: it does not take CONNECT requests.',
})

/**
 * A CONNECT request (Node hands it to the server's 'connect' event, not to the request handler): answered 405
 * with `Allow` and a JSON error like every other refused method, and the connection closed, instead of closing
 * it without a word. Nothing the client sends after it is read.
 */
export function answerConnect(_req: IncomingMessage, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy()
    return
  }
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nallow: ${SERVED_METHODS.join(', ')}\r\ncontent-type: application/json\r\ncache-control: no-store\r\n` +
      `content-length: ${Buffer.byteLength(NOT_A_PROXY)}\r\nconnection: close\r\n\r\n${NOT_A_PROXY}`,
  )
}

/**
 * The request's id from its first moment (the one a proxy in front sent, when it is one, or a new one), in its
 * header, so that the request pipeline, the edge, the logs and the watchdog all name the request by one id.
 */
export function assignRequestId(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID]
  const requestId = requestIdOf(typeof given === 'string' ? given : null)
  if (requestId === given) return requestId
  req.headers[REQUEST_ID] = requestId
  const raw = req.rawHeaders
  if (given !== undefined) {
    const kept = raw.filter((_, i) => (i % 2 === 0 ? raw[i]!.toLowerCase() !== REQUEST_ID : raw[i - 1]!.toLowerCase() !== REQUEST_ID))
    raw.splice(0, raw.length, ...kept)
  }
  raw.push(REQUEST_ID, requestId)
  return requestId
}

const UNREADABLE = JSON.stringify({ error: 'bad_request', message: 'The request could not be read as HTTP.' })

/**
 * A request Node's HTTP parser could not read (a made-up method, a broken header line, headers too large) is
 * answered as every other refusal, with a JSON error, instead of Node's bare 400.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable || error.code === 'ECONNRESET' || error.code === 'EPIPE') {
    socket.destroy()
    return
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400
  const body = status === 431 ? JSON.stringify({ error: 'headers_too_large', message: 'The request headers are too large.' }) : UNREADABLE
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  )
}
