import { describe, expect, it } from 'vitest'

import { bookingPayload, weekStartParam } from './schema'

const booking = (timeSlot: string) => ({
  customer: { firstName: 'Vera', lastName: 'Nilsson', phone: '070 174 06 50', email: 'vera@example.com' },
  departmentId: 'SE-1001-VERKSTAD',
  timeSlot,
  isFullDay: false,
  registrationNumber: 'ABC123',
  serviceOfferingRequests: [{ kobraId: 'K-1001' }],
})

describe('the booking schema', () => {
  it('takes a local date and time, or one with an offset', () => {
    for (const timeSlot of ['2027-01-07T09:00', '2028-02-29T23:59', '2027-01-07T09:00:00', '2027-01-07T09:00:00.000Z', '2027-01-07T09:00+01:00']) {
      expect(bookingPayload.safeParse(booking(timeSlot)).success, timeSlot).toBe(true)
    }
  })

  it('refuses a date or time no calendar or clock has', () => {
    for (const timeSlot of ['2027-13-01T09:00', '2027-00-10T09:00', '2027-02-29T09:00', '2027-04-31T09:00', '2027-01-07T24:00', '2027-01-07T09:60', '2027-01-07T09:00:61', '2027-01-07T09:00+25:00']) {
      const parsed = bookingPayload.safeParse(booking(timeSlot))
      expect(parsed.success, timeSlot).toBe(false)
      expect(parsed.error?.issues[0]?.path, timeSlot).toEqual(['timeSlot'])
    }
  })

  it('refuses a week start that is no date', () => {
    expect(weekStartParam.safeParse('2027-01-04').success).toBe(true)
    expect(weekStartParam.safeParse('2027-01-04T00:00:00Z').success).toBe(true)
    for (const week of ['2027-02-30', '2027-13-01', '2027-01-04T25:00']) expect(weekStartParam.safeParse(week).success, week).toBe(false)
  })
})
