import { describe, expect, it } from 'vitest'

import type { DemoDealerSite } from '../demo/dealer-sites'
import { dealerListPaths, facilitiesOf } from './facility-pages'
import { demoSites } from './sites'
import type { SiteSeed } from './types'

/**
 * One source of truth for a facility's address and phone: the dealer site records (sites-se …). The demo's
 * written content neither stands in for a facility's page nor gives a facility another address or number.
 */

const SITES = demoSites()

/** Everything a visitor reads on a site: its pages in every language, stories, navigation and footer. */
function textsOf(site: SiteSeed): { where: string; text: string }[] {
  return [
    ...site.pages.flatMap((page) => Object.entries(page.content).map(([locale, content]) => ({ where: `${page.path} (${locale})`, text: JSON.stringify(content) }))),
    ...(site.stories?.stories ?? []).flatMap((story) => Object.entries(story.content).map(([locale, content]) => ({ where: `story ${story.slug} (${locale})`, text: JSON.stringify(content) }))),
    { where: 'navigation', text: JSON.stringify(site.navigation) },
    { where: 'footer', text: JSON.stringify(site.footer) },
  ]
}

const listPaths = dealerListPaths

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * "Street 12, 802 91 Town", "Street 12, Town", "Street 12\n802 91 Town" (a line break in JSON) for a town:
 * the street (up to four words) and its number.
 */
const addressesIn = (town: string) => new RegExp(`(\\p{Lu}[\\p{L}.'-]*(?: [\\p{L}.'-]+){0,3}) (?!(?:19|20)\\d\\d\\b)(\\d{1,4}[a-z]?)(?:,|\\\\n) ?(?:\\d[\\d ]{2,5}\\d )?${escape(town)}(?![\\p{L}])`, 'gu')

/** Street names end in these in the group's languages: a street of a facility named with another number. */
const STREET = /(?:gatan|vägen|gata|väg|veien|vegen|gate|katu|tie|cesta|ulica)$/u

describe('the demo content and its dealer sites', () => {
  it('has no written page at the address of a facility’s dealer site page', () => {
    const shadowed = SITES.flatMap((site) =>
      listPaths(site).flatMap((list) =>
        facilitiesOf(site)
          .filter((facility) => site.pages.some((page) => page.path === `${list}/${facility.slug}`))
          .map((facility) => `${site.key}: ${list}/${facility.slug} (${facility.site_official_name})`),
      ),
    )
    expect(shadowed).toEqual([])
  })

  it('gives an address in a facility’s town only as a facility’s own address', () => {
    const wrong: string[] = []
    for (const site of SITES) {
      if (listPaths(site).length === 0) continue
      const facilities = facilitiesOf(site)
      const towns = new Map<string, DemoDealerSite[]>()
      for (const facility of facilities) {
        for (const town of new Set([facility.site_city, facility.website_city].filter(Boolean) as string[])) towns.set(town, [...(towns.get(town) ?? []), facility])
      }
      for (const { where, text } of textsOf(site)) {
        for (const [town, here] of towns) {
          for (const [, street, number] of text.matchAll(addressesIn(town))) {
            if (!here.some((facility) => facility.site_street === `${street} ${number}` || facility.site_street.endsWith(` ${street} ${number}`))) {
              wrong.push(`${site.key} ${where}: ${street} ${number}, ${town} is no facility's address there (${here.map((facility) => facility.site_street).join(', ')})`)
            }
          }
        }
        for (const facility of facilities) {
          const name = facility.site_street.replace(/ \d+\w*$/, '')
          if (!STREET.test(name)) continue
          for (const [mentioned] of text.matchAll(new RegExp(`${escape(name)} \\d+\\w*`, 'gu'))) {
            if (mentioned !== facility.site_street) wrong.push(`${site.key} ${where}: ${mentioned} where ${facility.site_official_name} is at ${facility.site_street}`)
          }
        }
      }
    }
    expect(wrong).toEqual([])
  })

  it('never gives a facility’s number as one of Nordvik Bilhall’s own lines', () => {
    const se2 = SITES.find((site) => site.key === 'se-dealer-2')!
    const facilityNumbers = new Map<string, string>()
    for (const facility of facilitiesOf(se2)) {
      if (facility.site_phone) facilityNumbers.set(facility.site_phone, facility.site_official_name)
      for (const department of facility.site_departments) facilityNumbers.set(department.phone, `${facility.site_official_name}, ${department.name}`)
    }
    const taken = textsOf(se2).flatMap(({ where, text }) =>
      [...text.matchAll(/070-174 06 \d\d/g)].filter(([number]) => facilityNumbers.has(number)).map(([number]) => `${where}: ${number} is ${facilityNumbers.get(number)}`),
    )
    expect(taken).toEqual([])
  })
})
