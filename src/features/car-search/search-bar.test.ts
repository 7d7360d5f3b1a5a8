import { describe, expect, it } from 'vitest'

import type { Site } from '@/payload-types'

import { canSearch, pushSearchEvent, searchEvent, searchHref, searchTarget } from './search-bar'

describe('hero search', () => {
  it('cannot search for an empty or blank keyphrase (spec 1 §5)', () => {
    expect(canSearch('')).toBe(false)
    expect(canSearch('   ')).toBe(false)
    expect(canSearch('\t\n')).toBe(false)
    expect(canSearch('v')).toBe(true)
    expect(canSearch('  volvo xc60 ')).toBe(true)
  })

  it('goes to the search address with the trimmed, encoded keyphrase', () => {
    expect(searchHref('/kop-bil/alla-bilar-i-lager', '  Volvo XC60 ')).toBe('/kop-bil/alla-bilar-i-lager?keyphrase=Volvo%20XC60')
    expect(searchHref('/kop-bil', 'åäö & co/?#')).toBe('/kop-bil?keyphrase=%C3%A5%C3%A4%C3%B6%20%26%20co%2F%3F%23')
    expect(searchHref('https://bilar.example.se/sok', 'kombi')).toBe('https://bilar.example.se/sok?keyphrase=kombi')
  })

  it('adds to a query the address already has, and keeps a fragment last', () => {
    expect(searchHref('/kop-bil?fuel=el', 'kombi')).toBe('/kop-bil?fuel=el&keyphrase=kombi')
    expect(searchHref('/kop-bil?', 'kombi')).toBe('/kop-bil?keyphrase=kombi')
    expect(searchHref('/kop-bil?fuel=el&', 'kombi')).toBe('/kop-bil?fuel=el&keyphrase=kombi')
    expect(searchHref('/kop-bil#resultat', 'kombi')).toBe('/kop-bil?keyphrase=kombi#resultat')
  })

  it('describes the search for analytics as a start page search', () => {
    expect(searchEvent(' kombi ')).toEqual({ event: 'search', search_type: 'start page', search_term: 'kombi' })
  })

  it('pushes onto the data layer, creating it when the tag manager has not', () => {
    const page: { dataLayer?: unknown[] } = {}
    pushSearchEvent(page, 'elbil')
    expect(page.dataLayer).toEqual([{ event: 'search', search_type: 'start page', search_term: 'elbil' }])
    const existing = { dataLayer: [{ event: 'gtm.js' }] as unknown[] }
    pushSearchEvent(existing, 'suv')
    expect(existing.dataLayer).toEqual([{ event: 'gtm.js' }, { event: 'search', search_type: 'start page', search_term: 'suv' }])
  })

  it('searches where the editor said, else in the site’s car list in the visitor’s language', () => {
    const site = { locales: ['sv-SE', 'en'], defaultLocale: 'sv-SE', pathToCarList: '/kop-bil' } as Pick<
      Site,
      'locales' | 'defaultLocale' | 'pathToCarList'
    >
    expect(searchTarget(' /begagnat ', site, 'sv-SE')).toBe('/begagnat')
    expect(searchTarget(null, site, 'sv-SE')).toBe('/kop-bil')
    expect(searchTarget('', site, 'en')).toBe('/en/kop-bil')
    expect(searchTarget(null, { ...site, pathToCarList: null }, 'sv-SE')).toBeNull()
  })
})
