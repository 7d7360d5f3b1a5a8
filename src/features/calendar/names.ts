import { addDays, formattingInstant, toIsoDate, type IsoDate, type YearMonth } from '@/lib/iso-date'

/** Month and weekday names in the visitor's language, formatted in UTC so the day shown is the date given. */

/** A Monday, for naming the weekdays in order. */
const A_MONDAY = '2024-01-01'

export function monthTitle(month: YearMonth, locale: string): string {
  const title = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    formattingInstant(toIsoDate(month, 1)),
  )
  return title.charAt(0).toLocaleUpperCase(locale) + title.slice(1)
}

/** Monday to Sunday: a short name for the column and the full name for screen readers. */
export function weekdayNames(locale: string): Array<{ short: string; long: string }> {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })
  return Array.from({ length: 7 }, (_, index) => {
    const instant = formattingInstant(addDays(A_MONDAY, index))
    return { short: short.format(instant).replace(/\.$/, ''), long: long.format(instant) }
  })
}

/** The whole date, e.g. "fredag 14. mai 2027": the accessible name of a day and the text of a chosen date. */
export function fullDate(date: IsoDate, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(formattingInstant(date))
}
