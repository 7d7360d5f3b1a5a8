import { describe, expect, it } from 'vitest'

import { bookingBody, daysBody, reviewBody, searchQuery, validateQuery } from './schema'

describe('what the tire hotel endpoints take', () => {
  it('reads a registration number without spaces, in capitals, 2 to 7 characters', () => {
    expect(searchQuery.parse({ regNo: ' tir 123 ' })).toEqual({ regNo: 'TIR123' })
    expect(searchQuery.parse({ regNo: 'åäö12' })).toEqual({ regNo: 'ÅÄÖ12' })
    for (const regNo of ['A', 'ABCDEFGH', 'TIR-123', "' OR 1=1", '']) expect(searchQuery.safeParse({ regNo }).success, regNo).toBe(false)
    expect(searchQuery.safeParse({ regNo: 'TIR123', more: '1' }).success).toBe(false)
  })

  it('takes a code of exactly four digits', () => {
    const authToken = 'A'.repeat(43)
    expect(validateQuery.safeParse({ authToken, otpToken: '0427' }).success).toBe(true)
    for (const otpToken of ['427', '04270', '04a7', ' 0427', '٠٤٢٧']) expect(validateQuery.safeParse({ authToken, otpToken }).success, otpToken).toBe(false)
  })

  it('takes days as dates or the start of a date and time, and the car as registration number or brand code', () => {
    expect(daysBody.parse({ startDate: '2026-12-01T00:00:00.000Z', endDate: '2027-02-28', regNo: 'VO' })).toEqual({ startDate: '2026-12-01T00:00:00.000Z', endDate: '2027-02-28', regNo: 'VO' })
    for (const startDate of ['2026-13-01', '2026-02-30', '1/12/2026', '']) expect(daysBody.safeParse({ startDate, endDate: '2027-02-28', regNo: 'VO' }).success, startDate).toBe(false)
  })

  it('strips a mobile number to digits and plus, 8 to 15 of them, and allows no time at all', () => {
    const request = {
      bookingDate: '2026-12-01',
      bookingStart: null,
      regNo: 'TIR123',
      customer: { firstName: ' Vera ', lastName: 'Lindqvist', email: 'vera@example.com', phoneMobile: '+46 70-174 06 10' },
    }
    expect(bookingBody.parse(request)).toMatchObject({ bookingStart: null, freeText: '', customer: { firstName: 'Vera', phoneMobile: '+46701740610' } })
    expect(bookingBody.parse({ ...request, bookingStart: '09:00' }).bookingStart).toBe('09:00')
    for (const phoneMobile of ['0701', '+46 70 174 06 10 11 12 13', 'ring mig']) expect(bookingBody.safeParse({ ...request, customer: { ...request.customer, phoneMobile } }).success, phoneMobile).toBe(false)
    expect(bookingBody.safeParse({ ...request, customer: { ...request.customer, email: 'vera@' } }).success).toBe(false)
    expect(bookingBody.safeParse({ ...request, bookingStart: '9' }).success).toBe(false)
  })

  it('takes a rating of 1 to 5 whole stars with an ISO date', () => {
    expect(reviewBody.parse({ rating: 5, date: '2026-11-27T10:00:00.000Z' })).toEqual({ rating: 5, comment: '', date: '2026-11-27T10:00:00.000Z' })
    for (const rating of [0, 6, 2.5, '4']) expect(reviewBody.safeParse({ rating, date: '2026-11-27T10:00:00Z' }).success, String(rating)).toBe(false)
  })
})
