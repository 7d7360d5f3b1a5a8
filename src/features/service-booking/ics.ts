/**
 * A calendar invitation (iCalendar, RFC 5545) for a booking: one event in UTC, lines ending CRLF and folded at
 * 75 octets, text values escaped.
 */
export type CalendarEvent = {
  uid: string
  start: Date
  end: Date
  stamp: Date
  summary: string
  description: string
  location: string
  geo?: { latitude: number; longitude: number }
  organizer?: { name: string; email: string }
}

const utc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** RFC 5545 §3.1: a line longer than 75 octets continues on the next, which starts with a space; never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = encoder.encode(character).length
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += character
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function calendarInvite(event: CalendarEvent, productId = '-//Forecourt//Service booking//SV'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.geo ? [`GEO:${event.geo.latitude.toFixed(6)};${event.geo.longitude.toFixed(6)}`] : []),
    ...(event.organizer ? [`ORGANIZER;CN=${escapeText(event.organizer.name).replace(/[":;]/g, '')}:mailto:${event.organizer.email}`] : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'DESCRIPTION:Påminnelse',
    'TRIGGER:-PT12H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
