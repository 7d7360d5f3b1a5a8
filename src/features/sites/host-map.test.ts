import { describe, expect, it } from 'vitest'

import { buildHostMap, hasPage, isCarListPath, isDealerSitePath, resolveHost, type SiteRoute } from './host-map'
import { siteOfHost } from './hosts'
import { localizedPath, matchLocalePrefix } from './locales'

const site = (key: string, type: string, hostnames: string[], locales = ['sv-SE'], defaultLocale = 'sv-SE'): SiteRoute => ({
  id: hostnames.length,
  key,
  type,
  hostnames,
  locales,
  defaultLocale,
  gtmId: null,
  origin: `http://${hostnames[0]}`,
  favicon: null,
  pages: { [defaultLocale]: ['/', '/om-oss'], en: ['/'] },
})

const map = buildHostMap([
  site('group', 'group', ['localhost', 'group.localhost'], ['sv-SE', 'en']),
  site('se-dealer', 'dealer', ['se.localhost'], ['sv-SE', 'en']),
  site('fi-dealer', 'dealer', ['fi.localhost'], ['fi-FI', 'en'], 'fi-FI'),
])

describe('host map', () => {
  it('resolves a host to its site, ignoring port and case', () => {
    expect(resolveHost(map, 'SE.localhost:3000')).toMatchObject({ kind: 'site', site: { key: 'se-dealer' } })
    expect(resolveHost(map, 'localhost:3000')).toMatchObject({ kind: 'site', site: { key: 'group' } })
  })

  it('sends www. of a known host to the bare host', () => {
    expect(resolveHost(map, 'www.se.localhost:3000')).toEqual({ kind: 'redirect', host: 'se.localhost' })
  })

  it('names the site of a host for a site-bound call: www. of its host too, an unknown host never', () => {
    expect(siteOfHost(map, 'SE.localhost:3000')?.key).toBe('se-dealer')
    expect(siteOfHost(map, 'www.se.localhost')?.key).toBe('se-dealer')
    expect(siteOfHost(map, 'localhost:3000')?.key).toBe('group')
    for (const host of ['unknown.example', 'www.unknown.example', '127.0.0.1:3000', '', null])
      expect(siteOfHost(map, host), String(host)).toBeNull()
  })

  it('gives unknown hosts the group site', () => {
    expect(resolveHost(map, 'unknown.example')).toMatchObject({ kind: 'site', site: { key: 'group' } })
    expect(resolveHost(map, null)).toMatchObject({ kind: 'site', site: { key: 'group' } })
    expect(resolveHost(buildHostMap([]), 'x')).toEqual({ kind: 'none' })
  })
})

describe('page index', () => {
  it('knows which pages a site has in which language', () => {
    expect(hasPage(map, 'se-dealer', 'sv-SE', '/om-oss')).toBe(true)
    expect(hasPage(map, 'se-dealer', 'en', '/om-oss')).toBe(false)
    expect(hasPage(map, 'se-dealer', 'sv-SE', '/finns-inte')).toBe(false)
    expect(hasPage(map, 'no-such-site', 'sv-SE', '/')).toBe(false)
  })
})

describe('car list addresses', () => {
  const lists = buildHostMap([
    {
      ...site('uk-dealer', 'dealer', ['uk.localhost'], ['en-GB'], 'en-GB'),
      pages: { 'en-GB': ['/', '/buy-car', '/buy-car/used-cars', '/buy-car/used-cars/bmw', '/news'] },
      carLists: { 'en-GB': ['/buy-car/used-cars'] },
    },
  ])

  it('are the pages holding a car list and up to four facet segments after them', () => {
    expect(isCarListPath(lists, 'uk-dealer', 'en-GB', '/buy-car/used-cars')).toBe(true)
    expect(isCarListPath(lists, 'uk-dealer', 'en-GB', '/buy-car/used-cars/mercedes-benz')).toBe(true)
    expect(isCarListPath(lists, 'uk-dealer', 'en-GB', '/buy-car/used-cars/mercedes-benz/eqe/electric/automatic')).toBe(true)
    expect(isCarListPath(lists, 'uk-dealer', 'en-GB', '/buy-car/used-cars/a/b/c/d/e')).toBe(false)
  })

  it('leave a page below a car list, other pages and other sites alone', () => {
    expect(isCarListPath(lists, 'uk-dealer', 'en-GB', '/buy-car/used-cars/bmw')).toBe(false)
    expect(isCarListPath(lists, 'uk-dealer', 'en-GB', '/buy-car')).toBe(false)
    expect(isCarListPath(lists, 'uk-dealer', 'en-GB', '/news/volvo')).toBe(false)
    expect(isCarListPath(lists, 'uk-dealer', 'en', '/buy-car/used-cars')).toBe(false)
    expect(isCarListPath(map, 'se-dealer', 'sv-SE', '/om-oss')).toBe(false)
  })
})

describe('language prefixes', () => {
  const sv = { locales: ['sv-SE', 'en'], defaultLocale: 'sv-SE' }
  const fi = { locales: ['fi-FI', 'en'], defaultLocale: 'fi-FI' }

  it('reads a non-default language from the first segment', () => {
    expect(matchLocalePrefix(sv, '/en/about-us')).toEqual({ kind: 'page', locale: 'en', path: '/about-us' })
    expect(matchLocalePrefix(sv, '/en')).toEqual({ kind: 'page', locale: 'en', path: '/' })
    expect(matchLocalePrefix(sv, '/EN/x')).toEqual({ kind: 'page', locale: 'en', path: '/x' })
  })

  it('treats paths without a prefix as the default language', () => {
    expect(matchLocalePrefix(sv, '/om-oss')).toEqual({ kind: 'page', locale: 'sv-SE', path: '/om-oss' })
    expect(matchLocalePrefix(sv, '/')).toEqual({ kind: 'page', locale: 'sv-SE', path: '/' })
    expect(matchLocalePrefix(sv, '/english')).toEqual({ kind: 'page', locale: 'sv-SE', path: '/english' })
  })

  it('redirects a written-out default language prefix to the unprefixed path', () => {
    expect(matchLocalePrefix(fi, '/fi-fi/meista')).toEqual({ kind: 'redirect', path: '/meista' })
    expect(matchLocalePrefix(fi, '/fi-FI')).toEqual({ kind: 'redirect', path: '/' })
  })

  it('builds public paths back', () => {
    expect(localizedPath(sv, 'sv-SE', '/om-oss')).toBe('/om-oss')
    expect(localizedPath(sv, 'en', '/om-oss')).toBe('/en/om-oss')
    expect(localizedPath(sv, 'en', '/')).toBe('/en')
    expect(localizedPath(fi, 'en', '/')).toBe('/en')
  })
})

describe('dealer site pages', () => {
  const withList = buildHostMap([
    {
      ...site('se-dealer-2', 'dealer', ['se2.localhost']),
      pages: { 'sv-SE': ['/', '/anlaggningar', '/anlaggningar/gavle'] },
      dealerSiteLists: { 'sv-SE': ['/anlaggningar'] },
    },
  ])

  it('are a list’s path and one segment more, where no page of its own is', () => {
    expect(isDealerSitePath(withList, 'se-dealer-2', 'sv-SE', '/anlaggningar/enkoping')).toBe(true)
    expect(isDealerSitePath(withList, 'se-dealer-2', 'sv-SE', '/anlaggningar/gavle')).toBe(false)
    expect(isDealerSitePath(withList, 'se-dealer-2', 'sv-SE', '/anlaggningar')).toBe(false)
    expect(isDealerSitePath(withList, 'se-dealer-2', 'sv-SE', '/anlaggningar/enkoping/extra')).toBe(false)
    expect(isDealerSitePath(withList, 'se-dealer-2', 'sv-SE', '/om-oss/enkoping')).toBe(false)
    expect(isDealerSitePath(withList, 'se-dealer', 'sv-SE', '/anlaggningar/enkoping')).toBe(false)
  })
})
