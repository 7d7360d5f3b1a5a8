import { cache } from 'react'

import { CAR_CARD_FIELDS, type CarCardDoc } from '@/features/car-search/car-card'
import { indexForSiteName } from '@/features/car-search/indices'
import { EMPTY_RESULT, type SearchResponse } from '@/features/car-search/result'
import type { DealerSiteDocument } from '@/features/dealer-sites/dealer-site'
import {
  siteBySlugRequest,
  siteCarsRequest,
  siteListRequest,
  SITE_DETAIL_BRAND_LOGOS,
  workshopSitesRequest,
  type SiteCardDoc,
  type SiteListFacetName,
  type SiteListState,
  type WorkshopCardDoc,
} from '@/features/dealer-sites/site-list'
import { mediaUrl } from '@/features/media/urls'
import { logger } from '@/lib/logger'
import type { Media, Site } from '@/payload-types'

import { vehicleIndexOf } from '@/features/car-search/indices'
import { cms } from '@/wiring/cms'
import { searchStock } from '@/wiring/search'

/**
 * What the dealer site list, the dealer site page and the workshop list read on the server: the site index
 * through the search service (spec 2 §7), and the brand logos from the CMS.
 */

/** The site's site index, from its name (spec 2 §8: an unknown name throws 'Unknown site name'). */
export function siteIndexOf(site: Pick<Site, 'name' | 'key' | 'country' | 'vehicleIndex' | 'siteSearchIndex'>): string {
  return indexForSiteName([site], site.name, 'sites')
}

export type SiteListData = { index: string; response: SearchResponse<SiteCardDoc>; failed: boolean }

/** The list's first page for the address's state; a failure is logged and shows the list's error text. */
export async function loadSiteList(site: Site, state: SiteListState, facets: readonly SiteListFacetName[]): Promise<SiteListData> {
  let index = ''
  try {
    index = siteIndexOf(site)
    return { index, response: await searchStock<SiteCardDoc>(siteListRequest(index, state, facets)), failed: false }
  } catch (error) {
    logger.error({ err: error, site: site.key, index }, 'dealer site list search failed')
    return { index, response: { ...EMPTY_RESULT }, failed: true }
  }
}

/** A facility by slug or id; null when the index has none. Errors propagate: the page sends the visitor to the list. */
export const getDealerSite = cache(async (site: Site, slug: string): Promise<DealerSiteDocument | null> => {
  const response = await searchStock<DealerSiteDocument>(siteBySlugRequest(siteIndexOf(site), slug))
  return response.content[0] ?? null
})

/** The facility's 12 latest arrivals; none when the search fails (the section is left out). */
export async function loadSiteCars(site: Site, siteId: string): Promise<CarCardDoc[]> {
  try {
    return (await searchStock<CarCardDoc>(siteCarsRequest(vehicleIndexOf(site), siteId, CAR_CARD_FIELDS))).content
  } catch (error) {
    logger.error({ err: error, site: site.key, siteId }, 'dealer site cars search failed')
    return []
  }
}

/** The workshop sites of a workshop list; none when the search fails. */
export async function loadWorkshopSites(site: Site, predefinedQuery: string | null | undefined): Promise<WorkshopCardDoc[]> {
  try {
    return (await searchStock<WorkshopCardDoc>(workshopSitesRequest(siteIndexOf(site), predefinedQuery))).content
  } catch (error) {
    logger.error({ err: error, site: site.key }, 'workshop site list search failed')
    return []
  }
}

export type BrandLogo = { brandCode: string; name: string; logo: string | null; logoBw: string | null }

const logoUrl = (media: unknown) => (typeof media === 'object' && media ? mediaUrl((media as Media).filename) : null)

/** The CMS's brands (brand code, logo, black-and-white logo; the first 65); none when the CMS cannot answer. */
export const getBrandLogos = cache(async (): Promise<BrandLogo[]> => {
  try {
    const payload = await cms()
    const { docs } = await payload.find({ collection: 'brands', depth: 1, limit: SITE_DETAIL_BRAND_LOGOS, sort: 'name', overrideAccess: true })
    return docs.map((brand) => ({ brandCode: brand.brand_code, name: brand.name, logo: logoUrl(brand.logo), logoBw: logoUrl(brand.logo_bw) }))
  } catch (error) {
    logger.error({ err: error }, 'brand logos could not be read')
    return []
  }
})
