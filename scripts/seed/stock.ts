import type { Payload } from 'payload'

import { VEHICLE_INDICES } from '../../src/features/stock/car'
import { stockImageUrl } from '../../src/features/stock/image-url'
import { databaseOf } from '../../src/db/database'
import { importStock } from '../../src/features/stock/repository'
import { generateStock } from '../demo/stock/generate'
import { DEMO_BRANDS } from '../demo/dealer-sites/brands'
import { DEMO_DEALER_SITES } from '../demo/dealer-sites/index'
import type { DemoDealerSite } from '../demo/dealer-sites/types'
import { renderBrandLogo } from '../demo/drawn/brand-logos'

/** Cars in each country's demo stock (the demo contract asks for at least 600). */
export const DEMO_STOCK_PER_INDEX = 640

const SEED_CONTEXT = { skipRevalidate: true, seeding: true }
const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** Car makes with their colour and black-and-white logos, kept as the group site's media. */
export async function seedBrands(payload: Payload, groupSiteId: number, log: (line: string) => void): Promise<number> {
  let created = 0
  for (const brand of DEMO_BRANDS) {
    const name = brand.display_name ?? brand.name
    const existing = await payload.find({ collection: 'brands', where: { brand_code: { equals: brand.brand_code } }, limit: 1, depth: 0, overrideAccess: true })
    if (existing.docs[0]) continue
    const logo = async (style: 'colour' | 'mono') => {
      const filename = `brand-${slugOf(brand.name)}${style === 'mono' ? '-bw' : ''}.png`
      const found = await payload.find({ collection: 'media', where: { filename: { equals: filename } }, limit: 1, depth: 0, overrideAccess: true })
      if (found.docs[0]) return found.docs[0].id
      const data = await renderBrandLogo(brand.name, style)
      const media = await payload.create({
        depth: 0,
        collection: 'media',
        overrideAccess: true,
        context: SEED_CONTEXT,
        data: { alt: `${name}${style === 'mono' ? ' (black and white)' : ''}`, site: groupSiteId },
        file: { data, mimetype: 'image/png', name: filename, size: data.length },
      })
      return media.id
    }
    await payload.create({
      depth: 0,
      collection: 'brands',
      overrideAccess: true,
      context: SEED_CONTEXT,
      data: { name, brand_code: brand.brand_code, logo: await logo('colour'), logo_bw: await logo('mono') },
    })
    created++
  }
  if (created > 0) log(`brands: ${created} created`)
  return created
}

/** The generated picture of a facility: its dealership in daylight, composed from its id. */
export function dealerSiteImageUrl(site: Pick<DemoDealerSite, 'site_id'>): string {
  return stockImageUrl({ scene: 'dealership', variant: 'day', color: '#243447', seed: `site${site.site_id}`, width: 1280 })
}

/**
 * The facilities of every country, with departments, staff and opening hours, each run by its demo website
 * (when that site is seeded). A facility seeded before it had one gets it; a site an admin chose stays.
 */
export async function seedDealerSites(payload: Payload, log: (line: string) => void): Promise<number> {
  const brands = await payload.find({ collection: 'brands', limit: 1_000, depth: 0, overrideAccess: true, pagination: false })
  const brandId = new Map(brands.docs.map((brand) => [brand.brand_code, brand.id]))
  const sites = await payload.find({ collection: 'sites', limit: 0, pagination: false, depth: 0, overrideAccess: true, select: { key: true } })
  const siteId = new Map(sites.docs.map((site) => [site.key, site.id]))
  let created = 0
  let assigned = 0
  for (const site of DEMO_DEALER_SITES) {
    const runBy = siteId.get(site.runBy)
    const existing = await payload.find({ collection: 'dealer-sites', where: { site_id: { equals: site.site_id } }, limit: 1, depth: 0, overrideAccess: true })
    if (existing.docs[0]) {
      if (!existing.docs[0].runBy && runBy !== undefined) {
        await payload.update({ collection: 'dealer-sites', id: existing.docs[0].id, data: { runBy }, depth: 0, overrideAccess: true, context: SEED_CONTEXT })
        assigned++
      }
      continue
    }
    const { scene: _scene, site_brands: _brands, runBy: _runBy, ...document } = site
    await payload.create({
      depth: 0,
      collection: 'dealer-sites',
      overrideAccess: true,
      context: SEED_CONTEXT,
      data: {
        ...document,
        ...(runBy !== undefined ? { runBy } : {}),
        site_image_url: dealerSiteImageUrl(site),
        site_departments: site.site_departments.map((department) => ({
          ...department,
          brands: department.brands.map((brand) => brandId.get(brand.brand_code)).filter((id) => id !== undefined),
        })),
      },
    })
    created++
  }
  if (created > 0) log(`dealer sites: ${created} created`)
  if (assigned > 0) log(`dealer sites: ${assigned} given the site that runs them`)
  return created
}

/** Each country's demo stock, generated (deterministically) and imported like a dealer system's feed. */
export async function seedStock(payload: Payload, log: (line: string) => void): Promise<number> {
  let imported = 0
  for (const index of VEHICLE_INDICES) {
    const present = await payload.count({ collection: 'cars', where: { vehicleIndex: { equals: index } }, overrideAccess: true })
    if (present.totalDocs > 0) continue
    const cars = generateStock({ index, count: DEMO_STOCK_PER_INDEX, facilities: DEMO_DEALER_SITES })
    const result = await importStock(databaseOf(payload), { index, cars, mode: 'upsert' })
    imported += result.inserted
    log(`stock ${index}: ${result.inserted} cars`)
  }
  return imported
}
