import { describe, expect, it } from 'vitest'

import type { Database } from '@/db/database'
import { recentEmails } from '@/features/leads/repository'
import { cachedDirectory, loadDirectory } from '@/features/service-booking/directory'
import { bookingEngine } from '@/features/service-booking/engine'
import { BookingError } from '@/features/service-booking/errors'
import { registerTable } from '@/integrations/vehicle-register/register-table'

import { NOW, serviceBookingCases } from './helpers/service-booking-cases'

describe('the workshop booking engine on SQLite', () => {
  const cases = serviceBookingCases({})

  it('checks a booking again when its workshop’s day changed between its check and its write, and stores nothing for it', async () => {
    const cms = cases.cms()
    const workshop = (await cms.payload.find({ collection: 'workshops', where: { departmentId: { equals: 'SE-1108-VERKSTAD' } }, overrideAccess: true })).docs[0]!
    await cms.payload.update({ collection: 'workshops', id: workshop.id, data: { placesPerSlot: 1 }, overrideAccess: true })
    let references = 0
    const engineOn = (db: Database) =>
      bookingEngine({ db, directory: cachedDirectory(() => loadDirectory(cms.payload)), register: registerTable(cms.payload), now: () => NOW, reference: () => `NB-RACE${String(++references).padStart(4, '0')}` })
    const booking = (email: string) => ({
      customer: { firstName: 'Ada', lastName: 'Lind', phone: '070 174 06 52', email },
      freeText: '',
      departmentId: 'SE-1108-VERKSTAD',
      timeSlot: '2026-12-04T10:00',
      isFullDay: false,
      registrationNumber: 'ABC123',
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
      .then(() => 'ok', (error: unknown) => (error instanceof BookingError ? error.code : Promise.reject(error)))
    expect(other).not.toBeNull()
    await expect(other).resolves.toMatchObject({ id: expect.any(Number) })
    expect(outcome).toBe('TimeslotNotAvailable')
    const stored = await cms.payload.count({ collection: 'workshop-bookings', where: { workshop: { equals: workshop.id }, localDate: { equals: '2026-12-04' } }, overrideAccess: true })
    expect(stored.totalDocs).toBe(1)
    expect(await recentEmails(cms.db, { to: 'second@example.com', limit: 10 })).toHaveLength(0)
    expect(await recentEmails(cms.db, { to: 'first@example.com', limit: 10 })).toHaveLength(1)
  })
})
