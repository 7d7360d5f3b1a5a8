import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress as brotliCallback, brotliDecompressSync, constants, gunzipSync, gzip as gzipCallback, inflateSync } from 'node:zlib'

import { PAGE_CACHE_HEADER, parsePageCacheDirective, type PageCacheDirective } from './page-cache-directive'
import { REQUEST_ID, requestIdOf } from './request-id'
import { setAsideTrackingParameters, TRACKING_QUERY_HEADER } from './tracking-query'

/**
 * Pages kept in this instance's memory, compressed once, and answered from the socket without Next.js: a car page is
 * the same for every visitor until the stock changes, so it is rendered once and sent to everyone after that.
 *
 * Which pages are kept, for how long and under which tags is the request pipeline's call (src/proxy.ts, through
 * a response header: src/http/page-cache-directive.ts); this module keeps what it is told to and nothing else:
 *   - only a GET of an HTML page answered 200, without a cookie set, by a request that carries no editor's session,
 *     no draft mode and no client navigation (`RSC`), whose answer is the same for every visitor;
 *   - until its time to live ends, or one of its tags is expired (an import changed the car, an editor published
 *     the site: `expire`), or the data of this process changed (`freshness`: while a change of this process may
 *     still be committing nothing is served from the cache, and a page rendered before it is not served after it);
 *   - a page whose render began before an expiry is not kept (it may show what was expired);
 *   - within `maxBytes`, the least recently used leaving first.
 * Every entry also carries `commonTags` (a change to the sites or their redirect tables expires every page).
 *
 * Campaign and click parameters (`utm_…`, `fbclid` …, src/http/tracking-query.ts) are set aside before a page is
 * looked up or rendered: a crowd from one shared post, each visitor with a click id of their own, is answered from
 * the one kept page, unless the pipeline said that the site's redirects depend on such parameters.
 */

export type PageCacheOptions = {
  maxBytes: number
  /** A token of the data this process shows, or null while a change of this process may still be committing. */
  freshness: () => string | null
  commonTags?: string[]
  now?: () => number
}

export type PageCacheStats = { entries: number; bytes: number; hits: number; misses: number; stored: number; expired: number }

export type PageCache = {
  /**
   * Answers the request from the cache when it holds the page; false when the request goes on to Next.js, its
   * campaign and click parameters set aside.
   */
  serve: (req: IncomingMessage, res: ServerResponse) => boolean
  /** Watches the answer Next.js writes, and keeps it when the pipeline said it may be kept. */
  capture: (req: IncomingMessage, res: ServerResponse) => void
  expire: (tags: readonly string[]) => void
  expireAll: () => void
  stats: () => PageCacheStats
}

type Entry = {
  headers: OutgoingHttpHeaders
  gzip: Buffer
  br: Buffer
  tags: string[]
  storedAt: number
  expiresAt: number
  freshness: string
  /** Whether the page answers its address with campaign and click parameters too. */
  sharedWithTracking: boolean
  bytes: number
}

/** The header a kept answer carries: HIT from the cache, MISS rendered by Next.js. */
export const CACHE_STATUS_HEADER = 'x-cache'

const EDITOR_COOKIES = /(?:^|;\s*)(?:__prerender_bypass|payload-token)=/
const CLIENT_NAVIGATION_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action']
/** Headers of the render that are not the page's: each answer gets its own. */
const PER_ANSWER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'vary',
  'server-timing',
  REQUEST_ID,
  CACHE_STATUS_HEADER,
  'x-nextjs-cache',
  'x-nextjs-prerender',
  'x-nextjs-stale-time',
])
/** A page larger than this is answered, not kept. */
const MAX_PAGE_BYTES = 4 * 1024 * 1024
/**
 * What a page shows when a part of it could not be rendered: a section's fallback (spec 1 §2.2), a car page whose car
 * could not be read, a component whose server render failed (its error's digest; a part left to the browser on purpose
 * has an empty one). Such a page is answered, not kept: the next visitor gets a new render.
 */
const INCOMPLETE_PAGE = /data-section-fallback|data-car-not-found="failed"|data-dgst="[^"]/
/** Where no page is: the API, the build's files, the CMS. */
const NOT_PAGES = /^\/(?:api|_next|admin)(?:\/|$)/

const gzip = promisify(gzipCallback)
const brotli = promisify(brotliCallback)

function header(req: IncomingMessage, name: string): string {
  const value = req.headers[name]
  return Array.isArray(value) ? value.join(', ') : (value ?? '')
}

/** Whether a request may be answered from, or fill, the cache: a visitor's plain page request. */
function cacheableRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (!req.url?.startsWith('/') || req.url.includes('_rsc=') || NOT_PAGES.test(req.url)) return false
  if (CLIENT_NAVIGATION_HEADERS.some((name) => name in req.headers)) return false
  return !('authorization' in req.headers) && !EDITOR_COOKIES.test(header(req, 'cookie'))
}

/**
 * Sets a page request's campaign and click parameters aside: the request goes on under the page's address, and the
 * visitor's query string beside it for the pipeline's redirects. A client's own header of that name is dropped.
 * Whether the request had such parameters; null for a request the cache does not answer.
 */
function setAsideTracking(req: IncomingMessage): boolean | null {
  delete req.headers[TRACKING_QUERY_HEADER]
  if (!cacheableRequest(req)) return null
  const setAside = req.url ? setAsideTrackingParameters(req.url) : null
  if (!setAside) return false
  req.url = setAside.pageUrl
  req.headers[TRACKING_QUERY_HEADER] = setAside.visitorQuery
  return true
}

/** The page's address: scheme, host and path with query, without campaign and click parameters. */
function keyOf(req: IncomingMessage): string {
  const host = (header(req, 'x-forwarded-host') || header(req, 'host')).toLowerCase()
  return `${header(req, 'x-forwarded-proto') || 'http'}://${host}${req.url}`
}

/** Whether the Accept-Encoding header takes a coding (not with q=0). */
export function acceptsCoding(acceptEncoding: string, coding: string): boolean {
  return acceptEncoding.split(',').some((part) => {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (name !== coding && name !== '*') return false
    const quality = parameters.find((parameter) => parameter.startsWith('q='))
    return quality === undefined || Number(quality.slice(2)) > 0
  })
}

function decoded(body: Buffer, encoding: string): Buffer {
  if (encoding === 'gzip') return gunzipSync(body)
  if (encoding === 'br') return brotliDecompressSync(body)
  if (encoding === 'deflate') return inflateSync(body)
  return body
}

const asBuffer = (chunk: unknown, encoding?: unknown): Buffer =>
  Buffer.isBuffer(chunk)
    ? chunk
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk)
      : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')

/** The page in both codings browsers take, compressed once off the event loop. */
const compressed = (body: Buffer) =>
  Promise.all([
    gzip(body, { level: 6 }),
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ])

/** A kept page as this request takes it: Brotli, gzip or plain, with a request id of its own and its age. */
function answerKept(req: IncomingMessage, res: ServerResponse, entry: Entry, at: number): void {
  const accepted = header(req, 'accept-encoding')
  const encoding = acceptsCoding(accepted, 'br') ? 'br' : acceptsCoding(accepted, 'gzip') ? 'gzip' : null
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : gunzipSync(entry.gzip)
  res.writeHead(200, {
    ...entry.headers,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': body.length,
    vary: 'Accept-Encoding',
    age: String(Math.floor((at - entry.storedAt) / 1000)),
    [REQUEST_ID]: requestIdOf(header(req, REQUEST_ID) || null),
    [CACHE_STATUS_HEADER]: 'HIT',
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}

export function createPageCache({ maxBytes, freshness, commonTags = [], now = Date.now }: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>()
  const counts = { hits: 0, misses: 0, stored: 0, expired: 0 }
  let bytes = 0
  /** Bumped by every expiry: a render that began before it is not kept. */
  let generation = 0

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }

  const store = (key: string, entry: Entry) => {
    remove(key)
    if (entry.bytes > maxBytes) return
    entries.set(key, entry)
    bytes += entry.bytes
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break
      remove(oldest)
    }
    counts.stored++
  }

  const serve = (req: IncomingMessage, res: ServerResponse): boolean => {
    const tracked = setAsideTracking(req)
    if (tracked === null || maxBytes <= 0) return false
    const key = keyOf(req)
    const entry = entries.get(key)
    if (!entry || (tracked && !entry.sharedWithTracking)) return false
    const at = now()
    if (entry.expiresAt <= at || entry.freshness !== freshness()) {
      remove(key)
      return false
    }
    // Least recently used leaves first: a hit moves the entry to the end.
    entries.delete(key)
    entries.set(key, entry)
    counts.hits++
    answerKept(req, res, entry, at)
    return true
  }

  /** Compresses the page once and keeps it, unless something expired or changed while it was rendered or compressed. */
  const keep = async (
    key: string,
    page: { body: Buffer; headers: OutgoingHttpHeaders; directive: PageCacheDirective },
    began: { generation: number; freshness: string },
  ) => {
    const [gzipped, brotlied] = await compressed(page.body)
    if (generation !== began.generation || freshness() !== began.freshness) return
    const storedAt = now()
    store(key, {
      headers: page.headers,
      gzip: gzipped,
      br: brotlied,
      tags: [...page.directive.tags, ...commonTags],
      storedAt,
      expiresAt: storedAt + page.directive.ttlSeconds * 1000,
      freshness: began.freshness,
      sharedWithTracking: page.directive.sharedWithTracking === true,
      bytes: gzipped.length + brotlied.length + key.length,
    })
  }

  const capture = (req: IncomingMessage, res: ServerResponse): void => {
    if (maxBytes <= 0 || req.method !== 'GET' || !cacheableRequest(req)) return
    const began = { generation, freshness: freshness() }
    if (began.freshness === null) return
    counts.misses++
    const key = keyOf(req)
    watchAnswer(res, (directive, body, size) => {
      const page = directive && pageToKeep(res, body, size, directive)
      if (page) keep(key, page, { generation: began.generation, freshness: began.freshness! }).catch(() => undefined)
    })
  }

  const expire = (tags: readonly string[]) => {
    generation++
    const wanted = new Set(tags)
    for (const [key, entry] of entries) {
      if (entry.tags.some((tag) => wanted.has(tag))) {
        remove(key)
        counts.expired++
      }
    }
  }

  const expireAll = () => {
    generation++
    counts.expired += entries.size
    entries.clear()
    bytes = 0
  }

  return { serve, capture, expire, expireAll, stats: () => ({ entries: entries.size, bytes, ...counts }) }
}

/**
 * Watches the answer Next.js writes: the pipeline's directive is read and never sent, whether it is set as a header or
 * given to writeHead, and the body of a page that has one is collected, up to MAX_PAGE_BYTES.
 */
function watchAnswer(res: ServerResponse, ended: (directive: PageCacheDirective | null, body: Buffer, size: number) => void): void {
  let directive: PageCacheDirective | null = null
  let size = 0
  const chunks: Buffer[] = []
  const take = (chunk: unknown, encoding?: unknown) => {
    if (!directive || chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_PAGE_BYTES) return
    const buffer = asBuffer(chunk, encoding)
    size += buffer.length
    chunks.push(buffer)
  }
  const setHeader = res.setHeader.bind(res)
  res.setHeader = (name, value) => {
    if (name.toLowerCase() !== PAGE_CACHE_HEADER) return setHeader(name, value)
    directive = parsePageCacheDirective(String(value))
    return directive ? setHeader(CACHE_STATUS_HEADER, 'MISS') : res
  }
  // Headers given to writeHead at once go through setHeader too: the directive is read, and the page's headers kept.
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const message = typeof rest[0] === 'string' ? rest[0] : undefined
    const given = rest[message === undefined ? 0 : 1]
    if (!given || typeof given !== 'object' || Array.isArray(given)) return writeHead(status, ...rest)
    for (const [name, value] of Object.entries(given))
      if (value !== undefined) res.setHeader(name, value as string | number | readonly string[])
    return message === undefined ? writeHead(status) : writeHead(status, message)
  }) as typeof res.writeHead
  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    take(chunk, rest[0])
    return write(chunk, ...rest)
  }) as typeof res.write
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    take(chunk, rest[0])
    const answered = end(chunk, ...rest)
    ended(directive, size > MAX_PAGE_BYTES ? Buffer.alloc(0) : Buffer.concat(chunks), size)
    return answered
  }) as typeof res.end
}

/** The page as it is to be kept (decoded, with the headers that are the page's), or null when it is not to be. */
function pageToKeep(
  res: ServerResponse,
  body: Buffer,
  size: number,
  directive: PageCacheDirective,
): { body: Buffer; headers: OutgoingHttpHeaders; directive: PageCacheDirective } | null {
  if (res.statusCode !== 200 || size > MAX_PAGE_BYTES || res.hasHeader('set-cookie')) return null
  if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return null
  let page: Buffer
  try {
    page = decoded(body, String(res.getHeader('content-encoding') ?? '').toLowerCase())
  } catch {
    return null
  }
  if (INCOMPLETE_PAGE.test(page.toString('latin1'))) return null
  const headers: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (!PER_ANSWER_HEADERS.has(name) && value !== undefined) headers[name] = value
  }
  return { body: page, headers, directive }
}
