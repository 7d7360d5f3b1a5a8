import { getTenantFromCookie } from '@payloadcms/plugin-multi-tenant/utilities'
import type { BaseFilter, PayloadRequest, Where } from 'payload'

import { siteDealerCountry, siteVehicleIndex } from '@/features/car-search/indices'

import { userCanEditSite } from '../access/roles'

type SelectedSite = { id: number; country: string; vehicleIndex?: string | null; siteSearchIndex?: string | null; locales: string[]; defaultLocale: string }

/**
 * The site chosen in the CMS's site selector (the multi-tenant plugin's cookie), when the user may edit it;
 * null for "all sites". Read once per request.
 */
export async function selectedSite(req: PayloadRequest): Promise<SelectedSite | null> {
  const id = getTenantFromCookie(req.headers, 'number')
  if (typeof id !== 'number' || !req.user || !userCanEditSite(req.user, id)) return null
  const cache = (req.context.selectedSite ??= new Map<number, Promise<SelectedSite | null>>()) as Map<number, Promise<SelectedSite | null>>
  if (!cache.has(id)) {
    cache.set(
      id,
      req.payload
        .findByID({ collection: 'sites', id, depth: 0, overrideAccess: true, disableErrors: true, select: { country: true, vehicleIndex: true, siteSearchIndex: true, locales: true, defaultLocale: true } })
        .then((site) => (site ? ({ ...site, locales: site.locales ?? [] } as SelectedSite) : null)),
    )
  }
  return cache.get(id)!
}

/** Nothing matches: a selected site that shows no stock lists none. */
const NOTHING: Where = { id: { equals: -1 } }

/** The car list of the CMS shows the selected site's cars (the plugin does this for collections with a site field). */
export const carsOfSelectedSite: BaseFilter = async ({ req }) => {
  const site = await selectedSite(req)
  if (!site) return null
  const index = siteVehicleIndex(site)
  return index ? { vehicleIndex: { equals: index } } : NOTHING
}

/** The dealer-site list of the CMS shows the selected site's facilities. */
export const dealerSitesOfSelectedSite: BaseFilter = async ({ req }) => {
  const site = await selectedSite(req)
  if (!site) return null
  const country = siteDealerCountry(site)
  return country ? { country: { equals: country } } : NOTHING
}
