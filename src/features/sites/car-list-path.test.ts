import { describe, expect, it } from 'vitest'

import type { Site } from '@/payload-types'

import { carListPath } from './car-list-path'

const site = { locales: ['sv-SE', 'en'], defaultLocale: 'sv-SE' } as Pick<Site, 'locales' | 'defaultLocale'>

describe('the car list path', () => {
  it('is the site’s path in the visitor’s language, or null', () => {
    const withList = { ...site, pathToCarList: '/kop-bil' }
    expect(carListPath(withList, 'sv-SE')).toBe('/kop-bil')
    expect(carListPath(withList, 'en')).toBe('/en/kop-bil')
    expect(carListPath({ ...site, pathToCarList: 'kop-bil ' }, 'sv-SE')).toBe('/kop-bil')
    expect(carListPath({ ...site, pathToCarList: '' }, 'sv-SE')).toBeNull()
    expect(carListPath({ ...site, pathToCarList: null }, 'sv-SE')).toBeNull()
  })
})
