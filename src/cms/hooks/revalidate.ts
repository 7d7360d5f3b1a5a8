import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { SITES_TAG, siteTag } from '@/features/content/cache-tags'
import { cacheEvents } from '@/integrations/cache-events'
import { bumpSitesVersion } from '@/features/sites/sites-version'
import { logger } from '@/lib/logger'

/**
 * Expire cached content at once (not stale-while-revalidate): an editor who publishes sees the change on the
 * next request, on every instance. Outside a Next.js server (seed and import scripts) there is no local cache.
 */
export async function expireTags(tags: string[]): Promise<void> {
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch (error) {
    logger.debug({ tags, err: error }, 'no Next.js cache to revalidate here')
  }
  try {
    await (await cacheEvents()).publish(tags)
  } catch (error) {
    logger.error({ tags, err: error }, 'could not tell the other instances to expire their caches')
  }
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
  bumpSitesVersion()
  await expireTags([SITES_TAG])
  return afterSiteContentChange(args)
}

export const afterPageDelete: CollectionAfterDeleteHook = async (args) => {
  if (args.context.skipRevalidate) return args.doc
  bumpSitesVersion()
  await expireTags([SITES_TAG])
  return afterSiteContentDelete(args)
}

export const afterSiteChange: CollectionAfterChangeHook = async ({ doc, context }) => {
  bumpSitesVersion()
  if (!context.skipRevalidate) await expireTags([SITES_TAG, siteTag(doc.id)])
  return doc
}

export const afterSiteDelete: CollectionAfterDeleteHook = async ({ doc }) => {
  bumpSitesVersion()
  await expireTags([SITES_TAG, siteTag(doc.id)])
  return doc
}
