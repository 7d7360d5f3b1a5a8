import { TZDate } from '@date-fns/tz'

import { WEEKDAYS, type Weekday } from './constants'

/**
 * A workshop's week as the capacity engine reads it: opening hours in the workshop's own time zone, the slot
 * length, how many cars are worked on at once, the minutes of work a day given to cars left all day, how far
 * ahead it takes bookings, and its closed days. Days are local calendar dates (YYYY-MM-DD), times local
 * wall-clock times (HH:mm); `@date-fns/tz` turns them into instants, so a slot keeps its wall-clock time across
 * daylight-saving changes.
 */
export type WorkshopSchedule = {
  timeZone: string
  openingHours: Array<{ weekday: Weekday; opens: string; closes: string }>
  slotMinutes: number
  placesPerSlot: number
  allDayMinutes: number
  bookingWeeks: number
  closedDays: string[]
}

const DAY_MS = 86_400_000

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))
export const hhmmOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

const utcDay = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))
const isoOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The calendar date `days` after `day`. */
export function addDays(day: string, days: number): string {
  return isoOfUtc(utcDay(day) + days * DAY_MS)
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS)
}

/** Monday … Sunday of a calendar date. */
export function weekdayOf(day: string): Weekday {
  return WEEKDAYS[(new Date(utcDay(day)).getUTCDay() + 6) % 7]!
}

/** The Monday of the week a calendar date is in. */
export function mondayOf(day: string): string {
  return addDays(day, -WEEKDAYS.indexOf(weekdayOf(day)))
}

/** The local calendar date of an instant in a time zone. */
export function localDayOf(instant: Date, timeZone: string): string {
  const local = new TZDate(instant.getTime(), timeZone)
  return `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`
}

/** The instant of a local date and wall-clock time; null when that time does not exist there (skipped by a DST change). */
export function instantOf(day: string, hhmm: string, timeZone: string): Date | null {
  const [year, month, date] = [Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))]
  const minutes = minutesOf(hhmm)
  const local = new TZDate(year, month, date, Math.floor(minutes / 60), minutes % 60, timeZone)
  if (local.getDate() !== date || local.getHours() * 60 + local.getMinutes() !== minutes) return null
  return new Date(local.getTime())
}

/** The day's opening, or null on a closed day. */
export function openingOf(schedule: WorkshopSchedule, day: string): { opens: number; closes: number } | null {
  if (schedule.closedDays.includes(day)) return null
  const hours = schedule.openingHours.find((row) => row.weekday === weekdayOf(day))
  if (!hours) return null
  const opens = minutesOf(hours.opens)
  const closes = minutesOf(hours.closes)
  return closes > opens ? { opens, closes } : null
}

/** The slot starts of a day, in minutes after midnight: from opening, one slot length apart, each starting before closing. */
export function slotStartsOf(schedule: WorkshopSchedule, day: string): number[] {
  const opening = openingOf(schedule, day)
  if (!opening || schedule.slotMinutes <= 0) return []
  const starts: number[] = []
  for (let start = opening.opens; start < opening.closes; start += schedule.slotMinutes) {
    if (instantOf(day, hhmmOf(start), schedule.timeZone)) starts.push(start)
  }
  return starts
}

/**
 * The days a workshop takes bookings for, seen at `now`: from the next local day (no booking for today) through
 * its booking weeks.
 */
export function bookingWindow(schedule: WorkshopSchedule, now: Date): { first: string; last: string } {
  const today = localDayOf(now, schedule.timeZone)
  return { first: addDays(today, 1), last: addDays(today, schedule.bookingWeeks * 7) }
}
