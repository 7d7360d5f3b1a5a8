import type { Payload, TypedLocale } from 'payload'

import { navigationTree } from '@/features/content/queries'
import type { NavigationItem } from '@/features/content/navigation'
import type { Site } from '@/payload-types'

import { toNavigationSettings, type NavigationSettings } from './settings'

export type SiteNavigation = { settings: NavigationSettings; items: NavigationItem[] }

type Log = { error: (message: string) => void }

/** The message of spec 1 §8 when navigation is asked for without a site or language. */
export const NO_CONTEXT_MESSAGE = 'No Sitecore context found'

/**
 * The navigation of a site in a language: the bar's settings and the three-level tree of its pages. Without
 * a site or a language it logs and answers null, and the page is drawn without navigation (spec 1 §8).
 */
export async function loadNavigation(
  payload: Payload,
  site: Site | null | undefined,
  locale: string | null | undefined,
  log: Log,
): Promise<SiteNavigation | null> {
  if (!site?.key || !locale) {
    log.error(NO_CONTEXT_MESSAGE)
    return null
  }
  const [{ docs }, items] = await Promise.all([
    payload.find({
      collection: 'navigations',
      where: { site: { equals: site.id } },
      locale: locale as TypedLocale,
      fallbackLocale: false,
      depth: 1,
      limit: 1,
      overrideAccess: true,
      // Extra items need only the path of the pages they link to, the logo only its file.
      populate: { pages: { path: true }, media: { filename: true, alt: true } },
    }),
    navigationTree(payload, site, locale),
  ])
  const localeSite = { locales: site.locales ?? [], defaultLocale: site.defaultLocale }
  return { settings: toNavigationSettings(docs[0], localeSite, locale), items }
}
