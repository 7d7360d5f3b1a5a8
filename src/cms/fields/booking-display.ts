import { timeZoneOf } from '@/features/sites/time-zone'

/**
 * When a booking starts, as the workshop's clock reads it: the same wall-clock time as the booking's Date and
 * Time, with the zone's abbreviation, whatever zone the browser is in (e.g. "Tue 1 Dec 2026, 10:00 CET").
 */
export function workshopStartText(startsAt: string | Date | null | undefined, country: string | null | undefined): string | null {
  if (!startsAt) return null
  const instant = new Date(startsAt)
  if (Number.isNaN(instant.getTime())) return null
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: timeZoneOf(country),
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(instant)
}
