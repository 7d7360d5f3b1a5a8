import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { insertTestWorkshop, throwawayDatabase, type ThrowawayDatabase } from '@/db/test-database'

import {
  bookingById,
  bookingByReference,
  bookingsBetween,
  cancelBooking,
  CarAlreadyBooked,
  reserveBooking,
  TimeslotNotAvailable,
  type NewBooking,
} from './repository'
import { scheduleOf } from './test-schedule'

let db: ThrowawayDatabase
let workshopId: number
let otherWorkshopId: number
beforeAll(async () => {
  db = await throwawayDatabase()
  workshopId = await insertTestWorkshop(db, { departmentId: '1001' })
  otherWorkshopId = await insertTestWorkshop(db, { departmentId: '1002' })
})
afterAll(() => db?.drop())

// A Monday; the bookable window starts the next day. Stockholm is UTC+1 in March.
const NOW = new Date('2026-03-02T09:00:00.000Z')
const schedule = scheduleOf({ placesPerSlot: 2 })
let references = 0
const booking = (localDate: string, localTime: string, overrides: Partial<NewBooking> = {}): NewBooking => {
  const startsAt = new Date(`${localDate}T${localTime}:00+01:00`)
  return {
    reference: `REF${++references}`,
    kind: 'service',
    workshopId,
    siteId: null,
    localDate,
    localTime,
    isFullDay: false,
    durationMinutes: 60,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 60 * 60_000),
    registrationNumber: `ABC${String(references).padStart(3, '0')}`,
    vehicle: 'Volvo XC60',
    mileage: 42_000,
    customer: { firstName: 'Anna', lastName: 'Berg', phone: '0701234567', email: 'anna@example.com' },
    freeText: '',
    services: [{ code: 'SERVICE', price: 2_990 }],
    totalPrice: 2_990,
    ...overrides,
  }
}
const email = { to: 'anna@example.com', subject: 'Bokningsbekräftelse', text: 'Välkommen', html: '<p>Välkommen</p>', attachments: [] }
const outboxTo = async (to: string) =>
  Number(
    (await db.execute({ sql: `SELECT count(*) AS n FROM email_outbox WHERE to_address = ${db.placeholder(1)}`, args: [to] })).rows[0]!.n,
  )

describe('reserving a workshop time', () => {
  it('stores a booking with its confirmation e-mail, found by id and by reference', async () => {
    const wanted = booking('2026-03-03', '08:00')
    const { id } = await reserveBooking(db, schedule, wanted, { now: NOW, email: { ...email, to: 'first@example.com' } })
    expect(await bookingById(db, id)).toMatchObject({
      id,
      status: 'booked',
      reference: wanted.reference,
      localTime: '08:00',
      totalPrice: 2_990,
    })
    expect((await bookingByReference(db, wanted.reference))!.id).toBe(id)
    expect(await outboxTo('first@example.com')).toBe(1)
    const day = (await bookingsBetween(db, [workshopId], '2026-03-03', '2026-03-03')).get(workshopId)?.get('2026-03-03')
    expect(day).toHaveLength(1)
  })

  it('gives a slot’s places to as many as it has, however many ask at once, and writes no e-mail for a refusal', async () => {
    const asks = Array.from({ length: 6 }, () => booking('2026-03-04', '10:00'))
    const answers = await Promise.allSettled(
      asks.map((each) => reserveBooking(db, schedule, each, { now: NOW, email: { ...email, to: 'crowd@example.com' } })),
    )
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(2)
    for (const answer of answers) if (answer.status === 'rejected') expect(answer.reason).toBeInstanceOf(TimeslotNotAvailable)
    expect(await outboxTo('crowd@example.com')).toBe(2)
  })

  it('books one car once at a time, at any workshop', async () => {
    const first = booking('2026-03-05', '09:00', { registrationNumber: 'CAR111' })
    await reserveBooking(db, schedule, first, { now: NOW, email: null })
    const again = booking('2026-03-05', '09:00', { registrationNumber: 'CAR111', workshopId: otherWorkshopId })
    await expect(reserveBooking(db, schedule, again, { now: NOW, email: null })).rejects.toEqual(new CarAlreadyBooked(first.reference))
    expect(await bookingByReference(db, again.reference)).toBeNull()
  })

  it('refuses a time outside the opening hours or the booking window', async () => {
    await expect(reserveBooking(db, schedule, booking('2026-03-03', '18:00'), { now: NOW, email: null })).rejects.toBeInstanceOf(
      TimeslotNotAvailable,
    )
    await expect(reserveBooking(db, schedule, booking('2026-03-02', '12:00'), { now: NOW, email: null })).rejects.toBeInstanceOf(
      TimeslotNotAvailable,
    )
    await expect(reserveBooking(db, schedule, booking('2026-06-02', '12:00'), { now: NOW, email: null })).rejects.toBeInstanceOf(
      TimeslotNotAvailable,
    )
  })
})

describe('cancelling a booking', () => {
  it('frees its place at once, with its cancellation e-mail; a second cancellation changes nothing', async () => {
    const full = [booking('2026-03-06', '13:00'), booking('2026-03-06', '13:00')]
    const [kept, cancelled] = await Promise.all(full.map((each) => reserveBooking(db, schedule, each, { now: NOW, email: null })))
    await expect(reserveBooking(db, schedule, booking('2026-03-06', '13:00'), { now: NOW, email: null })).rejects.toBeInstanceOf(
      TimeslotNotAvailable,
    )
    const cancel = {
      id: cancelled!.id,
      kind: 'service' as const,
      startsAfter: NOW,
      now: NOW,
      email: { ...email, to: 'cancel@example.com' },
    }
    expect(await cancelBooking(db, cancel)).toBe(true)
    expect(await cancelBooking(db, cancel)).toBe(false)
    expect(await outboxTo('cancel@example.com')).toBe(1)
    expect((await bookingById(db, cancelled!.id))!.status).toBe('cancelled')
    expect((await bookingById(db, kept!.id))!.status).toBe('booked')
    await reserveBooking(db, schedule, booking('2026-03-06', '13:00'), { now: NOW, email: null })
  })

  it('keeps a booking that starts before the deadline', async () => {
    const soon = booking('2026-03-09', '08:00')
    const { id } = await reserveBooking(db, schedule, soon, { now: NOW, email: null })
    expect(await cancelBooking(db, { id, kind: 'service', startsAfter: new Date('2026-03-09T12:00:00Z'), now: NOW })).toBe(false)
    expect((await bookingById(db, id))!.status).toBe('booked')
  })
})
