/** Story dates (spec 1 §2.6, §3): a value and a formatted value, of which only the part before the first space shows. */


/** The date as the site's language writes it (without inner spaces), a space, and the time: '2026-10-14 08:30'. */
export function formatStoryDate(value: string | Date, locale: string, timeZone: string): string {
  const date = new Date(value)
  const day = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(date).replace(/\s+/g, '')
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).format(date)
  return `${day} ${time}`
}

/** What a visitor sees of a formatted date: only the part before the first space. */
export function shownDate(formattedDateValue: string): string {
  const space = formattedDateValue.indexOf(' ')
  return space === -1 ? formattedDateValue : formattedDateValue.slice(0, space)
}
