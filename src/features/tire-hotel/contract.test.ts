import { describe, expect, it } from 'vitest'

import { clockTime, readAvailableDates, readConfirmation, readCustomer, readMessage, readTimes, readValidatedSession } from './contract'
import { CONFIRMATION, TIR123_VEHICLE } from './test-data'

describe('the tire hotel answers as the page reads them', () => {
  it('reads a customer only with its encrypted number and plate', () => {
    expect(readCustomer({ encryptedPhoneNumber: 'enc', obfuscatedPhoneNumber: '*** 10', regNo: 'TIR123', extra: 1 })).toEqual({ encryptedPhoneNumber: 'enc', obfuscatedPhoneNumber: '*** 10', regNo: 'TIR123' })
    expect(readCustomer({ regNo: 'TIR123' })).toBeNull()
    expect(readCustomer(null)).toBeNull()
  })

  it('reads a validated session with its vehicles, tires and token', () => {
    const session = readValidatedSession({ status: 0, vehicles: [TIR123_VEHICLE, { brand: 'no plate' }], token: 't' })
    expect(session).toEqual({ status: 0, vehicles: [TIR123_VEHICLE], sessionToken: 't' })
    expect(readValidatedSession({ status: '0', vehicles: null })).toEqual({ status: 0, vehicles: [], sessionToken: null })
    expect(readValidatedSession({ vehicles: [] })).toBeNull()
  })

  it('reads a confirmation', () => {
    expect(readConfirmation(JSON.parse(JSON.stringify(CONFIRMATION)))).toEqual(CONFIRMATION)
    expect(readConfirmation({ services: [] })).toBeNull()
  })

  it('reads the free days in order, once each', () => {
    expect(readAvailableDates({ availableDates: [{ date: '2027-05-26T00:00:00' }, { date: '2027-05-24' }, { date: '2027-05-24' }, { date: 'soon' }] })).toEqual(['2027-05-24', '2027-05-26'])
    expect(readAvailableDates({})).toEqual([])
  })

  it('shows times as HH:mm, deduplicated and sorted', () => {
    expect(
      readTimes({ availableTimeSlotDates: [{ startTime: ['2027-05-24T13:00:00', '2027-05-24T08:00:00', '9:30'] }, { startTime: ['08:00', '2027-05-24 13:00', 'noon', 7] }] }),
    ).toEqual(['08:00', '09:30', '13:00'])
    expect(clockTime('25:00')).toBeNull()
    expect(readTimes(null)).toEqual([])
  })

  it('reads the server’s message', () => {
    expect(readMessage({ message: ' Fel kod. ' })).toBe('Fel kod.')
    expect(readMessage({ error: 'x' })).toBeNull()
  })
})
