import { describe, expect, it } from 'vitest'

import { workshopStartText } from './booking-display'

describe('when a booking starts, on the workshop’s clock', () => {
  it('reads the instant in the workshop country’s zone, like the booking’s Time', () => {
    expect(workshopStartText('2026-12-01T09:00:00.000Z', 'SE')).toBe('Tue, 1 Dec 2026, 10:00 CET')
    expect(workshopStartText('2026-07-01T08:00:00.000Z', 'SE')).toBe('Wed, 1 Jul 2026, 10:00 CEST')
    expect(workshopStartText('2026-07-01T09:00:00.000Z', 'GB')).toBe('Wed, 1 Jul 2026, 10:00 BST')
    expect(workshopStartText('2026-12-01T08:00:00.000Z', 'FI')).toBe('Tue, 1 Dec 2026, 10:00 EET')
  })

  it('says nothing without a start', () => {
    expect(workshopStartText(null, 'SE')).toBeNull()
    expect(workshopStartText('not a date', 'SE')).toBeNull()
  })
})
