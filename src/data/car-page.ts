import { cache } from 'react'

import { CAR_CARD_FIELDS, type CarCardDoc } from '@/features/car-search/car-card'
import { pathFacetFilters } from '@/features/car-search/car-list-url'
import { indexForSiteName } from '@/features/car-search/indices'
import type { DealerSiteDocument } from '@/features/dealer-sites/dealer-site'
import { RECOMMENDATIONS, SAMPLE_CAR_SITES_LIMIT, similarCarsRequests, trimPackagesRequest } from '@/features/car-page/similar'
import { comparablesFilters, type RatedCar } from '@/features/price-insight/car-insight'
import { CHART_POINTS, type ChartPoint } from '@/features/price-insight/chart'
import { showsPriceRating } from '@/features/price-insight/texts'
import type { PriceInsightPanelData } from '@/features/price-insight/ui/PriceInsightPanel'
import type { Car } from '@/features/stock/car'
import { logger } from '@/lib/logger'
import type { Site } from '@/payload-types'

import { carListVocabulary } from './car-list'
import { vehicleIndexOf } from '@/features/car-search/indices'
import { searchStock } from '@/wiring/search'

/** What the car page reads through the search service (spec 2 §7: car by id, recommendations, other trim packages, sites for a sample car's brand). */

/** The site's dealer-site index, from its name like its vehicle index (spec 2 §8). */
const siteIndexOf = (site: Site): string => indexForSiteName([site], site.name, 'sites')

/** A car's slug by its id, for the request pipeline's id-only redirect. */
export async function carSlug(index: string, id: string): Promise<string | null> {
  const result = await searchStock<Pick<Car, 'slug'>>({ index, limit: 1, fields: ['slug'], filters: [{ name: 'car_id', values: [{ value: id }] }] })
  return result.content[0]?.slug ?? null
}

/** Whether a number below a car list's path names a value of its facets (a model year) rather than a car. */
export async function namesListValue(index: string, segment: string): Promise<boolean> {
  try {
    return pathFacetFilters([segment], await carListVocabulary(index)) !== null
  } catch {
    return false
  }
}

export type CarLookup = { kind: 'found'; car: Car } | { kind: 'missing' } | { kind: 'failed' }

/** The whole car by its id; a failing search is an error result (spec 2 §8), kept apart from a car that is not there. */
export const loadCar = cache(async (site: Site, id: string): Promise<CarLookup> => {
  try {
    const result = await searchStock<Car>({ index: vehicleIndexOf(site), limit: 1, filters: [{ name: 'car_id', values: [{ value: id }] }] })
    const car = result.content[0]
    return car ? { kind: 'found', car } : { kind: 'missing' }
  } catch (error) {
    logger.error({ err: error, site: site.key, carId: id }, 'car page: the car could not be read')
    return { kind: 'failed' }
  }
})

/** Up to 8 cars like this one (or, for a car not found, like its words), never the car itself. */
export async function loadSimilarCars(site: Site, car: Pick<Car, 'car_id' | 'car_brand' | 'car_model' | 'car_body' | 'car_is_used'> | null, keyphrase?: string): Promise<CarCardDoc[]> {
  try {
    const index = vehicleIndexOf(site)
    const found: CarCardDoc[] = []
    for (const request of similarCarsRequests(index, car, keyphrase)) {
      const result = await searchStock<CarCardDoc>({ ...request, fields: [...CAR_CARD_FIELDS] })
      for (const candidate of result.content) {
        if (candidate.car_id === car?.car_id || found.some((shown) => shown.car_id === candidate.car_id)) continue
        found.push(candidate)
        if (found.length === RECOMMENDATIONS) return found
      }
    }
    return found
  } catch (error) {
    logger.error({ err: error, site: site.key }, 'car page: similar cars could not be read')
    return []
  }
}

export type TrimPackage = Pick<Car, 'car_id' | 'slug' | 'car_version' | 'car_trim_package' | 'car_price' | 'car_campaign_price' | 'car_price_currency' | 'car_equipment'>

/** A sample car's other trim packages: the same make and model's other sample cars. */
export async function loadTrimPackages(site: Site, car: Car): Promise<TrimPackage[]> {
  if (!car.car_is_sample) return []
  try {
    const result = await searchStock<TrimPackage>(trimPackagesRequest(vehicleIndexOf(site), car))
    return result.content.filter((other) => other.car_id !== car.car_id)
  } catch (error) {
    logger.error({ err: error, site: site.key }, 'car page: trim packages could not be read')
    return []
  }
}

export type CarSite = Pick<DealerSiteDocument, 'site_id' | 'slug' | 'site_official_name' | 'site_street' | 'site_zip' | 'site_city' | 'site_phone' | 'site_email' | 'site_primary_image' | 'site_image_url' | 'site_departments'>
const CAR_SITE_FIELDS = ['site_id', 'slug', 'site_official_name', 'site_street', 'site_zip', 'site_city', 'site_phone', 'site_email', 'site_primary_image', 'site_image_url', 'site_departments'] as const

/** The dealer site that has the car (the contact-us section). */
export async function loadCarSite(site: Site, car: Car): Promise<CarSite | null> {
  try {
    const index = siteIndexOf(site)
    const result = await searchStock<CarSite>({ index, limit: 1, fields: [...CAR_SITE_FIELDS], filters: [{ name: 'site_id', values: [{ value: car.car_site_id }] }] })
    return result.content[0] ?? null
  } catch (error) {
    logger.error({ err: error, site: site.key }, 'car page: the dealer site could not be read')
    return null
  }
}

/** The dealer sites selling a sample car's make (up to 100): the seller choice of its contact form. */
export async function loadSitesForBrand(site: Site, brand: string): Promise<CarSite[]> {
  try {
    const index = siteIndexOf(site)
    const result = await searchStock<CarSite>({
      index,
      limit: SAMPLE_CAR_SITES_LIMIT,
      fields: [...CAR_SITE_FIELDS],
      filters: [{ name: 'site_departments.brands.name', values: [{ value: brand }] }],
    })
    return result.content
  } catch (error) {
    logger.error({ err: error, site: site.key }, 'car page: the sites for the brand could not be read')
    return []
  }
}

type ComparableCar = Pick<Car, 'car_id' | 'car_mileage' | 'car_price' | 'car_campaign_price'>

/**
 * The car page's price panel (issue 46): the car's insight as the index computed it, and the comparables it was
 * rated against for the picture. None where the site does not show ratings or the car is never rated.
 */
export async function loadPriceInsight(site: Site, car: Car): Promise<PriceInsightPanelData | null> {
  const insight = (car as Partial<RatedCar>).car_price_insight
  if (!showsPriceRating(site) || !insight) return null
  const self: ChartPoint = { id: car.car_id, mileage: car.car_mileage, price: car.car_price }
  if (insight.rating === null) return { insight, car: self, comparables: [], currency: car.car_price_currency }
  try {
    const result = await searchStock<ComparableCar>({
      index: vehicleIndexOf(site),
      limit: CHART_POINTS + 1,
      fields: ['car_id', 'car_mileage', 'car_price', 'car_campaign_price'],
      filters: comparablesFilters(car, insight),
    })
    const comparables = result.content
      .filter((other) => other.car_id !== car.car_id && other.car_price > 0 && !(other.car_campaign_price > 0))
      .slice(0, CHART_POINTS)
      .map((other) => ({ id: other.car_id, mileage: other.car_mileage, price: other.car_price }))
    return { insight, car: self, comparables, currency: car.car_price_currency }
  } catch (error) {
    logger.error({ err: error, site: site.key }, 'car page: the comparable cars could not be read')
    return { insight, car: self, comparables: [], currency: car.car_price_currency }
  }
}
