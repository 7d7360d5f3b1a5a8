/**
 * A department's opening hours as a visitor reads them (spec 2 §2 "Dealer site detail"): the week's rows with
 * today marked, the vacation notice, and whether the department is open now — all in the site's time zone, so
 * a page rendered on a server in another zone, or read across a DST change, says the same as the clock on the
 * dealer's wall. Deviation days (a bank holiday) and the days of an active vacation period override the week.
 */

import type { OpeningSchedule } from './dealer-site'

/** Weekdays as JavaScript numbers them: 0 Sunday … 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

/** Day names in the group's languages, lower-case, by weekday (Monday first). */
const DAY_NAMES: Record<string, Weekday> = {}
const NAMES_BY_LANGUAGE: string[][] = [
  ['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag'],
  ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'],
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  ['maanantai', 'tiistai', 'keskiviikko', 'torstai', 'perjantai', 'lauantai', 'sunnuntai'],
  ['pondelok', 'utorok', 'streda', 'štvrtok', 'piatok', 'sobota', 'nedeľa'],
]
for (const names of NAMES_BY_LANGUAGE) names.forEach((name, index) => (DAY_NAMES[name] = ((index + 1) % 7) as Weekday))
// Short forms editors write ("Mon–Fri", "Mån–fre").
for (const names of NAMES_BY_LANGUAGE) names.forEach((name, index) => (DAY_NAMES[name.slice(0, 3)] ??= ((index + 1) % 7) as Weekday))

function dayOf(word: string): Weekday | null {
  const key = word.trim().toLowerCase().replace(/\.$/, '')
  return key in DAY_NAMES ? DAY_NAMES[key]! : null
}

/**
 * The weekdays a row's label covers: one day ('Lördag'), a range ('Måndag–fredag', 'Mon-Fri') or a list of
 * them ('Lördag, söndag'); null when the label names no day the rules know.
 */
export function weekdaysOf(label: string): Weekday[] | null {
  const days = new Set<Weekday>()
  for (const part of label.split(/[,&]|\s+och\s+|\s+og\s+|\s+and\s+|\s+ja\s+|\s+a\s+/i)) {
    if (!part.trim()) continue
    const ends = part.split(/\s*[–—-]\s*/)
    if (ends.length === 1) {
      const day = dayOf(ends[0]!)
      if (day === null) return null
      days.add(day)
    } else if (ends.length === 2) {
      const from = dayOf(ends[0]!)
      const to = dayOf(ends[1]!)
      if (from === null || to === null) return null
      // Monday-based positions, so 'Friday–Monday' wraps over the weekend.
      const start = (from + 6) % 7
      const end = (to + 6) % 7
      for (let step = 0; step <= (end - start + 7) % 7; step++) days.add(((start + step + 1) % 7) as Weekday)
    } else return null
  }
  return days.size ? [...days] : null
}

/** Opening and closing as minutes after midnight, from '09:00–18:00' or '9.00–16.30'; null for a closed day. */
export function hoursOf(text: string): { opens: number; closes: number } | null {
  const match = /(\d{1,2})[:.](\d{2})\s*[–—-]\s*(\d{1,2})[:.](\d{2})/.exec(text)
  if (!match) return null
  const opens = Number(match[1]) * 60 + Number(match[2])
  const closes = Number(match[3]) * 60 + Number(match[4])
  return closes > opens ? { opens, closes } : null
}

/** The wall clock in a time zone: the date (YYYY-MM-DD), the weekday and the minutes since midnight. */
export type ZonedNow = { date: string; weekday: Weekday; minutes: number }

const CLOCKS = new Map<string, Intl.DateTimeFormat>()
const WEEKDAYS: Record<string, Weekday> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 }

export function zonedNow(now: Date, timeZone: string): ZonedNow {
  let clock = CLOCKS.get(timeZone)
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    CLOCKS.set(timeZone, clock)
  }
  const parts = Object.fromEntries(clock.formatToParts(now).map((part) => [part.type, part.value]))
  return { date: `${parts.year}-${parts.month}-${parts.day}`, weekday: WEEKDAYS[parts.weekday!] ?? 0, minutes: Number(parts.hour) * 60 + Number(parts.minute) }
}

/** A vacation period is active when now lies between its start and end (inclusive, local dates) and it has days (spec 2 §2). */
export function vacationActive(schedule: Pick<OpeningSchedule, 'vacationstart' | 'vacationend' | 'vacationdays'>, now: Date, timeZone: string): boolean {
  if (!schedule.vacationstart || !schedule.vacationend || schedule.vacationdays.length === 0) return false
  const today = zonedNow(now, timeZone).date
  return schedule.vacationstart <= today && today <= schedule.vacationend
}

export type TodaysHours = {
  /** The text shown for today, as the editor wrote it. */
  displayText: string
  /** Where today's hours come from. */
  source: 'vacation' | 'deviation' | 'week'
  /** Open and close in minutes, or null when the department is closed all day. */
  hours: { opens: number; closes: number } | null
}

/** Today's hours: an active vacation period's day, else a deviation day, else the week's row; null when no row covers today. */
export function todaysHours(schedule: OpeningSchedule, now: Date, timeZone: string): TodaysHours | null {
  const local = zonedNow(now, timeZone)
  if (vacationActive(schedule, now, timeZone)) {
    const day = schedule.vacationdays.find((candidate) => candidate.day === local.date)
    if (day) return { displayText: day.displayText, source: 'vacation', hours: hoursOf(day.displayText) }
  }
  const deviation = schedule.deviationdays.find((candidate) => candidate.day === local.date)
  if (deviation) return { displayText: deviation.displayText, source: 'deviation', hours: hoursOf(deviation.displayText) }
  const row = schedule.openinghours.find((candidate) => weekdaysOf(candidate.day)?.includes(local.weekday))
  return row ? { displayText: row.displayText, source: 'week', hours: hoursOf(row.displayText) } : null
}

/** Open now (true), closed now (false), or unknown (null: no row covers today) — at `now`, in the site's time zone. */
export function openNow(schedule: OpeningSchedule, now: Date, timeZone: string): boolean | null {
  const today = todaysHours(schedule, now, timeZone)
  if (!today) return null
  if (!today.hours) return false
  const { minutes } = zonedNow(now, timeZone)
  return today.hours.opens <= minutes && minutes < today.hours.closes
}

/** The index of the week's row that covers today, or -1. */
export function todaysRow(schedule: Pick<OpeningSchedule, 'openinghours'>, now: Date, timeZone: string): number {
  const { weekday } = zonedNow(now, timeZone)
  return schedule.openinghours.findIndex((row) => weekdaysOf(row.day)?.includes(weekday))
}

/** Deviation days from today on (local date), in date order: what a visitor still needs to know. */
export function upcomingDeviations<Day extends { day: string }>(days: readonly Day[], now: Date, timeZone: string, limit = 6): Day[] {
  const today = zonedNow(now, timeZone).date
  return days.filter((day) => day.day >= today).sort((a, b) => a.day.localeCompare(b.day)).slice(0, limit)
}

/** Vacation days within this many days of today are what a page needs (it follows the clock while it stays open). */
const BROWSER_VACATION_WINDOW_DAYS = 31

/**
 * The schedule a page sends to the browser: a long vacation period's days trimmed to those around today, so a
 * closure of months does not weigh down the page; whether the period is active is unchanged.
 */
export function scheduleForBrowser(schedule: OpeningSchedule, now: Date, timeZone: string): OpeningSchedule {
  if (schedule.vacationdays.length <= BROWSER_VACATION_WINDOW_DAYS) return schedule
  const from = zonedNow(new Date(now.getTime() - 86_400_000), timeZone).date
  const to = zonedNow(new Date(now.getTime() + BROWSER_VACATION_WINDOW_DAYS * 86_400_000), timeZone).date
  const near = schedule.vacationdays.filter((day) => day.day >= from && day.day <= to)
  return { ...schedule, vacationdays: near.length ? near : schedule.vacationdays.slice(0, 1) }
}
