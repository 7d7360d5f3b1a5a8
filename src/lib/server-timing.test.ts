import { describe, expect, it } from 'vitest'

import { serverTiming, serverTimingDuration } from './server-timing'

describe('Server-Timing', () => {
  it('writes a metric with its duration in milliseconds', () => {
    expect(serverTiming('redirects', 0.0042)).toBe('redirects;dur=0.004')
    expect(serverTiming('redirects', -0.001)).toBe('redirects;dur=0.000')
  })

  it('reads the duration of one metric among several', () => {
    const header = `cache;desc="Cache read";dur=23.2, ${serverTiming('redirects', 1.25)}, db;dur=53`
    expect(serverTimingDuration(header, 'redirects')).toBe(1.25)
    expect(serverTimingDuration(header, 'cache')).toBe(23.2)
    expect(serverTimingDuration(header, 'db')).toBe(53)
  })

  it('answers null for a missing header, metric or duration', () => {
    expect(serverTimingDuration(null, 'redirects')).toBeNull()
    expect(serverTimingDuration('db;dur=5', 'redirects')).toBeNull()
    expect(serverTimingDuration('redirects;desc=x', 'redirects')).toBeNull()
    expect(serverTimingDuration('redirects;dur=soon', 'redirects')).toBeNull()
  })
})
