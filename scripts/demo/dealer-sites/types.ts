import type { DealerSiteDocument } from '../../../src/features/dealer-sites/dealer-site'

export type DemoCountry = 'SE' | 'NO' | 'GB' | 'FI' | 'SK'

/**
 * A demo facility: the dealer-site document without its picture (generated at seed time from `scene`),
 * plus the country whose site index it belongs to.
 */
export type DemoDealerSite = Omit<DealerSiteDocument, 'site_image_url' | 'site_primary_image'> & {
  country: DemoCountry
  /** The key of the demo website whose dealer runs the facility: its editors keep the facility, its workshops and cars. */
  runBy: string
  /** The generated picture of the facility. */
  scene: 'dealership'
}
