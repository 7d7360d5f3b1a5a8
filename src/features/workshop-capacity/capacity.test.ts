import { describe, expect, it } from 'vitest'

import { allDayAvailable, availableSlots, fits, slotsCovered } from './capacity'
import { scheduleOf } from './test-schedule'

const MONDAY = '2026-11-30'
const timed = (localTime: string, durationMinutes = 60) => ({ localTime, isFullDay: false, durationMinutes })
const allDay = (durationMinutes: number) => ({ localTime: '08:00', isFullDay: true, durationMinutes })

describe('workshop capacity', () => {
  it('offers every start that ends by closing time', () => {
    const schedule = scheduleOf()
    expect(availableSlots(schedule, MONDAY, [], 60)).toEqual(['07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'])
    // Two and a half hours take three slots: the last start is 14:00.
    expect(slotsCovered(schedule, 150)).toBe(3)
    expect(availableSlots(schedule, MONDAY, [], 150).at(-1)).toBe('14:00')
    expect(availableSlots(schedule, MONDAY, [], 0)).toHaveLength(10)
  })

  it('closes a slot when every bay is taken, for every booking that would cover it', () => {
    const schedule = scheduleOf({ placesPerSlot: 2 })
    const bookings = [timed('09:00'), timed('08:00', 120)]
    expect(availableSlots(schedule, MONDAY, bookings, 60)).not.toContain('09:00')
    expect(availableSlots(schedule, MONDAY, bookings, 60)).toContain('08:00')
    // A two-hour job from 08:00 would cover the full 09:00 slot.
    expect(availableSlots(schedule, MONDAY, bookings, 120)).not.toContain('08:00')
    expect(availableSlots(schedule, MONDAY, bookings, 120)).toContain('10:00')
    expect(fits(schedule, MONDAY, bookings, { localTime: '09:00', isFullDay: false, durationMinutes: 30 })).toBe(false)
    expect(fits(schedule, MONDAY, bookings, { localTime: '10:00', isFullDay: false, durationMinutes: 30 })).toBe(true)
  })

  it('has no times on a workshop without bays or on a closed day', () => {
    expect(availableSlots(scheduleOf({ placesPerSlot: 0 }), MONDAY, [], 60)).toEqual([])
    expect(availableSlots(scheduleOf({ closedDays: [MONDAY] }), MONDAY, [], 60)).toEqual([])
  })

  it('fills the all-day capacity with the services’ minutes, apart from the timed bays', () => {
    const schedule = scheduleOf({ allDayMinutes: 300, placesPerSlot: 1 })
    expect(allDayAvailable(schedule, MONDAY, [], 300)).toBe(true)
    expect(allDayAvailable(schedule, MONDAY, [], 301)).toBe(false)
    expect(allDayAvailable(schedule, MONDAY, [allDay(200)], 100)).toBe(true)
    expect(allDayAvailable(schedule, MONDAY, [allDay(200)], 101)).toBe(false)
    // All-day cars do not take the bays, and full bays do not stop an all-day booking.
    expect(availableSlots(schedule, MONDAY, [allDay(300)], 60)).toHaveLength(10)
    expect(allDayAvailable(schedule, MONDAY, Array.from({ length: 10 }, (_, hour) => timed(`${String(7 + hour).padStart(2, '0')}:00`)), 60)).toBe(true)
    expect(allDayAvailable(scheduleOf({ allDayMinutes: 0 }), MONDAY, [], 30)).toBe(false)
    expect(allDayAvailable(schedule, '2026-12-05', [], 30)).toBe(false)
  })

  it('books all day only at 08:00', () => {
    const schedule = scheduleOf()
    expect(fits(schedule, MONDAY, [], { localTime: '08:00', isFullDay: true, durationMinutes: 90 })).toBe(true)
    expect(fits(schedule, MONDAY, [], { localTime: '09:00', isFullDay: true, durationMinutes: 90 })).toBe(false)
    expect(fits(schedule, MONDAY, [], { localTime: '07:30', isFullDay: false, durationMinutes: 30 })).toBe(false)
  })
})
