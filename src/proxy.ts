import { NextRequest, NextResponse } from 'next/server'

import { carPagePath, type CarAddress } from '@/features/car-page/route'
import { matchEditingPath } from '@/features/editing/preview-path'
import type { RedirectMatch } from '@/features/redirects/matcher'
import { createRedirectTableCache, type TableAnswer } from '@/features/redirects/table-cache'
import { redirectsVersion } from '@/features/redirects/version'
import { securityHeaders, type ResponseKind } from '@/http/security-headers'
import { formatPageCacheDirective, PAGE_CACHE_HEADER, type PageCacheDirective } from '@/http/page-cache-directive'
import { siteTag } from '@/features/sites/cache-tags'
import { carTag, stockTag } from '@/features/stock/cache-tags'
import {
  carPageAddress,
  hasPage,
  buildHostMap,
  isCarListPath,
  isDealerSitePath,
  resolveHost,
  type HostMap,
  type SiteRoute,
} from '@/features/sites/host-map'
import { matchLocalePrefix } from '@/features/sites/locales'
import {
  bookingLinkPage,
  isApplicationPage,
  isApplicationPath,
  isMediaPath,
  operationalRewrite,
  PAGE_METHODS,
  takesPageMethod,
} from '@/features/sites/operational-routes'
import { REQUEST_ID_HEADER, SITE_HEADER } from '@/features/sites/request-headers'
import { sitesVersion } from '@/features/sites/sites-version'
import { requestIdOf } from '@/http/request-id'
import { isTrackingParameter, TRACKING_QUERY_HEADER, withoutTrackingParameters } from '@/http/tracking-query'
import { cmsOrigin, env, isDemoMode } from '@/lib/env'
import { INTERNAL_KEY_HEADER, internalKey } from '@/lib/internal-key'
import { createRefreshingCache } from '@/lib/refreshing-cache'
import { serverTiming } from '@/lib/server-timing'

/**
 * The request pipeline, in order:
 *   1. request id           every request carries one through the logs
 *   2. www → bare host      permanently, for every site's own host
 *   3. operational routes   /healthz, /robots.txt, /sitemap.xml, media, CMS API, editing render (spec 1 §2.1)
 *   4. application paths    /admin, /api, /demo/inbox and the framework answer themselves; the pages of booking
 *                           e-mails' links (/service-booking/change, /tirehotel/cancel) in the site's frame
 *      page methods         every other address is a page: GET and HEAD only (405 with Allow otherwise)
 *   5. live preview         /__editing/{site}/… : a site's page on the CMS's own host (page-editing mode)
 *   6. site redirects       the site's redirect table (spec 1 §2.7): first matching rule, one hop
 *   7. lower-case paths     one address per page
 *   8. language prefix      /en/… for a site's other languages; the default language has none
 *   9. site page            rewrite to /[site]/[locale]/…, or to the site's 404 page (status 404) for an
 *                           address the site has no page for (editors in draft mode see their drafts); the page
 *                           is rendered without campaign and click parameters (utm_…, fbclid …), which only the
 *                           browser's analytics read, while every redirect above matches on and keeps them
 * and on the way out: the security headers for what the response is, and for a page every visitor sees alike, how
 * long the page cache in front of Next.js may keep it (src/http/page-cache.ts).
 */

/** Next.js's draft-mode cookie: an editor previewing drafts, whose pages may not be published yet. */
const DRAFT_MODE_COOKIE = '__prerender_bypass'
/** The route of a site's 404 page (app/(site)/[site]/[locale]/~404); `~` is in no page slug. */
const NOT_FOUND_SEGMENT = '~404'
/** The route of car list pages (app/(site)/[site]/[locale]/~list), rendered per request for their query. */
const CAR_LIST_SEGMENT = '~list'
/** The route of a dealer site's page (app/(site)/[site]/[locale]/~site), rendered per request: open now, latest cars. */
const DEALER_SITE_SEGMENT = '~site'
/** The route of car pages (app/(site)/[site]/[locale]/~car/[id]/[slug]). */
const CAR_SEGMENT = '~car'
/** The route of the pages of booking e-mails' links (app/(site)/[site]/[locale]/~booking/<name>). */
const BOOKING_LINK_SEGMENT = '~booking'
/** The slug segment of a car route whose car's slug is not known (the route then looks the car up by its id). */
const CAR_SLUG_UNKNOWN = '~'

const internalOrigin = () => process.env.FORECOURT_INTERNAL_URL ?? `http://127.0.0.1:${env().PORT}`

const hostMap = createRefreshingCache({
  load: async () => {
    const response = await fetch(`${internalOrigin()}/api/internal/site-routes`, {
      cache: 'no-store',
      headers: { [INTERNAL_KEY_HEADER]: internalKey() },
    })
    if (!response.ok) throw new Error(`site routes answered ${response.status}`)
    return buildHostMap((await response.json()) as SiteRoute[])
  },
  version: sitesVersion,
  onError: (error) => console.error(JSON.stringify({ level: 'error', msg: 'host map refresh failed', err: String(error) })),
})

/** The internal data sources the pipeline itself calls: they pass straight through. */
const PIPELINE_SOURCES = new Set(['/api/internal/site-routes', '/api/internal/redirects'])

const redirectTable = createRedirectTableCache({
  load: async (siteKey, knownVersion) => {
    const query = new URLSearchParams({ site: siteKey, ...(knownVersion ? { version: knownVersion } : {}) })
    const response = await fetch(`${internalOrigin()}/api/internal/redirects?${query}`, {
      cache: 'no-store',
      headers: { [INTERNAL_KEY_HEADER]: internalKey() },
    })
    if (!response.ok) throw new Error(`redirect table of ${siteKey} answered ${response.status}`)
    return (await response.json()) as TableAnswer
  },
  localVersion: redirectsVersion,
  onError: (error, siteKey) =>
    console.error(JSON.stringify({ level: 'error', msg: 'redirect table refresh failed', site: siteKey, err: String(error) })),
})

type Pipeline = {
  request: NextRequest
  requestHeaders: Headers
  requestId: string
  sites: HostMap
  site: SiteRoute | null
  /** How long the site's redirect step took, in ms, once it ran: sent as Server-Timing (`redirects`). */
  redirectsMs?: number
  /** Whether a rule of the site's redirect table asks for a campaign or click parameter, once that step ran. */
  redirectsReadTracking?: boolean
}

function withHeaders(response: NextResponse, kind: ResponseKind, pipeline: Pipeline): NextResponse {
  const config = env()
  const headers = securityHeaders({
    kind,
    tagManager: Boolean(pipeline.site?.gtmId),
    cmsOrigin: cmsOrigin(config),
    siteOrigins: pipeline.sites.sites.map((site) => site.origin),
    production: config.NODE_ENV === 'production' && !isDemoMode(config),
    development: config.NODE_ENV === 'development',
  })
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  response.headers.set(REQUEST_ID_HEADER, pipeline.requestId)
  if (pipeline.redirectsMs !== undefined) response.headers.append('Server-Timing', serverTiming('redirects', pipeline.redirectsMs))
  return response
}

function rewrite(
  pipeline: Pipeline,
  destination: string,
  kind: ResponseKind,
  init: { status?: number; cache?: PageCacheDirective } = {},
): NextResponse {
  const url = new URL(destination, pipeline.request.url)
  // Pages carry their site and language in the path; passing request headers on costs every request a copy of them all.
  const request = kind === 'page' ? undefined : { headers: pipeline.requestHeaders }
  const response = withHeaders(NextResponse.rewrite(url, { status: init.status, request }), kind, pipeline)
  if (init.cache) response.headers.set(PAGE_CACHE_HEADER, formatPageCacheDirective(init.cache))
  return response
}

/**
 * How long the page cache (src/http/page-cache.ts) keeps each kind of page, and the tags that expire it sooner. A car
 * page goes when an import changes its car; a car list, a dealer page or a content page (which may show cars of any
 * index: teasers, the car of the week) when an import changes its stock. A dealer page says whether the dealer is open
 * now, so it is kept for a minute; a content page is kept for a minute as well, for what it shows by the clock.
 */
const CAR_PAGE_SECONDS = 600
const CAR_LIST_SECONDS = 300
const DEALER_PAGE_SECONDS = 60
const CONTENT_PAGE_SECONDS = 60

function pageCacheTags(pipeline: Pipeline, site: SiteRoute, stock: 'site' | 'all'): string[] {
  const indices = stock === 'all' ? pipeline.sites.sites.map((each) => each.carPages?.index) : [site.carPages?.index]
  return [siteTag(site.id), ...new Set(indices.filter((index): index is string => Boolean(index)).map(stockTag))]
}

/**
 * What the page cache is told: how long, under which tags, and whether the page may also answer its address with
 * campaign and click parameters (not when a redirect of the site asks for one: such an address may be redirected).
 */
function pageCacheDirective(pipeline: Pipeline, ttlSeconds: number, tags: string[]): PageCacheDirective {
  return { ttlSeconds, tags, sharedWithTracking: pipeline.redirectsReadTracking === false }
}

/** The query string a page is rendered with: the visitor's, without campaign and click parameters. */
function pageSearch(pipeline: Pipeline): string {
  return withoutTrackingParameters(pipeline.request.nextUrl.search)
}

/**
 * The request as the visitor sent it: the server in front of Next.js sets campaign and click parameters aside before
 * a page is rendered (src/http/tracking-query.ts), and the redirects match on the visitor's query string and keep it.
 */
function visitorRequest(request: NextRequest): NextRequest {
  const visitorQuery = request.headers.get(TRACKING_QUERY_HEADER)
  if (visitorQuery === null) return request
  const url = request.nextUrl.clone()
  url.search = visitorQuery
  return new NextRequest(url, request)
}

/** A page's address asked to do what a page does not (PUT, DELETE, POST …): 405 with Allow, as the API answers. */
function pageMethodNotAllowed(pipeline: Pipeline): NextResponse {
  const allow = PAGE_METHODS.join(', ')
  const body = { error: 'method_not_allowed', message: `A page takes ${allow} requests.` }
  return withHeaders(NextResponse.json(body, { status: 405, headers: { allow, 'cache-control': 'no-store' } }), 'api', pipeline)
}

function redirect(pipeline: Pipeline, location: URL | string, kind: ResponseKind): NextResponse {
  return withHeaders(NextResponse.redirect(location, 308), kind, pipeline)
}

/** A rule of the site's table: its destination as given (external) or on this request's own host. */
function redirectByRule(pipeline: Pipeline, rule: RedirectMatch): NextResponse {
  const location = /^https?:\/\//i.test(rule.location) ? rule.location : new URL(rule.location, publicUrl(pipeline.request)).toString()
  return withHeaders(NextResponse.redirect(location, rule.status), 'page', pipeline)
}

/** The public URL of this request: behind a proxy the Host header, not the address Next.js listens on. */
function publicUrl(request: NextRequest, overrides: { host?: string; pathname?: string } = {}): URL {
  const host = request.headers.get('host') ?? request.nextUrl.host
  const url = new URL(`${request.nextUrl.protocol}//${host}${request.nextUrl.pathname}${request.nextUrl.search}`)
  if (overrides.host) url.hostname = overrides.host
  if (overrides.pathname) url.pathname = overrides.pathname
  return url
}

/** The lower-case form of a path with capital letters (escapes compared decoded), or null when it has none. */
function lowerCasePath(pathname: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  return decoded === decoded.toLowerCase() ? null : encodeURI(decoded.toLowerCase())
}

/**
 * A car page address (spec 2 §2 "Car detail"): the id alone, or an old slug, is sent on to `id/slug` (302); a car
 * the stock has is drawn by the car route; an unknown car gets the car page's not-found block with status 404,
 * unless its number names a value of the car list's facets (a model year) below a car list's path: the list answers.
 */
async function carPage(pipeline: Pipeline, car: CarAddress, locale: string, languagePrefix: string): Promise<NextResponse | null> {
  const site = pipeline.site!
  const carPages = site.carPages!
  const route = (slug: string, init: { status?: number; cache?: PageCacheDirective } = {}) =>
    rewrite(pipeline, `/${site.key}/${locale}/${CAR_SEGMENT}/${car.id}/${slug}${pageSearch(pipeline)}`, 'page', init)
  let slug: string | null
  let listValue: boolean
  try {
    const response = await fetch(
      `${internalOrigin()}/api/internal/car-address?${new URLSearchParams({ index: carPages.index, id: car.id })}`,
      {
        cache: 'no-store',
        headers: { [INTERNAL_KEY_HEADER]: internalKey(), [REQUEST_ID_HEADER]: pipeline.requestId },
      },
    )
    if (response.status !== 200 && response.status !== 404) throw new Error(`car address answered ${response.status}`)
    const answer = (await response.json()) as { slug?: string; listValue?: boolean }
    slug = answer.slug ?? null
    listValue = answer.listValue === true
  } catch (error) {
    // The car route looks the car up itself.
    console.error(JSON.stringify({ level: 'error', msg: 'car address lookup failed', requestId: pipeline.requestId, err: String(error) }))
    return route(car.slug ?? CAR_SLUG_UNKNOWN)
  }
  if (slug === null) {
    if (listValue && isCarListPath(pipeline.sites, site.key, locale, pipeline.request.nextUrl.pathname.slice(languagePrefix.length)))
      return null
    return route(car.slug ?? CAR_SLUG_UNKNOWN, { status: 404 })
  }
  if (car.slug !== slug) {
    const location = publicUrl(pipeline.request, { pathname: `${languagePrefix}${carPagePath(carPages.base, { car_id: car.id, slug })}` })
    return withHeaders(NextResponse.redirect(location, 302), 'page', pipeline)
  }
  return route(slug, { cache: pageCacheDirective(pipeline, CAR_PAGE_SECONDS, [carTag(carPages.index, car.id), siteTag(site.id)]) })
}

/** 1. The request id, on the request and (for the pipeline's own data sources, passed through untouched) on the answer. */
function requestIdStep(request: NextRequest): { requestId: string; requestHeaders: Headers; passThrough: NextResponse | null } {
  const requestId = requestIdOf(request.headers.get(REQUEST_ID_HEADER))
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set(REQUEST_ID_HEADER, requestId)
  if (!PIPELINE_SOURCES.has(request.nextUrl.pathname)) return { requestId, requestHeaders, passThrough: null }
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set(REQUEST_ID_HEADER, requestId)
  return { requestId, requestHeaders, passThrough: response }
}

/** 2. The site of the Host header (the pipeline names it, never the client), or the bare host a www host redirects to. */
function hostStep(
  request: NextRequest,
  requestHeaders: Headers,
  requestId: string,
  sites: HostMap,
): { pipeline: Pipeline; answer: NextResponse | null } {
  const resolution = resolveHost(sites, request.headers.get('host'))
  const pipeline: Pipeline = { request, requestHeaders, requestId, sites, site: resolution.kind === 'site' ? resolution.site : null }
  if (pipeline.site) requestHeaders.set(SITE_HEADER, pipeline.site.key)
  else requestHeaders.delete(SITE_HEADER)
  const answer = resolution.kind === 'redirect' ? redirect(pipeline, publicUrl(request, { host: resolution.host }), 'page') : null
  return { pipeline, answer }
}

/** 3. Operational routes, and the site's favicon from the media library. */
function operationalStep(pipeline: Pipeline): NextResponse | null {
  const { pathname, search } = pipeline.request.nextUrl
  const operational = operationalRewrite(pathname, search)
  if (operational) return rewrite(pipeline, operational, operational.startsWith('/api/media/file/') ? 'media' : 'api')
  if (pathname === '/favicon.ico' && pipeline.site?.favicon) {
    return rewrite(pipeline, `/api/media/file/${encodeURIComponent(pipeline.site.favicon)}`, 'media')
  }
  return null
}

/** 4. The pages of booking e-mails' links in the site's frame, the application's own paths, and page methods. */
function applicationStep(pipeline: Pipeline): NextResponse | null {
  const { request, requestHeaders } = pipeline
  const { pathname, search } = request.nextUrl
  const bookingLink = pipeline.site ? bookingLinkPage(pathname) : null
  if (bookingLink && !takesPageMethod(request.method)) return pageMethodNotAllowed(pipeline)
  if (bookingLink)
    return rewrite(
      pipeline,
      `/${pipeline.site!.key}/${pipeline.site!.defaultLocale}/${BOOKING_LINK_SEGMENT}/${bookingLink}${search}`,
      'page',
    )
  if (isApplicationPath(pathname)) {
    if (isApplicationPage(pathname) && !takesPageMethod(request.method)) return pageMethodNotAllowed(pipeline)
    const kind: ResponseKind = isMediaPath(pathname)
      ? 'media'
      : pathname.startsWith('/admin')
        ? 'admin'
        : pathname.startsWith('/_next') || pathname.startsWith('/demo/')
          ? 'page'
          : 'api'
    return withHeaders(NextResponse.next({ request: { headers: requestHeaders } }), kind, pipeline)
  }
  if (!takesPageMethod(request.method)) return pageMethodNotAllowed(pipeline)
  return null
}

/** 5. Live preview: a site's page on the CMS's own host, at /__editing/{site}/…. */
function previewStep(pipeline: Pipeline): NextResponse | null {
  const { pathname, search } = pipeline.request.nextUrl
  const preview = matchEditingPath(pathname)
  if (!preview) return null
  const site = pipeline.sites.sites.find((candidate) => candidate.key === preview.siteKey)
  if (!site) return withHeaders(new NextResponse('No such site', { status: 404 }), 'api', pipeline)
  pipeline.site = site
  pipeline.requestHeaders.set(SITE_HEADER, site.key)
  const language = matchLocalePrefix(site, preview.path)
  const locale = language.kind === 'page' ? language.locale : site.defaultLocale
  const pagePath = language.path === '/' ? '' : language.path
  const response = rewrite(pipeline, `/${site.key}/${locale}${pagePath}${search}`, 'page')
  // The page's own address is on its site's host; this one only serves the CMS's preview.
  response.headers.set('X-Robots-Tag', 'noindex, nofollow')
  return response
}

/** 6. The site's redirect table: its first matching rule, one hop. */
async function siteRedirectStep(pipeline: Pipeline, site: SiteRoute): Promise<NextResponse | null> {
  const { pathname, search } = pipeline.request.nextUrl
  const started = performance.now()
  const table = await redirectTable(site.key)
  const rule = table.match(pathname, search)
  pipeline.redirectsMs = performance.now() - started
  pipeline.redirectsReadTracking = table.queryNames.some(isTrackingParameter)
  return rule ? redirectByRule(pipeline, rule) : null
}

/** 9. The site's page for an address in a language: a car page, a car list, a dealer page, a page, or its 404 page. */
async function sitePageStep(pipeline: Pipeline, site: SiteRoute, locale: string, path: string): Promise<NextResponse> {
  const { request, sites } = pipeline
  const { pathname } = request.nextUrl
  const search = pageSearch(pipeline)
  const car = carPageAddress(sites, site, locale, path)
  if (car) {
    const answer = await carPage(pipeline, car, locale, pathname.slice(0, pathname.length - path.length))
    if (answer) return answer
  }
  const pagePath = path === '/' ? '' : path
  if (isCarListPath(sites, site.key, locale, path))
    return rewrite(pipeline, `/${site.key}/${locale}/${CAR_LIST_SEGMENT}${pagePath}${search}`, 'page', {
      cache: pageCacheDirective(pipeline, CAR_LIST_SECONDS, pageCacheTags(pipeline, site, 'site')),
    })
  if (isDealerSitePath(sites, site.key, locale, path))
    return rewrite(pipeline, `/${site.key}/${locale}/${DEALER_SITE_SEGMENT}${path}${search}`, 'page', {
      cache: pageCacheDirective(pipeline, DEALER_PAGE_SECONDS, pageCacheTags(pipeline, site, 'site')),
    })
  const editing = request.cookies.has(DRAFT_MODE_COOKIE)
  if (!editing && !hasPage(sites, site.key, locale, path))
    return rewrite(pipeline, `/${site.key}/${locale}/${NOT_FOUND_SEGMENT}`, 'page', { status: 404 })
  return rewrite(pipeline, `/${site.key}/${locale}${pagePath}${search}`, 'page', {
    cache: editing ? undefined : pageCacheDirective(pipeline, CONTENT_PAGE_SECONDS, pageCacheTags(pipeline, site, 'all')),
  })
}

/** The pipeline's steps in the order of the comment above; the first that answers ends it. */
export async function proxy(sent: NextRequest): Promise<NextResponse> {
  const request = visitorRequest(sent)
  const { requestId, requestHeaders, passThrough } = requestIdStep(request)
  if (passThrough) return passThrough

  let sites: HostMap
  try {
    sites = await hostMap()
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'site routes unavailable', requestId, err: String(error) }))
    return new NextResponse('Service temporarily unavailable', {
      status: 503,
      headers: { 'Retry-After': '5', [REQUEST_ID_HEADER]: requestId },
    })
  }
  const { pipeline, answer } = hostStep(request, requestHeaders, requestId, sites)
  const beforeSite = answer ?? operationalStep(pipeline) ?? applicationStep(pipeline) ?? previewStep(pipeline)
  if (beforeSite) return beforeSite

  const site = pipeline.site
  if (!site) return withHeaders(new NextResponse('No site is configured for this host', { status: 404 }), 'api', pipeline)
  const redirected = await siteRedirectStep(pipeline, site)
  if (redirected) return redirected
  // 7. Lower-case paths; 8. the language prefix.
  const lowerCase = lowerCasePath(request.nextUrl.pathname)
  if (lowerCase !== null) return redirect(pipeline, publicUrl(request, { pathname: lowerCase }), 'page')
  const language = matchLocalePrefix(site, request.nextUrl.pathname)
  if (language.kind === 'redirect') return redirect(pipeline, publicUrl(request, { pathname: language.path }), 'page')
  return sitePageStep(pipeline, site, language.locale, language.path)
}

export const config = {
  // Everything but built assets (which carry their own long cache headers), stock feeds (the pipeline would
  // hold a feed of hundreds of megabytes in memory and cut it at 10 MB; the feed route checks its key), the
  // lead intake (it resolves its site from the host, limits its body and sets its headers itself, and answers
  // a form without the pipeline's per-request cost), the service booking (the same: a booking is a form) and
  // the search call (the same on every host: it checks its key, limits its body and sets its headers itself;
  // every car list asks it, often several times).
  matcher: ['/((?!_next/static|_next/image|api/stock/import|api/forms/comhub|api/mechmate/book|api/search).*)'],
}
