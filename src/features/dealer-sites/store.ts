import type { Payload } from 'payload'

import type { Brand, DealerSite, Media } from '@/payload-types'

import { stockImageBlurDataUrl, parseStockImageName, stockImageUrl } from '../stock/image-url'
import type { DealerSiteDocument, Department } from './dealer-site'

const MAX_SITES = 5_000

/** A stock-image address at another width, or the address itself when it is not a generated picture. */
function imageAtWidth(url: string, width: 640 | 1280): string {
  const name = url.startsWith('/api/stock-images/') ? parseStockImageName(url.slice('/api/stock-images/'.length)) : null
  return name ? stockImageUrl({ ...name, width }) : url
}

function primaryImage(site: DealerSite): DealerSiteDocument['site_primary_image'] {
  const media = typeof site.site_image === 'object' && site.site_image ? (site.site_image as Media) : null
  if (media?.url) {
    return {
      original: media.sizes?.w1280?.url ?? media.url,
      thumbnail_url: media.sizes?.w640?.url ?? media.url,
      blur_data_url: media.blurDataURL ?? '',
    }
  }
  if (!site.site_image_url) return null
  const generated = site.site_image_url.startsWith('/api/stock-images/') ? parseStockImageName(site.site_image_url.slice('/api/stock-images/'.length)) : null
  return {
    original: imageAtWidth(site.site_image_url, 1280),
    thumbnail_url: imageAtWidth(site.site_image_url, 640),
    blur_data_url: generated ? stockImageBlurDataUrl(generated.color, generated.variant) : '',
  }
}

const brandOf = (brand: number | Brand) => (typeof brand === 'object' ? { name: brand.name, brand_code: brand.brand_code } : null)

/** A facility as the site index holds it (spec 2 §3), from its CMS document with brands and picture resolved. */
export function toDealerSiteDocument(site: DealerSite): DealerSiteDocument {
  const departments: Department[] = (site.site_departments ?? []).map((department) => {
    const schedule = department.openingschedule ?? {}
    return {
      name: department.name,
      official_name: department.official_name ?? department.name,
      department_type: department.department_type ?? '',
      phone: department.phone ?? '',
      email: department.email ?? '',
      group: department.group,
      brands: (department.brands ?? []).map(brandOf).filter((brand) => brand !== null),
      erp_id: department.erp_id ?? '',
      users: (department.users ?? []).map((user) => ({
        first_name: user.first_name,
        last_name: user.last_name,
        title: user.title ?? '',
        phone: user.phone ?? '',
        email: user.email ?? '',
      })),
      openingschedule: {
        openinghours: (schedule.openinghours ?? []).map(({ day, displayText }) => ({ day, displayText })),
        deviationdays: (schedule.deviationdays ?? []).map(({ day, displayText }) => ({ day, displayText })),
        vacationdays: (schedule.vacationdays ?? []).map(({ day, displayText }) => ({ day, displayText })),
        vacationtitle: schedule.vacationtitle ?? '',
        vacationstart: schedule.vacationstart ?? '',
        vacationend: schedule.vacationend ?? '',
      },
    }
  })
  const image = primaryImage(site)
  return {
    site_id: site.site_id,
    slug: site.slug,
    site_official_name: site.site_official_name,
    site_street: site.site_street,
    site_zip: site.site_zip,
    site_city: site.site_city,
    site_phone: site.site_phone ?? '',
    site_email: site.site_email ?? '',
    site_image_url: image?.original ?? '',
    site_primary_image: image,
    site_geocoord: site.site_geocoord ?? '',
    site_region: site.site_region,
    site_brands: [...new Set(departments.flatMap((department) => department.brands.map((brand) => brand.name)))].sort(),
    website_city: site.website_city || site.site_city,
    website_sort_order: site.website_sort_order,
    site_departments: departments,
  }
}

/** Every facility of a country, for its site index. */
export async function loadDealerSites(payload: Payload, country: string): Promise<DealerSiteDocument[]> {
  const found = await payload.find({ collection: 'dealer-sites', where: { country: { equals: country } }, depth: 1, limit: MAX_SITES, pagination: false, overrideAccess: true })
  return found.docs.map(toDealerSiteDocument)
}

/** Changes when a facility of the country, or any brand it shows, is added, changed or removed. */
export async function dealerSitesVersion(payload: Payload, country: string): Promise<string> {
  const [sites, latest, brands] = await Promise.all([
    payload.count({ collection: 'dealer-sites', where: { country: { equals: country } }, overrideAccess: true }),
    payload.find({ collection: 'dealer-sites', where: { country: { equals: country } }, sort: '-updatedAt', limit: 1, depth: 0, overrideAccess: true, select: { updatedAt: true } }),
    payload.find({ collection: 'brands', sort: '-updatedAt', limit: 1, depth: 0, overrideAccess: true, select: { updatedAt: true } }),
  ])
  const brandCount = await payload.count({ collection: 'brands', overrideAccess: true })
  return `${sites.totalDocs}:${latest.docs[0]?.updatedAt ?? ''}:${brandCount.totalDocs}:${brands.docs[0]?.updatedAt ?? ''}`
}
