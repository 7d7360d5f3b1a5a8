import { describe, expect, it } from 'vitest'

import {
  addDays,
  addMonths,
  clampDate,
  compareMonths,
  daysInMonth,
  endOfWeek,
  isIsoDate,
  isIsoDateTime,
  isWithin,
  monthOf,
  shiftMonth,
  startOfWeek,
  weekdayIndex,
} from './iso-date'

describe('ISO dates', () => {
  it('knows which strings are dates that exist', () => {
    expect(isIsoDate('2027-02-28')).toBe(true)
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(isIsoDate('2027-02-29')).toBe(false)
    expect(isIsoDate('2027-13-01')).toBe(false)
    expect(isIsoDate('2027-1-01')).toBe(false)
    expect(isIsoDate(20270101)).toBe(false)
  })

  it('knows which strings are dates and times that exist', () => {
    for (const valid of ['2027-02-28', '2027-02-28T00:00', '2027-02-28T23:59:59.999Z', '2027-02-28T09:00+14:00'])
      expect(isIsoDateTime(valid), valid).toBe(true)
    for (const invalid of [
      '2027-13-01T09:00',
      '2027-02-29T09:00',
      '2027-02-28T24:00',
      '2027-02-28T09:60',
      '2027-02-28T09:00+15:00',
      '2027-02-28 09:00',
      1,
    ]) {
      expect(isIsoDateTime(invalid), String(invalid)).toBe(false)
    }
  })

  it('counts the days of a month, leap years included', () => {
    expect(daysInMonth({ year: 2027, month: 1 })).toBe(31)
    expect(daysInMonth({ year: 2027, month: 2 })).toBe(28)
    expect(daysInMonth({ year: 2028, month: 2 })).toBe(29)
    expect(daysInMonth({ year: 2100, month: 2 })).toBe(28)
    expect(daysInMonth({ year: 2000, month: 2 })).toBe(29)
  })

  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
    // Norway moves its clocks on these Sundays: the date still moves by exactly one day.
    expect(addDays('2027-03-27', 1)).toBe('2027-03-28')
    expect(addDays('2027-03-28', 1)).toBe('2027-03-29')
    expect(addDays('2027-10-31', 1)).toBe('2027-11-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
  })

  it('moves by months across years and keeps the day within the month', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 })
    expect(shiftMonth({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 })
    expect(shiftMonth({ year: 2027, month: 5 }, -17)).toEqual({ year: 2025, month: 12 })
    expect(shiftMonth({ year: 2027, month: 5 }, 24)).toEqual({ year: 2029, month: 5 })
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28')
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29')
    expect(addMonths('2027-03-31', -1)).toBe('2027-02-28')
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15')
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-15')
  })

  it('numbers weekdays from Monday and finds the week around a day', () => {
    expect(weekdayIndex('2027-05-17')).toBe(0) // a Monday
    expect(weekdayIndex('2027-05-23')).toBe(6) // a Sunday
    expect(weekdayIndex('1969-12-29')).toBe(0) // before 1970 too
    expect(startOfWeek('2027-05-20')).toBe('2027-05-17')
    expect(endOfWeek('2027-05-20')).toBe('2027-05-23')
    expect(startOfWeek('2027-01-01')).toBe('2026-12-28')
  })

  it('keeps a date within a minimum and a maximum', () => {
    expect(clampDate('2027-05-01', '2027-05-10')).toBe('2027-05-10')
    expect(clampDate('2027-05-20', '2027-05-10', '2027-05-15')).toBe('2027-05-15')
    expect(clampDate('2027-05-12', '2027-05-10', '2027-05-15')).toBe('2027-05-12')
    expect(isWithin('2027-05-09', '2027-05-10')).toBe(false)
    expect(isWithin('2027-05-10', '2027-05-10')).toBe(true)
    expect(isWithin('2027-05-10', null, null)).toBe(true)
  })

  it('compares months', () => {
    expect(compareMonths(monthOf('2027-01-31'), monthOf('2026-12-01'))).toBeGreaterThan(0)
    expect(compareMonths(monthOf('2027-01-31'), monthOf('2027-01-01'))).toBe(0)
    expect(() => monthOf('2027-02-30')).toThrow(RangeError)
  })
})
