/**
 * The demo group's dealer sites (facilities) and car makes: the documents of the site indexes sites-se,
 * sites-no, sites-uk, sites-fi and sites-sk, and the makes the stock and the brand logos use.
 */

import { FI_DEALER_SITES } from './fi'
import { NO_DEALER_SITES } from './no'
import { SE_DEALER_SITES } from './se'
import { SK_DEALER_SITES } from './sk'
import type { DemoCountry, DemoDealerSite } from './types'
import { UK_DEALER_SITES } from './uk'

export { DEMO_BRANDS, brandCode, brandDisplayName, findBrand, type BrandLogoName, type DemoBrand } from './brands'
export type { DemoCountry, DemoDealerSite } from './types'
export { FI_DEALER_SITES, NO_DEALER_SITES, SE_DEALER_SITES, SK_DEALER_SITES, UK_DEALER_SITES }

/** Every facility of the group: Sweden, Norway, the UK, Finland, Slovakia, each country in its website order. */
export const DEMO_DEALER_SITES: DemoDealerSite[] = [
  ...SE_DEALER_SITES,
  ...NO_DEALER_SITES,
  ...UK_DEALER_SITES,
  ...FI_DEALER_SITES,
  ...SK_DEALER_SITES,
]

/** The facilities of one country, in website order. */
export function dealerSitesOf(country: DemoCountry): DemoDealerSite[] {
  return DEMO_DEALER_SITES.filter((site) => site.country === country)
}

/** The facility with the given site id, or undefined. */
export function dealerSiteById(siteId: string): DemoDealerSite | undefined {
  return DEMO_DEALER_SITES.find((site) => site.site_id === siteId)
}
