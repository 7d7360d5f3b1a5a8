import { connect } from 'node:net'

/**
 * A load generator for POST bodies that costs the machine little: every request is written beforehand as the
 * bytes of an HTTP/1.1 request, `connections` keep-alive sockets each send one at a time, and an answer is read
 * no further than its status line and where it ends (Content-Length, or the last chunk). Node's HTTP client
 * spends about 0.3 ms of CPU on a request; on a two-core machine that is taken from the server being measured.
 */

export type PostInTurnOptions = {
  port: number
  /** The Host header. */
  host: string
  path: string
  contentType: string
  bodies: readonly string[]
  connections: number
  /** Runs just before the body at `position` is sent. */
  before?: (position: number) => void
}

export type PostInTurnResult = {
  /** Latency of each body's answer in ms, by position: from writing the request to reading the whole answer. */
  latencies: number[]
  statuses: Map<number, number>
}

const HEAD_END = Buffer.from('\r\n\r\n')

export function requestBytes(options: Pick<PostInTurnOptions, 'host' | 'path' | 'contentType'>, body: string): Buffer {
  const bytes = Buffer.from(body, 'utf8')
  const head = `POST ${options.path} HTTP/1.1\r\nHost: ${options.host}\r\nContent-Type: ${options.contentType}\r\nContent-Length: ${bytes.byteLength}\r\n\r\n`
  return Buffer.concat([Buffer.from(head, 'latin1'), bytes])
}

/**
 * Where the answer whose head is `head` ends in `bytes` (its body starts at `bodyStart`), or null when it has
 * not all arrived: by its Content-Length, or by the last chunk of a chunked body (no trailers).
 */
function answerEnd(head: string, bytes: Buffer, bodyStart: number): number | null | Error {
  const length = /\r\ncontent-length: *(\d+)/i.exec(head)
  if (length) return bytes.length >= bodyStart + Number(length[1]) ? bodyStart + Number(length[1]) : null
  if (!/\r\ntransfer-encoding: *chunked/i.test(head)) return new Error(`an answer without Content-Length or chunks: ${JSON.stringify(head.slice(0, 200))}`)
  let at = bodyStart
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', at)
    if (lineEnd === -1) return null
    const size = Number.parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16)
    if (Number.isNaN(size)) return new Error('a chunked answer that cannot be read')
    const next = lineEnd + 2 + size + 2
    if (bytes.length < next) return null
    if (size === 0) return next
    at = next
  }
}

/** Sends every body once, in order over the connections; fails on an answer it cannot read or a closed connection. */
export async function postInTurn(options: PostInTurnOptions): Promise<PostInTurnResult> {
  const { latencies, statuses } = await sendInTurn({ port: options.port, requests: options.bodies.map((body) => requestBytes(options, body)), connections: options.connections, before: options.before })
  return { latencies, statuses }
}

/** A request of any method as the bytes sent: the query in its path, its headers, and a body when it has one. */
export function rawRequest(method: string, path: string, host: string, headers: Record<string, string> = {}, body?: string): Buffer {
  const bytes = body === undefined ? null : Buffer.from(body, 'utf8')
  const lines = [`${method} ${path} HTTP/1.1`, `Host: ${host}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)]
  if (bytes || method !== 'GET') lines.push(`Content-Length: ${bytes?.byteLength ?? 0}`)
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), ...(bytes ? [bytes] : [])])
}

export type SendInTurnResult = PostInTurnResult & {
  /** Each answer's body by position (a chunked body as it arrived, with its chunk lines), when asked for. */
  bodies: string[]
}

/**
 * Sends every prepared request once, in order over `connections` keep-alive sockets, one at a time on each; fails
 * on an answer it cannot read or a closed connection. `keepBodies` keeps each answer's body (for calls whose
 * answer the next step needs).
 */
export async function sendInTurn(options: { port: number; requests: readonly Buffer[]; connections: number; before?: (position: number) => void; keepBodies?: boolean }): Promise<SendInTurnResult> {
  const { requests } = options
  const latencies: number[] = new Array(requests.length)
  const bodies: string[] = options.keepBodies ? new Array(requests.length) : []
  const statuses = new Map<number, number>()
  let cursor = 0

  const connection = () =>
    new Promise<void>((resolve, reject) => {
      const socket = connect(options.port, '127.0.0.1')
      socket.setNoDelay(true)
      let position = -1
      let started = 0n
      let pending: Buffer = Buffer.alloc(0)
      const fail = (error: Error) => {
        socket.destroy()
        reject(error)
      }
      const sendNext = () => {
        if (cursor >= requests.length) {
          position = -1
          socket.end()
          resolve()
          return
        }
        position = cursor++
        options.before?.(position)
        started = process.hrtime.bigint()
        socket.write(requests[position]!)
      }
      socket.on('connect', sendNext)
      socket.on('data', (chunk: Buffer) => {
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk])
        for (;;) {
          const headEnd = pending.indexOf(HEAD_END)
          if (headEnd === -1) return
          const head = pending.subarray(0, headEnd).toString('latin1')
          const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)
          if (!status) return fail(new Error(`not an HTTP answer: ${JSON.stringify(head.slice(0, 80))}`))
          const end = answerEnd(head, pending, headEnd + HEAD_END.length)
          if (end instanceof Error) return fail(end)
          if (end === null) return
          if (position < 0) return fail(new Error('an answer to no request'))
          latencies[position] = Number(process.hrtime.bigint() - started) / 1e6
          if (options.keepBodies) bodies[position] = pending.subarray(headEnd + HEAD_END.length, end).toString('utf8')
          const code = Number(status[1])
          statuses.set(code, (statuses.get(code) ?? 0) + 1)
          pending = pending.subarray(end)
          sendNext()
          if (position < 0) return
        }
      })
      socket.on('error', fail)
      socket.on('end', () => {
        if (position >= 0) fail(new Error(`the server closed the connection before answering request ${position}`))
      })
    })

  await Promise.all(Array.from({ length: Math.min(options.connections, requests.length) }, connection))
  return { latencies, statuses, bodies }
}
