import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { siteTag } from '@/features/sites/cache-tags'
import { toFooterView, type FooterView } from '@/features/footer/footer'
import { carListPath } from '@/features/sites/car-list-path'
import { findFooter } from '@/features/footer/queries'
import { logger } from '@/lib/logger'
import type { Site } from '@/payload-types'

import { cms } from '@/wiring/cms'

/**
 * What the site's footer shows in a language, cached until an editor publishes on the site. A footer that
 * cannot be loaded is logged and left out (the bottom bar still shows), like the navigation (spec 1 §7).
 */
export const getFooterView = cache(async (site: Site, locale: string): Promise<FooterView | null> => {
  const listPath = carListPath(site, locale)
  const load = unstable_cache(
    async () => {
      const doc = await findFooter(await cms(), site.id, locale)
      const log = (message: string, data?: object) => logger.warn({ site: site.key, locale, ...data }, message)
      return doc ? toFooterView(doc, { site, locale, carListPath: listPath, log }) : null
    },
    ['footer', String(site.id), locale, listPath ?? ''],
    { tags: [siteTag(site.id)] },
  )
  try {
    return await load()
  } catch (error) {
    logger.error({ err: error, site: site.key, locale }, 'Footer could not be loaded')
    return null
  }
})
