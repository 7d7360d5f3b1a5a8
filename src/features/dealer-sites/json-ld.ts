/**
 * The dealer site page's structured data (spec 2 §2): an AutoDealer with its address, coordinates and telephone,
 * and each department as a department of it with its opening hours (openingHoursSpecification), the regular
 * week and the deviation days still to come. Only schema.org types and properties that exist are used.
 */

import type { DealerSiteDocument, Department } from './dealer-site'
import { hoursOf, weekdaysOf, type Weekday } from './opening-hours'
import { coordinatesOf } from './site-list'

const DAY_OF_WEEK: Record<Weekday, string> = {
  0: 'https://schema.org/Sunday',
  1: 'https://schema.org/Monday',
  2: 'https://schema.org/Tuesday',
  3: 'https://schema.org/Wednesday',
  4: 'https://schema.org/Thursday',
  5: 'https://schema.org/Friday',
  6: 'https://schema.org/Saturday',
}

/** Each department group's schema.org type: a workshop is an AutoRepair, parts an AutoPartsStore. */
const DEPARTMENT_TYPE: Record<string, string> = { 'New cars': 'AutoDealer', 'Used cars': 'AutoDealer', Service: 'AutoRepair', Parts: 'AutoPartsStore' }

const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

type Spec = { '@type': 'OpeningHoursSpecification'; dayOfWeek?: string[]; opens: string; closes: string; validFrom?: string; validThrough?: string }

/** The week's rows and the coming deviation days as OpeningHoursSpecification; a closed day opens and closes at 00:00. */
export function openingHoursSpecification(department: Department, today: string): Spec[] {
  const specs: Spec[] = []
  for (const row of department.openingschedule.openinghours) {
    const days = weekdaysOf(row.day)
    if (!days) continue
    const hours = hoursOf(row.displayText)
    specs.push({ '@type': 'OpeningHoursSpecification', dayOfWeek: days.sort().map((day) => DAY_OF_WEEK[day]), opens: time(hours?.opens ?? 0), closes: time(hours?.closes ?? 0) })
  }
  for (const day of department.openingschedule.deviationdays) {
    if (day.day < today) continue
    const hours = hoursOf(day.displayText)
    specs.push({ '@type': 'OpeningHoursSpecification', validFrom: day.day, validThrough: day.day, opens: time(hours?.opens ?? 0), closes: time(hours?.closes ?? 0) })
  }
  return specs
}

export function dealerSiteJsonLd(site: DealerSiteDocument, url: string, origin: string, today: string): Record<string, unknown> {
  const point = coordinatesOf(site.site_geocoord)
  const image = site.site_primary_image?.original || site.site_image_url
  const address = {
    '@type': 'PostalAddress',
    streetAddress: site.site_street,
    postalCode: site.site_zip,
    addressLocality: site.site_city,
    ...(site.site_region ? { addressRegion: site.site_region } : {}),
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': `${url}#dealer`,
    name: site.site_official_name,
    url,
    ...(image ? { image: new URL(image, origin).toString() } : {}),
    address,
    ...(point ? { geo: { '@type': 'GeoCoordinates', latitude: point.latitude, longitude: point.longitude } } : {}),
    ...(site.site_phone ? { telephone: site.site_phone } : {}),
    ...(site.site_email ? { email: site.site_email } : {}),
    ...(site.site_brands.length ? { brand: site.site_brands.map((name) => ({ '@type': 'Brand', name })) } : {}),
    department: site.site_departments.map((department) => ({
      '@type': DEPARTMENT_TYPE[department.group] ?? 'AutoDealer',
      name: department.official_name || department.name,
      address,
      ...(department.phone ? { telephone: department.phone } : {}),
      ...(department.email ? { email: department.email } : {}),
      openingHoursSpecification: openingHoursSpecification(department, today),
    })),
  }
}
