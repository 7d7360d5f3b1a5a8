import { INDEX_CURRENCY, type VehicleIndex } from '@/features/stock/car'

/**
 * Which search indices a site reads (spec 2 §1, §8): one vehicle index and one site index per country,
 * chosen from the site's name. A name the group does not have is an error, not an empty result: a car
 * list on the wrong index would show another country's cars.
 */

export type IndexKind = 'vehicles' | 'sites'

/** The country part of an index name: the UK is 'uk' (its country code is GB). */
const INDEX_COUNTRY: Record<string, string> = { SE: 'se', NO: 'no', GB: 'uk', FI: 'fi', SK: 'sk' }

export const SITE_INDICES = ['sites-se', 'sites-no', 'sites-uk', 'sites-fi', 'sites-sk'] as const

export type IndexedSite = { name: string; key: string; country: string; vehicleIndex?: string | null; siteSearchIndex?: string | null }

export class UnknownSiteNameError extends Error {
  override name = 'UnknownSiteNameError'
  constructor(readonly siteName: string) {
    super('Unknown site name')
  }
}

export function indexCountry(country: string): string | null {
  return INDEX_COUNTRY[country.toUpperCase()] ?? null
}

/** The site's index of the kind asked for: as set on the site, else by its country. */
export function indexForSiteName(sites: readonly IndexedSite[], siteName: string, kind: IndexKind): string {
  const wanted = siteName.trim().toLowerCase()
  const site = sites.find((candidate) => candidate.name.toLowerCase() === wanted || candidate.key.toLowerCase() === wanted)
  if (!site) throw new UnknownSiteNameError(siteName)
  const index = siteIndex(site, kind)
  if (!index) throw new UnknownSiteNameError(siteName)
  return index
}

/** The country code (as dealer sites store it) of a site index: 'sites-uk' → 'GB'. */
export function siteIndexCountry(index: string): string | null {
  const match = /^sites-([a-z]{2})$/.exec(index)
  if (!match) return null
  return Object.entries(INDEX_COUNTRY).find(([, value]) => value === match[1])?.[0] ?? null
}

export type SiteReach = { country?: string | null; vehicleIndex?: string | null; siteSearchIndex?: string | null }

/** The index of the kind asked for that a site reads: as set on the site, else its country's; null without either. */
export function siteIndex(site: SiteReach, kind: IndexKind): string | null {
  const configured = kind === 'vehicles' ? site.vehicleIndex : site.siteSearchIndex
  if (configured) return configured
  const country = site.country ? indexCountry(site.country) : null
  return country ? `${kind}-${country}` : null
}

/** The vehicle index a site's car list shows: its own, else its country's. */
export function siteVehicleIndex(site: SiteReach): string | null {
  return siteIndex(site, 'vehicles')
}

/** The site's vehicle index, from its name (spec 2 §8: an unknown name throws 'Unknown site name'). */
export function vehicleIndexOf(site: IndexedSite): string {
  return indexForSiteName([site], site.name, 'vehicles')
}

/** The currency of a vehicle index's prices; EUR for an index of no country's. */
export function currencyOf(index: string): string {
  return INDEX_CURRENCY[index as VehicleIndex] ?? 'EUR'
}
