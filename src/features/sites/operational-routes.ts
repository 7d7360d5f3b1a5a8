/**
 * The server-side rewrites of spec 1 §2.1. Each maps a public path to the route that answers it; media and
 * the CMS API are served by this same application.
 */
const OPERATIONAL_REWRITES: Array<{ pattern: RegExp; target: (match: RegExpExecArray) => string }> = [
  { pattern: /^\/healthz\/?$/, target: () => '/api/healthz' },
  { pattern: /^\/robots\.txt$/, target: () => '/api/robots' },
  { pattern: /^\/sitemap\.xml$/, target: () => '/api/sitemap' },
  // The page is a path segment: a query added by a rewrite does not reach the route.
  { pattern: /^\/sitemap-(\d{1,6})\.xml$/, target: (m) => `/api/sitemap/${Number(m[1])}` },
  { pattern: /^\/feaas-render\/?$/, target: () => '/api/editing/feaas/render' },
  // Media keeps only its file name: old deep media paths still find the file.
  { pattern: /^\/-\/(?:jss)?media\/(?:.*\/)?([^/]+)$/, target: (m) => `/api/media/file/${m[1]}` },
  { pattern: /^\/sitecore\/(?:api|service)\/(.+)$/, target: (m) => `/api/${m[1]}` },
  { pattern: /^\/-\/(.+)$/, target: (m) => `/api/${m[1]}` },
]

/** The route behind an operational path, with the visitor's query kept; null for any other path. */
export function operationalRewrite(pathname: string, search = ''): string | null {
  for (const { pattern, target } of OPERATIONAL_REWRITES) {
    const match = pattern.exec(pathname)
    if (!match) continue
    const destination = target(match)
    if (!search || search === '?') return destination
    return destination.includes('?') ? `${destination}&${search.replace(/^\?/, '')}` : `${destination}${search.startsWith('?') ? search : `?${search}`}`
  }
  return null
}

/**
 * The pages the links of booking e-mails open, on every site's host: the service booking's change link and the
 * tire hotel's cancel link; likewise the saved searches' links and the favourites page. Each is drawn in its site's header and footer by a route of its own below the site's
 * pages (app/(site)/[site]/[locale]/~booking/<name>).
 */
const BOOKING_LINK_PAGES: Record<string, string> = {
  '/service-booking/change': 'service-change',
  '/tirehotel/cancel': 'tirehotel-cancel',
  // The saved searches' e-mail links and the visitor's favourites (docs/saved-searches.md).
  '/saved-searches/confirm': 'saved-search-confirm',
  '/saved-searches/unsubscribe': 'saved-search-unsubscribe',
  '/saved-searches/manage': 'saved-search-manage',
  '/favourites': 'favourites',
}

/** The route name of a booking link's page, or null for any other path. */
export function bookingLinkPage(pathname: string): string | null {
  return BOOKING_LINK_PAGES[pathname.replace(/\/$/, '')] ?? null
}

/**
 * Paths the framework and the CMS answer themselves and the demo inbox, on every host: never rewritten to a site
 * page.
 */
export function isApplicationPath(pathname: string): boolean {
  return (
    pathname.startsWith('/_next/') ||
    pathname.startsWith('/demo/') ||
    pathname.startsWith('/api/') ||
    pathname === '/api' ||
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    pathname.startsWith('/__nextjs')
  )
}

/** The methods a page's address takes: a page is read, never written (PUT and DELETE on it are refused with 405). */
export const PAGE_METHODS = ['GET', 'HEAD'] as const

export function takesPageMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD'
}

/** The pages among the application paths (the demo inbox): read only, as a site's pages. */
export function isApplicationPage(pathname: string): boolean {
  return pathname.startsWith('/demo/')
}

export function isMediaPath(pathname: string): boolean {
  return pathname.startsWith('/api/media/file/')
}
