import { describe, expect, it } from 'vitest'

import { afterCursor, byDistance, byFirstTime, distanceKm } from './nearest'

const UPPSALA = { latitude: 59.8586, longitude: 17.6389 }
const workshops = [
  { departmentId: 'gavle', latitude: 60.6749, longitude: 17.1413 },
  { departmentId: 'uppsala', latitude: 59.8586, longitude: 17.6389 },
  { departmentId: 'stockholm', latitude: 59.3293, longitude: 18.0686 },
  { departmentId: 'vasteras', latitude: 59.6099, longitude: 16.5448 },
]

describe('nearest workshops', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm(UPPSALA, UPPSALA)).toBe(0)
    expect(distanceKm(UPPSALA, workshops[2]!)).toBeCloseTo(63.6, 0)
  })

  it('sorts nearest first, stable for equal distances', () => {
    expect(byDistance(workshops, UPPSALA).map((workshop) => workshop.departmentId)).toEqual(['uppsala', 'stockholm', 'vasteras', 'gavle'])
    const twins = [{ departmentId: 'b', latitude: 1, longitude: 1 }, { departmentId: 'a', latitude: 1, longitude: 1 }]
    expect(byDistance(twins, UPPSALA).map((workshop) => workshop.departmentId)).toEqual(['a', 'b'])
  })

  it('sorts by first free time, leaving out workshops with none', () => {
    const placed = byDistance(workshops, UPPSALA).map((workshop) => ({
      ...workshop,
      firstTimeSlot: workshop.departmentId === 'uppsala' ? { date: '2026-12-02', time: '07:00', isFullDay: false } : workshop.departmentId === 'gavle' ? null : { date: '2026-12-01', time: '09:00', isFullDay: false },
    }))
    expect(byFirstTime(placed).map((workshop) => workshop.departmentId)).toEqual(['stockholm', 'vasteras', 'uppsala'])
  })

  it('continues after the cursor, and from the start for an unknown one', () => {
    const ordered = byDistance(workshops, UPPSALA)
    expect(afterCursor(ordered, 'stockholm').map((workshop) => workshop.departmentId)).toEqual(['vasteras', 'gavle'])
    expect(afterCursor(ordered, 'gavle')).toEqual([])
    expect(afterCursor(ordered, 'nowhere')).toHaveLength(4)
    expect(afterCursor(ordered, undefined)).toHaveLength(4)
  })
})
