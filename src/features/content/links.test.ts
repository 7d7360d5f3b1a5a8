import { describe, expect, it } from 'vitest'

import type { LinkValue, Page } from '@/payload-types'

import { resolveLink } from './links'

const site = { locales: ['sv-SE', 'en'], defaultLocale: 'sv-SE' }

describe('editor links', () => {
  it('links a page of the site in the visitor’s language', () => {
    const link: LinkValue = { type: 'internal', page: { id: 3, path: '/om-oss' } as Page, label: 'Om oss' }
    expect(resolveLink(link, site, 'sv-SE')).toEqual({ href: '/om-oss', newTab: false, label: 'Om oss', external: false })
    expect(resolveLink(link, site, 'en')?.href).toBe('/en/om-oss')
  })

  it('keeps external URLs and the new-tab choice', () => {
    expect(resolveLink({ type: 'external', url: 'https://example.se', newTab: true }, site, 'sv-SE')).toEqual({
      href: 'https://example.se',
      newTab: true,
      label: null,
      external: true,
    })
  })

  it('gives nothing for a link without a target', () => {
    expect(resolveLink({ type: 'internal', page: 5 }, site, 'sv-SE')).toBeNull()
    expect(resolveLink({ type: 'external', url: '' }, site, 'sv-SE')).toBeNull()
    expect(resolveLink(null, site, 'sv-SE')).toBeNull()
  })
})
