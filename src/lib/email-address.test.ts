import { describe, expect, it } from 'vitest'

import { EMAIL_PATTERN, LETTER_TLD_EMAIL_PATTERN } from './email-address'

describe('e-mail address shapes', () => {
  it('takes a name, @ and a host with a dot as the standard shape', () => {
    for (const address of ['anna@example.se', 'anna.berg+verkstad@mail.example.co.uk', 'anna@example.s', 'anna@example.xn--p1ai'])
      expect(EMAIL_PATTERN.test(address), address).toBe(true)
    for (const address of ['anna@example', 'anna.example.se', 'anna @example.se', 'anna@exa mple.se', '@example.se', 'anna@@example.se'])
      expect(EMAIL_PATTERN.test(address), address).toBe(false)
  })

  it('wants two letters or more after the last dot in the stricter shape', () => {
    for (const address of ['anna@example.se', 'anna.berg@mail.example.co.uk'])
      expect(LETTER_TLD_EMAIL_PATTERN.test(address), address).toBe(true)
    for (const address of ['anna@example.s', 'anna@example.xn--p1ai', 'anna@example.s3', 'anna@example'])
      expect(LETTER_TLD_EMAIL_PATTERN.test(address), address).toBe(false)
  })
})
