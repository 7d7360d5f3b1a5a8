import { describe, expect, it } from 'vitest'

import { sameKey } from './api-keys'

describe('sameKey', () => {
  it.each([
    ['the expected key', 'k-0123456789abcdef', true],
    ['another key of the same length', 'k-0123456789abcdeX', false],
    ['a shorter key', 'k-0123', false],
    ['a longer key', 'k-0123456789abcdef0', false],
    ['an empty key', '', false],
  ])('%s', (_label, given, expected) => {
    expect(sameKey(given, 'k-0123456789abcdef')).toBe(expected)
  })

  it('refuses a missing header', () => {
    expect(sameKey(null, 'k-0123456789abcdef')).toBe(false)
  })
})
