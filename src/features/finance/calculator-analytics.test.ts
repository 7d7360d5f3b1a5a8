import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { calculatorAnalytics } from './calculator-analytics'

describe('calculator analytics', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('reports nothing for the first two changes, then once 500 ms after the visitor stops', () => {
    const target: { dataLayer?: unknown[] } = {}
    const analytics = calculatorAnalytics('loan', target)
    analytics.changed({ months: 24 })
    analytics.changed({ months: 36 })
    vi.advanceTimersByTime(2000)
    expect(target.dataLayer).toBeUndefined()
    analytics.changed({ months: 48 })
    vi.advanceTimersByTime(499)
    analytics.changed({ months: 60 })
    vi.advanceTimersByTime(499)
    expect(target.dataLayer).toBeUndefined()
    vi.advanceTimersByTime(1)
    expect(target.dataLayer).toEqual([{ event: 'calculator_interaction', calculator: 'loan', changes: 4, months: 60 }])
  })
})
