/**
 * The service booking's demo data (DEMO.md): the vehicle register's cars, the group's catalogue of workshop
 * services with median prices per make and model, and a workshop with capacity for every Swedish dealer site's
 * service department. Deterministic and idempotent: only what is missing is added.
 */
import type { Payload } from 'payload'

import { DEMO_DEALER_SITES } from '../demo/dealer-sites'

const SEED_CONTEXT = { skipRevalidate: true, seeding: true }

export const DEMO_VEHICLES = [
  { registrationNumber: 'ABC123', brand: 'Volkswagen', model: 'Golf', buildYear: 2019, hasServiceAgreement: true },
  { registrationNumber: 'DEF456', brand: 'Volvo', model: 'XC60', buildYear: 2021, hasServiceAgreement: false },
  { registrationNumber: 'GHJ78K', brand: 'Kia', model: 'Niro', buildYear: 2022, hasServiceAgreement: false },
  { registrationNumber: 'MNB12C', brand: 'BMW', model: '320d', buildYear: 2020, hasServiceAgreement: false },
  { registrationNumber: 'KLM34P', brand: 'Toyota', model: 'RAV4', buildYear: 2020, hasServiceAgreement: true },
  { registrationNumber: 'RST56U', brand: 'Skoda', model: 'Octavia', buildYear: 2018, hasServiceAgreement: false },
] as const

type Price = { brand?: string; model?: string; price: number }
type Offering = {
  code: string
  kobraId: string
  name: string
  description: string
  durationMinutes: number
  prices?: Price[]
  priceKnown?: boolean
  notKnownPriceText?: string
  agreementDiscountPercent?: number
  requiresMileage?: boolean
  allowUserInput?: boolean
  notAvailableFor?: Array<{ brand: string; model?: string }>
  unitPrice?: { minimum: number; maximum: number; unit: string; unitAbbreviation: string; postfix: string }
}
type Category = { name: string; icon: string; kind: 'service' | 'addon'; selectionType?: 'single'; sortOrder: number; offerings: Offering[] }

/** Medians per make and model in SEK, as the group's workshops charged over the last year. */
const perModel = (fallback: number, rows: Array<[string, string, number]>): Price[] => [
  ...rows.map(([brand, model, price]) => ({ brand, model, price })),
  { price: fallback },
]

export const DEMO_CATALOGUE: Category[] = [
  {
    name: 'Service',
    icon: 'wrench',
    kind: 'service',
    selectionType: 'single',
    sortOrder: 10,
    offerings: [
      {
        code: 'ORIGINAL_SERVICE',
        kobraId: 'K-1001',
        name: 'Service enligt serviceprogram',
        description: 'Tillverkarens service för din bils miltal och ålder, med stämpel i den digitala serviceboken. Nybilsgarantin gäller.',
        durationMinutes: 150,
        requiresMileage: true,
        agreementDiscountPercent: 20,
        prices: perModel(4690, [
          ['Volkswagen', 'Golf', 3990],
          ['Volkswagen', '', 4390],
          ['Volvo', 'XC60', 5290],
          ['Volvo', '', 4890],
          ['Kia', 'Niro', 3590],
          ['Kia', '', 3790],
          ['Toyota', 'RAV4', 4290],
          ['Toyota', '', 3990],
          ['Skoda', '', 4190],
          ['Audi', '', 5190],
          ['Polestar', '', 2990],
          ['Ford', '', 4190],
        ]),
      },
      {
        code: 'OIL_SERVICE',
        kobraId: 'K-1002',
        name: 'Oljeservice',
        description: 'Byte av motorolja och oljefilter, kontroll av vätskor, bromsar och belysning.',
        durationMinutes: 60,
        agreementDiscountPercent: 15,
        notAvailableFor: [{ brand: 'Polestar' }],
        prices: perModel(2190, [
          ['Volkswagen', '', 1990],
          ['Volvo', '', 2390],
          ['Kia', '', 1890],
          ['Toyota', '', 1890],
        ]),
      },
    ],
  },
  {
    name: 'Reparation och felsökning',
    icon: 'search',
    kind: 'service',
    sortOrder: 20,
    offerings: [
      {
        code: 'TROUBLESHOOTING',
        kobraId: 'K-2001',
        name: 'Felsökning',
        description: 'Varningslampa, missljud eller något som känns fel? Beskriv vad du märkt så börjar teknikern där.',
        durationMinutes: 60,
        priceKnown: false,
        allowUserInput: true,
      },
      {
        code: 'BRAKE_PADS_FRONT',
        kobraId: 'K-2002',
        name: 'Bromsbelägg fram',
        description: 'Byte av bromsbelägg på framaxeln, kontroll av skivor och bromsvätska.',
        durationMinutes: 90,
        agreementDiscountPercent: 15,
        prices: perModel(2890, [
          ['Volkswagen', 'Golf', 2490],
          ['Volvo', 'XC60', 3390],
          ['Kia', 'Niro', 2590],
        ]),
      },
      {
        code: 'TIMING_BELT',
        kobraId: 'K-2003',
        name: 'Byte av kamrem',
        description: 'Kamrem, sträckare och vattenpump enligt tillverkarens intervall.',
        durationMinutes: 240,
        agreementDiscountPercent: 15,
        notAvailableFor: [
          { brand: 'Kia', model: 'Niro' },
          { brand: 'Polestar' },
        ],
        prices: perModel(8990, [
          ['Volkswagen', 'Golf', 7490],
          ['Volvo', '', 9490],
        ]),
      },
      {
        code: 'AC_SERVICE',
        kobraId: 'K-2004',
        name: 'AC-service',
        description: 'Tömning, läcktest och påfyllning av köldmedium, byte av kupéfilter.',
        durationMinutes: 60,
        agreementDiscountPercent: 10,
        prices: perModel(1495, []),
      },
      {
        code: 'WHEEL_ALIGNMENT',
        kobraId: 'K-2005',
        name: 'Hjulinställning',
        description: 'Mätning och justering av hjulvinklar – minskar däckslitaget och ger bättre väghållning.',
        durationMinutes: 60,
        agreementDiscountPercent: 10,
        prices: perModel(1290, [['Volvo', '', 1490]]),
      },
    ],
  },
  {
    name: 'Däck och glas',
    icon: 'tire',
    kind: 'service',
    sortOrder: 30,
    offerings: [
      {
        code: 'WHEEL_CHANGE',
        kobraId: 'K-3001',
        name: 'Hjulskifte',
        description: 'Vi skiftar till sommar- eller vinterhjul och kontrollerar lufttryck och mönsterdjup.',
        durationMinutes: 30,
        prices: perModel(495, []),
      },
      {
        code: 'WINDSCREEN_CHIP',
        kobraId: 'K-3002',
        name: 'Stenskottslagning',
        description: 'Lagning av stenskott mindre än en tvåkrona. Ofta utan kostnad med helförsäkring.',
        durationMinutes: 30,
        prices: perModel(695, []),
      },
    ],
  },
  {
    name: 'Tillval',
    icon: 'sparkle',
    kind: 'addon',
    sortOrder: 40,
    offerings: [
      { code: 'WIPER_BLADES', kobraId: 'K-4001', name: 'Nya torkarblad', description: 'Originaltorkarblad fram, monterade.', durationMinutes: 15, prices: perModel(449, [['Volvo', '', 549]]) },
      { code: 'HAND_WASH', kobraId: 'K-4002', name: 'Handtvätt', description: 'Utvändig handtvätt och torkning medan bilen är hos oss.', durationMinutes: 45, prices: perModel(395, []) },
      {
        code: 'ADBLUE',
        kobraId: 'K-4003',
        name: 'AdBlue-påfyllning',
        description: 'Påfyllning av AdBlue för dieselbilar.',
        durationMinutes: 10,
        prices: perModel(29, []),
        notAvailableFor: [{ brand: 'Polestar' }, { brand: 'Kia', model: 'Niro' }],
        unitPrice: { minimum: 5, maximum: 20, unit: 'liter', unitAbbreviation: 'l', postfix: '/l' },
      },
    ],
  },
  {
    name: 'Under tiden',
    icon: 'car',
    kind: 'addon',
    selectionType: 'single',
    sortOrder: 50,
    offerings: [
      { code: 'LOAN_CAR', kobraId: 'K-5001', name: 'Lånebil', description: 'En lånebil under dagen. Körkort krävs.', durationMinutes: 0, prices: perModel(295, []), agreementDiscountPercent: 100 },
      { code: 'PICKUP', kobraId: 'K-5002', name: 'Hämtning och lämning', description: 'Vi hämtar bilen hemma eller på jobbet inom 10 km och lämnar den när den är klar.', durationMinutes: 0, prices: perModel(495, []) },
    ],
  },
]

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const

/** A Swedish dealer site's service department as a bookable workshop; capacity and price level vary by site. */
export function demoWorkshops() {
  return DEMO_DEALER_SITES.filter((site) => site.country === 'SE').flatMap((site) => {
    const service = site.site_departments.find((department) => department.group === 'Service')
    if (!service || service.brands.length === 0) return []
    const n = Number(site.site_id) % 100
    return [
      {
        siteId: site.site_id,
        name: `${site.site_official_name} verkstad`,
        departmentId: `SE-${site.site_id}-VERKSTAD`,
        brandCodes: service.brands.map((brand) => brand.brand_code),
        priceLevel: [100, 96, 104, 92, 108, 100, 98, 112, 94, 102, 106, 100, 97, 103][n % 14]!,
        openingHours: [
          ...WEEKDAYS.map((weekday) => ({ weekday, opens: '07:00', closes: n % 3 === 0 ? '18:00' : '17:00' })),
          ...(n % 4 === 1 ? [{ weekday: 'saturday' as const, opens: '09:00', closes: '14:00' }] : []),
        ],
        slotMinutes: 60,
        placesPerSlot: 2 + (n % 3),
        allDayMinutes: 480 + (n % 2) * 240,
        bookingWeeks: 8,
        closedDays: [
          { day: '2026-12-24', note: 'Julafton' },
          { day: '2026-12-25', note: 'Juldagen' },
          { day: '2026-12-31', note: 'Nyårsafton' },
          { day: '2027-01-01', note: 'Nyårsdagen' },
          { day: '2027-01-06', note: 'Trettondedag jul' },
        ],
      },
    ]
  })
}

export async function seedWorkshopBooking(payload: Payload, log: (line: string) => void): Promise<{ vehicles: number; categories: number; workshops: number }> {
  const counts = { vehicles: 0, categories: 0, workshops: 0 }
  for (const vehicle of DEMO_VEHICLES) {
    const existing = await payload.count({ collection: 'vehicle-register', where: { registrationNumber: { equals: vehicle.registrationNumber } }, overrideAccess: true })
    if (existing.totalDocs > 0) continue
    await payload.create({ collection: 'vehicle-register', data: { ...vehicle }, overrideAccess: true, depth: 0, context: SEED_CONTEXT })
    counts.vehicles += 1
  }
  for (const category of DEMO_CATALOGUE) {
    const existing = await payload.count({ collection: 'service-categories', where: { name: { equals: category.name } }, overrideAccess: true })
    if (existing.totalDocs > 0) continue
    await payload.create({
      collection: 'service-categories',
      overrideAccess: true,
      depth: 0,
      context: SEED_CONTEXT,
      data: {
        name: category.name,
        icon: category.icon as 'wrench',
        kind: category.kind,
        selectionType: category.selectionType ?? null,
        sortOrder: category.sortOrder,
        offerings: category.offerings.map((offering) => ({
          code: offering.code,
          kobraId: offering.kobraId,
          name: offering.name,
          description: offering.description,
          durationMinutes: offering.durationMinutes,
          priceKnown: offering.priceKnown ?? true,
          notKnownPriceText: offering.notKnownPriceText,
          agreementDiscountPercent: offering.agreementDiscountPercent ?? 0,
          requiresMileage: offering.requiresMileage ?? false,
          allowUserInput: offering.allowUserInput ?? false,
          prices: (offering.prices ?? []).map((row) => ({ brand: row.brand ?? '', model: row.model ?? '', price: row.price })),
          notAvailableFor: (offering.notAvailableFor ?? []).map((row) => ({ brand: row.brand, model: row.model ?? '' })),
          unitPrice: offering.unitPrice ?? {},
        })),
      },
    })
    counts.categories += 1
  }
  const brands = await payload.find({ collection: 'brands', limit: 1_000, depth: 0, overrideAccess: true, pagination: false })
  const brandId = new Map(brands.docs.map((brand) => [brand.brand_code, brand.id]))
  for (const workshop of demoWorkshops()) {
    const existing = await payload.count({ collection: 'workshops', where: { departmentId: { equals: workshop.departmentId } }, overrideAccess: true })
    if (existing.totalDocs > 0) continue
    const site = await payload.find({ collection: 'dealer-sites', where: { site_id: { equals: workshop.siteId } }, limit: 1, depth: 0, overrideAccess: true })
    if (!site.docs[0]) continue
    const { siteId: _siteId, brandCodes, ...data } = workshop
    await payload.create({
      collection: 'workshops',
      overrideAccess: true,
      depth: 0,
      context: SEED_CONTEXT,
      data: { ...data, active: true, dealerSite: site.docs[0].id, brands: brandCodes.map((code) => brandId.get(code)).filter((id) => id !== undefined) },
    })
    counts.workshops += 1
  }
  log(`workshop booking: ${counts.vehicles} vehicles, ${counts.categories} service categories, ${counts.workshops} workshops added`)
  return counts
}
