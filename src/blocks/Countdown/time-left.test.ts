import { describe, expect, it } from 'vitest'

import { msUntilNextTick, timeLeft, twoDigits } from './time-left'

const NOW = Date.parse('2025-05-01T10:00:00.000Z')

describe('time left on a countdown', () => {
  it('splits the time into days, hours, minutes and seconds', () => {
    expect(timeLeft('2025-05-03T13:04:05.000Z', NOW)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, totalSeconds: 2 * 86400 + 3 * 3600 + 4 * 60 + 5, ended: false })
  })

  it('counts a started second as a whole one, so it never shows all zeros before the end', () => {
    expect(timeLeft(NOW + 1, NOW)).toMatchObject({ seconds: 1, ended: false })
    expect(timeLeft(NOW + 59_001, NOW)).toMatchObject({ minutes: 1, seconds: 0, ended: false })
    expect(timeLeft(NOW + 1000, NOW)).toMatchObject({ seconds: 1, ended: false })
  })

  it('carries over at the unit boundaries', () => {
    expect(timeLeft(NOW + 60_000, NOW)).toMatchObject({ days: 0, hours: 0, minutes: 1, seconds: 0 })
    expect(timeLeft(NOW + 3_600_000, NOW)).toMatchObject({ days: 0, hours: 1, minutes: 0, seconds: 0 })
    expect(timeLeft(NOW + 86_400_000 - 1000, NOW)).toMatchObject({ days: 0, hours: 23, minutes: 59, seconds: 59 })
    expect(timeLeft(NOW + 100 * 86_400_000, NOW)).toMatchObject({ days: 100, hours: 0 })
  })

  it('has ended at the end itself, after it, and for an unreadable date', () => {
    const ended = { days: 0, hours: 0, minutes: 0, seconds: 0, totalSeconds: 0, ended: true }
    expect(timeLeft(NOW, NOW)).toEqual(ended)
    expect(timeLeft(NOW - 5000, NOW)).toEqual(ended)
    expect(timeLeft('not a date', NOW)).toEqual(ended)
  })

  it('accepts a Date, an ISO string or milliseconds', () => {
    const end = NOW + 90_000
    expect(timeLeft(new Date(end), NOW)).toEqual(timeLeft(new Date(end).toISOString(), NOW))
    expect(timeLeft(end, NOW)).toMatchObject({ minutes: 1, seconds: 30 })
  })

  it('waits until the shown seconds change next, and stops at the end', () => {
    expect(msUntilNextTick(NOW + 10_500, NOW)).toBe(500)
    expect(msUntilNextTick(NOW + 10_000, NOW)).toBe(1000)
    expect(msUntilNextTick(NOW, NOW)).toBeNull()
    expect(msUntilNextTick('not a date', NOW)).toBeNull()
  })

  it('pads digits to two', () => {
    expect([0, 7, 42, 123].map(twoDigits)).toEqual(['00', '07', '42', '123'])
  })
})
