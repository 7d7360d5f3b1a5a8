import { describe, expect, it } from 'vitest'

import { bookingRequest, bookingStage, bookingWindow, canBook, canSearch, canSendRating, contactProblems, emptyContact, mobileDigits, plateInput, validMobile } from './page-rules'

const filled = { firstName: 'Vera', lastName: 'Nilsson', mobile: '070-174 06 50', email: 'vera@example.com', comment: '' }

describe('tire hotel page rules', () => {
  it('takes a registration number without spaces, in upper case, at most 7 characters, and searches from 2', () => {
    expect(plateInput(' tir 123 ')).toBe('TIR123')
    expect(plateInput('abc 12345')).toBe('ABC1234')
    expect(canSearch('T')).toBe(false)
    expect(canSearch('TI')).toBe(true)
  })

  it('strips a mobile number to digits and plus and wants 8 to 15 of them', () => {
    expect(mobileDigits('+46 (0)70-174 06 10')).toBe('+460701740610')
    expect(validMobile('070-174 06')).toBe(true) // 8 digits
    expect(validMobile('070-174 0')).toBe(false) // 7
    expect(validMobile('+46 70 174 06 10')).toBe(true)
    expect(validMobile('+4670174061012345')).toBe(false) // 17
    expect(validMobile('phone')).toBe(false)
  })

  it('requires first name, last name, mobile and e-mail; the comment is optional', () => {
    expect(contactProblems(emptyContact)).toEqual({ firstName: 'required', lastName: 'required', mobile: 'required', email: 'required' })
    expect(contactProblems(filled)).toEqual({})
    expect(contactProblems({ ...filled, mobile: '123', email: 'vera@example' })).toEqual({ mobile: 'invalid', email: 'invalid' })
    expect(contactProblems({ ...filled, firstName: '   ' })).toEqual({ firstName: 'required' })
    expect(contactProblems({ ...filled, comment: 'x'.repeat(1001) })).toEqual({ comment: 'tooLong' })
  })

  it('books from today + 3 days to today + 3 months', () => {
    expect(bookingWindow('2027-05-19')).toEqual({ start: '2027-05-22', end: '2027-08-19' })
    expect(bookingWindow('2027-11-30')).toEqual({ start: '2027-12-03', end: '2028-02-29' })
  })

  it('shows the calendar, then the times, then the form; without times the form follows the date', () => {
    expect(bookingStage({ date: null, times: null, time: null })).toBe('date')
    expect(bookingStage({ date: '2027-05-24', times: null, time: null })).toBe('time')
    expect(bookingStage({ date: '2027-05-24', times: ['08:00'], time: null })).toBe('time')
    expect(bookingStage({ date: '2027-05-24', times: ['08:00'], time: '08:00' })).toBe('contact')
    expect(bookingStage({ date: '2027-05-24', times: [], time: null })).toBe('contact')
  })

  it('lets Book go only with a date, a time when there are times, and a valid form', () => {
    expect(canBook({ date: '2027-05-24', times: ['08:00'], time: '08:00' }, filled)).toBe(true)
    expect(canBook({ date: '2027-05-24', times: [], time: null }, filled)).toBe(true)
    expect(canBook({ date: '2027-05-24', times: ['08:00'], time: null }, filled)).toBe(false)
    expect(canBook({ date: null, times: null, time: null }, filled)).toBe(false)
    expect(canBook({ date: '2027-05-24', times: ['08:00'], time: '08:00' }, { ...filled, email: '' })).toBe(false)
  })

  it('makes the booking request with the mobile number as digits and plus', () => {
    expect(bookingRequest('TIR123', '2027-05-24', '09:30', { ...filled, firstName: ' Vera ', comment: ' Ring före. ' })).toEqual({
      bookingDate: '2027-05-24',
      bookingStart: '09:30',
      regNo: 'TIR123',
      freeText: 'Ring före.',
      customer: { firstName: 'Vera', lastName: 'Nilsson', email: 'vera@example.com', phoneMobile: '0701740650' },
    })
    expect(bookingRequest('TIR123', '2027-05-24', null, filled).bookingStart).toBeNull()
  })

  it('sends a rating of 1 to 5 stars, not while sending', () => {
    expect(canSendRating(0, false)).toBe(false)
    expect(canSendRating(1, false)).toBe(true)
    expect(canSendRating(5, true)).toBe(false)
    expect(canSendRating(6, false)).toBe(false)
  })
})
