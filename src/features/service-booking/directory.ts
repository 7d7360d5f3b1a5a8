import type { Payload } from 'payload'

import { timeZoneOf } from '@/features/sites/time-zone'
import type { WorkshopSchedule } from '@/features/workshop-capacity/schedule'
import { workshopVersion } from '@/features/workshop-capacity/version'
import type { Weekday } from '@/features/workshop-capacity/constants'
import type { Brand, DealerSite, ServiceCategory as ServiceCategoryDoc, Workshop } from '@/payload-types'

import type { CatalogueCategory, CatalogueIcon, CatalogueKind, CatalogueOffering } from './catalogue'

/**
 * The booking engine's view of the workshops and the catalogue, read from the CMS and kept in memory: rebuilt at
 * once when this instance saves a workshop or the catalogue, and at least every few seconds otherwise, so an
 * editor's change on another instance shows within that time.
 */

export type WorkshopEntry = {
  id: number
  departmentId: string
  name: string
  /** The dealer site (the facility) the workshop is part of: its id and official name. */
  dealerSiteId: string
  dealerSiteName: string
  street: string
  zip: string
  city: string
  address: string
  phone: string
  email: string
  latitude: number
  longitude: number
  brands: string[]
  priceLevel: number
  schedule: WorkshopSchedule
}

export type WorkshopDirectory = {
  workshops: WorkshopEntry[]
  byDepartmentId: Map<string, WorkshopEntry>
  categories: CatalogueCategory[]
  offeringsByCode: Map<string, CatalogueOffering>
  offeringsByKobraId: Map<string, CatalogueOffering>
  /** Whether an offering (by code) is a service or an add-on. */
  kindOf: Map<string, CatalogueKind>
}

const MAX_ROWS = 5_000
const DIRECTORY_LIFETIME_MS = 5_000

function coordinates(geocoord: string | null | undefined): { latitude: number; longitude: number } | null {
  const match = /^(-?\d+(?:\.\d+)?),\s*(-?\d+(?:\.\d+)?)$/.exec(geocoord ?? '')
  return match ? { latitude: Number(match[1]), longitude: Number(match[2]) } : null
}

function toWorkshop(doc: Workshop): WorkshopEntry | null {
  const dealerSite = typeof doc.dealerSite === 'object' ? (doc.dealerSite as DealerSite) : null
  const position = coordinates(dealerSite?.site_geocoord)
  if (!dealerSite || !position) return null
  const brands = (doc.brands ?? []).flatMap((brand) => (typeof brand === 'object' && brand ? [(brand as Brand).name] : []))
  return {
    id: doc.id,
    departmentId: doc.departmentId,
    name: doc.name,
    dealerSiteId: dealerSite.site_id,
    dealerSiteName: dealerSite.site_official_name,
    street: dealerSite.site_street,
    zip: dealerSite.site_zip,
    city: dealerSite.website_city || dealerSite.site_city,
    address: `${dealerSite.site_street}, ${dealerSite.site_zip} ${dealerSite.site_city}`,
    phone: dealerSite.site_phone ?? '',
    email: dealerSite.site_email ?? '',
    ...position,
    brands,
    priceLevel: doc.priceLevel ?? 100,
    schedule: {
      timeZone: timeZoneOf(dealerSite.country),
      openingHours: (doc.openingHours ?? []).map((row) => ({ weekday: row.weekday as Weekday, opens: row.opens, closes: row.closes })),
      slotMinutes: doc.slotMinutes,
      placesPerSlot: doc.placesPerSlot,
      allDayMinutes: doc.allDayMinutes,
      bookingWeeks: doc.bookingWeeks,
      closedDays: (doc.closedDays ?? []).map((row) => row.day),
    },
  }
}

function toCategory(doc: ServiceCategoryDoc): CatalogueCategory {
  return {
    id: String(doc.id),
    name: doc.name,
    icon: doc.icon as CatalogueIcon,
    kind: doc.kind,
    selectionType: doc.selectionType === 'single' ? 'single' : null,
    sortOrder: doc.sortOrder,
    offerings: (doc.offerings ?? []).map((offering) => {
      const unit = offering.unitPrice
      return {
        code: offering.code,
        kobraId: offering.kobraId,
        name: offering.name,
        description: offering.description ?? '',
        durationMinutes: offering.durationMinutes,
        priceKnown: offering.priceKnown ?? true,
        notKnownPriceText: offering.notKnownPriceText ?? '',
        agreementDiscountPercent: offering.agreementDiscountPercent ?? 0,
        requiresMileage: Boolean(offering.requiresMileage),
        allowUserInput: Boolean(offering.allowUserInput),
        prices: (offering.prices ?? []).map((row) => ({ brand: row.brand ?? '', model: row.model ?? '', price: row.price })),
        notAvailableFor: (offering.notAvailableFor ?? []).map((row) => ({ brand: row.brand, model: row.model ?? '' })),
        unitPrice:
          unit && unit.unit
            ? { minimum: unit.minimum ?? 1, maximum: unit.maximum ?? 1, unit: unit.unit, unitAbbreviation: unit.unitAbbreviation ?? unit.unit, postfix: unit.postfix ?? '' }
            : null,
      }
    }),
  }
}

export async function loadDirectory(payload: Payload): Promise<WorkshopDirectory> {
  const [workshops, categories] = await Promise.all([
    payload.find({ collection: 'workshops', where: { active: { equals: true } }, depth: 1, limit: MAX_ROWS, pagination: false, overrideAccess: true }),
    payload.find({ collection: 'service-categories', depth: 0, limit: MAX_ROWS, pagination: false, overrideAccess: true, sort: 'sortOrder' }),
  ])
  const entries = workshops.docs.map(toWorkshop).filter((entry) => entry !== null)
  const catalogue = categories.docs.map(toCategory)
  const offerings = catalogue.flatMap((category) => category.offerings)
  return {
    workshops: entries,
    byDepartmentId: new Map(entries.map((entry) => [entry.departmentId, entry])),
    categories: catalogue,
    offeringsByCode: new Map(offerings.map((offering) => [offering.code, offering])),
    offeringsByKobraId: new Map(offerings.map((offering) => [offering.kobraId, offering])),
    kindOf: new Map(catalogue.flatMap((category) => category.offerings.map((offering) => [offering.code, category.kind] as const))),
  }
}

/** The directory, kept for a few seconds and rebuilt at once after a save in this instance. */
export function cachedDirectory(load: () => Promise<WorkshopDirectory>, now: () => number = Date.now): () => Promise<WorkshopDirectory> {
  let held: { version: number; at: number; directory: Promise<WorkshopDirectory> } | null = null
  return () => {
    const version = workshopVersion()
    if (!held || held.version !== version || now() - held.at > DIRECTORY_LIFETIME_MS) {
      const directory = load()
      held = { version, at: now(), directory }
      directory.catch(() => {
        if (held?.directory === directory) held = null
      })
    }
    return held.directory
  }
}
