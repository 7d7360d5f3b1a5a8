import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Database } from '@/db/database'
import { recentEmails } from '@/features/leads/repository'
import { cachedDirectory, loadDirectory } from '@/features/service-booking/directory'
import { bookingEngine } from '@/features/service-booking/engine'
import { BookingError } from '@/features/service-booking/errors'
import { formatSek } from '@/features/service-booking/money'
import { bookingByReference } from '@/features/workshop-capacity/repository'
import { registerTable } from '@/integrations/vehicle-register/register-table'
import type { BookingRequest, ClosestMessage, WorkshopSystem } from '@/features/service-booking/ports'

import { DEMO_DEALER_SITES } from '../../scripts/demo/dealer-sites'
import { seedWorkshopBooking } from '../../scripts/seed/workshops'
import { startCms, type TestCms } from './helpers/cms'
import { onPostgres } from './helpers/postgres'

/** A Friday morning in Stockholm: bookable days start on Saturday 28 November 2026. */
const NOW = new Date('2026-11-27T09:00:00Z')
const UPPSALA = { latitude: 59.8586, longitude: 17.6389 }

/**
 * The booking engine over a real CMS and database (the demo's catalogue, register and the workshops of five
 * Swedish dealer sites): look-ups, prices, the closest-workshops stream, time slots, bookings with their
 * confirmation e-mail, and the last place under 50 concurrent bookings, on the database of the pass.
 */
describe('the workshop booking engine', () => {
  let cms: TestCms
  let engine: WorkshopSystem
  let references = 0

  beforeAll(async () => {
    cms = await startCms()
    const { payload } = cms
    for (const [name, brand_code] of [
      ['Volvo', 'VO'],
      ['Volkswagen', 'VW'],
      ['Kia', 'KI'],
      ['Skoda', 'SK'],
      ['Audi', 'AU'],
      ['Polestar', 'PS'],
      ['Ford', 'FO'],
    ] as const) {
      await payload.create({ collection: 'brands', data: { name, brand_code }, overrideAccess: true })
    }
    const brands = await payload.find({ collection: 'brands', limit: 100, overrideAccess: true })
    const brandId = new Map(brands.docs.map((brand) => [brand.brand_code, brand.id]))
    // Five Swedish facilities; three service the VW group (Enköping, Gävle, Västerås), one Kia too.
    for (const site of DEMO_DEALER_SITES.filter((candidate) => ['1101', '1102', '1103', '1107', '1108'].includes(candidate.site_id))) {
      const { scene: _scene, site_brands: _brands, runBy: _runBy, ...document } = site
      await payload.create({
        collection: 'dealer-sites',
        overrideAccess: true,
        data: {
          ...document,
          site_departments: site.site_departments.map((department) => ({
            ...department,
            brands: department.brands.map((brand) => brandId.get(brand.brand_code)).filter((id) => id !== undefined),
          })),
        },
      })
    }
    await seedWorkshopBooking(payload, () => {})
    engine = bookingEngine({
      db: cms.db,
      directory: cachedDirectory(() => loadDirectory(payload)),
      register: registerTable(payload),
      now: () => NOW,
      reference: () => `NB-TEST${String(++references).padStart(4, '0')}`,
    })
  })
  afterAll(async () => {
    await cms?.stop()
  })

  const codeOf = async (work: Promise<unknown>) => {
    try {
      await work
      return 'ok'
    } catch (error) {
      if (error instanceof BookingError) return error.code
      throw error
    }
  }
  let cars = 0
  /** A Volkswagen of its own in the register: its bookings meet no other test's. */
  const registerCar = async (brand = 'Volkswagen') => {
    const registrationNumber = `TC${String(++cars).padStart(4, '0')}`
    await cms.payload.create({
      collection: 'vehicle-register',
      data: { registrationNumber, brand, model: 'Golf', buildYear: 2020, hasServiceAgreement: false },
      overrideAccess: true,
    })
    return registrationNumber
  }
  const collect = async (messages: AsyncIterable<ClosestMessage>) => {
    const all: ClosestMessage[] = []
    for await (const message of messages) all.push(message)
    return all
  }
  const request = (changes: Partial<BookingRequest> = {}): BookingRequest => ({
    customer: { firstName: 'Vera', lastName: 'Nilsson', phone: '070 174 06 50', email: 'vera@example.com' },
    freeText: 'Lämnar nyckeln i boxen.',
    departmentId: 'SE-1102-VERKSTAD',
    timeSlot: '2026-12-01T09:00',
    isFullDay: false,
    registrationNumber: 'ABC123',
    mileage: null,
    serviceOfferingRequests: [{ kobraId: 'K-1001' }],
    ...changes,
  })

  it('looks cars up in the register and tells whether a workshop services the make', async () => {
    expect(await engine.car('abc 123')).toEqual({
      registrationNumber: 'ABC123',
      brand: 'Volkswagen',
      model: 'Golf',
      buildYear: 2019,
      hasServiceAgreement: true,
      isSupported: true,
    })
    expect(await engine.car('MNB12C')).toMatchObject({ brand: 'BMW', isSupported: false })
    expect(await codeOf(engine.car('ZZZ999'))).toBe('VehicleNotFound')
    expect(await codeOf(engine.car('Å'))).toBe('InvalidReg')
    expect(await engine.hasBrand('Volkswagen')).toBe(true)
    expect(await engine.hasBrand('BMW')).toBe(false)
    expect(await codeOf(engine.services('MNB12C', 'service', null))).toBe('BrandNotSupported,BMW')
  })

  it('prices services as the median near the place, with the agreement discount', async () => {
    const categories = await engine.services('ABC123', 'service', UPPSALA)
    expect(categories.map((category) => category.name)).toEqual(['Service', 'Reparation och felsökning', 'Däck och glas'])
    expect(categories[0]!.selectionType).toBe('single')
    const original = categories[0]!.offerings.find((offering) => offering.code === 'ORIGINAL_SERVICE')!
    // VW Golf 3 990 kr at the VW workshops' price levels 98, 104 and 112 % → median 4 150 kr, less 20 %.
    expect(original).toMatchObject({ price: 3320, priceDiscount: 830, priceKnown: true, requiresMileage: true, isAvailable: true })
    const troubleshooting = categories[1]!.offerings.find((offering) => offering.code === 'TROUBLESHOOTING')!
    expect(troubleshooting).toMatchObject({ price: null, priceKnown: false, notKnownPriceText: 'Pris saknas*', allowUserInput: true })
    const niro = await engine.services('GHJ78K', 'service', UPPSALA)
    expect(niro[1]!.offerings.find((offering) => offering.code === 'TIMING_BELT')!.isAvailable).toBe(false)
    const addons = await engine.services('DEF456', 'addon', null)
    expect(addons.map((category) => category.name)).toEqual(['Tillval', 'Under tiden'])
    expect(addons[0]!.offerings.every((offering) => offering.priceDiscount === 0)).toBe(true)
    expect(await engine.prices('ABC123', 4500, 'SE-1102-VERKSTAD', ['ORIGINAL_SERVICE'])).toEqual([
      { code: 'ORIGINAL_SERVICE', price: 3320, priceKnown: true, priceDiscount: 830 },
    ])
  })

  it('streams the workshops servicing the make nearest first, each with its first free time, and continues from a cursor', async () => {
    const first = await collect(
      engine.closestAvailable({ registrationNumber: 'ABC123', codes: ['ORIGINAL_SERVICE'], position: UPPSALA, sort: 'nearest' }),
    )
    const ids = first.map((message) => (message.kind === 'workshop' ? message.department.departmentId : message.kind))
    expect(ids).toEqual(['SE-1102-VERKSTAD', 'SE-1107-VERKSTAD', 'SE-1108-VERKSTAD'])
    const nearest = first[0]!
    if (nearest.kind !== 'workshop') throw new Error('expected a workshop')
    expect(nearest.department).toMatchObject({
      siteName: 'Nordvik Bil Enköping',
      firstTimeSlot: { date: '2026-11-30', time: '07:00', isFullDay: false },
    })
    const rest = await collect(
      engine.closestAvailable({
        registrationNumber: 'ABC123',
        codes: ['ORIGINAL_SERVICE'],
        position: UPPSALA,
        sort: 'nearest',
        cursor: 'SE-1102-VERKSTAD',
      }),
    )
    expect(rest.map((message) => (message.kind === 'workshop' ? message.department.departmentId : message.kind))).toEqual([
      'SE-1107-VERKSTAD',
      'SE-1108-VERKSTAD',
    ])
    expect(
      await collect(
        engine.closestAvailable({
          registrationNumber: 'ABC123',
          codes: ['ORIGINAL_SERVICE'],
          position: UPPSALA,
          sort: 'nearest',
          cursor: 'SE-1108-VERKSTAD',
        }),
      ),
    ).toEqual([])
    expect(
      await collect(
        engine.closestAvailable({ registrationNumber: 'MNB12C', codes: ['ORIGINAL_SERVICE'], position: UPPSALA, sort: 'nearest' }),
      ),
    ).toEqual([{ kind: 'error', error: 'Vi kan inte erbjuda service för bilar av märket BMW.' }])
  })

  it('gives a week of free times for the services’ length, none before tomorrow', async () => {
    const week = await engine.timeSlots('ABC123', 'SE-1102-VERKSTAD', '2026-11-27', ['ORIGINAL_SERVICE', 'HAND_WASH'])
    expect(week.map((day) => day.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ])
    expect(week.every((day) => day.availableSlots.length === 0)).toBe(true)
    const next = await engine.timeSlots('ABC123', 'SE-1102-VERKSTAD', '2026-11-30T00:00:00+01:00', ['ORIGINAL_SERVICE', 'HAND_WASH'])
    // 195 minutes take four hour slots: the last start is 13:00 at a workshop closing at 17:00.
    expect(next[0]).toEqual({
      date: '2026-11-30',
      availableSlots: ['07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00'],
      allDaySlotAvailable: true,
    })
    expect(await codeOf(engine.timeSlots('GHJ78K', 'SE-1102-VERKSTAD', '2026-11-30', ['ORIGINAL_SERVICE']))).toBe('BrandNotSupported,Kia')
  })

  it('books, stores the booking and its confirmation e-mail with a calendar invitation, and refuses what cannot be booked', async () => {
    const confirmation = await engine.book(
      request({ serviceOfferingRequests: [{ kobraId: 'K-1001' }, { kobraId: 'K-4003', unitsSelected: 10 }] }),
      { siteId: null },
    )
    // The booking's id is the customer's reference, the one the e-mail and the calendar invitation carry.
    expect(confirmation).toMatchObject({
      id: expect.stringMatching(/^NB-TEST\d{4}$/),
      registrationNumber: 'ABC123',
      kobraProductIds: ['K-1001', 'K-4003'],
    })
    const stored = await bookingByReference(cms.db, confirmation.id)
    expect(stored).toMatchObject({
      status: 'booked',
      localDate: '2026-12-01',
      localTime: '09:00',
      isFullDay: false,
      durationMinutes: 160,
      mileage: 1,
      registrationNumber: 'ABC123',
    })
    expect(stored!.startsAt.toISOString()).toBe('2026-12-01T08:00:00.000Z')
    const [email] = await recentEmails(cms.db, { to: 'vera@example.com', limit: 5 })
    expect(email!.subject).toContain(confirmation.id)
    expect(email!.text).toContain(`Bokningsnummer: ${confirmation.id}`)
    expect(email!.text).toContain('Verkstad: Nordvik Bil Enköping, Munksundsvägen 14, 745 37 Enköping')
    // The discount is taken off the ordinary prices to give the total; the workshop's own prices are no medians.
    const services = stored!.services as Array<{ price: number; priceDiscount: number }>
    const discount = services.reduce((sum, service) => sum + service.priceDiscount, 0)
    const total = services.reduce((sum, service) => sum + service.price, 0)
    expect(discount).toBeGreaterThan(0)
    expect(email!.text).toContain(`Serviceavtalsrabatt: −${formatSek(discount)}`)
    expect(email!.text).toContain(`Totalt: ${formatSek(total)}`)
    expect(email!.text).not.toMatch(/medianpris|varav/i)
    const ics = email!.attachments[0]!
    expect(ics.filename).toBe(`bokning-${confirmation.id}.ics`)
    expect(ics.content).toContain('DTSTART:20261201T080000Z')
    expect(ics.content).toContain('DTEND:20261201T110000Z')

    expect(await codeOf(engine.book(request({ registrationNumber: 'ZZZ999' }), { siteId: null }))).toBe('VehicleNotFound')
    expect(await codeOf(engine.book(request({ registrationNumber: 'MNB12C' }), { siteId: null }))).toBe('BrandNotSupported,BMW')
    expect(await codeOf(engine.book(request({ registrationNumber: 'GHJ78K' }), { siteId: null }))).toBe('BrandNotSupported,Kia')
    expect(await codeOf(engine.book(request({ timeSlot: '2026-11-27T09:00' }), { siteId: null }))).toBe('TimeslotNotAvailable')
    expect(await codeOf(engine.book(request({ timeSlot: '2026-12-05T09:00' }), { siteId: null }))).toBe('TimeslotNotAvailable')
    expect(await codeOf(engine.book(request({ timeSlot: '2026-12-01T09:30' }), { siteId: null }))).toBe('TimeslotNotAvailable')
    expect(await codeOf(engine.book(request({ isFullDay: true, timeSlot: '2026-12-01T09:00' }), { siteId: null }))).toBe(
      'TimeslotNotAvailable',
    )
    expect(await codeOf(engine.book(request({ serviceOfferingRequests: [{ kobraId: 'K-9999' }] }), { siteId: null }))).toBe(
      'UnknownService',
    )
    expect(await codeOf(engine.book(request({ serviceOfferingRequests: [{ kobraId: 'K-2001' }] }), { siteId: null }))).toBe(
      'UserInputRequired',
    )
    expect(
      await codeOf(
        engine.book(
          request({ registrationNumber: 'GHJ78K', departmentId: 'SE-1107-VERKSTAD', serviceOfferingRequests: [{ kobraId: 'K-2003' }] }),
          { siteId: null },
        ),
      ),
    ).toBe('ServiceNotAvailable')
    expect(await codeOf(engine.book(request({ departmentId: 'SE-9999-VERKSTAD' }), { siteId: null }))).toBe('DepartmentNotFound')
    const count = await cms.payload.count({ collection: 'workshop-bookings', overrideAccess: true })
    expect(count.totalDocs).toBe(1)
  })

  it('books all day at 08:00 and fills the all-day capacity', async () => {
    const allDay = (registrationNumber: string) =>
      request({ registrationNumber, isFullDay: true, timeSlot: '2026-12-02T08:00', serviceOfferingRequests: [{ kobraId: 'K-2003' }] })
    const workshop = (
      await cms.payload.find({ collection: 'workshops', where: { departmentId: { equals: 'SE-1102-VERKSTAD' } }, overrideAccess: true })
    ).docs[0]!
    const fitting = Math.floor(workshop.allDayMinutes / 240)
    // Each car left all day is another car: one car has one booking at a time.
    for (let booked = 0; booked < fitting; booked += 1)
      expect(await codeOf(engine.book(allDay(await registerCar()), { siteId: null }))).toBe('ok')
    expect(await codeOf(engine.book(allDay(await registerCar()), { siteId: null }))).toBe('TimeslotNotAvailable')
    const [day] = await engine
      .timeSlots('ABC123', 'SE-1102-VERKSTAD', '2026-12-02', ['TIMING_BELT'])
      .then((week) => week.filter((entry) => entry.date === '2026-12-02'))
    expect(day!.allDaySlotAvailable).toBe(false)
  })

  it('gives the last place to exactly one of 50 concurrent bookings', async () => {
    const workshop = (
      await cms.payload.find({ collection: 'workshops', where: { departmentId: { equals: 'SE-1108-VERKSTAD' } }, overrideAccess: true })
    ).docs[0]!
    await cms.payload.update({ collection: 'workshops', id: workshop.id, data: { placesPerSlot: 1 }, overrideAccess: true })
    const race = (registrationNumber: string) =>
      request({
        registrationNumber,
        departmentId: 'SE-1108-VERKSTAD',
        timeSlot: '2026-12-03T10:00',
        customer: { firstName: 'Ola', lastName: 'Ek', phone: '070 174 06 51', email: 'race@example.com' },
      })
    // Fifty cars (one car has one booking at a time).
    const racers: string[] = []
    for (let car = 0; car < 50; car += 1) racers.push(await registerCar())
    const outcomes = await Promise.all(racers.map((car) => codeOf(engine.book(race(car), { siteId: null }))))
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'TimeslotNotAvailable')).toHaveLength(49)
    const stored = await cms.payload.count({
      collection: 'workshop-bookings',
      where: { workshop: { equals: workshop.id }, localDate: { equals: '2026-12-03' } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(1)
    expect(await recentEmails(cms.db, { to: 'race@example.com', limit: 100 })).toHaveLength(1)
    // Cancelled by the workshop, the time is free again.
    const booking = (
      await cms.payload.find({ collection: 'workshop-bookings', where: { workshop: { equals: workshop.id } }, overrideAccess: true })
    ).docs[0]!
    await cms.payload.update({ collection: 'workshop-bookings', id: booking.id, data: { status: 'cancelled' }, overrideAccess: true })
    expect(await codeOf(engine.book(race(await registerCar()), { siteId: null }))).toBe('ok')
  })

  it('books one car once at a time: an overlapping booking at any workshop is refused in words, and its times are not offered to the car', async () => {
    const car = await registerCar()
    const other = await registerCar()
    const oil = [{ kobraId: 'K-1002' }]
    const first = await engine.book(
      request({ registrationNumber: car, departmentId: 'SE-1102-VERKSTAD', timeSlot: '2026-12-07T09:00', serviceOfferingRequests: oil }),
      { siteId: null },
    )
    // The same time, a time inside it, or the whole day, at this workshop or another: refused, nothing stored.
    for (const overlapping of [
      { departmentId: 'SE-1102-VERKSTAD', timeSlot: '2026-12-07T09:00' },
      { departmentId: 'SE-1107-VERKSTAD', timeSlot: '2026-12-07T09:00' },
      { departmentId: 'SE-1108-VERKSTAD', timeSlot: '2026-12-07T08:00', isFullDay: true },
    ]) {
      const refused = await engine
        .book(request({ registrationNumber: car, serviceOfferingRequests: oil, ...overlapping }), { siteId: null })
        .catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(BookingError)
      expect(refused).toMatchObject({ code: 'CarAlreadyBooked', status: 409 })
      expect((refused as BookingError).message).toBe(`${car} har redan en bokning den här tiden – en bil kan bara ha en bokning åt gången.`)
    }
    expect(
      (await cms.payload.count({ collection: 'workshop-bookings', where: { registrationNumber: { equals: car } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
    // Another car books that time; the car itself books once the first booking has ended.
    expect(
      await codeOf(
        engine.book(
          request({
            registrationNumber: other,
            departmentId: 'SE-1107-VERKSTAD',
            timeSlot: '2026-12-07T09:00',
            serviceOfferingRequests: oil,
          }),
          { siteId: null },
        ),
      ),
    ).toBe('ok')
    expect(first.id).toMatch(/^NB-TEST\d{4}$/)
    expect(
      await codeOf(
        engine.book(
          request({
            registrationNumber: car,
            departmentId: 'SE-1107-VERKSTAD',
            timeSlot: '2026-12-07T10:00',
            serviceOfferingRequests: oil,
          }),
          { siteId: null },
        ),
      ),
    ).toBe('ok')
    // The times that would meet the car's bookings are not offered to it, at any workshop; to another car they are.
    const dayOf = async (plate: string, departmentId: string) =>
      (await engine.timeSlots(plate, departmentId, '2026-12-07', ['OIL_SERVICE'])).find((day) => day.date === '2026-12-07')!
    // The car is at Enköping 09–10 and at Gävle 10–11: an hour's oil service elsewhere fits before and after.
    const forCar = await dayOf(car, 'SE-1108-VERKSTAD')
    expect(forCar.availableSlots).toContain('08:00')
    expect(forCar.availableSlots).not.toContain('09:00')
    expect(forCar.availableSlots).not.toContain('10:00')
    expect(forCar.availableSlots).toContain('11:00')
    expect(forCar.allDaySlotAvailable).toBe(false)
    const forOther = await dayOf(await registerCar(), 'SE-1108-VERKSTAD')
    expect(forOther.availableSlots).toContain('09:00')
    expect(forOther.allDaySlotAvailable).toBe(true)
  })

  it('gives a car exactly one of 30 concurrent bookings for the same time at three workshops', async () => {
    const car = await registerCar()
    const workshops = ['SE-1102-VERKSTAD', 'SE-1107-VERKSTAD', 'SE-1108-VERKSTAD']
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        codeOf(
          engine.book(
            request({
              registrationNumber: car,
              departmentId: workshops[index % 3]!,
              timeSlot: '2026-12-08T10:00',
              serviceOfferingRequests: [{ kobraId: 'K-4001' }],
              customer: { firstName: 'Ada', lastName: 'Lind', phone: '070 174 06 56', email: 'one.car@example.com' },
            }),
            { siteId: null },
          ),
        ),
      ),
    )
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'CarAlreadyBooked')).toHaveLength(29)
    expect(
      (await cms.payload.count({ collection: 'workshop-bookings', where: { registrationNumber: { equals: car } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
    expect(await recentEmails(cms.db, { to: 'one.car@example.com', limit: 100 })).toHaveLength(1)
  })

  // SQLite's write path: the day is checked, then the group writer writes only if the day is unchanged. PostgreSQL
  // locks the workshop's day for the check and the write in one transaction (the 50 concurrent bookings above).
  it.skipIf(onPostgres())(
    'checks a booking again when its workshop’s day changed between its check and its write, and stores nothing for it',
    async () => {
      const workshop = (
        await cms.payload.find({ collection: 'workshops', where: { departmentId: { equals: 'SE-1108-VERKSTAD' } }, overrideAccess: true })
      ).docs[0]!
      await cms.payload.update({ collection: 'workshops', id: workshop.id, data: { placesPerSlot: 1 }, overrideAccess: true })
      let references = 0
      const engineOn = (db: Database) =>
        bookingEngine({
          db,
          directory: cachedDirectory(() => loadDirectory(cms.payload)),
          register: registerTable(cms.payload),
          now: () => NOW,
          reference: () => `NB-RACE${String(++references).padStart(4, '0')}`,
        })
      const [firstCar, secondCar] = [await registerCar(), await registerCar()]
      const booking = (email: string) => ({
        customer: { firstName: 'Ada', lastName: 'Lind', phone: '070 174 06 52', email },
        freeText: '',
        departmentId: 'SE-1108-VERKSTAD',
        timeSlot: '2026-12-04T10:00',
        isFullDay: false,
        registrationNumber: email.startsWith('first') ? firstCar : secondCar,
        mileage: null,
        serviceOfferingRequests: [{ kobraId: 'K-1001' }],
      })
      // Someone else takes the last place after this booking has checked the day and before its write.
      let other: Promise<unknown> | null = null
      const racing: Database = {
        ...cms.db,
        together: async (statements) => {
          other ??= engineOn(cms.db).book(booking('first@example.com'), { siteId: null })
          await other
          return cms.db.together(statements)
        },
      }
      const outcome = await engineOn(racing)
        .book(booking('second@example.com'), { siteId: null })
        .then(
          () => 'ok',
          (error: unknown) => (error instanceof BookingError ? error.code : Promise.reject(error)),
        )
      expect(other).not.toBeNull()
      await expect(other).resolves.toMatchObject({ id: expect.stringMatching(/^NB-RACE\d{4}$/) })
      expect(outcome).toBe('TimeslotNotAvailable')
      const stored = await cms.payload.count({
        collection: 'workshop-bookings',
        where: { workshop: { equals: workshop.id }, localDate: { equals: '2026-12-04' } },
        overrideAccess: true,
      })
      expect(stored.totalDocs).toBe(1)
      expect(await recentEmails(cms.db, { to: 'second@example.com', limit: 10 })).toHaveLength(0)
      expect(await recentEmails(cms.db, { to: 'first@example.com', limit: 10 })).toHaveLength(1)
    },
  )
  it.skipIf(onPostgres())(
    'checks a booking again when the same car was booked elsewhere between its check and its write, and stores nothing for it',
    async () => {
      const car = await registerCar()
      let references = 0
      const engineOn = (db: Database) =>
        bookingEngine({
          db,
          directory: cachedDirectory(() => loadDirectory(cms.payload)),
          register: registerTable(cms.payload),
          now: () => NOW,
          reference: () => `NB-CAR${String(++references).padStart(5, '0')}`,
        })
      const booking = (departmentId: string, email: string) =>
        request({
          registrationNumber: car,
          departmentId,
          timeSlot: '2026-12-09T13:00',
          serviceOfferingRequests: [{ kobraId: 'K-1002' }],
          customer: { firstName: 'Ada', lastName: 'Lind', phone: '070 174 06 57', email },
        })
      // The car is booked at another workshop after this booking has checked its day and before its write.
      let other: Promise<unknown> | null = null
      const racing: Database = {
        ...cms.db,
        together: async (statements) => {
          other ??= engineOn(cms.db).book(booking('SE-1107-VERKSTAD', 'car.first@example.com'), { siteId: null })
          await other
          return cms.db.together(statements)
        },
      }
      const outcome = await engineOn(racing)
        .book(booking('SE-1102-VERKSTAD', 'car.second@example.com'), { siteId: null })
        .then(
          () => 'ok',
          (error: unknown) => (error instanceof BookingError ? error.code : Promise.reject(error)),
        )
      await expect(other).resolves.toMatchObject({ registrationNumber: car })
      expect(outcome).toBe('CarAlreadyBooked')
      expect(
        (await cms.payload.count({ collection: 'workshop-bookings', where: { registrationNumber: { equals: car } }, overrideAccess: true }))
          .totalDocs,
      ).toBe(1)
      expect(await recentEmails(cms.db, { to: 'car.second@example.com', limit: 10 })).toHaveLength(0)
    },
  )
})
