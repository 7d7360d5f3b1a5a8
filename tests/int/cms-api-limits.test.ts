import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createPage, createSite, createUser } from './helpers/fixtures'
import { startCms, type TestCms } from './helpers/cms'

type Routes = typeof import('@/app/(payload)/api/[...slug]/route')
type GraphQLRoute = typeof import('@/app/(payload)/api/graphql/route')

/**
 * What one call of the CMS's own REST and GraphQL API may ask for, through the routes the server serves
 * (app/(payload)/api): a call over a cap, or with a value no field takes, is a 400 `{ error, message }` in words
 * — never a 500 from the database, nor an hour of work (`?depth=99999` held an instance for good).
 */
describe('the CMS API’s caps', () => {
  let cms: TestCms
  let routes: Routes
  let graphqlRoute: GraphQLRoute
  let editorToken: string
  let ownPage: { id: number; updatedAt: string }
  let otherPage: { id: number }
  let ownSite: number

  beforeAll(async () => {
    cms = await startCms()
    routes = await import('@/app/(payload)/api/[...slug]/route')
    graphqlRoute = await import('@/app/(payload)/api/graphql/route')
    const own = await createSite(cms.payload, 'egen')
    ownSite = own.id
    const other = await createSite(cms.payload, 'annan')
    const home = await createPage(cms.payload, { site: own.id, title: 'Hem' })
    ownPage = (await createPage(cms.payload, { site: own.id, title: 'Om oss', parent: home.id, slug: 'om-oss' })) as unknown as { id: number; updatedAt: string }
    otherPage = await createPage(cms.payload, { site: other.id, title: 'Start' })
    editorToken = (await createUser(cms.payload, 'granser@forecourt.test', ['editor'], [own.id])).token
  })
  afterAll(async () => {
    await cms?.stop()
  })

  /** A request to the CMS's REST route, as the server hands it on. */
  async function rest(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, options: { token?: string; body?: BodyInit; type?: string; headers?: Record<string, string> } = {}) {
    const url = new URL(`http://localhost/api${path}`)
    const headers = new Headers(options.headers)
    if (options.token) headers.set('authorization', `JWT ${options.token}`)
    if (options.type) headers.set('content-type', options.type)
    const slug = url.pathname.replace(/^\/api\//, '').split('/')
    const response = await routes[method](new Request(url, { method, headers, body: options.body }), { params: Promise.resolve({ slug }) })
    const text = await response.text()
    return { status: response.status, json: text ? JSON.parse(text) : null }
  }
  const graphql = async (body: string, token = editorToken) => {
    const response = await graphqlRoute.POST(new Request('http://localhost/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `JWT ${token}` }, body }))
    const text = await response.text()
    return { status: response.status, json: text ? JSON.parse(text) : null }
  }
  const refused = (answer: { status: number; json: { error?: unknown; message?: unknown } }, status = 400) => {
    expect(answer.status, JSON.stringify(answer.json)).toBe(status)
    expect(answer.json).toMatchObject({ error: expect.any(String), message: expect.any(String) })
    return answer.json.message as string
  }

  it('refuses a depth beyond 2 (an editor’s ?depth=99999 held the instance), and serves 0 to 2', async () => {
    expect(refused(await rest('GET', '/pages?depth=99999', { token: editorToken }))).toBe('depth is a whole number from 0 to 2.')
    expect(refused(await rest('GET', `/pages/${ownPage.id}?depth=3`, { token: editorToken }))).toBe('depth is a whole number from 0 to 2.')
    for (const depth of ['0', '1', '2']) expect((await rest('GET', `/pages?depth=${depth}&limit=100`, { token: editorToken })).status, depth).toBe(200)
  })

  it('serves pages of 1 to 100 documents, from page 1 to 10,000', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=-1', 'page=0', 'page=100000000000000000000', 'pagination=false']) {
      expect(refused(await rest('GET', `/pages?${query}`, { token: editorToken })), query).toMatch(/limit|page|pagination/)
    }
    expect((await rest('GET', '/pages?limit=100&page=2', { token: editorToken })).status).toBe(200)
  })

  it('answers a where that is not JSON with 400, for anyone (pages, leads, users)', async () => {
    for (const collection of ['pages', 'leads', 'users']) {
      expect(refused(await rest('GET', `/${collection}?where=%`)), collection).toBe('where is JSON, or given as where[field][operator]=value; "%" is neither.')
    }
    refused(await rest('PATCH', `/pages/${ownPage.id}?data=%`, { token: editorToken, type: 'application/json', body: '{}' }))
  })

  it('answers values no field takes with 400: a date that is none, near and within on a text, an id or option there is not', async () => {
    const where = (query: string) => rest('GET', `/pages?${query}`, { token: editorToken })
    expect(refused(await where('where[createdAt][greater_than]=notadate'))).toMatch(/where\[createdAt\]\[greater_than\] is a date/)
    expect(refused(await where('where[title][near]=1'))).toBe('where[title][near] works on map points only.')
    expect(refused(await where('where[title][within]=x'))).toBe('where[title][within] works on map points only.')
    expect(refused(await where('where[title][intersects]=x'))).toBe('where[title][intersects] works on map points only.')
    expect(refused(await where('where[site][equals]=abc'))).toMatch(/is the id of a document/)
    expect(refused(await where('where[id][equals]=abc'))).toMatch(/is the id of a document/)
    expect(refused(await where('where[_status][equals]=bogus'))).toBe('where[_status][equals] is one of draft, published.')
    expect(refused(await where('where[title][equals][a]=1'))).toBe('where[title][equals] is one value, not a set of them.')
    expect(refused(await where('where[createdAt][equals]=2027-13-01'))).toMatch(/is a date/)
    expect(refused(await where('sort=layout'))).toBe('sort: "layout" is not a field to sort by.')
    expect(refused(await where('locale=xx'))).toMatch(/^locale is one of sv-SE/)
    // A path Payload does not know stays Payload's 400, in the same shape.
    expect(refused(await where('where[nosuch][equals]=1'))).toMatch(/nosuch/)
    // What the admin sends for a value it does not have yet: '' (a new page's parent choices, "every document").
    for (const query of ['where[site][equals]=', 'where[id][not_equals]=', 'where[createdAt][equals]=']) expect((await where(query)).status, query).toBe(200)
    const fine = await where('where[and][0][title][like]=Om&where[and][1][createdAt][greater_than]=2020-01-01&where[and][2][site][in]=1,2&where[and][3][_status][equals]=published&sort=-createdAt')
    expect(fine.status).toBe(200)
    expect(fine.json.docs.map((page: { id: number }) => page.id)).toEqual([ownPage.id])
  })

  it('keeps what the admin sends working: a query in the body, and a bulk delete of chosen documents', async () => {
    const override = await rest('POST', '/pages', {
      token: editorToken,
      type: 'application/x-www-form-urlencoded',
      headers: { 'x-payload-http-method-override': 'GET' },
      body: `depth=0&limit=10&where[id][in][0]=${ownPage.id}&where[id][in][1]=${otherPage.id}`,
    })
    expect(override.status).toBe(200)
    expect(override.json.docs.map((page: { id: number }) => page.id)).toEqual([ownPage.id])
    const scratch = await createPage(cms.payload, { site: ownSite, title: 'Utkast', parent: ownPage.id, slug: 'utkast' })
    const bulk = await rest('DELETE', `/pages?limit=0&where[id][in][0]=${scratch.id}`, { token: editorToken })
    expect(bulk.status, JSON.stringify(bulk.json)).toBe(200)
    expect(bulk.json.docs).toHaveLength(1)
  })

  it('refuses a body Payload could not read, and changes nothing', async () => {
    const before = await cms.payload.findByID({ collection: 'pages', id: ownPage.id, depth: 0, overrideAccess: true })
    expect(refused(await rest('PATCH', `/pages/${ownPage.id}`, { token: editorToken, type: 'application/json', body: '[1,2]' }))).toBe('The body is one JSON object: the fields to save.')
    refused(await rest('PATCH', `/pages/${ownPage.id}`, { token: editorToken, type: 'application/json', body: '{"title":' }))
    refused(await rest('POST', '/pages', { token: editorToken, type: 'text/plain', body: 'hello' }), 415)
    const form = new FormData()
    form.set('_payload', '{"title":')
    refused(await rest('PATCH', `/pages/${ownPage.id}`, { token: editorToken, body: form }))
    const after = await cms.payload.findByID({ collection: 'pages', id: ownPage.id, depth: 0, overrideAccess: true })
    expect(after.updatedAt).toBe(before.updatedAt)
  })

  it('answers Payload’s migrations, which have no routes, with 404', async () => {
    refused(await rest('GET', '/payload-migrations'), 404)
  })

  it('refuses a GraphQL body that is no request, and a query over the caps, with 400 in words', async () => {
    expect(refused(await graphql('{"a":'))).toBe('The body is not valid JSON.')
    refused(await graphql('{"variables":{}}'))
    const tooMany = await graphql(JSON.stringify({ query: '{ Pages(limit: 1000) { docs { id } } }' }))
    expect(tooMany.status).toBe(400)
    expect(tooMany.json.errors.map((error: { message: string }) => error.message)).toEqual(['limit is a whole number from 1 to 100.'])
    let selection = 'id'
    for (let level = 0; level < 12; level++) selection = `parent { ${selection} }`
    const deep = await graphql(JSON.stringify({ query: `{ Pages(limit: 10) { docs { ${selection} } } }` }))
    expect(deep.status).toBe(400)
    expect(deep.json.errors[0].message).toMatch(/nests its fields more than 10 deep/)
    // GraphQL's own types refuse a date that is none; the hook, a value its types let through.
    const date = await graphql(JSON.stringify({ query: '{ Pages(where: { createdAt: { greater_than: "notadate" } }) { docs { id } } }' }))
    expect(date.status).toBe(400)
    expect(date.json.errors[0].message).toMatch(/notadate/)
    const site = await graphql(JSON.stringify({ query: '{ Pages(where: { site: { equals: "abc" } }) { docs { id } } }' }))
    expect(JSON.stringify(site.json)).toMatch(/where\[site\]\[equals\] is the id of a document/)
    const fine = await graphql(JSON.stringify({ query: '{ Pages(limit: 10) { docs { id title parent { id title } } } }' }))
    expect(fine.status).toBe(200)
    expect(fine.json.data.Pages.docs.map((page: { id: number }) => page.id).sort()).toEqual([ownPage.id, ownPage.id - 1].sort())
  })
})
