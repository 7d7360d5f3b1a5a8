import { describe, expect, it } from 'vitest'

import { bookingErrorMessage, invalidSegment, isBookingError, timeslotNotAvailable } from './errors'

describe('booking error messages', () => {
  it('maps the first entry’s code to spec 3 §8’s message', () => {
    expect(bookingErrorMessage('InvalidReg')).toBe('Ogiltigt registreringsnummer, kontrollera att registreringsnumret är korrekt')
    expect(bookingErrorMessage('VehicleNotFound')).toBe('Fordonet hittades inte, kontrollera att registreringsnumret är korrekt')
    expect(bookingErrorMessage('Fordon hittades inte')).toBe('Fordonet hittades inte, kontrollera att registreringsnumret är korrekt')
    expect(bookingErrorMessage('BrandNotSupported,BMW')).toBe('Vi kan inte erbjuda service för bilar av märket BMW.')
    expect(bookingErrorMessage('ServerError')).toBe('Något gick fel, försök igen')
    expect(bookingErrorMessage('TimeslotNotAvailable')).toBe('Tiden är inte tillgänglig, vänligen välj en annan tid')
    expect(bookingErrorMessage('SomethingElse')).toBe('Något gick fel, försök igen')
    expect(bookingErrorMessage(undefined)).toBe('Något gick fel, försök igen')
  })

  it('recognises a booking error thrown by another bundled copy of the module, and nothing else', () => {
    const fromAnotherCopy = Object.assign(new Error('Tiden är inte tillgänglig'), { [Symbol.for('forecourt.serviceBooking.bookingError')]: true, code: 'TimeslotNotAvailable', status: 409 })
    expect(isBookingError(timeslotNotAvailable())).toBe(true)
    expect(isBookingError(fromAnotherCopy)).toBe(true)
    expect(isBookingError(new Error('TimeslotNotAvailable'))).toBe(false)
    expect(isBookingError(null)).toBe(false)
  })

  it('names a path segment out of its shape with a 400 code in the style of spec 3 §8, the registration number first', () => {
    expect(invalidSegment(['registrationNumber', 'mileage'])).toMatchObject({ code: 'InvalidReg', status: 400, message: bookingErrorMessage('InvalidReg') })
    expect(invalidSegment(['mileage', 'departmentId'])).toMatchObject({ code: 'InvalidMileage', status: 400 })
    expect(invalidSegment(['departmentId'])).toMatchObject({ code: 'InvalidDepartmentId', status: 400 })
    expect(invalidSegment(['weekStartDateTime'])).toMatchObject({ code: 'InvalidWeekStart', status: 400 })
    expect(invalidSegment(['brand'])).toMatchObject({ code: 'InvalidBrand', status: 400 })
    expect(invalidSegment(['other'])).toMatchObject({ code: 'InvalidRequest', status: 400 })
  })
})
