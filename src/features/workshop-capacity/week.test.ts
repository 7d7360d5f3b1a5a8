import { describe, expect, it } from 'vitest'

import { firstAvailable, weekAvailability, weekDays } from './week'
import { scheduleOf } from './test-schedule'

const NOW = new Date('2026-11-27T10:00:00Z') // a Friday

describe('a workshop’s week', () => {
  it('is Monday to Sunday of the week the given day is in, across a year end', () => {
    expect(weekDays('2026-12-31')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03'])
    expect(weekDays('2026-11-30')[0]).toBe('2026-11-30')
  })

  it('has no times before tomorrow or past the booking weeks', () => {
    const schedule = scheduleOf({ bookingWeeks: 2 })
    const thisWeek = weekAvailability(schedule, '2026-11-27', new Map(), 60, NOW)
    expect(thisWeek.map((day) => day.availableSlots.length)).toEqual([0, 0, 0, 0, 0, 0, 0])
    const next = weekAvailability(schedule, '2026-11-30', new Map(), 60, NOW)
    expect(next.map((day) => day.availableSlots.length)).toEqual([10, 10, 10, 10, 10, 0, 0])
    expect(next.map((day) => day.allDaySlotAvailable)).toEqual([true, true, true, true, true, false, false])
    // The window ends on 11 December (two weeks from the 27th).
    const last = weekAvailability(schedule, '2026-12-07', new Map(), 60, NOW)
    expect(last.map((day) => day.availableSlots.length)).toEqual([10, 10, 10, 10, 10, 0, 0])
    expect(weekAvailability(schedule, '2026-12-14', new Map(), 60, NOW).every((day) => day.availableSlots.length === 0)).toBe(true)
  })

  it('keeps the workshop’s wall-clock times in the week the clocks change', () => {
    const schedule = scheduleOf({ bookingWeeks: 26 })
    const week = weekAvailability(schedule, '2027-03-28', new Map(), 60, new Date('2027-03-01T12:00:00Z'))
    expect(week.map((day) => day.date)).toEqual(['2027-03-22', '2027-03-23', '2027-03-24', '2027-03-25', '2027-03-26', '2027-03-27', '2027-03-28'])
    expect(week[0]!.availableSlots[0]).toBe('07:00')
  })

  it('finds the first free time, skipping full days and preferring an earlier all-day drop-off', () => {
    const schedule = scheduleOf({ placesPerSlot: 1, allDayMinutes: 0 })
    const full = Array.from({ length: 10 }, (_, hour) => ({ localTime: `${String(7 + hour).padStart(2, '0')}:00`, isFullDay: false, durationMinutes: 60 }))
    // Saturday and Sunday are closed, Monday full: Tuesday at 07:00.
    expect(firstAvailable(schedule, new Map([['2026-11-30', full]]), 60, NOW)).toEqual({ date: '2026-12-01', time: '07:00', isFullDay: false })
    const mornings = scheduleOf({ placesPerSlot: 1, allDayMinutes: 480 })
    const morningTaken = full.filter((booking) => booking.localTime < '10:00')
    expect(firstAvailable(mornings, new Map([['2026-11-30', morningTaken]]), 60, NOW)).toEqual({ date: '2026-11-30', time: '08:00', isFullDay: true })
    expect(firstAvailable(scheduleOf({ placesPerSlot: 0, allDayMinutes: 0 }), new Map(), 60, NOW)).toBeNull()
  })

  it('offers a car no time that meets one of its own bookings, at this workshop or any other', () => {
    const schedule = scheduleOf()
    // The car is at another workshop 09:00–10:30 (Stockholm) on Tuesday 1 December.
    const busy = [{ start: new Date('2026-12-01T08:00:00Z'), end: new Date('2026-12-01T09:30:00Z') }]
    const [, tuesday, wednesday] = weekAvailability(schedule, '2026-11-30', new Map(), 60, NOW, busy)
    expect(tuesday!.availableSlots).toEqual(['07:00', '08:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'])
    // Left all day, the car is there from 08:00 to closing.
    expect(tuesday!.allDaySlotAvailable).toBe(false)
    expect(wednesday!.availableSlots).toHaveLength(10)
    expect(wednesday!.allDaySlotAvailable).toBe(true)
    // A two-hour job from 08:00 would meet it too.
    expect(weekAvailability(schedule, '2026-11-30', new Map(), 120, NOW, busy)[1]!.availableSlots.slice(0, 2)).toEqual(['07:00', '11:00'])
    // The car's first free time skips what it has booked.
    const mondayBusy = [{ start: new Date('2026-11-30T06:00:00Z'), end: new Date('2026-11-30T16:00:00Z') }]
    expect(firstAvailable(schedule, new Map(), 60, NOW, mondayBusy)).toEqual({ date: '2026-12-01', time: '07:00', isFullDay: false })
  })
})
