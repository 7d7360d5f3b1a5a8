import { describe, expect, it } from 'vitest'

import { addWeeks, isoWeek, mondayOf, slotText } from './format'

describe('booking dates', () => {
  it('numbers ISO weeks across year ends', () => {
    expect(isoWeek('2026-11-30')).toBe(49)
    expect(isoWeek('2027-01-01')).toBe(53)
    expect(isoWeek('2027-01-04')).toBe(1)
    expect(isoWeek('2026-01-01')).toBe(1)
  })

  it('finds Mondays and moves by weeks', () => {
    expect(mondayOf('2026-12-06')).toBe('2026-11-30')
    expect(addWeeks('2026-12-28', 1)).toBe('2027-01-04')
  })

  it('writes a chosen time in Swedish', () => {
    expect(slotText('2026-12-01T09:00', false)).toBe('tisdag 1 december kl. 09:00')
    expect(slotText('2026-12-01T08:00', true)).toBe('tisdag 1 december, heldag – lämna bilen före 08:00')
  })
})
