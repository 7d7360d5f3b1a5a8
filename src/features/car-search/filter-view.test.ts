import { describe, expect, it } from 'vitest'

import { isSticky, readFilterType, showsFacetSearch } from './filter-view'

describe('filter view', () => {
  it('is sticky unless toggle was chosen, and sticky only from 1024 px', () => {
    expect(readFilterType(null)).toBe('sticky')
    expect(readFilterType('toggle')).toBe('toggle')
    expect(readFilterType('<b>')).toBe('sticky')
    expect(isSticky('sticky', 1024)).toBe(true)
    expect(isSticky('sticky', 1023)).toBe(false)
    expect(isSticky('toggle', 1440)).toBe(false)
  })

  it('gives a facet its own search box from 10 values', () => {
    expect(showsFacetSearch(9)).toBe(false)
    expect(showsFacetSearch(10)).toBe(true)
  })
})
