import { connect } from 'node:net'

/** An HTTP/1.1 request written byte for byte: any method, path, header or body, as an attacker would send it. */
export type RawRequest = {
  method: string
  /** The request target as written on the request line (already %-encoded where it should be). */
  path: string
  /** In order; a name may repeat. */
  headers: Array<[string, string]>
  body?: Buffer
  /** Send the body in chunks instead of with a Content-Length. */
  chunked?: boolean
  /** Declare this Content-Length but send only `body` (a declared size the server should refuse unread). */
  declaredLength?: number
}

export type RawAnswer = { status: number; headers: Record<string, string>; body: Buffer }

function requestBytes(request: RawRequest): Buffer {
  const lines = [`${request.method} ${request.path} HTTP/1.1`]
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`)
  const body = request.body ?? Buffer.alloc(0)
  if (request.chunked) lines.push('Transfer-Encoding: chunked')
  else if (request.declaredLength !== undefined) lines.push(`Content-Length: ${request.declaredLength}`)
  else if (request.body !== undefined) lines.push(`Content-Length: ${body.byteLength}`)
  lines.push('Connection: close', '', '')
  const head = Buffer.from(lines.join('\r\n'), 'latin1')
  if (!request.chunked) return Buffer.concat([head, body])
  const half = Math.floor(body.byteLength / 2)
  const chunk = (part: Buffer) => (part.byteLength ? [Buffer.from(`${part.byteLength.toString(16)}\r\n`), part, Buffer.from('\r\n')] : [])
  return Buffer.concat([head, ...chunk(body.subarray(0, half)), ...chunk(body.subarray(half)), Buffer.from('0\r\n\r\n')])
}

function dechunk(bytes: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', at)
    if (lineEnd === -1) return Buffer.concat(parts)
    const size = Number.parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16)
    if (!size) return Buffer.concat(parts)
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
}

/** Sends one request on a connection of its own (from the loopback address `from`, when given) and reads the answer to the connection's end. */
export function sendRaw(port: number, request: RawRequest, timeoutMs = 30_000, from?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    // Written without closing the sending side, as browsers do: `Connection: close` ends the exchange.
    const socket = connect({ port, host: '127.0.0.1', localAddress: from }, () => socket.write(requestBytes(request)))
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    // The server may close as soon as it has answered a body it refuses unread.
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)))
    socket.on('close', () => {
      const bytes = Buffer.concat(chunks)
      const headEnd = bytes.indexOf('\r\n\r\n')
      if (headEnd === -1) return reject(new Error(`no HTTP answer (${bytes.byteLength} bytes)`))
      const [statusLine = '', ...headerLines] = bytes.subarray(0, headEnd).toString('latin1').split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of headerLines) {
        const colon = line.indexOf(':')
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
      const body = bytes.subarray(headEnd + 4)
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: headers['transfer-encoding'] === 'chunked' ? dechunk(body) : body })
    })
  })
}
