/**
 * The dealer site pages the product serves below a site's dealer site list (`/anlaggningar/uppsala`): the demo's
 * content links to them by address, and writes no page of its own there (one source of truth for a facility).
 */
import { siteIndexCountry } from '../../src/features/car-search/indices'
import { dealerSitesOf, type DemoCountry, type DemoDealerSite } from '../demo/dealer-sites'
import type { SiteSeed } from './types'

/** The facilities a site's dealer site list shows: its site index's, else its country's. */
export function facilitiesOf(site: Pick<SiteSeed, 'siteSearchIndex' | 'country'>): DemoDealerSite[] {
  const country = (site.siteSearchIndex ? siteIndexCountry(site.siteSearchIndex) : site.country) as DemoCountry
  return dealerSitesOf(country)
}

/** The paths of a site's pages that hold a dealer site list. */
export function dealerListPaths(site: Pick<SiteSeed, 'pages'>): string[] {
  return site.pages.filter((page) => Object.values(page.content).some((content) => content?.layout?.some((block) => block.blockType === 'dealerSiteList'))).map((page) => page.path)
}

/** Every facility page address of a site: each list's path plus each facility's slug. */
export function facilityPagePaths(site: Pick<SiteSeed, 'pages' | 'siteSearchIndex' | 'country'>): Set<string> {
  const facilities = facilitiesOf(site)
  return new Set(dealerListPaths(site).flatMap((list) => facilities.map((facility) => `${list}/${facility.slug}`)))
}
