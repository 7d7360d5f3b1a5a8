import { getTenantFromCookie } from '@payloadcms/plugin-multi-tenant/utilities'
import type { BaseFilter, PayloadRequest, Where } from 'payload'

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

/** The dealer-system ids of the facilities a site runs. */
async function facilitiesRunBy(req: PayloadRequest, siteId: number): Promise<string[]> {
  const found = await req.payload.find({ collection: 'dealer-sites', where: { runBy: { equals: siteId } }, select: { site_id: true }, sort: 'site_id', depth: 0, limit: 0, pagination: false, overrideAccess: true, req })
  return found.docs.map((doc) => doc.site_id)
}

/** The car list of the CMS shows the cars sold from the selected site's facilities (the plugin does this for collections with a site field). */
export const carsOfSelectedSite: BaseFilter = async ({ req }) => {
  const site = await selectedSite(req)
  if (!site) return null
  const facilities = await facilitiesRunBy(req, site.id)
  return facilities.length > 0 ? { dealerSiteId: { in: facilities } } : NOTHING
}

/** The dealer-site list of the CMS shows the facilities the selected site runs. */
export const dealerSitesOfSelectedSite: BaseFilter = async ({ req }) => {
  const site = await selectedSite(req)
  if (!site) return null
  return { runBy: { equals: site.id } }
}

/** The workshop list of the CMS shows the workshops of the facilities the selected site runs. */
export const workshopsOfSelectedSite: BaseFilter = async ({ req }) => {
  const site = await selectedSite(req)
  if (!site) return null
  const found = await req.payload.find({ collection: 'dealer-sites', where: { runBy: { equals: site.id } }, select: {}, sort: 'id', depth: 0, limit: 0, pagination: false, overrideAccess: true, req })
  return found.docs.length > 0 ? { dealerSite: { in: found.docs.map((doc) => doc.id) } } : NOTHING
}
