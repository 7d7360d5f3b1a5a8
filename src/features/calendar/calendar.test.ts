import { describe, expect, it } from 'vitest'

import { weekdayIndex } from '@/lib/iso-date'

import { CALENDAR_DAYS, monthGrid } from './month-grid'
import { dateForKey } from './keys'
import { fullDate, monthTitle, weekdayNames } from './names'

describe('calendar month', () => {
  it('lays out a month as 42 days from the Monday on or before the 1st', () => {
    // May 2027 starts on a Saturday.
    const may = monthGrid({ year: 2027, month: 5 })
    expect(may).toHaveLength(CALENDAR_DAYS)
    expect(may[0]).toBe('2027-04-26')
    expect(may[5]).toBe('2027-05-01')
    expect(may[41]).toBe('2027-06-06')
    expect(may.every((date, index) => weekdayIndex(date) === index % 7)).toBe(true)
    // February 2027 starts on a Monday: the grid starts with the 1st and shows two weeks of March.
    const february = monthGrid({ year: 2027, month: 2 })
    expect(february[0]).toBe('2027-02-01')
    expect(february[41]).toBe('2027-03-14')
    // Across a year: January 2027 starts on a Friday.
    expect(monthGrid({ year: 2027, month: 1 })[0]).toBe('2026-12-28')
  })
})

describe('calendar keys', () => {
  const focused = '2027-05-19' // a Wednesday
  it('move by a day, a week, to the week’s ends and by a month or a year', () => {
    expect(dateForKey(focused, 'ArrowLeft')).toBe('2027-05-18')
    expect(dateForKey(focused, 'ArrowRight')).toBe('2027-05-20')
    expect(dateForKey(focused, 'ArrowUp')).toBe('2027-05-12')
    expect(dateForKey(focused, 'ArrowDown')).toBe('2027-05-26')
    expect(dateForKey(focused, 'Home')).toBe('2027-05-17')
    expect(dateForKey(focused, 'End')).toBe('2027-05-23')
    expect(dateForKey(focused, 'PageUp')).toBe('2027-04-19')
    expect(dateForKey(focused, 'PageDown')).toBe('2027-06-19')
    expect(dateForKey(focused, 'PageDown', { shiftKey: true })).toBe('2028-05-19')
    expect(dateForKey(focused, 'a')).toBeNull()
  })

  it('stop at the minimum and the maximum', () => {
    expect(dateForKey('2027-05-10', 'ArrowUp', { min: '2027-05-08' })).toBe('2027-05-08')
    expect(dateForKey('2027-05-10', 'PageUp', { min: '2027-05-08' })).toBe('2027-05-08')
    expect(dateForKey('2027-05-10', 'PageDown', { max: '2027-05-31' })).toBe('2027-05-31')
  })
})

describe('calendar names', () => {
  it('names months and weekdays in the visitor’s language, Monday first', () => {
    expect(monthTitle({ year: 2027, month: 5 }, 'nb-NO')).toBe('Mai 2027')
    expect(monthTitle({ year: 2027, month: 5 }, 'en-GB')).toBe('May 2027')
    const weekdays = weekdayNames('nb-NO')
    expect(weekdays.map((weekday) => weekday.long)).toEqual(['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'])
    expect(weekdays[0]!.short).toBe('man')
  })

  it('writes the whole date of the day given, whatever the machine’s time zone', () => {
    expect(fullDate('2027-05-14', 'nb-NO')).toBe('fredag 14. mai 2027')
    expect(fullDate('2027-01-01', 'en-GB')).toMatch(/^Friday,? 1 January 2027$/)
  })
})
