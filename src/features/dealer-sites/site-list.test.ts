import { describe, expect, it } from 'vitest'

import type { Department } from './dealer-site'
import { openingHoursSpecification } from './json-ld'
import {
  coordinatesOf,
  nearestFirst,
  siteBySlugRequest,
  siteCarListHref,
  siteCarsRequest,
  siteListQuery,
  siteListRequest,
  siteListStateFromQuery,
  SITE_LIST_FACETS,
  workshopSitesRequest,
} from './site-list'

const FACETS = Object.values(SITE_LIST_FACETS)

describe('the dealer site list', () => {
  it('asks for 48 sites a page in website order, with the shown facets and their choices', () => {
    const state = siteListStateFromQuery(new URLSearchParams('site_departments.brands.name=Audi&site_region=Uppsala,Gävleborg&keyphrase=verkstad'))
    expect(state).toEqual({ filters: { site_region: ['Uppsala', 'Gävleborg'], 'site_departments.brands.name': ['Audi'] }, keyphrase: 'verkstad' })
    const request = siteListRequest('sites-se', state, FACETS, 48)
    expect(request).toMatchObject({ index: 'sites-se', limit: 48, offset: 48, sort_name: 'website_sort_order', keyphrase: 'verkstad' })
    expect(request.facets).toEqual([
      { name: 'site_region', sort_order: 'asc', filters: { values: [{ value: 'Uppsala' }, { value: 'Gävleborg' }] } },
      { name: 'site_departments.brands.name', sort_order: 'asc', filters: { values: [{ value: 'Audi' }] } },
      { name: 'site_departments.group', sort_order: 'asc' },
    ])
  })

  it('narrows the list to the brand and service a UK contact redirect asks for, shown as facets or not (spec 1 §2.7)', () => {
    const state = siteListStateFromQuery(new URLSearchParams('site_departments.brands.name=BMW&site_departments.service_name=Service'))
    expect(state).toEqual({ filters: { 'site_departments.brands.name': ['BMW'] }, services: ['Service'], keyphrase: '' })
    const request = siteListRequest('sites-uk', state, [])
    expect(request.filters).toEqual([
      { name: 'site_departments.brands.name', values: [{ value: 'BMW' }] },
      { name: 'site_departments.department_type', values: [{ value: 'Service' }] },
    ])
    expect(siteListQuery(state)).toBe('?site_departments.brands.name=BMW&site_departments.service_name=Service')
  })

  it('writes only what is chosen into the address', () => {
    expect(siteListQuery({ filters: {}, keyphrase: '' })).toBe('')
    expect(siteListQuery({ filters: { site_region: ['Skåne'] }, keyphrase: 'malmö' })).toBe('?site_region=Sk%C3%A5ne&keyphrase=malm%C3%B6')
  })

  it('puts the visitor’s nearest sites first, sites without coordinates last', () => {
    const sites = [
      { site_geocoord: '55.6050,13.0038', name: 'Malmö' },
      { site_geocoord: '', name: 'Nowhere' },
      { site_geocoord: '59.8586,17.6389', name: 'Uppsala' },
    ]
    expect(nearestFirst(sites, { latitude: 59.33, longitude: 18.07 }).map((site) => site.name)).toEqual(['Uppsala', 'Malmö', 'Nowhere'])
  })

  it('reads coordinates, and none from an empty or broken value', () => {
    expect(coordinatesOf('59.6355,17.0870')).toEqual({ latitude: 59.6355, longitude: 17.087 })
    expect(coordinatesOf('')).toBeNull()
    expect(coordinatesOf('95,10')).toBeNull()
  })
})

describe('a dealer site page', () => {
  it('finds a site by its slug or its id', () => {
    expect(siteBySlugRequest('sites-se', 'enkoping').filters).toEqual([{ name: 'slug', values: [{ value: 'enkoping' }] }])
    expect(siteBySlugRequest('sites-se', '1102').filters).toEqual([{ name: 'site_id', values: [{ value: '1102' }] }])
  })

  it('shows the site’s 12 cars by publish date ascending and links to the car list filtered by city and site name', () => {
    expect(siteCarsRequest('vehicles-se', '1102', ['car_id'])).toMatchObject({ limit: 12, sort_name: 'oldest', filters: [{ name: 'car_site_id', values: [{ value: '1102' }] }] })
    expect(siteCarListHref('/kop-bil/alla-bilar-i-lager', { site_city: 'Enköping', site_official_name: 'Nordvik Bil Enköping' })).toBe(
      '/kop-bil/alla-bilar-i-lager?car_site_city=Enk%C3%B6ping&car_site_name=Nordvik+Bil+Enk%C3%B6ping',
    )
  })

  it('gives each department its opening hours as schema.org days, and the coming deviation days', () => {
    const department = {
      openingschedule: {
        openinghours: [
          { day: 'Måndag–fredag', displayText: '07:00–17:00' },
          { day: 'Söndag', displayText: 'Stängt' },
        ],
        deviationdays: [
          { day: '2026-12-24', displayText: 'Stängt' },
          { day: '2025-12-24', displayText: 'Stängt' },
        ],
      },
    } as unknown as Department
    expect(openingHoursSpecification(department, '2026-11-28')).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday', 'https://schema.org/Wednesday', 'https://schema.org/Thursday', 'https://schema.org/Friday'],
        opens: '07:00',
        closes: '17:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Sunday'], opens: '00:00', closes: '00:00' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-24', validThrough: '2026-12-24', opens: '00:00', closes: '00:00' },
    ])
  })
})

describe('the workshop site list', () => {
  it('asks for up to 100 sites with a workshop, or 4 for a predefined query', () => {
    expect(workshopSitesRequest('sites-se', null)).toMatchObject({ limit: 100, filters: [{ name: 'site_departments.group', values: [{ value: 'Service' }] }] })
    expect(workshopSitesRequest('sites-se', 'site_region=Uppsala')).toMatchObject({
      limit: 4,
      filters: [
        { name: 'site_departments.group', values: [{ value: 'Service' }] },
        { name: 'site_region', values: [{ value: 'Uppsala' }] },
      ],
    })
  })
})
