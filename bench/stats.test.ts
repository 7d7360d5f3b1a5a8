import { describe, expect, it } from 'vitest'

import { median, percentile, summarize } from './stats'

describe('benchmark statistics', () => {
  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1)
    expect(percentile(values, 50)).toBe(50)
    expect(percentile(values, 95)).toBe(95)
    expect(percentile(values, 99)).toBe(99)
    expect(summarize([3, 1, 2])).toEqual({ p50: 2, p95: 3, p99: 3, max: 3 })
  })

  it('takes the median of an odd or even number of figures, in any order', () => {
    expect(median([5, -1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })
})
