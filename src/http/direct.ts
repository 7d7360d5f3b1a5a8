import type { IncomingMessage, ServerResponse } from 'node:http'

import { processSingleton } from '@/lib/process-singleton'

import { answerLength, plainError, type Answer, type PlainAnswer } from './answer'
import { respond } from './edge'
import type { AnyEndpoint } from './endpoint'

/**
 * Endpoints the instance server answers itself, without Next.js's router (scripts/serve.ts). An endpoint declared
 * `direct` registers here when Next.js first loads its route module, so its first request goes through Next.js as
 * usual and every later one is handed to the same endpoint, in the same module instance, straight from the socket.
 * Next.js spends about 2 ms of CPU on a request before a handler runs; a form or a search that itself takes
 * 1–4 ms is then answered several times as often under load.
 */
const table = processSingleton('directEndpoints', () => new Map<string, AnyEndpoint>())

const keyOf = (method: string, pathname: string) => `${method.toUpperCase()} ${pathname}`

/** From now on, the endpoint's method and path are answered straight from the socket (path exact, any query). */
export function registerDirect(endpoint: AnyEndpoint): void {
  if (endpoint.body?.kind === 'stream') throw new Error(`${endpoint.path}: an endpoint that streams its body is served through Next.js.`)
  table().set(keyOf(endpoint.method, endpoint.path), endpoint)
}

/** The endpoint registered for a request line, if any. */
export function directEndpoint(method: string | undefined, url: string | undefined): AnyEndpoint | undefined {
  const endpoints = table()
  if (!method || !url || endpoints.size === 0) return undefined
  const query = url.indexOf('?')
  return endpoints.get(keyOf(method, query === -1 ? url : url.slice(0, query)))
}

/**
 * A request body, read no further than one byte past `maxBytes` (the edge then answers 413). `complete` tells
 * whether all of it was read: when not, the connection is closed after the answer.
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
 * How much of a body too large to take is still read and thrown away, and for how long, before the 413 leaves:
 * a proxy in front (nginx buffers bodies up to 32 MB) has then sent all of it and reads the answer. Closing on
 * an unread body resets the connection under the proxy's write, which the proxy takes for a failed instance
 * (nginx then sends nobody to it for 5 s). Beyond these, the connection is closed with the answer.
 */
export const DISCARD_MAX_BYTES = 32 * 1024 * 1024
export const DISCARD_MAX_MS = 2_000

/** Reads the rest of a request's body and throws it away: whether it ended within the limits. */
export function discardBody(req: IncomingMessage, maxBytes = DISCARD_MAX_BYTES, maxMs = DISCARD_MAX_MS): Promise<boolean> {
  if (req.complete) return Promise.resolve(true)
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) return Promise.resolve(false)
  return new Promise((resolve) => {
    let size = 0
    const done = (ended: boolean) => {
      clearTimeout(timer)
      req.off('data', onData).off('end', onEnd).off('error', onFailed).off('aborted', onFailed)
      if (!ended) req.pause()
      resolve(ended)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength
      if (size > maxBytes) done(false)
    }
    const onEnd = () => done(true)
    const onFailed = () => done(false)
    const timer = setTimeout(onFailed, maxMs)
    req.on('data', onData).on('end', onEnd).on('error', onFailed).on('aborted', onFailed)
    req.resume()
  })
}

/** Writes an answer to Node's response: its parts leave in one write of the socket. */
export function writeAnswer(answer: PlainAnswer, res: ServerResponse, withBody = true): void {
  res.statusCode = answer.status
  for (const name in answer.headers) res.setHeader(name, answer.headers[name]!)
  res.setHeader('content-length', answerLength(answer))
  if (!withBody) {
    res.end()
    return
  }
  res.cork()
  for (const part of answer.body) res.write(part)
  res.end()
}

/** A Web response an endpoint gave, as a plain answer (its body read whole). */
async function plainOf(answer: Answer): Promise<PlainAnswer> {
  if (!(answer instanceof Response)) return answer
  const headers: Record<string, string> = {}
  answer.headers.forEach((value, name) => (headers[name] = value))
  return { status: answer.status, headers, body: [new Uint8Array(await answer.arrayBuffer())] }
}

const NO_BODY = { body: Buffer.alloc(0), complete: true }

/** Answers a request with its registered endpoint, straight from Node's request to Node's response. */
export async function serveDirect(endpoint: AnyEndpoint, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let read: { body: Buffer; complete: boolean }
  try {
    const limit = endpoint.body?.maxBytes ?? 0
    read = req.method !== 'GET' && req.method !== 'HEAD' ? await readNodeBody(req, limit) : NO_BODY
  } catch {
    if (!res.headersSent && !res.destroyed) {
      writeAnswer(
        plainError(400, 'bad_request', 'The request could not be read.', { 'cache-control': 'no-store', connection: 'close' }),
        res,
      )
    }
    return
  }
  const tooLarge = !read.complete || read.body.byteLength > (endpoint.body?.maxBytes ?? 0)
  // The rest of a body too large to take is read and thrown away, within limits; beyond them the connection ends
  // with the answer.
  if (!read.complete && !(await discardBody(req))) res.setHeader('connection', 'close')
  const headers = req.headers
  const answer = await respond(endpoint, {
    method: req.method ?? 'GET',
    url: req.url ?? '/',
    header(name) {
      const value = headers[name]
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
    },
    params: {},
    read: async () => (tooLarge ? null : read.body),
    chunks: () => null,
    request: null,
  })
  writeAnswer(await plainOf(answer), res, req.method !== 'HEAD')
}
