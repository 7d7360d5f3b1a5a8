import { describe, expect, it } from 'vitest'

import { BRAND_LOGOS } from '../demo/drawn/brand-logos'
import { demoSites } from './sites'
import type { SeedLink, SiteSeed } from './types'

const DEMO_SITES = demoSites()

/** The demo's navigation and footer (issue: every site has a real three-level menu and a full footer). */
const depth = (path: string) => (path === '/' ? 0 : path.split('/').length - 1)

function footerLinks(site: SiteSeed): SeedLink[] {
  const { footer } = site
  return site.locales.flatMap((locale) => [
    ...(footer.columns[locale] ?? []).flatMap((column) => column.items.flatMap((item) => ('link' in item ? [item.link] : []))),
    ...(footer.highlightedLink?.[locale] ? [footer.highlightedLink[locale]!.link] : []),
    ...(site.navigation.extraItems?.[locale] ?? []).map((item) => item.link),
  ])
}

describe('demo navigation and footer', () => {
  for (const site of DEMO_SITES) {
    describe(site.key, () => {
      const paths = new Set(site.pages.map((page) => page.path))

      it('has a three-level menu with pictures on one submenu', () => {
        const menuPages = site.pages.filter((page) => !page.notFound && !page.hideInNavigation)
        expect(menuPages.some((page) => depth(page.path) === 3)).toBe(true)
        const images = new Set(Object.keys(site.images))
        for (const page of site.pages) if (page.menuImage) expect(images, `${page.path} menuImage`).toContain(page.menuImage)
        expect(site.pages.some((page) => page.menuImage)).toBe(true)
      })

      it('links only to its own pages from the footer and extra items', () => {
        for (const link of footerLinks(site)) {
          if ('path' in link) expect(paths, link.path).toContain(link.path)
          else expect(link.url).toMatch(/^(https:\/\/|mailto:|tel:|\/)/)
        }
      })

      it('has a footer with brands that have logos, columns in every language, a cookie-settings link and contact links', () => {
        for (const brand of site.footer.brands ?? []) expect(BRAND_LOGOS as readonly string[]).toContain(brand)
        expect(site.footer.brands?.length ?? 0).toBeGreaterThan(0)
        for (const locale of site.locales) {
          const columns = site.footer.columns[locale] ?? []
          expect(columns.length, locale).toBeGreaterThanOrEqual(2)
          const items = columns.flatMap((column) => column.items)
          expect(items.some((item) => 'cookieSettings' in item), `${locale} cookie settings`).toBe(true)
          const urls = items.flatMap((item) => ('link' in item && 'url' in item.link ? [item.link.url] : []))
          expect(urls.some((url) => url.startsWith('tel:')), `${locale} tel:`).toBe(true)
          expect(urls.some((url) => url.startsWith('mailto:')), `${locale} mailto:`).toBe(true)
          expect(site.footer.brandsHeading?.[locale], `${locale} brands heading`).toBeTruthy()
        }
        expect(site.footer.socialLinks?.length ?? 0).toBeGreaterThanOrEqual(3)
      })

      it('has its alert and extra items in every language', () => {
        for (const locale of site.locales) {
          if (site.navigation.alert) {
            const content = site.navigation.alert.content[locale]
            expect(content?.title || content?.text, `${locale} alert`).toBeTruthy()
          }
          for (const item of site.navigation.extraItems?.[locale] ?? []) expect(item.title.trim()).not.toBe('')
        }
      })
    })
  }

  it('shows an alert of every closable kind somewhere, and a Warning that cannot be closed', () => {
    const types = new Set(DEMO_SITES.flatMap((site) => (site.navigation.alert ? [site.navigation.alert.type] : [])))
    expect([...types].sort()).toEqual(['Dark', 'Light', 'Neutral', 'Warning'])
  })
})
