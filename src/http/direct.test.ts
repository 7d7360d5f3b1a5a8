import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { plainError, plainJson, textOf } from '@/lib/http'

import { directRoute, routeHandler, serveDirect, serveDirectly, type DirectHandler } from './direct-routes'

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

let server: Server
let port: number
const errors: unknown[] = []
/** An answer in parts, one of them cut inside a character ('å' is two bytes). */
const PARTS_TEXT = '{"cars":[{"id":"1","name":"Škoda"},{"id":"2","name":"Kia"}],"note":"åäö"}'
const PARTS = (() => {
  const bytes = Buffer.from(PARTS_TEXT)
  const cut = bytes.indexOf(Buffer.from('å')) + 1
  return [bytes.subarray(0, 10), bytes.subarray(10, cut), bytes.subarray(cut)]
})()

function send(options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method: options.method ?? 'POST', path: options.path, headers: options.headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end(options.body)
  })
}

/** Echoes what it read of the request. */
const echo: DirectHandler = async (request) => {
  if (request.tooLarge) return plainError(413, 'payload_too_large', 'At most 16 bytes.')
  return plainJson(
    202,
    { text: textOf(request.body), method: request.method, url: request.url, host: request.header('host'), forwardedFor: request.header('x-forwarded-for'), custom: request.header('x-custom') },
    { 'x-answer': 'yes' },
  )
}
const parts: DirectHandler = async () => ({ status: 200, headers: { 'content-type': 'application/json' }, body: PARTS })

beforeAll(async () => {
  serveDirectly('POST', '/direct/echo', echo, { maxBodyBytes: 16 })
  serveDirectly('POST', '/direct/parts', parts, { maxBodyBytes: 16 })
  serveDirectly(
    'POST',
    '/direct/throws',
    async () => {
      throw new Error('broken handler')
    },
    { maxBodyBytes: 16 },
  )
  server = createServer((req, res) => {
    const route = directRoute(req.method, req.url)
    if (route) void serveDirect(route, req, res, (error) => errors.push(error))
    else res.writeHead(404).end('not direct')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('direct routes', () => {
  it('are found by method and exact path, whatever the query string', () => {
    expect(directRoute('POST', '/direct/echo')).toBeDefined()
    expect(directRoute('POST', '/direct/echo?a=1')).toBeDefined()
    expect(directRoute('GET', '/direct/echo')).toBeUndefined()
    expect(directRoute('POST', '/direct/echo/more')).toBeUndefined()
    expect(directRoute('POST', '/direct')).toBeUndefined()
    expect(directRoute(undefined, '/direct/echo')).toBeUndefined()
  })

  it('hand the handler the headers, the body and the client address, and write its answer', async () => {
    const answer = await send({ path: '/direct/echo?x=1', headers: { host: 'se2.localhost:3000', 'x-custom': 'kept' }, body: 'hej då' })
    expect(answer.status).toBe(202)
    expect(JSON.parse(answer.body)).toEqual({ text: 'hej då', method: 'POST', url: '/direct/echo?x=1', host: 'se2.localhost:3000', forwardedFor: '127.0.0.1', custom: 'kept' })
    expect(answer.headers['x-answer']).toBe('yes')
    expect(answer.headers['content-type']).toBe('application/json')
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body))
  })

  it('write an answer made of parts one after the other, with their whole length', async () => {
    const answer = await send({ path: '/direct/parts', body: '' })
    expect(answer.status).toBe(200)
    expect(answer.body).toBe(PARTS_TEXT)
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(PARTS_TEXT))
  })

  it('keep the address a proxy in front has already given', async () => {
    const answer = await send({ path: '/direct/echo', headers: { 'x-forwarded-for': '203.0.113.7' }, body: '' })
    expect(JSON.parse(answer.body).forwardedFor).toBe('203.0.113.7')
  })

  it('read no more of a body than the route takes: the handler refuses it and the connection is closed', async () => {
    const declared = await send({ path: '/direct/echo', body: 'x'.repeat(17) })
    expect(declared.status).toBe(413)
    expect(declared.headers.connection).toBe('close')
    // Sent in chunks without a declared length.
    const chunked = await new Promise<Answer>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/direct/echo', headers: { 'transfer-encoding': 'chunked' } }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      })
      req.on('error', reject)
      req.write('x'.repeat(10))
      req.write('x'.repeat(10))
      req.end()
    })
    expect(chunked.status).toBe(413)
    expect(chunked.headers.connection).toBe('close')
  })

  it('answer 500 with a JSON error when the handler throws, and report the error', async () => {
    const answer = await send({ path: '/direct/throws', body: '{}' })
    expect(answer.status).toBe(500)
    expect(JSON.parse(answer.body)).toEqual({ error: 'internal_error', message: expect.any(String) })
    expect(errors.some((error) => String(error).includes('broken handler'))).toBe(true)
  })

  describe('as Next.js route handlers', () => {
    it('read the same request from a Web request and give the same answer', async () => {
      const response = await routeHandler(echo, { maxBodyBytes: 16 })(
        new Request('http://se2.localhost:3000/direct/echo?x=1', { method: 'POST', headers: { 'x-custom': 'kept', 'x-forwarded-for': '203.0.113.7' }, body: 'hej då' }),
      )
      expect(response.status).toBe(202)
      expect(response.headers.get('x-answer')).toBe('yes')
      expect(await response.json()).toEqual({ text: 'hej då', method: 'POST', url: '/direct/echo?x=1', host: null, forwardedFor: '203.0.113.7', custom: 'kept' })
    })

    it('stream an answer in parts as the same bytes', async () => {
      const response = await routeHandler(parts, { maxBodyBytes: 16 })(new Request('http://localhost/direct/parts', { method: 'POST' }))
      expect(await response.text()).toBe(PARTS_TEXT)
    })

    it('tell the handler a body is too large, declared or not', async () => {
      const large = await routeHandler(echo, { maxBodyBytes: 16 })(new Request('http://localhost/direct/echo', { method: 'POST', body: 'x'.repeat(17) }))
      expect(large.status).toBe(413)
    })
  })
})
