import { describe, expect, it } from 'vitest'

import { SLUG_PATTERN } from '../../src/features/content/page-path'
import { facilityPagePaths } from './facility-pages'
import { demoSites } from './sites'
import { SCENES, type SeedBlock, type SeedLink } from './types'

const DEMO_SITES = demoSites()

/** The demo group is a contract (DEMO.md): tests and people rely on these facts. */
const CONTRACT = [
  { key: 'group', hosts: ['localhost', 'group.localhost'], name: 'Nordvik Group', country: 'SE', locales: ['sv-SE', 'en'], type: 'group' },
  { key: 'se-dealer', hosts: ['se.localhost'], name: 'Nordvik Bil', country: 'SE', locales: ['sv-SE', 'en'], type: 'dealer' },
  { key: 'se-dealer-2', hosts: ['se2.localhost'], name: 'Nordvik Bilhall', country: 'SE', locales: ['sv-SE'], type: 'dealer' },
  { key: 'no-dealer', hosts: ['no.localhost'], name: 'Nordvik Bil Norge', country: 'NO', locales: ['nb-NO', 'en'], type: 'dealer' },
  { key: 'uk-dealer', hosts: ['uk.localhost'], name: 'Nordvik Motors UK', country: 'GB', locales: ['en-GB'], type: 'dealer' },
  { key: 'fi-dealer', hosts: ['fi.localhost'], name: 'Nordvik Autot', country: 'FI', locales: ['fi-FI', 'en'], type: 'dealer' },
  { key: 'sk-dealer', hosts: ['sk.localhost'], name: 'Nordvik Auto Slovensko', country: 'SK', locales: ['sk-SK'], type: 'dealer' },
  { key: 'carstore', hosts: ['carstore.localhost'], name: 'Nordvik Carstore', country: 'SE', locales: ['sv-SE'], type: 'used-car-retail' },
  { key: 'auction', hosts: ['auction.localhost'], name: 'Nordvik Auktion', country: 'SE', locales: ['sv-SE'], type: 'auction' },
  { key: 'partner', hosts: ['partner.localhost'], name: 'Nordvik Partner', country: 'SE', locales: ['sv-SE'], type: 'partner' },
]

/** Fixed paths of DEMO.md that are content pages (car detail pages come with the stock). */
const FIXED_PATHS: Record<string, string[]> = {
  'se-dealer-2': ['/kop-bil/alla-bilar-i-lager', '/anlaggningar', '/service-och-verkstad/boka-bilverkstad', '/dack-och-biltillbehor/dackhotell', '/salj-bil', '/livet-med-bil'],
  'uk-dealer': ['/buy-car/used-cars', '/find-us', '/news-and-events'],
  'no-dealer': ['/verksted/bestill-service'],
  carstore: ['/bilar'],
}

function richTextLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((\/[^)]*)\)/g)].map((match) => match[1]!)
}

function blockLinks(block: SeedBlock): SeedLink[] {
  switch (block.blockType) {
    case 'heroBanner':
      return block.link ? [block.link] : []
    case 'blurb':
      return block.link ? [block.link] : []
    case 'cardList':
      return block.cards.flatMap((card) => (card.link ? [card.link] : []))
    default:
      return []
  }
}

function blockImages(block: SeedBlock): string[] {
  switch (block.blockType) {
    case 'heroBanner':
      return [block.image, block.imagePhone].filter((key): key is string => Boolean(key))
    case 'blurb':
      return [block.image]
    case 'cardList':
      return block.cards.flatMap((card) => (card.image ? [card.image] : []))
    default:
      return []
  }
}

describe('the demo group', () => {
  it('has exactly the sites, hosts, names, countries, languages and types of DEMO.md', () => {
    expect(
      DEMO_SITES.map((site) => ({ key: site.key, hosts: site.hostnames, name: site.name, country: site.country, locales: site.locales, type: site.type })),
    ).toEqual(CONTRACT)
    expect(DEMO_SITES.every((site) => site.locales[0] === site.defaultLocale)).toBe(true)
  })

  for (const site of DEMO_SITES) {
    describe(site.key, () => {
      // Its pages, and the dealer site pages the product serves below its dealer site list.
      const paths = new Set([...site.pages.map((page) => page.path), ...facilityPagePaths(site)])

      it('has a home page, at least three content pages and one 404 page', () => {
        expect(site.pages[0]!.path).toBe('/')
        expect(site.pages.filter((page) => page.path !== '/' && !page.notFound).length).toBeGreaterThanOrEqual(3)
        expect(site.pages.filter((page) => page.notFound)).toHaveLength(1)
      })

      it('has every fixed path of DEMO.md', () => {
        for (const path of FIXED_PATHS[site.key] ?? []) expect(paths, path).toContain(path)
      })

      it('lists parents before children, with valid slugs and no duplicates', () => {
        const seen = new Set<string>()
        for (const page of site.pages) {
          expect(seen.has(page.path), `${page.path} twice`).toBe(false)
          if (page.path !== '/') {
            const parent = page.path.slice(0, page.path.lastIndexOf('/')) || '/'
            expect(seen.has(parent), `${page.path} before ${parent}`).toBe(true)
            expect(page.path.split('/').pop()).toMatch(SLUG_PATTERN)
          }
          seen.add(page.path)
        }
      })

      it('has content for every page in every one of its languages, and no other', () => {
        for (const page of site.pages) {
          expect(Object.keys(page.content).sort(), page.path).toEqual([...site.locales].sort())
          for (const content of Object.values(page.content)) {
            expect(content!.title.trim(), page.path).not.toBe('')
            expect(content!.metaDescription.trim(), page.path).not.toBe('')
          }
        }
      })

      it('uses only its own images and scenes, each with alt text', () => {
        for (const image of Object.values(site.images)) {
          expect(SCENES).toContain(image.scene)
          expect(image.alt.trim()).not.toBe('')
        }
        for (const page of site.pages) {
          if (page.ogImage) expect(site.images, page.path).toHaveProperty(page.ogImage)
          for (const content of Object.values(page.content)) {
            for (const block of content!.layout) for (const key of blockImages(block)) expect(site.images, `${page.path}: ${key}`).toHaveProperty(key)
          }
        }
      })

      it('links only to pages of its own', () => {
        for (const page of site.pages) {
          for (const content of Object.values(page.content)) {
            for (const block of content!.layout) {
              for (const link of blockLinks(block)) if ('path' in link) expect(paths, `${page.path} → ${link.path}`).toContain(link.path)
              const text = block.blockType === 'richText' ? block.content : block.blockType === 'blurb' ? block.text : ''
              for (const path of richTextLinks(text)) expect(paths, `${page.path} → ${path}`).toContain(path)
            }
          }
        }
      })

      it('uses only fictional phone numbers', () => {
        const text = JSON.stringify(site)
        for (const match of text.matchAll(/\b0?70[- ]?174 ?06 ?(\d\d)\b/g)) expect(Number(match[1])).toBeGreaterThanOrEqual(5)
        expect(text).not.toMatch(/\+46 ?\d/)
      })
    })
  }
})
