/** Dates and times as the booking shows them, in Swedish. */
const SHORT_DAY = new Intl.DateTimeFormat('sv-SE', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
const LONG_DAY = new Intl.DateTimeFormat('sv-SE', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
const WEEKDAY = new Intl.DateTimeFormat('sv-SE', { weekday: 'short', timeZone: 'UTC' })
const DAY_MONTH = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'short', timeZone: 'UTC' })

const noon = (date: string) => new Date(`${date}T12:00:00Z`)

/** "tis 1 dec." */
export const shortDay = (date: string) => SHORT_DAY.format(noon(date))
/** "tisdag 1 december" */
export const longDay = (date: string) => LONG_DAY.format(noon(date))
export const weekdayName = (date: string) => WEEKDAY.format(noon(date))
export const dayMonth = (date: string) => DAY_MONTH.format(noon(date))

/** The ISO week number of a date (weeks start on Monday; week 1 holds 4 January). */
export function isoWeek(date: string): number {
  const day = noon(date)
  const weekday = (day.getUTCDay() + 6) % 7
  day.setUTCDate(day.getUTCDate() - weekday + 3)
  const firstThursday = new Date(Date.UTC(day.getUTCFullYear(), 0, 4))
  return 1 + Math.round(((day.getTime() - firstThursday.getTime()) / 86_400_000 - 3 + ((firstThursday.getUTCDay() + 6) % 7)) / 7)
}

/** The Monday of a date's week, and the date `weeks` later. */
export function mondayOf(date: string): string {
  const day = noon(date)
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7))
  return day.toISOString().slice(0, 10)
}
export function addDays(date: string, days: number): string {
  const day = noon(date)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}
export function addWeeks(date: string, weeks: number): string {
  const day = noon(date)
  day.setUTCDate(day.getUTCDate() + weeks * 7)
  return day.toISOString().slice(0, 10)
}

/** `YYYY-MM-DDTHH:mm` as "tisdag 1 december kl. 09:00", or the all-day drop-off. */
export function slotText(timeSlot: string, isFullDay: boolean): string {
  const [date, time] = timeSlot.split('T') as [string, string]
  return isFullDay ? `${longDay(date)}, heldag – lämna bilen före ${time}` : `${longDay(date)} kl. ${time}`
}
