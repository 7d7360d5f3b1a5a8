import { cache } from 'react'

import type { CarPageSite } from '@/features/car-page/ui/CarPageView'
import { carPageTexts, type CarPageTexts } from '@/features/car-page/texts'
import { localizedPath } from '@/features/sites/locales'
import type { Car } from '@/features/stock/car'
import type { Site } from '@/payload-types'

import { loadCar, loadCarSite, loadPriceInsight, loadSimilarCars, loadSitesForBrand, loadTrimPackages, type CarLookup } from './car-page'
import { getDictionary, getPage, getSite } from './content'

/** Everything a car page reads, shared by the page and its metadata within a request. */
export const loadCarPage = cache(async (key: string, locale: string, id: string) => {
  const site = await getSite(key)
  if (!site || !site.locales?.includes(locale as never)) return null
  const [dictionary, lookup] = await Promise.all([getDictionary(site, locale), loadCar(site, id)])
  const texts: CarPageTexts = carPageTexts(dictionary)
  const localized = (path: string) => localizedPath({ locales: site.locales ?? [], defaultLocale: site.defaultLocale }, locale, path)
  const base = (site.pathToCarDetail || site.pathToCarList || '').trim().replace(/\/+$/, '')
  const detailBase = base.startsWith('/') ? base : `/${base}`
  return {
    site,
    dictionary,
    lookup: lookup as CarLookup,
    texts,
    detailBase,
    localized,
    similar: (car: Car | null, keyphrase?: string) => loadSimilarCars(site, car, keyphrase),
    trims: (car: Car) => loadTrimPackages(site, car),
    priceInsight: (car: Car) => loadPriceInsight(site, car),
    sitesForBrand: (brand: string) => loadSitesForBrand(site, brand),
    carSite: async (car: Car): Promise<CarPageSite | null> => {
      const found = await loadCarSite(site, car)
      if (!found) return null
      return {
        name: found.site_official_name,
        street: found.site_street,
        zip: found.site_zip,
        city: found.site_city,
        phone: found.site_phone,
        email: found.site_email,
        image: found.site_primary_image?.thumbnail_url || found.site_image_url || null,
        href: await dealerPageHref(site, locale, texts.pathToSiteDetail, found.slug),
      }
    },
  }
})

/** The dealer site's page on this site: its own page when there is one, else the dealer list, else none. */
async function dealerPageHref(site: Site, locale: string, listPath: string, slug: string): Promise<string | null> {
  const list = listPath.trim().replace(/\/+$/, '')
  if (!list.startsWith('/')) return null
  const localized = (path: string) => localizedPath({ locales: site.locales ?? [], defaultLocale: site.defaultLocale }, locale, path)
  if (slug && (await getPage(site, locale, `${list}/${slug}`, false))) return localized(`${list}/${slug}`)
  if (await getPage(site, locale, list, false)) return localized(list)
  return null
}
