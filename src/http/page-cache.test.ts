import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync, gzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { acceptsCoding, createPageCache, type PageCache } from './page-cache'
import { formatPageCacheDirective, PAGE_CACHE_HEADER } from './page-cache-directive'
import { TRACKING_QUERY_HEADER } from './tracking-query'

/** What the stand-in for Next.js answers: its render count shows whether a request reached it. */
type Render = {
  status?: number
  directive?: string | null
  cookie?: boolean
  gzip?: boolean
  during?: () => void
  body?: string
  viaWriteHead?: boolean
}

let server: Server | null = null
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function start(cache: PageCache, render: (path: string, req: IncomingMessage) => Render) {
  let renders = 0
  server = createServer((req, res) => {
    if (cache.serve(req, res)) return
    cache.capture(req, res)
    renders++
    const answer = render(req.url ?? '/', req)
    const body = answer.body ?? `<!doctype html><p>page ${req.url} render ${renders}</p>`
    const directive =
      answer.directive === null
        ? null
        : (answer.directive ?? formatPageCacheDirective({ ttlSeconds: 60, tags: ['car:vehicles-se:1', 'site:1'] }))
    if (answer.viaWriteHead) {
      // As a framework may: every header given at once, none set before.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(directive ? { [PAGE_CACHE_HEADER]: directive } : {}) })
      res.end(body)
      return
    }
    res.statusCode = answer.status ?? 200
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('cache-control', 'private, no-cache, no-store')
    res.setHeader('x-request-id', `render-${renders}`)
    if (directive) res.setHeader(PAGE_CACHE_HEADER, directive)
    if (answer.cookie) res.setHeader('set-cookie', 'visitor=1')
    answer.during?.()
    if (answer.gzip) {
      res.setHeader('content-encoding', 'gzip')
      res.end(gzipSync(body))
      return
    }
    // Streamed in parts, as Next.js streams a page.
    res.write(body.slice(0, 10))
    res.end(body.slice(10))
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()))
  const port = (server.address() as AddressInfo).port
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = httpRequest({ port, path, headers: { host: 'se.localhost', ...headers } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const raw = Buffer.concat(chunks)
          const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString() })
        })
      })
      req.on('error', reject)
      req.end()
    })
  return { get, renders: () => renders }
}

/** Waits until the cache has kept `count` pages (it compresses a page before keeping it). */
async function kept(cache: PageCache, count: number) {
  for (let tries = 0; tries < 200 && cache.stats().stored < count; tries++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(cache.stats().stored).toBe(count)
}

/** Asks for each address twice: every request reaches the renderer, and nothing is kept. */
async function keptNone(cache: PageCache, site: Awaited<ReturnType<typeof start>>, paths: string[]) {
  const before = site.renders()
  for (const path of paths) {
    await site.get(path)
    await site.get(path)
  }
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(cache.stats().stored).toBe(0)
  expect(site.renders() - before).toBe(paths.length * 2)
}

const freshCache = (options: Partial<Parameters<typeof createPageCache>[0]> = {}) =>
  createPageCache({ maxBytes: 1024 * 1024, freshness: () => 'v1', commonTags: ['sites'], ...options })

describe('the page cache', () => {
  it('answers a page the pipeline marked from memory after its first render, compressed, without the directive', async () => {
    const cache = freshCache()
    const site = await start(cache, () => ({}))
    const first = await site.get('/bil/1/volvo', { 'accept-encoding': 'gzip' })
    expect(first.headers['x-cache']).toBe('MISS')
    expect(first.headers[PAGE_CACHE_HEADER]).toBeUndefined()
    await kept(cache, 1)
    const second = await site.get('/bil/1/volvo', { 'accept-encoding': 'gzip, br', 'x-request-id': 'visitor-2' })
    expect(second.headers['x-cache']).toBe('HIT')
    expect(second.headers['content-encoding']).toBe('br')
    expect(second.headers['x-request-id']).toBe('visitor-2')
    expect(second.headers['cache-control']).toBe('private, no-cache, no-store')
    expect(second.headers[PAGE_CACHE_HEADER]).toBeUndefined()
    const third = await site.get('/bil/1/volvo', { 'accept-encoding': 'gzip' })
    expect(third.headers['content-encoding']).toBe('gzip')
    expect(third.body).toBe(first.body)
    const plain = await site.get('/bil/1/volvo')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(first.body)
    expect(site.renders()).toBe(1)
    // Another address, or another host, is another page.
    await site.get('/bil/1/volvo?utm=x')
    await site.get('/bil/1/volvo', { host: 'no.localhost' })
    expect(site.renders()).toBe(3)
  })

  it('keeps no page the pipeline did not mark, nor a 404, nor an answer that sets a cookie', async () => {
    const cache = freshCache()
    const answers: Record<string, Render> = { '/unmarked': { directive: null }, '/missing': { status: 404 }, '/cookie': { cookie: true } }
    const site = await start(cache, (path) => answers[path]!)
    await keptNone(cache, site, Object.keys(answers))
  })

  it('never answers an editor, draft mode or a client navigation from the cache, nor keeps their pages', async () => {
    const cache = freshCache()
    const site = await start(cache, () => ({}))
    await site.get('/sida', { cookie: 'payload-token=abc' })
    await site.get('/sida', { rsc: '1' })
    await site.get('/sida?_rsc=x1')
    expect(cache.stats().misses).toBe(0)
    await site.get('/sida', { cookie: 'consent=1' })
    await kept(cache, 1)
    expect((await site.get('/sida', { cookie: 'theme=x; __prerender_bypass=1' })).headers['x-cache']).toBeUndefined()
    expect((await site.get('/sida', { rsc: '1' })).headers['x-cache']).toBeUndefined()
    expect((await site.get('/sida')).headers['x-cache']).toBe('HIT')
    expect(site.renders()).toBe(6)
  })

  it('drops a page when one of its tags is expired, and keeps pages of other tags', async () => {
    const cache = freshCache()
    const site = await start(cache, (path) => ({
      directive: formatPageCacheDirective({ ttlSeconds: 60, tags: [path === '/a' ? 'car:vehicles-se:1' : 'car:vehicles-se:2'] }),
    }))
    await site.get('/a')
    await site.get('/b')
    await kept(cache, 2)
    cache.expire(['car:vehicles-se:1'])
    expect((await site.get('/a')).headers['x-cache']).toBe('MISS')
    expect((await site.get('/b')).headers['x-cache']).toBe('HIT')
    // Every page carries the common tags.
    cache.expire(['sites'])
    expect((await site.get('/b')).headers['x-cache']).toBe('MISS')
  })

  it('does not keep a page whose render saw an expiry, or a change of this process’s data', async () => {
    let version: string | null = 'v1'
    const cache = freshCache({ freshness: () => version })
    const site = await start(cache, (path) => ({
      during: path === '/expired' ? () => cache.expire(['car:vehicles-se:9']) : path === '/changed' ? () => (version = 'v2') : undefined,
    }))
    await site.get('/expired')
    await site.get('/changed')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(cache.stats().stored).toBe(0)
    // A page kept under v2 is not served once the data changed again, nor while a change may be committing.
    await site.get('/page')
    await kept(cache, 1)
    version = null
    expect((await site.get('/page')).headers['x-cache']).toBeUndefined()
    version = 'v3'
    expect((await site.get('/page')).headers['x-cache']).toBe('MISS')
  })

  it('keeps a page for its time to live only', async () => {
    let clock = 1_000_000
    const cache = freshCache({ now: () => clock })
    const site = await start(cache, () => ({ directive: formatPageCacheDirective({ ttlSeconds: 30, tags: [] }) }))
    await site.get('/dealer')
    await kept(cache, 1)
    clock += 29_000
    const hit = await site.get('/dealer')
    expect(hit.headers['x-cache']).toBe('HIT')
    expect(hit.headers.age).toBe('29')
    clock += 1_000
    expect((await site.get('/dealer')).headers['x-cache']).toBe('MISS')
  })

  it('keeps a page its renderer compressed, decoded, and holds no more than its size, the least recently used leaving first', async () => {
    // Room for two of these pages, not three.
    const probe = freshCache()
    const probeSite = await start(probe, () => ({ gzip: true }))
    await probeSite.get('/one')
    await kept(probe, 1)
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    const room = Math.floor(probe.stats().bytes * 2.5)
    const cache = freshCache({ maxBytes: room })
    const site = await start(cache, () => ({ gzip: true }))
    const first = await site.get('/one')
    expect(first.body).toContain('page /one render 1')
    await kept(cache, 1)
    expect((await site.get('/one')).body).toBe(first.body)
    await site.get('/two')
    await kept(cache, 2)
    await site.get('/one')
    await site.get('/three')
    await kept(cache, 3)
    expect(cache.stats().bytes).toBeLessThanOrEqual(room)
    expect(cache.stats().entries).toBe(2)
    expect((await site.get('/one')).headers['x-cache']).toBe('HIT')
    expect((await site.get('/two')).headers['x-cache']).toBe('MISS')
  })

  it('answers and does not keep a page with a part that failed to render', async () => {
    const cache = freshCache()
    const failed: Record<string, string> = {
      '/section': '<main><section role="alert" data-section-fallback="">Aj då</section></main>',
      '/car': '<main><div data-car-not-found="failed">Något gick fel</div></main>',
      '/streamed': '<main><template data-dgst="1234"></template></main>',
    }
    const site = await start(cache, (path) => ({ body: failed[path] }))
    expect((await site.get('/section')).body).toBe(failed['/section'])
    await keptNone(cache, site, Object.keys(failed))
  })

  it('keeps a page with a part left to the browser on purpose', async () => {
    const cache = freshCache()
    const site = await start(cache, () => ({
      body: '<main><!--$!--><template data-dgst=""></template><div class="h-8"></div><!--/$--></main>',
    }))
    await site.get('/range')
    await kept(cache, 1)
    expect((await site.get('/range')).headers['x-cache']).toBe('HIT')
  })

  it('reads the directive given with every header at once, and leaves unmarked answers and the API alone', async () => {
    const cache = freshCache()
    const site = await start(cache, (path) => ({
      viaWriteHead: true,
      directive: path === '/plain' || path.startsWith('/api/') ? null : undefined,
    }))
    const first = await site.get('/at-once')
    expect(first.headers['x-cache']).toBe('MISS')
    expect(first.headers[PAGE_CACHE_HEADER]).toBeUndefined()
    await kept(cache, 1)
    expect((await site.get('/at-once')).headers['x-cache']).toBe('HIT')
    expect((await site.get('/plain')).headers['x-cache']).toBeUndefined()
    expect((await site.get('/api/search')).headers['x-cache']).toBeUndefined()
    expect(cache.stats().misses).toBe(2)
  })

  it('answers an address with campaign and click parameters from its page, rendered without them, where the pipeline allows', async () => {
    const cache = freshCache()
    const rendered: { url: string; visitorQuery: unknown }[] = []
    const site = await start(cache, (path, req) => {
      rendered.push({ url: path, visitorQuery: req.headers[TRACKING_QUERY_HEADER] })
      return { directive: formatPageCacheDirective({ ttlSeconds: 60, tags: [], sharedWithTracking: !path.startsWith('/own') }) }
    })
    const first = await site.get('/bil/1?utm_source=facebook&fbclid=AbC1&page=2')
    expect(first.headers['x-cache']).toBe('MISS')
    // Rendered under the page's address; the visitor's query string beside it, for the pipeline's redirects.
    expect(rendered).toEqual([{ url: '/bil/1?page=2', visitorQuery: '?utm_source=facebook&fbclid=AbC1&page=2' }])
    await kept(cache, 1)
    // Another visitor's click id, and no parameters at all: the same page, which holds no visitor's parameters.
    const second = await site.get('/bil/1?page=2&fbclid=XyZ9&UTM_Campaign=winter')
    expect(second.headers['x-cache']).toBe('HIT')
    expect(second.body).toBe(first.body)
    expect(second.body).not.toMatch(/fbclid|utm_|AbC1|XyZ9/i)
    expect((await site.get('/bil/1?page=2')).headers['x-cache']).toBe('HIT')
    // Other parameters are another page.
    expect((await site.get('/bil/1?page=3&gclid=1')).headers['x-cache']).toBe('MISS')
    expect(site.renders()).toBe(2)
    // A client cannot send the visitor query itself.
    await site.get('/plain', { [TRACKING_QUERY_HEADER]: '?utm_source=forged' })
    expect(rendered.at(-1)).toEqual({ url: '/plain', visitorQuery: undefined })
    // Where the site's redirects ask for such parameters, only the page's own address is answered from memory.
    await site.get('/own?gclid=1')
    await kept(cache, 4)
    expect((await site.get('/own?gclid=2')).headers['x-cache']).toBe('MISS')
    expect(rendered.at(-1)).toEqual({ url: '/own', visitorQuery: '?gclid=2' })
    expect((await site.get('/own')).headers['x-cache']).toBe('HIT')
  })

  it('keeps nothing when its size is 0', async () => {
    const cache = freshCache({ maxBytes: 0 })
    const site = await start(cache, () => ({}))
    await site.get('/p')
    expect((await site.get('/p')).headers['x-cache']).toBeUndefined()
    expect(site.renders()).toBe(2)
  })
})

describe('acceptsCoding', () => {
  it('reads codings with their weights', () => {
    expect(acceptsCoding('gzip, deflate, br', 'br')).toBe(true)
    expect(acceptsCoding('gzip;q=1.0, br;q=0', 'br')).toBe(false)
    expect(acceptsCoding('*', 'gzip')).toBe(true)
    expect(acceptsCoding('', 'gzip')).toBe(false)
    expect(acceptsCoding('identity', 'gzip')).toBe(false)
  })
})
