import { request } from 'node:http'

/**
 * One HTTP request to the cluster from Node, sent from a loopback address of the caller's choosing (`from`,
 * 127.0.0.2 by default): nginx sees each address as a client of its own, as it would see visitors.
 */
export type Sent = { status: number; headers: Record<string, string | string[] | undefined>; body: string; json: () => any }

export function send(
  port: number,
  options: { host?: string; path: string; method?: string; headers?: Record<string, string>; body?: string | unknown; from?: string; timeoutMs?: number },
): Promise<Sent> {
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
  const headers: Record<string, string> = {
    host: `${options.host ?? 'se2.localhost'}:${port}`,
    ...(body !== undefined && typeof options.body !== 'string' ? { 'content-type': 'application/json' } : {}),
    ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
    ...options.headers,
  }
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: options.path, method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, localAddress: options.from ?? '127.0.0.2', agent: false, timeout: options.timeoutMs ?? 30_000 },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, json: () => JSON.parse(text) }))
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', reject)
    req.end(body)
  })
}

/** The n-th client address of a block of loopback addresses: 127.<block>.<n / 250>.<n % 250 + 2>. */
export function clientAddress(block: number, n: number): string {
  return `127.${block}.${Math.floor(n / 250) % 250}.${(n % 250) + 2}`
}
