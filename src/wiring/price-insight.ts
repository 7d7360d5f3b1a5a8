import { mileageInKm, mileageUnitOf, type SellCarValues } from '@/features/leads/forms'
import { instantValuation, type InstantValuation, type ValuationQuery } from '@/features/price-insight/valuation'
import { registerTable } from '@/integrations/vehicle-register/register-table'
import type { Site } from '@/payload-types'

import { currencyOf, vehicleIndexOf } from '@/features/car-search/indices'
import { findSiteByKey } from '@/features/sites/hosts'

import { cms } from './cms'
import { marketModelOf } from './search'
import { siteOfRequestHost } from './site-hosts'

/**
 * The sell-car valuation of a site (issue 46, part 3): the vehicle register's built-in adapter (the register
 * table; a national register is another adapter), the market model of the site's vehicle index, the site's
 * currency and dealer margin.
 */
export async function valueForSite(site: Site, query: ValuationQuery): Promise<InstantValuation> {
  const index = vehicleIndexOf(site)
  return instantValuation({ register: registerTable(await cms()), market: () => marketModelOf(index) }, query, {
    currency: currencyOf(index),
    marginPercent: site.valuationDealerMargin ?? Number.NaN,
  })
}

/** The site a valuation is asked on, by its Host header; null for a host of no site. */
export async function valuationSite(host: string | null): Promise<Site | null> {
  const route = await siteOfRequestHost(host)
  return route ? findSiteByKey(await cms(), route.key) : null
}

/** A sell-car lead's car as the valuation asks for it: the mileage in the unit of the site's country (its stock's). */
export function valuationOfLead(
  values: Pick<SellCarValues, 'regno' | 'milage' | 'milageUnit'>,
  country: string | null | undefined,
): ValuationQuery {
  const siteUnit = mileageUnitOf(country)
  const unit = values.milageUnit ?? siteUnit
  const mileage = unit === siteUnit ? values.milage : Math.round(mileageInKm(values.milage, unit) / mileageInKm(1, siteUnit))
  return { regNo: values.regno, mileage }
}
