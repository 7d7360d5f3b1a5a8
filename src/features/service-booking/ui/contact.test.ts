import { describe, expect, it } from 'vitest'

import { contactErrors, emptyContact } from './contact'

describe('the booking’s contact form', () => {
  it('asks for every required field', () => {
    expect(Object.keys(contactErrors(emptyContact)).sort()).toEqual(['email', 'firstName', 'lastName', 'phone'])
    expect(contactErrors(emptyContact).firstName).toBe('Ange förnamn')
  })

  it('checks the phone and e-mail patterns and the message length', () => {
    const filled = { firstName: 'Vera', lastName: 'Nilsson', phone: '070 174 06 50', email: 'vera@example.com', message: '' }
    expect(contactErrors(filled)).toEqual({})
    expect(contactErrors({ ...filled, phone: '070-17' })).toHaveProperty('phone')
    expect(contactErrors({ ...filled, email: 'vera@' })).toHaveProperty('email')
    expect(contactErrors({ ...filled, message: 'x'.repeat(81) })).toHaveProperty('message')
  })
})
