/**
 * Calendar dates as `YYYY-MM-DD` strings. Arithmetic runs on day numbers in UTC, so no time zone or
 * daylight-saving change can move a date by a day. Strings of this shape compare in date order.
 */

export type IsoDate = string
/** A month of a year; `month` is 1 to 12. */
export type YearMonth = { year: number; month: number }

export const DAYS_IN_WEEK = 7

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 86_400_000

const pad = (value: number, length: number) => String(value).padStart(length, '0')

/** The day number (days since 1970-01-01) of a valid date, or null for a string that is not one. */
function dayNumber(date: IsoDate): number | null {
  const match = ISO_DATE.exec(date)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth({ year, month })) return null
  return Date.UTC(year, month - 1, day) / DAY_MS
}

function fromDayNumber(days: number): IsoDate {
  const date = new Date(days * DAY_MS)
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`
}

function mustDayNumber(date: IsoDate): number {
  const days = dayNumber(date)
  if (days === null) throw new RangeError(`Not a date YYYY-MM-DD: ${date}`)
  return days
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && dayNumber(value) !== null
}

const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))?)?$/

/**
 * Whether a string is a date that exists, `YYYY-MM-DD`, optionally with a time of the clock (`THH:mm`, seconds and
 * fractions optional) and an offset (`Z`, `+01:00`): `2027-13-01T09:00`, `2027-02-29` and `T24:00` are not.
 */
export function isIsoDateTime(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const match = ISO_DATE_TIME.exec(value)
  if (!match || dayNumber(match[1]!) === null) return false
  const [hours, minutes, seconds, offsetHours, offsetMinutes] = match.slice(2).map((part) => (part === undefined ? 0 : Number(part)))
  return hours! < 24 && minutes! < 60 && seconds! < 60 && offsetHours! <= 14 && offsetMinutes! < 60
}

export function toIsoDate({ year, month }: YearMonth, day: number): IsoDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`
}

export function daysInMonth({ year, month }: YearMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

export function monthOf(date: IsoDate): YearMonth {
  mustDayNumber(date)
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) }
}

export function dayOfMonth(date: IsoDate): number {
  return Number(date.slice(8, 10))
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(mustDayNumber(date) + days)
}

export function shiftMonth({ year, month }: YearMonth, months: number): YearMonth {
  const index = year * 12 + (month - 1) + months
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 }
}

/** The same day some months later or earlier, or the month's last day when it is shorter (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const target = shiftMonth(monthOf(date), months)
  return toIsoDate(target, Math.min(dayOfMonth(date), daysInMonth(target)))
}

/** 0 for Monday to 6 for Sunday. */
export function weekdayIndex(date: IsoDate): number {
  // 1970-01-01 was a Thursday (index 3).
  return (((mustDayNumber(date) + 3) % DAYS_IN_WEEK) + DAYS_IN_WEEK) % DAYS_IN_WEEK
}

export function startOfWeek(date: IsoDate): IsoDate {
  return addDays(date, -weekdayIndex(date))
}

export function endOfWeek(date: IsoDate): IsoDate {
  return addDays(date, DAYS_IN_WEEK - 1 - weekdayIndex(date))
}

export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month)
}

/** The date kept within [min, max]; either bound may be absent. */
export function clampDate(date: IsoDate, min?: IsoDate | null, max?: IsoDate | null): IsoDate {
  if (min && date < min) return min
  if (max && date > max) return max
  return date
}

export function isWithin(date: IsoDate, min?: IsoDate | null, max?: IsoDate | null): boolean {
  return (!min || date >= min) && (!max || date <= max)
}

/** A point in time for Intl formatting with `timeZone: 'UTC'`: the formatted day is the date itself. */
export function formattingInstant(date: IsoDate): Date {
  return new Date(mustDayNumber(date) * DAY_MS)
}
