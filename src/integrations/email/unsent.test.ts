import { describe, expect, it } from 'vitest'

import { redactAddress } from './unsent'

describe('redacted addresses', () => {
  it('keeps the first letter and the domain only', () => {
    expect(redactAddress('anna.svensson@example.se')).toBe('a***@example.se')
    expect(redactAddress('not-an-address')).toBe('***')
  })
})
