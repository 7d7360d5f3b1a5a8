import { describe, expect, it } from 'vitest'

import { artDirect } from './art-direction'
import { demoSites } from './sites'
import type { SeedBlock, SeedPage, SiteSeed } from './types'

const DEMO_SITES = demoSites()

function pictureKeys(block: SeedBlock): string[] {
  switch (block.blockType) {
    case 'heroBanner':
    case 'blurb':
      return [block.image]
    case 'heroCarousel':
      return block.slides.map((slide) => slide.image)
    case 'cardList':
    case 'carModelCard':
    case 'imageCard':
      return (block.cards as Array<{ image?: string }>).flatMap((card) => (card.image ? [card.image] : []))
    default:
      return []
  }
}

const directed: SiteSeed[] = DEMO_SITES.map(artDirect)
const menuLevels = (site: SiteSeed) => {
  const groups = new Map<string, SeedPage[]>()
  for (const page of site.pages) {
    if (page.path === '/' || page.hideInNavigation) continue
    const parent = page.path.slice(0, page.path.lastIndexOf('/')) || '/'
    groups.set(parent, [...(groups.get(parent) ?? []), page])
  }
  return groups
}

describe('the demo’s pictures, art-directed', () => {
  it('never shows one picture twice on a page', () => {
    for (const site of directed) {
      for (const page of site.pages) {
        for (const content of Object.values(page.content)) {
          const keys = (content?.layout ?? []).flatMap(pictureKeys).filter((key) => site.images[key])
          expect(keys.length, `${site.key} ${page.path}`).toBe(new Set(keys).size)
        }
      }
    }
  })

  it('gives every page a menu lists a picture of its own within its menu', () => {
    for (const site of directed) {
      for (const [parent, pages] of menuLevels(site)) {
        const pictures = pages.map((page) => page.menuImage)
        for (const [index, picture] of pictures.entries()) expect(picture && site.images[picture], `${site.key} ${pages[index]!.path}`).toBeTruthy()
        expect(new Set(pictures).size, `${site.key} ${parent}`).toBe(pictures.length)
      }
    }
  })

  it('gives every first section that shows a picture a phone picture composed for portrait', () => {
    for (const site of directed) {
      for (const page of site.pages) {
        for (const content of Object.values(page.content)) {
          const first = content?.layout[0]
          const phones =
            first?.blockType === 'heroBanner' && !first.video
              ? [first.imagePhone]
              : first?.blockType === 'heroCarousel'
                ? first.slides.filter((slide) => !slide.video).map((slide) => slide.imagePhone)
                : []
          for (const phone of phones) expect(phone && site.images[phone]?.portrait, `${site.key} ${page.path}`).toBe(true)
        }
      }
    }
  })

  it('shows no abstract pattern on a card, and paints a site’s cars in more than one colour', () => {
    for (const site of directed) {
      for (const page of site.pages) {
        for (const content of Object.values(page.content)) {
          for (const block of content?.layout ?? []) {
            if (block.blockType !== 'cardList' && block.blockType !== 'imageCard' && block.blockType !== 'carModelCard') continue
            for (const key of pictureKeys(block)) expect(site.images[key]?.scene, `${site.key} ${page.path} ${key}`).not.toBe('pattern')
          }
        }
      }
      const paints = new Set(Object.values(site.images).map((image) => image.carColor).filter(Boolean))
      expect(paints.size, site.key).toBeGreaterThan(3)
    }
  })

  it('is deterministic and leaves the site’s own seed untouched', () => {
    const before = JSON.stringify(DEMO_SITES[0])
    expect(JSON.stringify(artDirect(DEMO_SITES[0]!))).toBe(JSON.stringify(artDirect(DEMO_SITES[0]!)))
    expect(JSON.stringify(DEMO_SITES[0])).toBe(before)
  })
})
