import { describe, expect, it } from 'vitest'

import { COUNTRIES } from '@/cms/collections/Sites'

import { COUNTRY_TIME_ZONES, timeZoneOf } from './time-zone'

describe('a site’s time zone', () => {
  it('is known for every country a site can be in', () => {
    for (const { value } of COUNTRIES) expect(Object.keys(COUNTRY_TIME_ZONES)).toContain(value)
  })

  it('follows the country, whatever its letter case, and falls back to the group’s', () => {
    expect(timeZoneOf('NO')).toBe('Europe/Oslo')
    expect(timeZoneOf('gb')).toBe('Europe/London')
    expect(timeZoneOf('DE')).toBe('Europe/Stockholm')
    expect(timeZoneOf(null)).toBe('Europe/Stockholm')
  })
})
