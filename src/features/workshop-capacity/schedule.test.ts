import { describe, expect, it } from 'vitest'

import { addDays, bookingWindow, instantOf, localDayOf, mondayOf, slotStartsOf, weekdayOf } from './schedule'
import { scheduleOf } from './test-schedule'

describe('workshop schedule', () => {
  it('reads calendar days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(weekdayOf('2026-11-30')).toBe('monday')
    expect(weekdayOf('2026-12-06')).toBe('sunday')
    expect(mondayOf('2026-12-06')).toBe('2026-11-30')
    expect(mondayOf('2027-01-03')).toBe('2026-12-28')
  })

  it('turns local wall-clock times into instants on both sides of a daylight-saving change', () => {
    expect(instantOf('2026-03-27', '08:00', 'Europe/Stockholm')!.toISOString()).toBe('2026-03-27T07:00:00.000Z')
    expect(instantOf('2026-03-30', '08:00', 'Europe/Stockholm')!.toISOString()).toBe('2026-03-30T06:00:00.000Z')
    // 02:30 does not exist in Sweden on the night the clocks go forward.
    expect(instantOf('2026-03-29', '02:30', 'Europe/Stockholm')).toBeNull()
    expect(instantOf('2026-10-26', '08:00', 'Europe/Stockholm')!.toISOString()).toBe('2026-10-26T07:00:00.000Z')
    expect(instantOf('2026-10-26', '08:00', 'Europe/London')!.toISOString()).toBe('2026-10-26T08:00:00.000Z')
  })

  it('gives the slot starts of a day, none on closed days, and skips a time the clocks jump over', () => {
    const schedule = scheduleOf({ closedDays: ['2026-12-24'] })
    expect(slotStartsOf(schedule, '2026-12-23')).toHaveLength(10)
    expect(slotStartsOf(schedule, '2026-12-24')).toEqual([])
    expect(slotStartsOf(schedule, '2026-12-26')).toEqual([])
    const night = scheduleOf({ openingHours: [{ weekday: 'sunday', opens: '01:00', closes: '04:00' }] })
    expect(slotStartsOf(night, '2026-03-29')).toEqual([60, 180])
    expect(slotStartsOf(night, '2026-04-05')).toEqual([60, 120, 180])
  })

  it('takes bookings from the next local day, by the workshop’s clock rather than UTC', () => {
    const schedule = scheduleOf({ bookingWeeks: 4 })
    // 23:30 UTC on 27 November is already the 28th in Stockholm.
    expect(bookingWindow(schedule, new Date('2026-11-27T23:30:00Z'))).toEqual({ first: '2026-11-29', last: '2026-12-26' })
    expect(localDayOf(new Date('2026-11-27T22:59:00Z'), 'Europe/Stockholm')).toBe('2026-11-27')
  })
})
