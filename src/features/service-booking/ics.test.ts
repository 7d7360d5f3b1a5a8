import { describe, expect, it } from 'vitest'

import { calendarCancellation, calendarInvite, escapeText, foldLine } from './ics'

describe('calendar invitation', () => {
  const invite = calendarInvite({
    uid: 'NB-7K3Q9X@forecourt',
    start: new Date('2026-12-01T07:00:00Z'),
    end: new Date('2026-12-01T09:00:00Z'),
    stamp: new Date('2026-11-27T10:15:30.123Z'),
    summary: 'Service: Volkswagen Golf, ABC123',
    description: 'Originalservice; Hjulinställning\nNordvik Bilhall Uppsala',
    location: 'Kungsgatan 12, 753 21 Uppsala',
    geo: { latitude: 59.8586, longitude: 17.6389 },
  })

  it('is one event in UTC with CRLF line ends', () => {
    expect(invite.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(invite.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(invite).toContain('\r\nDTSTART:20261201T070000Z\r\n')
    expect(invite).toContain('\r\nDTEND:20261201T090000Z\r\n')
    expect(invite).toContain('\r\nDTSTAMP:20261127T101530Z\r\n')
    expect(invite).toContain('\r\nGEO:59.858600;17.638900\r\n')
    expect(invite.replace(/\r\n/g, '')).not.toContain('\n')
  })

  it('escapes text values', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne')
    expect(invite).toContain('SUMMARY:Service: Volkswagen Golf\\, ABC123')
    expect(invite).toContain('DESCRIPTION:Originalservice\\; Hjulinställning\\nNordvik Bilhall Uppsala')
  })

  it('folds lines at 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'å'.repeat(100)}`
    const folded = foldLine(long)
    const lines = folded.split('\r\n')
    expect(lines.length).toBeGreaterThan(2)
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true)
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(long)
  })

  it('cancels the event by its UID with METHOD:CANCEL, a higher sequence, the organizer and no reminder', () => {
    const cancel = calendarCancellation({
      uid: 'NB-7K3Q9X@forecourt',
      start: new Date('2026-12-01T07:00:00Z'),
      end: new Date('2026-12-01T09:00:00Z'),
      stamp: new Date('2026-11-28T08:00:00Z'),
      summary: 'Avbokad: Volkswagen Golf, ABC123',
      description: 'Bokningen är avbokad.',
      location: 'Kungsgatan 12, 753 21 Uppsala',
      organizer: { name: 'Nordvik Bilhall Uppsala', email: 'verkstad@nordvik.example' },
    })
    const lines = cancel.split('\r\n')
    expect(lines).toContain('METHOD:CANCEL')
    expect(lines).toContain('UID:NB-7K3Q9X@forecourt')
    expect(lines).toContain('SEQUENCE:1')
    expect(lines).toContain('STATUS:CANCELLED')
    expect(lines).toContain('DTSTART:20261201T070000Z')
    expect(lines).toContain('ORGANIZER;CN=Nordvik Bilhall Uppsala:mailto:verkstad@nordvik.example')
    expect(lines).not.toContain('METHOD:PUBLISH')
    expect(cancel).not.toContain('VALARM')
    // The confirmation's invitation carries the event at its first sequence.
    expect(invite.split('\r\n')).toContain('SEQUENCE:0')
  })
})
