import type { Site } from '@/payload-types'

import { localizedPath } from './locales'

/**
 * The site's car list (Site.pathToCarList) in a language, or null when the site has none: where the car page's
 * way back, the dealer page's cars, the hero's search, the favourites and the footer's brand logos lead.
 */
export function carListPath(site: Pick<Site, 'locales' | 'defaultLocale' | 'pathToCarList'>, locale: string): string | null {
  const path = site.pathToCarList?.trim()
  if (!path) return null
  return localizedPath({ locales: site.locales ?? [], defaultLocale: site.defaultLocale }, locale, path.startsWith('/') ? path : `/${path}`)
}
