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
 * Paths the framework and the CMS answer themselves, the demo inbox and the tire hotel's cancel page (the link of
 * a wheel change's e-mail) on every host: never rewritten to a site page.
 */
export function isApplicationPath(pathname: string): boolean {
  return (
    pathname.startsWith('/_next/') ||
    pathname.startsWith('/demo/') ||
    pathname.startsWith('/tirehotel/') ||
    pathname.startsWith('/api/') ||
    pathname === '/api' ||
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    pathname.startsWith('/__nextjs')
  )
}

export function isMediaPath(pathname: string): boolean {
  return pathname.startsWith('/api/media/file/')
}
