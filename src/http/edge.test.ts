import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { MemoryRateLimitStore } from '@/integrations/rate-limit/memory'

import { HttpError, plainJson } from './answer'
import { defineEndpoint, jsonBody, streamBody, type EndpointAuth } from './endpoint'
import { routeOf } from './next-route'

class CarSoldError extends Error {}
/** An error known by a mark, answered in a shape of its own (as the booking API's Error Result list). */
const RESERVED = Symbol('reserved')
const reserved = (until: string) => Object.assign(new Error('The car is reserved.'), { [RESERVED]: until })
const isReserved = (error: unknown): error is Error & { [RESERVED]: string } =>
  typeof error === 'object' && error !== null && RESERVED in error

const keyed: EndpointAuth = {
  kind: 'search-key',
  check: (header) =>
    header('x-api-key') === 'key' ? null : { status: 401, headers: {}, body: [Buffer.from('{"error":"unauthorized","message":"key"}')] },
}

function endpoint(overrides: { limit?: number; store?: MemoryRateLimitStore } = {}) {
  const store = overrides.store ?? new MemoryRateLimitStore()
  const calls: unknown[] = []
  const declared = defineEndpoint({
    method: 'POST',
    path: '/api/cars/[id]',
    summary: 'test',
    auth: keyed,
    params: z.object({ id: z.string().regex(/^\d+$/) }),
    query: z.object({ mode: z.enum(['a', 'b']).default('a') }),
    body: jsonBody(z.object({ price: z.number().int().min(0) }), { maxBytes: 128, tooLarge: 'At most 128 bytes.' }),
    rateLimit: {
      bucket: 'test',
      limit: () => overrides.limit ?? 100,
      windowMs: 60_000,
      store: async () => store,
      message: (seconds) => `Wait ${seconds} s.`,
    },
    errors: [
      { error: CarSoldError, status: 409, code: 'car_sold' },
      {
        is: isReserved,
        answer: (error) => plainJson(423, { errors: [{ code: 'Reserved', until: (error as ReturnType<typeof reserved>)[RESERVED] }] }),
      },
    ],
    async handle(input) {
      calls.push({ params: input.params, query: input.query, body: input.body, client: input.clientAddress })
      if (input.body.price === 1) throw new CarSoldError('The car is sold.')
      if (input.body.price === 2) throw new HttpError(422, 'too_cheap', 'Too cheap.')
      if (input.body.price === 3) throw new Error('database gone')
      if (input.body.price === 5) throw reserved('2026-12-24')
      if (input.body.price === 4)
        throw new Error('Failed query: insert into leads', {
          cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
        })
      return plainJson(200, { ok: true }, { 'cache-control': 'public, max-age=60' })
    },
  })
  return { routes: routeOf(declared), calls }
}

const request = (options: { method?: string; body?: string; headers?: Record<string, string>; query?: string } = {}) =>
  new Request(`http://localhost/api/cars/7${options.query ?? ''}`, {
    method: options.method ?? 'POST',
    headers: { 'x-api-key': 'key', 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.4', ...options.headers },
    body: options.method === 'GET' || options.method === 'HEAD' ? undefined : (options.body ?? '{"price":100}'),
  })
const params = (id: string) => ({ params: Promise.resolve({ id }) })

async function answer(response: Response) {
  return { status: response.status, json: await response.json(), headers: response.headers }
}

describe('the edge', () => {
  it('hands the handler its parsed path, query and body, and the client address', async () => {
    const { routes, calls } = endpoint()
    const ok = await answer(await routes.POST(request({ query: '?mode=b' }), params('7')))
    expect(ok.status).toBe(200)
    expect(calls).toEqual([{ params: { id: '7' }, query: { mode: 'b' }, body: { price: 100 }, client: '198.51.100.4' }])
    expect(ok.headers.get('cache-control')).toBe('public, max-age=60')
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it.each([
    ['no key', request({ headers: { 'x-api-key': 'wrong' } }), 401, 'unauthorized'],
    ['a path that does not match', request(), 404, 'not_found', '7x'],
    ['a bad query', request({ query: '?mode=c' }), 400, 'invalid_query'],
    ['another content type', request({ headers: { 'content-type': 'text/plain' } }), 415, 'unsupported_media_type'],
    ['a body too large', request({ body: JSON.stringify({ price: 1, pad: 'x'.repeat(200) }) }), 413, 'payload_too_large'],
    [
      'text that is not UTF-8',
      new Request('http://localhost/api/cars/7', {
        method: 'POST',
        headers: { 'x-api-key': 'key', 'content-type': 'application/json' },
        body: new Uint8Array([0x7b, 0xff, 0x7d]),
      }),
      400,
      'invalid_encoding',
    ],
    ['text that is not JSON', request({ body: '{"price":' }), 400, 'invalid_json'],
    ['JSON nested too deep', request({ body: `${'['.repeat(40)}${']'.repeat(40)}` }), 400, 'too_deep'],
    ['a body not matching the schema', request({ body: '{"price":"cheap"}' }), 400, 'invalid_request'],
  ])('refuses %s with a JSON error and never calls the handler', async (_, incoming, status, error, id = '7') => {
    const { routes, calls } = endpoint()
    const refused = await answer(await routes.POST(incoming, params(id)))
    expect(refused.status).toBe(status)
    expect(refused.json).toMatchObject({ error, message: expect.any(String) })
    expect(refused.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(calls).toEqual([])
  })

  it('answers path segments out of their shape as the endpoint declares, by their names, and never calls the handler', async () => {
    const seen: string[][] = []
    const routes = routeOf(
      defineEndpoint({
        method: 'GET',
        path: '/api/cars/[id]/[size]',
        summary: 'test',
        params: z.object({ id: z.string().regex(/^\d+$/), size: z.enum(['s', 'l']) }),
        invalidParams: (names) => {
          seen.push(names)
          return plainJson(400, { error: names[0] === 'id' ? 'InvalidId' : 'InvalidSize', message: 'Bad segment.' })
        },
        handle: async () => plainJson(200, { ok: true }),
      }),
    )
    const get = (id: string, size: string) =>
      routes.GET(new Request(`http://localhost/api/cars/${id}/${size}`), { params: Promise.resolve({ id, size }) }).then(answer)
    expect(await get('7', 's')).toMatchObject({ status: 200 })
    expect(await get('x', 'm')).toMatchObject({ status: 400, json: { error: 'InvalidId', message: 'Bad segment.' } })
    expect(await get('7', 'm')).toMatchObject({ status: 400, json: { error: 'InvalidSize' } })
    expect(seen).toEqual([['id', 'size'], ['size']])
  })

  it('names each field that does not match', async () => {
    const { routes } = endpoint()
    const refused = await answer(await routes.POST(request({ body: '{"price":-1}' }), params('7')))
    expect(refused.json).toEqual({
      error: 'invalid_request',
      message: expect.stringContaining('price'),
      fields: { price: expect.any(String) },
    })
  })

  it('limits the calls of one client address, with Retry-After, and counts others apart', async () => {
    const store = new MemoryRateLimitStore()
    const { routes, calls } = endpoint({ limit: 2, store })
    expect((await routes.POST(request(), params('7'))).status).toBe(200)
    expect((await routes.POST(request(), params('7'))).status).toBe(200)
    const limited = await answer(await routes.POST(request(), params('7')))
    expect(limited.status).toBe(429)
    expect(limited.json.error).toBe('too_many_requests')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await routes.POST(request({ headers: { 'x-forwarded-for': '198.51.100.5' } }), params('7'))).status).toBe(200)
    expect(calls).toHaveLength(3)
  })

  it('maps the domain errors it declares and the handler’s refusals, and hides anything else behind a 500', async () => {
    const { routes } = endpoint()
    expect(await answer(await routes.POST(request({ body: '{"price":1}' }), params('7')))).toMatchObject({
      status: 409,
      json: { error: 'car_sold', message: 'The car is sold.' },
    })
    expect(await answer(await routes.POST(request({ body: '{"price":2}' }), params('7')))).toMatchObject({
      status: 422,
      json: { error: 'too_cheap', message: 'Too cheap.' },
    })
    expect(await answer(await routes.POST(request({ body: '{"price":5}' }), params('7')))).toMatchObject({
      status: 423,
      json: { errors: [{ code: 'Reserved', until: '2026-12-24' }] },
    })
    const failed = await answer(await routes.POST(request({ body: '{"price":3}' }), params('7')))
    expect(failed).toMatchObject({ status: 500, json: { error: 'internal_error' } })
    expect(JSON.stringify(failed.json)).not.toContain('database gone')
  })

  it('answers a database that cannot be reached with 503 and Retry-After: an outage to wait out, not a fault', async () => {
    const unavailable = await answer(await endpoint().routes.POST(request({ body: '{"price":4}' }), params('7')))
    expect(unavailable).toMatchObject({
      status: 503,
      json: { error: 'unavailable', message: expect.stringContaining('Nothing was saved') },
    })
    expect(unavailable.headers.get('retry-after')).toBe('5')
    expect(JSON.stringify(unavailable.json)).not.toContain('ECONNREFUSED')
  })

  it('answers every other method 405 with Allow and a JSON error, and OPTIONS with the methods taken', async () => {
    const { routes, calls } = endpoint()
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
      const refused = await answer(await routes[method](request({ method }), params('7')))
      expect(refused.status, method).toBe(405)
      expect(refused.json).toMatchObject({ error: 'method_not_allowed' })
      expect(refused.headers.get('allow')).toBe('POST, OPTIONS')
    }
    const options = await routes.OPTIONS(request({ method: 'OPTIONS' }), params('7'))
    expect(options.status).toBe(204)
    expect(options.headers.get('allow')).toBe('POST, OPTIONS')
    expect(calls).toEqual([])
  })

  it('answers HEAD as GET without the body', async () => {
    const routes = routeOf(
      defineEndpoint({ method: 'GET', path: '/api/x', summary: 'x', handle: async () => plainJson(200, { big: 'x'.repeat(100) }) }),
    )
    const head = await routes.HEAD(new Request('http://localhost/api/x', { method: 'HEAD' }))
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect((await routes.OPTIONS(new Request('http://localhost/api/x', { method: 'OPTIONS' }))).headers.get('allow')).toBe(
      'GET, HEAD, OPTIONS',
    )
  })

  it('streams a body no further than its limit: past it the answer is 413', async () => {
    const read: number[] = []
    const routes = routeOf(
      defineEndpoint({
        method: 'POST',
        path: '/api/feed',
        summary: 'feed',
        body: streamBody({ maxBytes: 15, contentTypes: ['text/csv'] }),
        async handle({ body }) {
          for await (const chunk of body) read.push(chunk.byteLength)
          return plainJson(200, { read })
        },
      }),
    )
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(10))
        controller.enqueue(new Uint8Array(10))
        controller.close()
      },
    })
    const response = await routes.POST(
      new Request('http://localhost/api/feed', {
        method: 'POST',
        headers: { 'content-type': 'text/csv' },
        body: chunks,
        duplex: 'half',
      } as RequestInit),
    )
    expect(response.status).toBe(413)
    expect(read).toEqual([10])
    const declared = await routes.POST(
      new Request('http://localhost/api/feed', {
        method: 'POST',
        headers: { 'content-type': 'text/csv', 'content-length': '99' },
        body: 'x',
      }),
    )
    expect(declared.status).toBe(413)
  })

  it('answers a site-bound call on a host of no site with 404 unknown_site, before reading anything else', async () => {
    const asked: Array<string | null> = []
    let handled = 0
    const routes = routeOf(
      defineEndpoint({
        method: 'POST',
        path: '/api/forms/test',
        summary: 'a form',
        site: async (host) => (asked.push(host), host === 'se2.localhost:3000'),
        body: jsonBody(z.object({ name: z.string() }), { maxBytes: 64 }),
        async handle() {
          handled++
          return plainJson(202, { ok: true })
        },
      }),
    )
    const post = (host: string, body = '{"name":"Vera"}') =>
      routes.POST(
        new Request('http://ignored/api/forms/test', { method: 'POST', headers: { host, 'content-type': 'application/json' }, body }),
      )
    expect((await post('se2.localhost:3000')).status).toBe(202)
    for (const body of ['{"name":"Vera"}', '{not json', '{"name":1}']) {
      const unknown = await answer(await post('unknown.example', body))
      expect(unknown.status, body).toBe(404)
      expect(unknown.json).toEqual({ error: 'unknown_site', message: 'No site is configured for this host.' })
    }
    expect(handled).toBe(1)
    expect(asked).toEqual(['se2.localhost:3000', 'unknown.example', 'unknown.example', 'unknown.example'])
  })
})
