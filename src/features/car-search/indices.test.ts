import { describe, expect, it } from 'vitest'

import { indexForSiteName, siteIndexCountry, UnknownSiteNameError } from './indices'

const sites = [
  { key: 'se-dealer-2', name: 'Nordvik Bilhall', country: 'SE', vehicleIndex: 'vehicles-se', siteSearchIndex: 'sites-se' },
  { key: 'uk-dealer', name: 'Nordvik Motors UK', country: 'GB' },
  { key: 'nowhere', name: 'Nordvik Atlantis', country: 'XX' },
]

describe('indexForSiteName', () => {
  it.each([
    ['Nordvik Bilhall', 'vehicles', 'vehicles-se'],
    ['Nordvik Bilhall', 'sites', 'sites-se'],
    ['nordvik bilhall', 'vehicles', 'vehicles-se'],
    ['se-dealer-2', 'sites', 'sites-se'],
    ['Nordvik Motors UK', 'vehicles', 'vehicles-uk'],
    ['Nordvik Motors UK', 'sites', 'sites-uk'],
  ] as const)('%s reads %s from %s', (name, kind, index) => {
    expect(indexForSiteName(sites, name, kind)).toBe(index)
  })

  it("throws 'Unknown site name' for a site the group does not have", () => {
    expect(() => indexForSiteName(sites, 'Nordvik Mars', 'vehicles')).toThrow(new UnknownSiteNameError('Nordvik Mars'))
    expect(() => indexForSiteName(sites, 'Nordvik Mars', 'vehicles')).toThrow('Unknown site name')
    expect(() => indexForSiteName(sites, 'Nordvik Atlantis', 'sites')).toThrow('Unknown site name')
  })

  it('names the country of a site index', () => {
    expect(siteIndexCountry('sites-uk')).toBe('GB')
    expect(siteIndexCountry('sites-se')).toBe('SE')
    expect(siteIndexCountry('vehicles-se')).toBeNull()
    expect(siteIndexCountry('sites-xx')).toBeNull()
  })
})
