import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { REDIRECTS_TAG, SITES_TAG, siteTag } from '@/features/sites/cache-tags'
import { bumpRedirectsVersion } from '@/features/redirects/version'
import { cacheEvents } from '@/wiring/cache-events'
import { bumpSitesVersion } from '@/features/sites/sites-version'
import { logger } from '@/lib/logger'
import { pageCache } from '@/wiring/page-cache'

import { onceCommitted } from './after-commit'

/**
 * Expire cached content at once (not stale-while-revalidate): an editor who publishes sees the change on the
 * next request, on every instance. Outside a Next.js server (seed and import scripts) there is no local cache.
 *
 * Hooks run before the database commits: a request in between could fill a cache again with what was there
 * before, here or on another instance that heard of the change at once. So everything is expired once more,
 * the in-process site list marked changed again, and the other instances told again: through the CMS API once the
 * change is committed and before the answer leaves (else the client's next request could still meet the copy made
 * in between), and in any case after the response has been sent.
 */
export async function expireTags(tags: string[], options: { sitesChanged?: boolean; redirectsChanged?: boolean } = {}): Promise<void> {
  const expire = async () => {
    if (options.sitesChanged) bumpSitesVersion()
    if (options.redirectsChanged) bumpRedirectsVersion()
    pageCache().expire(tags)
    try {
      const { revalidateTag } = await import('next/cache')
      for (const tag of tags) revalidateTag(tag, { expire: 0 })
    } catch (error) {
      logger.debug({ tags, err: error }, 'no Next.js cache to revalidate here')
    }
  }
  const tell = async () => {
    try {
      await (await cacheEvents()).publish(tags)
    } catch (error) {
      // Redis is away: the others follow when it is back (they then expire everything they keep).
      logger.warn({ tags, err: error }, 'could not tell the other instances to expire their caches')
    }
  }
  await expire()
  await tell()
  // Through the CMS API: again once committed, before the editor's client hears of the change (after-commit.ts).
  onceCommitted(async () => {
    await expire()
    await tell()
  })
  try {
    const { after } = await import('next/server')
    after(async () => {
      await expire()
      await tell()
    })
  } catch {
    // Not inside a request (seed and import scripts): nothing was served in between.
  }
}

/** A site's redirect table changed: the request pipeline of this instance and of the others reloads it. */
export async function redirectsChanged(): Promise<void> {
  await expireTags([REDIRECTS_TAG], { redirectsChanged: true })
}

function siteIdOf(doc: { site?: unknown } | null | undefined): number | string | null {
  const site = doc?.site
  if (site === null || site === undefined) return null
  if (typeof site === 'object' && 'id' in site) return (site as { id: number | string }).id
  return site as number | string
}

/** For documents that belong to a site: expire that site (and the previous site when the document moved). */
export const afterSiteContentChange: CollectionAfterChangeHook = async ({ doc, previousDoc, context }) => {
  if (context.skipRevalidate) return doc
  const ids = new Set([siteIdOf(doc), siteIdOf(previousDoc)].filter((id) => id !== null))
  await expireTags([...ids].map((id) => siteTag(id!)))
  return doc
}

export const afterSiteContentDelete: CollectionAfterDeleteHook = async ({ doc, context }) => {
  if (context.skipRevalidate) return doc
  const id = siteIdOf(doc)
  if (id !== null) await expireTags([siteTag(id)])
  return doc
}

/**
 * Pages: the request pipeline also knows which pages each site has (to answer other addresses with the
 * site's 404 page), so its copy refreshes too.
 */
export const afterPageChange: CollectionAfterChangeHook = async (args) => {
  if (args.context.skipRevalidate) return args.doc
  await expireTags([SITES_TAG], { sitesChanged: true })
  return afterSiteContentChange(args)
}

export const afterPageDelete: CollectionAfterDeleteHook = async (args) => {
  if (args.context.skipRevalidate) return args.doc
  await expireTags([SITES_TAG], { sitesChanged: true })
  return afterSiteContentDelete(args)
}

export const afterSiteChange: CollectionAfterChangeHook = async ({ doc, context }) => {
  if (context.skipRevalidate) bumpSitesVersion()
  else await expireTags([SITES_TAG, siteTag(doc.id)], { sitesChanged: true })
  return doc
}

export const afterSiteDelete: CollectionAfterDeleteHook = async ({ doc }) => {
  await expireTags([SITES_TAG, siteTag(doc.id)], { sitesChanged: true })
  return doc
}
