/**
 * The tire hotel's demo data (DEMO.md): two tire workshops and the agreements TIR123 and TIR456, kept by
 * se-dealer-2 (Nordvik Bilhall). TIR123's tires are at Uppsala's tire workshop, which has free times from three
 * days ahead through three months; TIR456's at Gävle's, which is fully booked for the season (no bays online),
 * so its customer sees the no-days message with the workshop's phone and e-mail. NOA000 has no agreement.
 * Deterministic and idempotent: only what is missing is added.
 */
import type { Payload } from 'payload'

import { DEMO_DEALER_SITES } from '../demo/dealer-sites'

const SEED_CONTEXT = { skipRevalidate: true, seeding: true }
const TIRE_HOTEL_SITE = 'se-dealer-2'

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const
const HOLIDAYS = [
  { day: '2026-12-24', note: 'Julafton' },
  { day: '2026-12-25', note: 'Juldagen' },
  { day: '2026-12-31', note: 'Nyårsafton' },
  { day: '2027-01-01', note: 'Nyårsdagen' },
  { day: '2027-01-06', note: 'Trettondedag jul' },
  { day: '2027-03-26', note: 'Långfredagen' },
  { day: '2027-03-29', note: 'Annandag påsk' },
]

/** A dealer site's tire workshop: wheel changes in half-hour slots, through the season's fourteen weeks. */
export function demoTireWorkshops() {
  const workshop = (siteId: string, capacity: { placesPerSlot: number; allDayMinutes: number }) => {
    const site = DEMO_DEALER_SITES.find((candidate) => candidate.site_id === siteId)!
    return {
      siteId,
      name: `${site.site_official_name} däckverkstad`,
      departmentId: `SE-${siteId}-DACK`,
      openingHours: [...WEEKDAYS.map((weekday) => ({ weekday, opens: '07:00', closes: '17:00' })), { weekday: 'saturday' as const, opens: '09:00', closes: '14:00' }],
      slotMinutes: 30,
      bookingWeeks: 14,
      closedDays: HOLIDAYS,
      ...capacity,
    }
  }
  return [
    // TIR123: two bays, and cars left for the day.
    workshop('1101', { placesPerSlot: 2, allDayMinutes: 240 }),
    // TIR456: the season is fully booked; the workshop books by phone.
    workshop('1105', { placesPerSlot: 0, allDayMinutes: 0 }),
  ]
}

type Wheel = { name: string; rimDiameter: number; sectionWidth: number; aspectRatio: number; threadPattern: string; threadDepth: number; threadStatusId: '0' | '1' | '2'; threadStatusMessage: string }
const POSITIONS = ['Vänster fram', 'Höger fram', 'Vänster bak', 'Höger bak'] as const
const tires = (wheel: Omit<Wheel, 'threadDepth' | 'threadStatusId' | 'threadStatusMessage'>, depths: Array<[number, Wheel['threadStatusId'], string]>) =>
  POSITIONS.map((equipmentPosition, index) => {
    const [threadDepth, threadStatusId, threadStatusMessage] = depths[index]!
    return { equipmentPosition, wheel: { ...wheel, threadDepth, threadStatusId, threadStatusMessage } }
  })

const GOOD = 'Bra mönsterdjup.'
const REPLACE = 'Mönsterdjupet är under 4 mm. Vi rekommenderar att du byter däck inför säsongen – kontakta verkstaden.'

export const DEMO_TIRE_AGREEMENTS = [
  {
    agreementNumber: 'DH-110123',
    customerFirstName: 'Vera',
    customerLastName: 'Lindqvist',
    phone: '+46701740610',
    vehicles: [
      {
        regNo: 'TIR123',
        brandCode: 'VO',
        brand: 'Volvo',
        model: 'XC60',
        name: 'Volvo XC60 T6 Recharge',
        productId: 'DH-STANDARD',
        packageLevel: 'Plus',
        workshop: 'SE-1101-DACK',
        tires: tires(
          { name: 'Vinterhjul, dubbfria, kompletta på aluminiumfälg', rimDiameter: 19, sectionWidth: 235, aspectRatio: 55, threadPattern: 'Nokian Hakkapeliitta R5 SUV' },
          [
            [7.2, '0', GOOD],
            [7.0, '0', GOOD],
            [3.4, '1', REPLACE],
            [6.1, '2', 'Godkänt mönsterdjup.'],
          ],
        ),
      },
    ],
  },
  {
    agreementNumber: 'DH-110456',
    customerFirstName: 'Johan',
    customerLastName: 'Berg',
    phone: '+46701740611',
    vehicles: [
      {
        regNo: 'TIR456',
        brandCode: 'KI',
        brand: 'Kia',
        model: 'Niro',
        name: 'Kia Niro EV Advance',
        productId: 'DH-STANDARD',
        packageLevel: 'Bas',
        workshop: 'SE-1105-DACK',
        tires: tires(
          { name: 'Sommardäck på stålfälg', rimDiameter: 17, sectionWidth: 215, aspectRatio: 55, threadPattern: 'Michelin e.Primacy' },
          [
            [6.5, '0', GOOD],
            [6.4, '0', GOOD],
            [6.8, '0', GOOD],
            [6.7, '0', GOOD],
          ],
        ),
      },
    ],
  },
]

export async function seedTireHotel(payload: Payload, log: (line: string) => void): Promise<{ workshops: number; agreements: number }> {
  const counts = { workshops: 0, agreements: 0 }
  const owner = await payload.find({ collection: 'sites', where: { key: { equals: TIRE_HOTEL_SITE } }, limit: 1, depth: 0, overrideAccess: true })
  if (!owner.docs[0]) return counts
  for (const workshop of demoTireWorkshops()) {
    const existing = await payload.count({ collection: 'workshops', where: { departmentId: { equals: workshop.departmentId } }, overrideAccess: true })
    if (existing.totalDocs > 0) continue
    const site = await payload.find({ collection: 'dealer-sites', where: { site_id: { equals: workshop.siteId } }, limit: 1, depth: 0, overrideAccess: true })
    if (!site.docs[0]) continue
    const { siteId: _siteId, ...data } = workshop
    await payload.create({ collection: 'workshops', overrideAccess: true, depth: 0, context: SEED_CONTEXT, data: { ...data, active: true, dealerSite: site.docs[0].id, brands: [] } })
    counts.workshops += 1
  }
  const workshops = await payload.find({ collection: 'workshops', where: { departmentId: { in: demoTireWorkshops().map((workshop) => workshop.departmentId) } }, depth: 0, limit: 10, overrideAccess: true })
  const workshopId = new Map(workshops.docs.map((workshop) => [workshop.departmentId, workshop.id]))
  for (const agreement of DEMO_TIRE_AGREEMENTS) {
    const existing = await payload.count({ collection: 'tire-agreements', where: { agreementNumber: { equals: agreement.agreementNumber } }, overrideAccess: true })
    if (existing.totalDocs > 0) continue
    if (agreement.vehicles.some((vehicle) => !workshopId.has(vehicle.workshop))) continue
    await payload.create({
      collection: 'tire-agreements',
      overrideAccess: true,
      depth: 0,
      context: SEED_CONTEXT,
      data: {
        ...agreement,
        site: owner.docs[0].id,
        vehicles: agreement.vehicles.map(({ workshop, ...vehicle }) => ({ ...vehicle, location: workshopId.get(workshop)! })),
      },
    })
    counts.agreements += 1
  }
  log(`tire hotel: ${counts.workshops} tire workshops, ${counts.agreements} agreements added`)
  return counts
}
