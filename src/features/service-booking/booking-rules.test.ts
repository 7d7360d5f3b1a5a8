import { describe, expect, it } from 'vitest'

import { normaliseRegistration, plateInput, validEmail, validPhone } from './booking-rules'

describe('service booking rules', () => {
  it('upper-cases the plate as typed and keeps at most six characters', () => {
    expect(plateInput('abc 123x')).toBe('ABC123')
    expect(plateInput('ghj-78k')).toBe('GHJ78K')
  })

  it('reads a registration number from a path or payload, or refuses it', () => {
    expect(normaliseRegistration('abc 123')).toBe('ABC123')
    expect(normaliseRegistration('A')).toBeNull()
    expect(normaliseRegistration('../etc')).toBeNull()
    expect(normaliseRegistration('ABCDEFGH')).toBeNull()
  })

  it('takes a phone number of 6 to 20 characters with an optional leading plus, digits, spaces and hyphens', () => {
    expect(validPhone('070-174 06 05')).toBe(true)
    expect(validPhone('070 174 06 05')).toBe(true)
    expect(validPhone('+46701740605')).toBe(true)
    expect(validPhone('12345')).toBe(false)
    expect(validPhone('123456')).toBe(true)
    expect(validPhone('+1234567890123456789')).toBe(true)
    expect(validPhone('+12345678901234567890')).toBe(false)
    expect(validPhone('46+701740605')).toBe(false)
  })

  it('takes an e-mail address of the standard shape', () => {
    expect(validEmail('vera@example.com')).toBe(true)
    expect(validEmail('vera@example')).toBe(false)
    expect(validEmail('vera nilsson@example.com')).toBe(false)
  })
})
