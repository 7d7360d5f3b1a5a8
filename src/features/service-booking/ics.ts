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

/** The event's lines, at a sequence (RFC 5545 §3.8.7.4: each revision of an event has a higher one). */
function eventLines(event: CalendarEvent, sequence: number, status: 'CONFIRMED' | 'CANCELLED'): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.geo ? [`GEO:${event.geo.latitude.toFixed(6)};${event.geo.longitude.toFixed(6)}`] : []),
    ...(event.organizer ? [`ORGANIZER;CN=${escapeText(event.organizer.name).replace(/[":;\\]/g, '')}:mailto:${event.organizer.email}`] : []),
    `STATUS:${status}`,
    'TRANSP:OPAQUE',
  ]
}

const calendar = (productId: string, method: 'PUBLISH' | 'CANCEL', event: string[]) =>
  [['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${productId}`, 'CALSCALE:GREGORIAN', `METHOD:${method}`], event, ['END:VCALENDAR']].flat().map(foldLine).join('\r\n') + '\r\n'

export function calendarInvite(event: CalendarEvent, productId = '-//Forecourt//Service booking//SV'): string {
  return calendar(productId, 'PUBLISH', [
    ...eventLines(event, 0, 'CONFIRMED'),
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'DESCRIPTION:Påminnelse',
    'TRIGGER:-PT12H',
    'END:VALARM',
    'END:VEVENT',
  ])
}

/**
 * The update that removes a booking's event from the customer's calendar (RFC 5546 §3.2.5 CANCEL): the same UID
 * at a higher sequence, cancelled, from its organizer (the workshop, when it has an address).
 */
export function calendarCancellation(event: CalendarEvent, productId = '-//Forecourt//Service booking//SV'): string {
  return calendar(productId, 'CANCEL', [...eventLines(event, 1, 'CANCELLED'), 'END:VEVENT'])
}
