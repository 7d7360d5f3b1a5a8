import { createServer, request as httpRequest, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { plainJson } from './answer'
import { DISCARD_MAX_BYTES, directEndpoint, registerDirect, serveDirect } from './direct'
import { defineEndpoint, jsonBody, textBody } from './endpoint'
import { routeOf } from './next-route'

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

let server: Server
let port: number
/** An answer in parts, one of them cut inside a character ('å' is two bytes). */
const PARTS_TEXT = '{"cars":[{"id":"1","name":"Škoda"},{"id":"2","name":"Kia"}],"note":"åäö"}'
const PARTS = (() => {
  const bytes = Buffer.from(PARTS_TEXT)
  const cut = bytes.indexOf(Buffer.from('å')) + 1
  return [bytes.subarray(0, 10), bytes.subarray(10, cut), bytes.subarray(cut)]
})()

function send(options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: options.method ?? 'POST', path: options.path, headers: options.headers },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

/** Echoes what it read of the request. */
const echo = defineEndpoint({
  method: 'POST',
  path: '/direct/echo',
  summary: 'echo',
  body: textBody({ maxBytes: 16, contentTypes: ['text/plain'] }),
  direct: true,
  handle: async ({ body, url, header, clientAddress }) =>
    plainJson(202, { text: body, url, host: header('host'), client: clientAddress, custom: header('x-custom') }, { 'x-answer': 'yes' }),
})
const parts = defineEndpoint({
  method: 'POST',
  path: '/direct/parts',
  summary: 'parts',
  direct: true,
  handle: async () => ({ status: 200, headers: { 'content-type': 'application/json' }, body: PARTS }),
})
const throws = defineEndpoint({
  method: 'POST',
  path: '/direct/throws',
  summary: 'throws',
  body: jsonBody(z.object({ a: z.number() }), { maxBytes: 64 }),
  direct: true,
  handle: async () => {
    throw new Error('broken handler')
  },
})

beforeAll(async () => {
  for (const endpoint of [echo, parts, throws]) registerDirect(endpoint)
  server = createServer((req, res) => {
    const endpoint = directEndpoint(req.method, req.url)
    if (endpoint) void serveDirect(endpoint, req, res)
    else res.writeHead(404).end('not direct')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('direct endpoints', () => {
  it('are found by method and exact path, whatever the query string', () => {
    expect(directEndpoint('POST', '/direct/echo')).toBe(echo)
    expect(directEndpoint('POST', '/direct/echo?a=1')).toBe(echo)
    expect(directEndpoint('GET', '/direct/echo')).toBeUndefined()
    expect(directEndpoint('POST', '/direct/echo/more')).toBeUndefined()
    expect(directEndpoint('POST', '/direct')).toBeUndefined()
    expect(directEndpoint(undefined, '/direct/echo')).toBeUndefined()
  })

  it('hand the handler the headers, the body and the client address, and write its answer with the API headers', async () => {
    const answer = await send({
      path: '/direct/echo?x=1',
      headers: { host: 'se2.localhost:3000', 'x-custom': 'kept', 'content-type': 'text/plain', 'x-forwarded-for': '203.0.113.7' },
      body: 'hej då',
    })
    expect(answer.status).toBe(202)
    expect(JSON.parse(answer.body)).toEqual({
      text: 'hej då',
      url: '/direct/echo?x=1',
      host: 'se2.localhost:3000',
      client: '203.0.113.7',
      custom: 'kept',
    })
    expect(answer.headers['x-answer']).toBe('yes')
    expect(answer.headers['content-type']).toBe('application/json')
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'")
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body))
  })

  it('write an answer made of parts one after the other, with their whole length', async () => {
    const answer = await send({ path: '/direct/parts', body: '' })
    expect(answer.status).toBe(200)
    expect(answer.body).toBe(PARTS_TEXT)
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(PARTS_TEXT))
  })

  it('take no more of a body than the endpoint does: 413, the rest read and thrown away, and the connection kept', async () => {
    const declared = await send({ path: '/direct/echo', headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(64 * 1024) })
    expect(declared.status).toBe(413)
    expect(JSON.parse(declared.body)).toMatchObject({ error: 'payload_too_large' })
    // A proxy in front has sent all of it, and reads the answer on a connection that is still open.
    expect(declared.headers.connection).not.toBe('close')
    // Sent in chunks without a declared length.
    const chunked = await new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/direct/echo',
          headers: { 'transfer-encoding': 'chunked', 'content-type': 'text/plain' },
        },
        (res) => {
          let body = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => (body += chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
        },
      )
      req.on('error', reject)
      req.write('x'.repeat(10))
      req.write('x'.repeat(10))
      req.end()
    })
    expect(chunked.status).toBe(413)
    expect(chunked.headers.connection).not.toBe('close')
  })

  it('close the connection with the 413 when the rest of the body is larger than it reads, or does not come', async () => {
    const raw = (head: string, body = '') =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n${body}`))
        let text = ''
        socket.setEncoding('utf8')
        socket.on('data', (chunk: string) => (text += chunk))
        socket.on('end', () => resolve(text))
        socket.on('error', reject)
      })
    const request = 'POST /direct/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain'
    // Declared larger than what is read and thrown away: answered at once, and closed.
    const huge = await raw(`${request}\r\nContent-Length: ${DISCARD_MAX_BYTES + 1}`)
    expect(huge).toMatch(/^HTTP\/1\.1 413 /)
    expect(huge).toMatch(/\r\nconnection: close\r\n/i)
    // Declared, and then not sent: answered after DISCARD_MAX_MS, and closed.
    const missing = await raw(`${request}\r\nContent-Length: 1000`, 'x'.repeat(20))
    expect(missing).toMatch(/^HTTP\/1\.1 413 /)
    expect(missing).toMatch(/\r\nconnection: close\r\n/i)
  })

  it('answer 500 with a JSON error when the handler throws, after the body was checked', async () => {
    expect((await send({ path: '/direct/throws', headers: { 'content-type': 'application/json' }, body: '{"a":"x"}' })).status).toBe(400)
    const answer = await send({ path: '/direct/throws', headers: { 'content-type': 'application/json' }, body: '{"a":1}' })
    expect(answer.status).toBe(500)
    expect(JSON.parse(answer.body)).toEqual({ error: 'internal_error', message: expect.any(String) })
  })

  describe('as Next.js route handlers', () => {
    it('read the same request from a Web request and give the same answer', async () => {
      const response = await routeOf(echo).POST(
        new Request('http://se2.localhost:3000/direct/echo?x=1', {
          method: 'POST',
          headers: { 'x-custom': 'kept', 'x-forwarded-for': '203.0.113.7', 'content-type': 'text/plain' },
          body: 'hej då',
        }),
      )
      expect(response.status).toBe(202)
      expect(response.headers.get('x-answer')).toBe('yes')
      expect(await response.json()).toEqual({ text: 'hej då', url: '/direct/echo?x=1', host: null, client: '203.0.113.7', custom: 'kept' })
    })

    it('stream an answer in parts as the same bytes', async () => {
      const response = await routeOf(parts).POST(new Request('http://localhost/direct/parts', { method: 'POST' }))
      expect(await response.text()).toBe(PARTS_TEXT)
    })

    it('refuse a body that is too large, declared or not', async () => {
      const large = await routeOf(echo).POST(
        new Request('http://localhost/direct/echo', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(17) }),
      )
      expect(large.status).toBe(413)
    })
  })
})
