import { createServer, type IncomingMessage, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseTrustedProxies } from '@/lib/trusted-proxies'

import { writeAnswer } from './direct'
import { answerClientError, answerConnect, applyForwarding, assignRequestId, decodablePath, refusal } from './transport'

/** A server that admits requests as the instance server does and echoes the forwarding headers it then sees. */
function admittingServer(trusted: string | undefined): Server {
  const proxies = parseTrustedProxies(trusted)
  return createServer((req, res) => {
    const refused = refusal(req)
    if (refused) return writeAnswer(refused, res)
    applyForwarding(req, proxies)
    const seen = {
      for: req.headers['x-forwarded-for'],
      proto: req.headers['x-forwarded-proto'],
      host: req.headers['x-forwarded-host'],
      realIp: req.headers['x-real-ip'] ?? null,
    }
    const body = JSON.stringify(seen)
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body)
  })
    .on('clientError', answerClientError)
    .on('connect', answerConnect)
}

/** A raw HTTP/1.1 request, byte for byte as written (Node's client would refuse some of these). */
function raw(port: number, text: string): Promise<{ status: number; body: string; headers: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text))
    let received = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (received += chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n')
      resolve({ status: Number(head.split(' ')[1]), headers: head, body })
    })
  })
}

let plain: Server
let behindProxy: Server
const portOf = (server: Server) => (server.address() as AddressInfo).port

beforeAll(async () => {
  plain = admittingServer(undefined)
  behindProxy = admittingServer('127.0.0.1/32')
  await Promise.all([plain, behindProxy].map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))))
})
afterAll(async () => {
  await Promise.all([plain, behindProxy].map((server) => new Promise<void>((resolve) => server.close(() => resolve()))))
})

const get = (path: string, headers: string) => `GET ${path} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`

describe('what the instance server admits', () => {
  it.each([
    ['TRACE', 'TRACE / HTTP/1.1\r\nHost: se2.localhost\r\nConnection: close\r\n\r\n', 405, 'method_not_allowed'],
    ['CONNECT (no proxy here)', 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n', 405, 'method_not_allowed'],
    ['CONNECT with a body after it', 'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\nSSH-2.0-x\r\n', 405, 'method_not_allowed'],
    ['a method no page takes', 'PROPFIND / HTTP/1.1\r\nHost: se2.localhost\r\nConnection: close\r\n\r\n', 405, 'method_not_allowed'],
    ['a made-up method', 'BREW / HTTP/1.1\r\nHost: se2.localhost\r\nConnection: close\r\n\r\n', 400, 'bad_request'],
    ['a header line that is not one', get('/', 'Host: se2.localhost\r\nNo colon here\r\n'), 400, 'bad_request'],
    ['an empty Host', get('/', 'Host: \r\n'), 400, 'invalid_host'],
    ['a Host that is no host', get('/', 'Host: evil.example/x\r\n'), 400, 'invalid_host'],
    ['a bad %-escape', get('/api/sitemap/%', 'Host: se2.localhost\r\n'), 400, 'invalid_path'],
    ['a bad %-escape in a framework path', get('/_next/%zz', 'Host: se2.localhost\r\n'), 400, 'invalid_path'],
    ['an escaped NUL', get('/api/stock-images/%00.jpg', 'Host: se2.localhost\r\n'), 400, 'invalid_path'],
    ['an escaped line break', get('/kop-bil/%0d%0aSet-Cookie:x', 'Host: se2.localhost\r\n'), 400, 'invalid_path'],
    ['a path that is not a path', get('*', 'Host: se2.localhost\r\n'), 400, 'invalid_path'],
  ])('refuses %s with a 4xx JSON answer', async (_, request, status, error) => {
    const answer = await raw(portOf(plain), request)
    expect(answer.status).toBe(status)
    expect(JSON.parse(answer.body)).toMatchObject({ error, message: expect.any(String) })
    if (status === 405) expect(answer.headers).toMatch(/allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS/i)
  })

  it('admits what pages and the CMS send', async () => {
    for (const path of [
      '/',
      '/kop-bil/alla-bilar-i-lager?car_fuel=El',
      '/bilar/%C3%A5r',
      '/admin/collections/pages?where[site][equals]=1',
    ]) {
      expect((await raw(portOf(plain), get(path, 'Host: se2.localhost:3000\r\n'))).status, path).toBe(200)
    }
  })

  it('replaces what a client writes in the forwarding headers with the socket and the Host header', async () => {
    const forged =
      'Host: se2.localhost:3000\r\nX-Forwarded-For: 198.51.100.1\r\nX-Forwarded-Proto: javascript\r\nX-Forwarded-Host: evil.example\r\nX-Real-IP: 198.51.100.2\r\n'
    const answer = await raw(portOf(plain), get('/', forged))
    expect(JSON.parse(answer.body)).toEqual({ for: '127.0.0.1', proto: 'http', host: 'se2.localhost:3000', realIp: null })
  })

  it('takes them from a proxy named in FORECOURT_TRUSTED_PROXIES', async () => {
    const proxied =
      'Host: internal:3000\r\nX-Forwarded-For: 198.51.100.1, 203.0.113.9\r\nX-Forwarded-Proto: https\r\nX-Forwarded-Host: www.bilhall.se\r\n'
    expect(JSON.parse((await raw(portOf(behindProxy), get('/', proxied))).body)).toEqual({
      for: '203.0.113.9',
      proto: 'https',
      host: 'www.bilhall.se',
      realIp: null,
    })
  })
})

describe('the request id', () => {
  /** A request as Node's parser gives it, with these raw header lines. */
  const incoming = (...raw: string[]) => {
    const headers: Record<string, string> = {}
    for (let i = 0; i < raw.length; i += 2) headers[raw[i]!.toLowerCase()] = raw[i + 1]!
    return { headers, rawHeaders: [...raw] } as unknown as IncomingMessage
  }

  it('is the one a proxy in front sent, when it is one', () => {
    const req = incoming('Host', 'se.localhost', 'X-Request-Id', 'nginx-7f3a9c')
    expect(assignRequestId(req)).toBe('nginx-7f3a9c')
    expect(req.rawHeaders).toEqual(['Host', 'se.localhost', 'X-Request-Id', 'nginx-7f3a9c'])
  })

  it('is a new one otherwise, in both copies of the headers, for every layer after the server to read', () => {
    const fresh = incoming('Host', 'se.localhost')
    const id = assignRequestId(fresh)
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(fresh.headers['x-request-id']).toBe(id)
    expect(fresh.rawHeaders).toEqual(['Host', 'se.localhost', 'x-request-id', id])
    const forged = incoming('X-Request-Id', 'a b\r\nSet-Cookie: x', 'Host', 'se.localhost')
    const replaced = assignRequestId(forged)
    expect(replaced).not.toContain(' ')
    expect(forged.headers['x-request-id']).toBe(replaced)
    expect(forged.rawHeaders).toEqual(['Host', 'se.localhost', 'x-request-id', replaced])
  })
})

describe('decodablePath', () => {
  it('takes paths whose escapes decode to text', () => {
    expect(decodablePath('/kop-bil')).toBe(true)
    expect(decodablePath('/bilar/%C3%A5r')).toBe(true)
    expect(decodablePath('/a%20b')).toBe(true)
  })
  it('refuses broken escapes and control characters', () => {
    for (const path of ['/%', '/%zz', '/%C3', '/%00', '/a\u0001b', '/%7f']) expect(decodablePath(path), path).toBe(false)
  })
})
