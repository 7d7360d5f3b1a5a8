import { describe, expect, it } from 'vitest'

import { timeZoneOf } from '../sites/time-zone'
import type { OpeningSchedule } from './dealer-site'
import { hoursOf, openNow, todaysHours, todaysRow, upcomingDeviations, vacationActive, weekdaysOf, zonedNow } from './opening-hours'

const STOCKHOLM = timeZoneOf('SE')
const LONDON = timeZoneOf('GB')
const HELSINKI = timeZoneOf('FI')

function schedule(overrides: Partial<OpeningSchedule> = {}): OpeningSchedule {
  return {
    openinghours: [
      { day: 'Måndag–fredag', displayText: '07:00–17:00' },
      { day: 'Lördag', displayText: '10:00–14:00' },
      { day: 'Söndag', displayText: 'Stängt' },
    ],
    deviationdays: [],
    vacationdays: [],
    vacationtitle: '',
    vacationstart: '',
    vacationend: '',
    ...overrides,
  }
}

const at = (iso: string) => new Date(iso)

describe('day labels and hours', () => {
  it('reads single days, ranges and lists in every language of the group', () => {
    expect(weekdaysOf('Måndag–fredag')?.sort()).toEqual([1, 2, 3, 4, 5])
    expect(weekdaysOf('Mandag–fredag')?.sort()).toEqual([1, 2, 3, 4, 5])
    expect(weekdaysOf('Monday-Friday')?.sort()).toEqual([1, 2, 3, 4, 5])
    expect(weekdaysOf('Maanantai–perjantai')?.sort()).toEqual([1, 2, 3, 4, 5])
    expect(weekdaysOf('Pondelok–piatok')?.sort()).toEqual([1, 2, 3, 4, 5])
    expect(weekdaysOf('Nedeľa')).toEqual([0])
    expect(weekdaysOf('Lördag, söndag')?.sort()).toEqual([0, 6])
    expect(weekdaysOf('Fri–Mon')?.sort()).toEqual([0, 1, 5, 6])
    expect(weekdaysOf('Helgdagar')).toBeNull()
  })

  it('reads hours with colons or dots, and a closed day as none', () => {
    expect(hoursOf('09:00–18:00')).toEqual({ opens: 540, closes: 1080 })
    expect(hoursOf('7.00–16.30')).toEqual({ opens: 420, closes: 990 })
    expect(hoursOf('Stängt')).toBeNull()
  })
})

describe('open now, in the site’s time zone', () => {
  it('uses the dealer’s wall clock, not the server’s', () => {
    // Tuesday 2027-02-02 06:30 UTC: 07:30 in Stockholm and 08:30 in Helsinki, 06:30 in London.
    const now = at('2027-02-02T06:30:00Z')
    expect(openNow(schedule(), now, STOCKHOLM)).toBe(true)
    expect(openNow(schedule(), now, LONDON)).toBe(false)
    expect(openNow(schedule({ openinghours: [{ day: 'Maanantai–perjantai', displayText: '8.00–16.30' }] }), now, HELSINKI)).toBe(true)
  })

  it('closes at the closing minute', () => {
    expect(openNow(schedule(), at('2027-02-02T15:59:00Z'), STOCKHOLM)).toBe(true)
    expect(openNow(schedule(), at('2027-02-02T16:00:00Z'), STOCKHOLM)).toBe(false)
  })

  it('follows the change to summer time', () => {
    // 05:30 UTC is 06:30 in Stockholm the Tuesday before the change (CET) and 07:30 the Tuesday after (CEST).
    expect(openNow(schedule(), at('2027-03-23T05:30:00Z'), STOCKHOLM)).toBe(false)
    expect(openNow(schedule(), at('2027-03-30T05:30:00Z'), STOCKHOLM)).toBe(true)
    // London changes the same night: 06:30 UTC is 06:30 GMT before and 07:30 BST after.
    const london = schedule({ openinghours: [{ day: 'Monday–Friday', displayText: '07:30–18:00' }] })
    expect(openNow(london, at('2027-03-26T06:30:00Z'), LONDON)).toBe(false)
    expect(openNow(london, at('2027-03-29T06:30:00Z'), LONDON)).toBe(true)
  })

  it('reads the day across midnight in the site’s zone', () => {
    // Saturday 22:30 UTC is Sunday 00:30 in Stockholm (UTC+2 in summer) but Saturday 23:30 in London (UTC+1).
    expect(zonedNow(at('2027-06-05T22:30:00Z'), STOCKHOLM)).toEqual({ date: '2027-06-06', weekday: 0, minutes: 30 })
    expect(todaysRow(schedule(), at('2027-06-05T22:30:00Z'), STOCKHOLM)).toBe(2)
    expect(todaysRow(schedule(), at('2027-06-05T22:30:00Z'), LONDON)).toBe(1)
  })

  it('takes a deviation day before the week', () => {
    const holiday = schedule({ deviationdays: [{ day: '2027-04-30', displayText: '07:00–13:00' }] })
    expect(todaysHours(holiday, at('2027-04-30T10:00:00Z'), STOCKHOLM)).toMatchObject({ source: 'deviation', displayText: '07:00–13:00' })
    expect(openNow(holiday, at('2027-04-30T10:00:00Z'), STOCKHOLM)).toBe(true)
    expect(openNow(holiday, at('2027-04-30T11:30:00Z'), STOCKHOLM)).toBe(false)
    expect(openNow(schedule({ deviationdays: [{ day: '2027-01-06', displayText: 'Stängt' }] }), at('2027-01-06T10:00:00Z'), STOCKHOLM)).toBe(false)
  })

  it('is unknown when no row covers today', () => {
    expect(openNow(schedule({ openinghours: [{ day: 'Vardagar', displayText: '07:00–17:00' }] }), at('2027-02-02T10:00:00Z'), STOCKHOLM)).toBeNull()
  })
})

describe('vacation periods', () => {
  const summer = schedule({
    vacationtitle: 'Semesterstängt',
    vacationstart: '2027-07-12',
    vacationend: '2027-08-01',
    vacationdays: [{ day: '2027-07-13', displayText: 'Stängt' }],
  })

  it('are active from the first to the last day, inclusive, in local dates', () => {
    expect(vacationActive(summer, at('2027-07-11T21:59:00Z'), STOCKHOLM)).toBe(false)
    expect(vacationActive(summer, at('2027-07-11T22:00:00Z'), STOCKHOLM)).toBe(true)
    expect(vacationActive(summer, at('2027-08-01T21:59:00Z'), STOCKHOLM)).toBe(true)
    expect(vacationActive(summer, at('2027-08-01T22:00:00Z'), STOCKHOLM)).toBe(false)
    // Still 1 August in London an hour later.
    expect(vacationActive(summer, at('2027-08-01T22:30:00Z'), LONDON)).toBe(true)
  })

  it('are not active without vacation days', () => {
    expect(vacationActive({ ...summer, vacationdays: [] }, at('2027-07-20T10:00:00Z'), STOCKHOLM)).toBe(false)
  })

  it('close the department on their days and leave the others to the week', () => {
    expect(openNow(summer, at('2027-07-13T08:00:00Z'), STOCKHOLM)).toBe(false)
    expect(todaysHours(summer, at('2027-07-13T08:00:00Z'), STOCKHOLM)?.source).toBe('vacation')
    expect(openNow(summer, at('2027-07-14T08:00:00Z'), STOCKHOLM)).toBe(true)
  })

  it('lists deviation days from today on, in date order', () => {
    const days = [{ day: '2027-01-06' }, { day: '2026-12-24' }, { day: '2027-01-01' }]
    expect(upcomingDeviations(days, at('2026-12-31T23:30:00Z'), STOCKHOLM)).toEqual([{ day: '2027-01-01' }, { day: '2027-01-06' }])
  })
})
