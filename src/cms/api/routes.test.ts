import { describe, expect, it } from 'vitest'

import { addressProblems, errorShaped, guardedGraphQL, guardedRest, unreadableJsonIsBadRequest } from './routes'

const context = { params: Promise.resolve({ slug: ['pages'] }) }

/** A stand-in for Payload's handler: records the body it was handed. */
function recording(answer: () => Response = () => Response.json({ ok: true })) {
  const seen: Array<{ method: string; body: string }> = []
  const handler = async (request: Request) => {
    seen.push({ method: request.method, body: await request.text() })
    return answer()
  }
  return { seen, handler }
}

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> })

describe('the CMS REST routes', () => {
  it('hand a JSON object or a form on to Payload, the body intact', async () => {
    const { seen, handler } = recording()
    const rest = guardedRest(handler)
    expect((await rest(new Request('http://localhost/api/pages', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"title":"Hem"}' }), context)).status).toBe(200)
    const form = new FormData()
    form.set('_payload', '{"alt":"Bil"}')
    expect((await rest(new Request('http://localhost/api/media', { method: 'POST', body: form }), context)).status).toBe(200)
    const query = 'depth=0&where%5Bid%5D%5Bin%5D%5B0%5D=1'
    const override = new Request('http://localhost/api/pages', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET' }, body: query })
    expect((await rest(override, context)).status).toBe(200)
    expect((await rest(new Request('http://localhost/api/users/logout', { method: 'POST' }), context)).status).toBe(200)
    expect(seen.map((request) => request.body)).toEqual(['{"title":"Hem"}', expect.stringContaining('{"alt":"Bil"}'), query, ''])
  })

  it('refuse a body Payload cannot read, before it sees it', async () => {
    const { seen, handler } = recording()
    const rest = guardedRest(handler)
    const post = (body: string, type: string, method = 'POST') => rest(new Request('http://localhost/api/pages/1', { method, headers: { 'content-type': type }, body }), context)
    expect(await json(await post('{"a":', 'application/json'))).toEqual({ status: 400, body: { error: 'invalid_json', message: 'The body is not valid JSON.', errors: [{ message: 'The body is not valid JSON.' }] } })
    expect((await json(await post('[1,2]', 'application/json', 'PATCH'))).body.error).toBe('invalid_request')
    expect((await json(await post('"text"', 'application/json', 'PUT'))).body.error).toBe('invalid_request')
    expect((await json(await post(`${'['.repeat(100)}${']'.repeat(100)}`, 'application/json'))).body.error).toBe('too_deep')
    expect((await json(await post('hello', 'text/plain'))).status).toBe(415)
    expect((await json(await post('title=x', 'application/x-www-form-urlencoded'))).status).toBe(415)
    expect(seen).toEqual([])
  })

  it('leave a collection’s own endpoint its body (the redirects’ CSV import) and a login its own', async () => {
    const { seen, handler } = recording()
    const rest = guardedRest(handler)
    const csv = await rest(new Request('http://localhost/api/redirects/import?site=se2', { method: 'POST', headers: { 'content-type': 'text/csv' }, body: 'source,destination\n/a,/b\n' }), context)
    expect(csv.status).toBe(200)
    expect(seen.map((request) => request.body)).toEqual(['source,destination\n/a,/b\n'])
  })

  it('answer Payload’s errors with { error, message } beside its own list, and a collection without routes as not found', async () => {
    const payloadError = (status: number, body: unknown) => guardedRest(recording(() => Response.json(body, { status })).handler)(new Request('http://localhost/api/pages'), context)
    expect(await json(await payloadError(403, { errors: [{ message: 'You are not allowed to perform this action.' }] }))).toEqual({
      status: 403,
      body: { error: 'forbidden', message: 'You are not allowed to perform this action.', errors: [{ message: 'You are not allowed to perform this action.' }] },
    })
    expect((await json(await payloadError(400, { errors: [{ message: 'depth is …', data: { code: 'InvalidQuery' } }] }))).body).toMatchObject({ error: 'invalid_query', message: 'depth is …' })
    expect((await json(await payloadError(501, { message: 'Cannot GET http://localhost/api/payload-migrations' }))).status).toBe(404)
    expect((await json(await payloadError(404, { message: 'Route not found' }))).body).toEqual({ error: 'not_found', message: 'Route not found' })
    // A field's refusal stays as Payload sends it: without a top-level message, so the admin shows it at the field.
    const invalid = { errors: [{ name: 'ValidationError', message: 'The following field is invalid: Type', data: { errors: [{ path: 'type', message: 'Choose a type.' }] } }] }
    expect((await json(await payloadError(400, invalid))).body).toEqual({ error: 'bad_request', ...invalid })
    const ok = await payloadError(200, { docs: [] })
    expect(await ok.json()).toEqual({ docs: [] })
  })

  it('refuse an address Payload would answer anyway: depth or page beyond the caps, a where that is no conditions, a query on a preference', async () => {
    const at = (path: string) => addressProblems(`http://localhost/api${path}`)
    expect(at('/pages?depth=2&page=3&where[title][equals]=x')).toEqual([])
    expect(at('/payload-preferences/collection-pages')).toEqual([])
    expect(at('/globals/lead-settings?depth=abc')).toEqual(['depth is a whole number from 0 to 2.'])
    for (const depth of ['1e3', '99999', '2.5', '-1']) expect(at(`/pages/1?depth=${depth}`), depth).toEqual(['depth is a whole number from 0 to 2.'])
    expect(at('/pages?page=0')).toEqual(['page is a whole number from 1 to 10000.'])
    expect(at('/redirects/count?where=null')).toEqual(['where is a set of conditions, e.g. where[title][equals]=Kontakt.'])
    expect(at('/payload-preferences/count?where[key][exists]=')).toEqual(['A preference is read, saved and deleted by its key alone, with no query.'])
    expect(at('/payload-preferences/1?locale=sv_SE')).toHaveLength(1)
    const { seen, handler } = recording()
    const refused = await guardedRest(handler)(new Request('http://localhost/api/payload-preferences/1?depth=99999', { method: 'DELETE' }), context)
    expect(await json(refused)).toMatchObject({ status: 400, body: { error: 'invalid_query' } })
    expect(seen).toEqual([])
  })

  it('leave a non-JSON answer as it is', async () => {
    const csv = new Response('a,b', { status: 400, headers: { 'content-type': 'text/csv' } })
    expect(await (await errorShaped(csv)).text()).toBe('a,b')
  })
})

describe('the GraphQL route', () => {
  it('refuses a body that is no GraphQL request, in words', async () => {
    const { seen, handler } = recording()
    const graphql = guardedGraphQL(handler)
    const post = (body: string, type = 'application/json') => graphql(new Request('http://localhost/api/graphql', { method: 'POST', headers: { 'content-type': type }, body }))
    expect(await json(await post('{"a":'))).toMatchObject({ status: 400, body: { error: 'invalid_json' } })
    expect(await json(await post('{"query":1}'))).toMatchObject({ status: 400, body: { error: 'invalid_request' } })
    expect(await json(await post('{"query":"{ a }","variables":[1]}'))).toMatchObject({ status: 400, body: { error: 'invalid_request' } })
    expect(await json(await post(JSON.stringify({ query: `{ ${'a '.repeat(40_000)}}` })))).toMatchObject({ status: 413, body: { error: 'payload_too_large' } })
    expect(await json(await post('{ a }', 'application/graphql'))).toMatchObject({ status: 415 })
    expect(seen).toEqual([])
    expect((await post('{"query":"{ Pages { totalDocs } }","variables":null}')).status).toBe(200)
    expect(seen).toHaveLength(1)
  })
})

describe('JSON Payload could not read', () => {
  it('is the caller’s mistake: 400, naming the parameter', () => {
    const hook = (query: Record<string, unknown>, error: Error = new SyntaxError('Unexpected token')) =>
      unreadableJsonIsBadRequest({ error, req: { query } } as unknown as Parameters<typeof unreadableJsonIsBadRequest>[0])
    expect(hook({ where: '%' })).toEqual({
      status: 400,
      response: { errors: [{ message: 'where is JSON, or given as where[field][operator]=value; "%" is neither.', data: { code: 'InvalidJson' } }] },
    })
    expect(hook({ data: '{' })).toMatchObject({ status: 400 })
    expect(hook({})).toMatchObject({ status: 400, response: { errors: [{ message: 'The request holds JSON that cannot be read (its body, or the _payload of its form).' }] } })
    expect(hook({ where: '%' }, new TypeError('x'))).toBeUndefined()
  })
})
