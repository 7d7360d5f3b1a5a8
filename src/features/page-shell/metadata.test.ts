import { describe, expect, it } from 'vitest'

import { canonicalUrl, faviconType, jsonLdScript, languageAlternates, pageTitle, websiteJsonLd } from './metadata'

describe('page shell metadata', () => {
  it('uses the site title template, then the dictionary one, then the plain title', () => {
    expect(pageTitle('Köp bil', '%s | Nordvik Bil', '%s – other')).toBe('Köp bil | Nordvik Bil')
    expect(pageTitle('Köp bil', '', '%s – Nordvik')).toBe('Köp bil – Nordvik')
    expect(pageTitle('Köp bil', 'No placeholder', null)).toBe('Köp bil')
    expect(pageTitle('Köp bil')).toBe('Köp bil')
  })

  it('leaves a title that already names the site as it is', () => {
    expect(pageTitle('Nordvik Group – bilhandel med rötter i Norrland sedan 1962', '%s | Nordvik Group')).toBe('Nordvik Group – bilhandel med rötter i Norrland sedan 1962')
    expect(pageTitle('Välkommen till NORDVIK BIL', '%s | Nordvik Bil')).toBe('Välkommen till NORDVIK BIL')
    expect(pageTitle('Om oss', 'Nordvik Bil – %s')).toBe('Nordvik Bil – Om oss')
    expect(pageTitle('Nordvik Bil – Om oss', 'Nordvik Bil – %s')).toBe('Nordvik Bil – Om oss')
    // A template that adds nothing but separators still applies.
    expect(pageTitle('Om oss', '%s |')).toBe('Om oss |')
  })

  it('makes canonical links absolute and lower-case', () => {
    expect(canonicalUrl('http://se.localhost:3000', '/Kop-Bil/Alla')).toBe('http://se.localhost:3000/kop-bil/alla')
    expect(canonicalUrl('http://se.localhost:3000', 'https://WWW.Example.se/Page#x')).toBe('https://www.example.se/page')
    expect(canonicalUrl('http://se.localhost:3000', '/')).toBe('http://se.localhost:3000/')
  })

  it('chooses the favicon type by extension', () => {
    expect(faviconType('/-/media/favicon.ico')).toBe('image/x-icon')
    expect(faviconType('icon.PNG?v=2')).toBe('image/png')
    expect(faviconType('logo.svg')).toBe('image/svg+xml')
    expect(faviconType('logo.gif')).toBeNull()
    expect(faviconType(undefined)).toBeNull()
  })

  it('describes the site as WebSite JSON-LD with its host', () => {
    expect(websiteJsonLd({ name: 'Nordvik Bil', url: 'http://se.localhost:3000/x' }, 'sv-SE')).toMatchObject({
      '@type': 'WebSite',
      name: 'Nordvik Bil',
      url: 'http://se.localhost:3000/',
      inLanguage: 'sv-SE',
    })
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })

  it('lists hreflang alternates as absolute addresses', () => {
    expect(
      languageAlternates('http://se.localhost:3000', [
        { name: 'sv-SE', url: { path: '/om-oss' } },
        { name: 'en', url: { path: '/en/om-oss' } },
      ]),
    ).toEqual({ 'sv-SE': 'http://se.localhost:3000/om-oss', en: 'http://se.localhost:3000/en/om-oss' })
  })
})
