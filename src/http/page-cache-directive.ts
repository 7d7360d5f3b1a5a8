/**
 * How the request pipeline (src/proxy.ts) tells the server in front of Next.js (scripts/serve.ts) that a page may be
 * kept in the page cache (src/http/page-cache.ts): a response header, `ttl=<seconds> <tag> <tag> …`, that the server
 * reads and takes off before the answer leaves. A page without it is never kept.
 */
export const PAGE_CACHE_HEADER = 'x-forecourt-page-cache'

export type PageCacheDirective = { ttlSeconds: number; tags: string[] }

const TAG = /^[A-Za-z0-9:._-]{1,256}$/

export function formatPageCacheDirective({ ttlSeconds, tags }: PageCacheDirective): string {
  return [`ttl=${Math.max(1, Math.round(ttlSeconds))}`, ...tags.filter((tag) => TAG.test(tag))].join(' ')
}

/** The directive a header holds, or null when it holds none (a page that is not to be kept). */
export function parsePageCacheDirective(value: string | null | undefined): PageCacheDirective | null {
  const [first, ...tags] = (value ?? '').trim().split(/\s+/)
  const ttl = /^ttl=(\d{1,6})$/.exec(first ?? '')
  if (!ttl || Number(ttl[1]) < 1) return null
  return { ttlSeconds: Number(ttl[1]), tags: tags.filter((tag) => TAG.test(tag)) }
}
