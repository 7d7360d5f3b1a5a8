import { describe, expect, it } from 'vitest'

import { compactPhoneNumber, isFormPhoneNumber, looksLikePhoneNumber, maskedPhoneNumber, toE164 } from './phone-number'

describe('phone numbers in E.164', () => {
  it('reads the ways a Swedish number is written as one number', () => {
    for (const written of ['+46701740610', '+46 70 174 06 10', '070-174 06 10', '0701740610', '0046 70 174 06 10', '(070) 174 06 10', ' 070.174.06.10 ']) {
      expect(toE164(written), written).toBe('+46701740610')
    }
    expect(toE164('912 34 567')).toBeNull()
    expect(toE164('0912 34 567', '47')).toBe('+4791234567')
    expect(toE164('+47 912 34 567')).toBe('+4791234567')
  })

  it('refuses what is no phone number', () => {
    for (const bad of ['', '+', '+0701740610', '12345', '+1234567', `+${'1'.repeat(16)}`, 'vera@example.com', '070-ABC', '+46 70 174 06 10 ext 3']) expect(toE164(bad), bad).toBeNull()
    expect(looksLikePhoneNumber('vera@example.com')).toBe(false)
    expect(looksLikePhoneNumber('+46701740610')).toBe(true)
  })

  it('masks all but the last two digits, in one shape whatever the number', () => {
    expect(maskedPhoneNumber('+46701740610')).toBe('*** *** ** 10')
    expect(maskedPhoneNumber('+4791234567')).toBe('*** *** ** 67')
    expect(maskedPhoneNumber('+46701740611')).not.toContain('0174')
  })
})

describe('a phone number in a form', () => {
  it('takes the numbers the sites print, hyphen and spaces dropped', () => {
    for (const typed of ['070-174 06 55', '070 174 06 55', '+46 70-174 06 55', '0701740655', '(070) 174.06.55']) expect(isFormPhoneNumber(typed), typed).toBe(true)
    expect(compactPhoneNumber(' 070-174 06 55 ')).toBe('0701740655')
    expect(compactPhoneNumber('+46 70-174 06 55')).toBe('+46701740655')
  })

  it('refuses what is no phone number: letters, too few or too many digits, a + inside', () => {
    for (const typed of ['abc', '070-17', '12-34', '1'.repeat(21), '070+1740655', '']) expect(isFormPhoneNumber(typed), typed).toBe(false)
  })
})
