import { describe, expect, it } from 'vitest'

import { pick } from './pick'

describe('pick', () => {
  it('keeps only the given keys, with their values', () => {
    expect(pick({ a: 'A', b: 'B', c: 'C' }, ['a', 'c'])).toEqual({ a: 'A', c: 'C' })
  })

  it('gives an empty object for no keys', () => {
    expect(pick({ a: 'A' }, [])).toEqual({})
  })
})
