import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it, vi } from 'vitest'

import { DEPARTMENT_GROUPS, type Department } from '../../../src/features/dealer-sites/dealer-site'
import { BRAND_LOGOS } from '../drawn/brand-logos'
import { DEMO_BRANDS, DEMO_DEALER_SITES, brandCode, brandDisplayName, dealerSitesOf, type DemoCountry } from './index'

const COUNTRIES: DemoCountry[] = ['SE', 'NO', 'GB', 'FI', 'SK']
const CONTENT = path.resolve(import.meta.dirname, '../../../content/demo')

const MINIMUM: Record<DemoCountry, number> = { SE: 12, NO: 4, GB: 5, FI: 4, SK: 4 }

/** Generous bounding boxes of each country's mainland: [south, north, west, east]. */
const BOUNDS: Record<DemoCountry, [number, number, number, number]> = {
  SE: [55.3, 69.1, 10.9, 24.2],
  NO: [57.9, 71.2, 4.5, 31.2],
  GB: [49.9, 60.9, -8.2, 1.8],
  FI: [59.7, 70.1, 20.5, 31.6],
  SK: [47.7, 49.7, 16.8, 22.6],
}

const SWEDISH_REGIONS = ['Uppsala', 'Västmanland', 'Gävleborg', 'Stockholm', 'Västra Götaland', 'Skåne']

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const EMAIL = /^[a-z0-9]+([.-][a-z0-9]+)*@[a-z0-9-]+\.example$/

/** Ofcom's ranges for drama: 01xx 496 0xxx, 020 7946 0xxx, 0191 498 0xxx, 07700 900xxx. */
const UK_DRAMA = [/^01[2-6]1 496 0\d{3}$/, /^011[3-8] 496 0\d{3}$/, /^020 7946 0\d{3}$/, /^0191 498 0\d{3}$/, /^07700 900\d{3}$/]

function isRealDate(day: string): boolean {
  return ISO_DATE.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day
}

function phonesOf(site: (typeof DEMO_DEALER_SITES)[number]): string[] {
  return [
    site.site_phone,
    ...site.site_departments.flatMap((department) => [department.phone, ...department.users.map((user) => user.phone)]),
  ]
}

function allDepartments(): Array<{ siteId: string; department: Department }> {
  return DEMO_DEALER_SITES.flatMap((site) => site.site_departments.map((department) => ({ siteId: site.site_id, department })))
}

describe('demo brands', () => {
  it('has one entry per make with a logo, with unique short codes', () => {
    expect(DEMO_BRANDS.map((brand) => brand.name).sort()).toEqual([...BRAND_LOGOS].sort())
    const codes = DEMO_BRANDS.map((brand) => brand.brand_code)
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2,3}$/)
  })

  it('looks codes up by logo name or proper name', () => {
    expect(brandCode('Volvo')).toBe('VO')
    expect(brandCode('Volkswagen')).toBe('VW')
    expect(brandCode('Mercedes-Benz')).toBe('MB')
    expect(brandCode('Skoda')).toBe(brandCode('Škoda'))
    expect(brandDisplayName('Skoda')).toBe('Škoda')
    expect(brandDisplayName('Volvo')).toBe('Volvo')
    expect(() => brandCode('Trabant')).toThrow()
  })
})

describe('demo dealer sites', () => {
  it('has enough facilities in every country', () => {
    expect(DEMO_DEALER_SITES.length).toBeGreaterThanOrEqual(30)
    for (const country of COUNTRIES) expect(dealerSitesOf(country).length).toBeGreaterThanOrEqual(MINIMUM[country])
  })

  it('covers the Swedish regions', () => {
    const regions = new Set(dealerSitesOf('SE').map((site) => site.site_region))
    for (const region of SWEDISH_REGIONS) expect(regions).toContain(region)
    for (const region of regions) expect(region).not.toMatch(/län/)
  })

  it('has unique site ids, slugs per country and website order 1..n', () => {
    const ids = DEMO_DEALER_SITES.map((site) => site.site_id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^\d{4}$/)
    for (const country of COUNTRIES) {
      const sites = dealerSitesOf(country)
      const slugs = sites.map((site) => site.slug)
      expect(new Set(slugs).size).toBe(slugs.length)
      for (const slug of slugs) expect(slug).toMatch(SLUG)
      expect(sites.map((site) => site.website_sort_order)).toEqual(sites.map((_, index) => index + 1))
    }
  })

  it('fills every field of the site document', () => {
    for (const site of DEMO_DEALER_SITES) {
      for (const field of ['site_official_name', 'site_street', 'site_zip', 'site_city', 'site_region', 'website_city'] as const) {
        expect(site[field], `${site.site_id} ${field}`).not.toBe('')
      }
      expect(site.site_official_name).toMatch(/^Nordvik /)
      expect(site.scene).toBe('dealership')
      expect(site.site_email).toMatch(EMAIL)
      expect(site.site_brands.length).toBeGreaterThan(0)
    }
  })

  it('has every facility run by a demo website of its country, each Swedish dealer and the Carstore running some', () => {
    const demoSites = new Map(
      (JSON.parse(readFileSync(path.join(CONTENT, 'sites.json'), 'utf8')) as string[]).map((key) => [key, (JSON.parse(readFileSync(path.join(CONTENT, key, 'site.json'), 'utf8')) as { country: string }).country]),
    )
    for (const site of DEMO_DEALER_SITES) expect(demoSites.get(site.runBy), `${site.site_id} run by ${site.runBy}`).toBe(site.country)
    const runners = (country: DemoCountry) => new Set(dealerSitesOf(country).map((site) => site.runBy))
    expect(runners('SE')).toEqual(new Set(['se-dealer', 'se-dealer-2', 'carstore']))
    for (const [country, key] of [['NO', 'no-dealer'], ['GB', 'uk-dealer'], ['FI', 'fi-dealer'], ['SK', 'sk-dealer']] as const) expect(runners(country)).toEqual(new Set([key]))
    // se2 (Nordvik Bilhall, Mellansverige) runs the facilities its pages and its workshops' bookings speak of.
    expect(dealerSitesOf('SE').filter((site) => site.runBy === 'se-dealer-2').map((site) => site.site_city)).toEqual(['Uppsala', 'Enköping', 'Västerås', 'Köping', 'Gävle', 'Sandviken'])
  })

  it('places every facility inside its country', () => {
    for (const site of DEMO_DEALER_SITES) {
      expect(site.site_geocoord).toMatch(/^-?\d{1,2}\.\d{4},-?\d{1,3}\.\d{4}$/)
      const [lat, lng] = site.site_geocoord.split(',').map(Number) as [number, number]
      const [south, north, west, east] = BOUNDS[site.country]
      expect(lat, site.slug).toBeGreaterThanOrEqual(south)
      expect(lat, site.slug).toBeLessThanOrEqual(north)
      expect(lng, site.slug).toBeGreaterThanOrEqual(west)
      expect(lng, site.slug).toBeLessThanOrEqual(east)
    }
  })

  it('gives every facility 2–4 departments with sales and service', () => {
    for (const site of DEMO_DEALER_SITES) {
      const groups = site.site_departments.map((department) => department.group)
      expect(groups.length, site.slug).toBeGreaterThanOrEqual(2)
      expect(groups.length, site.slug).toBeLessThanOrEqual(4)
      expect(new Set(groups).size, site.slug).toBe(groups.length)
      for (const group of groups) expect(DEPARTMENT_GROUPS).toContain(group)
      expect(groups.includes('New cars') || groups.includes('Used cars'), site.slug).toBe(true)
      expect(groups, site.slug).toContain('Service')
    }
    const complete = DEMO_DEALER_SITES.filter((site) => site.site_departments.length === DEPARTMENT_GROUPS.length)
    expect(complete.length).toBeGreaterThanOrEqual(8)
  })

  it('describes every department completely', () => {
    const types = { 'New cars': 'sales', 'Used cars': 'sales', Service: 'service', Parts: 'parts' }
    const erpIds = new Set<string>()
    for (const { siteId, department } of allDepartments()) {
      const where = `${siteId} ${department.group}`
      expect(department.department_type, where).toBe(types[department.group])
      expect(department.name, where).not.toBe('')
      expect(department.official_name, where).toContain(department.name)
      expect(department.email, where).toMatch(EMAIL)
      expect(department.erp_id, where).toMatch(/^\d+$/)
      expect(erpIds.has(department.erp_id), where).toBe(false)
      erpIds.add(department.erp_id)
      expect(department.users.length, where).toBeGreaterThanOrEqual(1)
      expect(department.users.length, where).toBeLessThanOrEqual(4)
      for (const user of department.users) {
        expect(user.first_name && user.last_name && user.title, where).toBeTruthy()
        expect(user.email, where).toMatch(EMAIL)
      }
      expect(department.openingschedule.openinghours, where).toHaveLength(3)
    }
  })

  it('gives staff unique e-mail addresses per country and distinct direct lines per facility', () => {
    for (const country of COUNTRIES) {
      const emails = dealerSitesOf(country).flatMap((site) => site.site_departments.flatMap((department) => department.users.map((user) => user.email)))
      expect(new Set(emails).size, country).toBe(emails.length)
    }
    for (const site of DEMO_DEALER_SITES) {
      const lines = site.site_departments.flatMap((department) => department.users.map((user) => user.phone))
      expect(new Set(lines).size, site.slug).toBe(lines.length)
    }
  })

  it('uses the demo brands and their codes', () => {
    const codes = new Map(DEMO_BRANDS.map((brand) => [brand.name as string, brand.brand_code]))
    for (const site of DEMO_DEALER_SITES) {
      for (const name of site.site_brands) expect(codes.has(name), `${site.slug} ${name}`).toBe(true)
      for (const department of site.site_departments) {
        if (department.group !== 'Used cars') expect(department.brands.length, `${site.slug} ${department.group}`).toBeGreaterThan(0)
        for (const brand of department.brands) {
          expect(codes.get(brand.name), `${site.slug} ${brand.name}`).toBe(brand.brand_code)
          expect(site.site_brands).toContain(brand.name)
        }
      }
    }
    const uk = new Set(dealerSitesOf('GB').flatMap((site) => site.site_brands))
    for (const make of ['Mercedes-Benz', 'smart', 'MINI', 'BMW']) expect(uk).toContain(make)
  })

  it('uses only the Swedish fiction range, without the tire-hotel numbers', () => {
    for (const site of dealerSitesOf('SE')) {
      for (const phone of phonesOf(site)) {
        expect(phone, site.slug).toMatch(/^070-174 06 \d{2}$/)
        const last = Number(phone.slice(-2))
        expect(last, site.slug).toBeGreaterThanOrEqual(5)
        expect([10, 11], site.slug).not.toContain(last)
      }
    }
    const switchboards = dealerSitesOf('SE').map((site) => site.site_phone)
    expect(new Set(switchboards).size).toBe(switchboards.length)
    const departmentPhones = dealerSitesOf('SE').flatMap((site) => site.site_departments.map((department) => department.phone))
    expect(new Set(departmentPhones).size).toBe(departmentPhones.length)
  })

  it('uses only Ofcom drama numbers in the UK', () => {
    for (const site of dealerSitesOf('GB')) {
      for (const phone of phonesOf(site)) expect(UK_DRAMA.some((range) => range.test(phone)), `${site.slug} ${phone}`).toBe(true)
    }
  })

  it('has unique phone numbers outside Sweden', () => {
    for (const country of COUNTRIES.filter((country) => country !== 'SE')) {
      const phones = dealerSitesOf(country).flatMap(phonesOf)
      expect(new Set(phones).size, country).toBe(phones.length)
    }
  })

  it('lists real dates as deviation days', () => {
    for (const { siteId, department } of allDepartments()) {
      const days = department.openingschedule.deviationdays.map((deviation) => deviation.day)
      expect(days.length, siteId).toBeGreaterThan(0)
      expect(new Set(days).size, siteId).toBe(days.length)
      for (const day of days) {
        expect(isRealDate(day), `${siteId} ${day}`).toBe(true)
        expect(day >= '2026-07-01' && day <= '2027-12-31', `${siteId} ${day}`).toBe(true)
      }
      expect([...days].sort()).toEqual(days)
    }
  })

  it('keeps vacation periods consistent', () => {
    let withVacation = 0
    let withoutVacation = 0
    for (const { siteId, department } of allDepartments()) {
      const { vacationdays, vacationtitle, vacationstart, vacationend } = department.openingschedule
      if (vacationdays.length === 0) {
        withoutVacation++
        expect([vacationtitle, vacationstart, vacationend], siteId).toEqual(['', '', ''])
        continue
      }
      withVacation++
      expect(vacationtitle, siteId).not.toBe('')
      expect(isRealDate(vacationstart) && isRealDate(vacationend), siteId).toBe(true)
      expect(vacationstart <= vacationend, siteId).toBe(true)
      for (const { day, displayText } of vacationdays) {
        expect(isRealDate(day), `${siteId} ${day}`).toBe(true)
        expect(day >= vacationstart && day <= vacationend, `${siteId} ${day}`).toBe(true)
        expect(displayText, siteId).not.toBe('')
      }
    }
    expect(withVacation).toBeGreaterThan(0)
    expect(withoutVacation).toBeGreaterThan(withVacation)
  })

  it('is the same on every import', async () => {
    const first = JSON.stringify(DEMO_DEALER_SITES)
    vi.resetModules()
    const again = await import('./index')
    expect(JSON.stringify(again.DEMO_DEALER_SITES)).toBe(first)
  })
})
