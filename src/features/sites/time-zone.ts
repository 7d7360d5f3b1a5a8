/**
 * The one table of the time zone a site's dates and times are in, by its country: story dates, opening hours,
 * the forms' earliest dates, lead e-mails and workshop bookings all read it. The group's own country is the
 * fallback for a country not listed (a site being set up).
 */
export const COUNTRY_TIME_ZONES = {
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  GB: 'Europe/London',
  FI: 'Europe/Helsinki',
  SK: 'Europe/Bratislava',
} as const satisfies Record<string, string>

const GROUP_TIME_ZONE = COUNTRY_TIME_ZONES.SE

/** The time zone of a site in a country (ISO 3166 code, any letter case). */
export function timeZoneOf(country: string | null | undefined): string {
  return (COUNTRY_TIME_ZONES as Record<string, string>)[(country ?? '').toUpperCase()] ?? GROUP_TIME_ZONE
}
