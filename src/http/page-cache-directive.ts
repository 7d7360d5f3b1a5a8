/**
 * How the request pipeline (src/proxy.ts) tells the server in front of Next.js (scripts/serve.ts) that a page may be
 * kept in the page cache (src/http/page-cache.ts): a response header, `ttl=<seconds> [tracking=shared] <tag> <tag> …`,
 * that the server reads and takes off before the answer leaves. A page without it is never kept. `tracking=shared`:
 * the page may also answer its address with campaign and click parameters (src/http/tracking-query.ts), as no
 * redirect of the site depends on them.
 */
export const PAGE_CACHE_HEADER = 'x-forecourt-page-cache'

export type PageCacheDirective = { ttlSeconds: number; tags: string[]; sharedWithTracking?: boolean }

const TAG = /^[A-Za-z0-9:._-]{1,256}$/

const SHARED_WITH_TRACKING = 'tracking=shared'

export function formatPageCacheDirective({ ttlSeconds, tags, sharedWithTracking = false }: PageCacheDirective): string {
  const ttl = `ttl=${Math.max(1, Math.round(ttlSeconds))}`
  return [ttl, ...(sharedWithTracking ? [SHARED_WITH_TRACKING] : []), ...tags.filter((tag) => TAG.test(tag))].join(' ')
}

/** The directive a header holds, or null when it holds none (a page that is not to be kept). */
export function parsePageCacheDirective(value: string | null | undefined): PageCacheDirective | null {
  const [first, ...rest] = (value ?? '').trim().split(/\s+/)
  const ttl = /^ttl=(\d{1,6})$/.exec(first ?? '')
  if (!ttl || Number(ttl[1]) < 1) return null
  const sharedWithTracking = rest[0] === SHARED_WITH_TRACKING
  const tags = (sharedWithTracking ? rest.slice(1) : rest).filter((tag) => TAG.test(tag))
  return { ttlSeconds: Number(ttl[1]), tags, sharedWithTracking }
}
