/**
 * Art direction of a demo site's pictures, applied to its seed before seeding: every picture a page shows is its
 * own (a page never shows one twice, a mega menu never shows one twice, a site's cars are not all one colour),
 * every page a menu lists has a picture, and every first section has a phone picture composed for portrait.
 * Deterministic: the same seed gives the same pictures.
 */

import type { SeedBlock, SeedImage, SeedPage, SiteSeed } from './types'

/** Premium paint colours a site's cars are drawn in when a picture names none. */
const CAR_PAINT = ['#243447', '#1f3a5f', '#3a3f46', '#7b8791', '#c7ccd1', '#f0efea', '#5c2a2e', '#2e4d3f', '#1a1d21', '#8a6f4d'] as const

/** A small deterministic hash of a text (FNV-1a). */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193) >>> 0
  return value
}

/** The key of another rendering of the same picture: another composition, another paint. */
export const variantKey = (key: string, variant: number) => `${key}--v${variant}`
/** The key of a picture's phone rendering. */
export const phoneKey = (key: string) => `${key}--phone`

/**
 * What a card about a subject shows, instead of an abstract pattern: a family car for money matters, the
 * workshop for warranties and service plans, the showroom for auctions, the dealership otherwise.
 */
const CARD_SUBJECTS: Array<[RegExp, SeedImage['scene']]> = [
  [/financ|finans|rahoitus|leasing|lån|laina|úver|splát/i, 'family'],
  [/garanti|warrant|takuu|záruk|service|huolto|servis|verksted|verkstad/i, 'workshop'],
  [/auktion|auction|huutokaup|aukci/i, 'showroom'],
]

/** Where each block of a page keeps its picture keys, to read and to replace them. */
function pictureSlots(block: SeedBlock): Array<{ get: () => string | undefined; set: (key: string) => void }> {
  const slot = <T extends object, K extends keyof T>(holder: T, field: K) => ({
    get: () => holder[field] as unknown as string | undefined,
    set: (key: string) => void ((holder as Record<K, unknown>)[field] = key),
  })
  switch (block.blockType) {
    case 'heroBanner':
    case 'blurb':
      return [slot(block, 'image')]
    case 'heroCarousel':
      return block.slides.map((slide) => slot(slide, 'image'))
    case 'cardList':
    case 'carModelCard':
    case 'imageCard':
      return (block.cards as Array<{ image?: string }>).map((card) => slot(card, 'image'))
    default:
      return []
  }
}

export function artDirect(original: SiteSeed): SiteSeed {
  const seed: SiteSeed = structuredClone(original)
  const images: Record<string, SeedImage> = seed.images

  /** Another rendering of a picture: its own composition and paint, the same scene and words. */
  const variantOf = (key: string, variant: number): string => {
    const copy = variantKey(key, variant)
    if (!images[copy]) {
      const image = images[key]!
      const paints = CAR_PAINT.filter((paint) => paint !== image.carColor)
      images[copy] = { ...image, carColor: paints[hash(`${seed.key}/${copy}`) % paints.length] }
    }
    return copy
  }

  // A site's pictures that name no paint get one of their own, so its cars are not all the same colour.
  for (const [key, image] of Object.entries(images)) {
    if (!image.carColor && image.scene !== 'pattern' && image.scene !== 'tires') image.carColor = CAR_PAINT[hash(`${seed.key}/${key}`) % CAR_PAINT.length]
  }

  /** A picture of the site's that shows the scene a card's subject calls for. */
  const pictureFor = (title: string): string | undefined => {
    const scene = CARD_SUBJECTS.find(([pattern]) => pattern.test(title))?.[1] ?? 'dealership'
    return Object.keys(images).find((key) => images[key]!.scene === scene && !images[key]!.portrait && !key.includes('--'))
  }

  for (const page of seed.pages) {
    for (const content of Object.values(page.content)) {
      if (!content) continue
      // A card shows what it is about, not an abstract pattern.
      for (const block of content.layout) {
        if (block.blockType !== 'cardList' && block.blockType !== 'imageCard' && block.blockType !== 'carModelCard') continue
        for (const card of block.cards as Array<{ title: string; image?: string }>) {
          if (card.image && images[card.image]?.scene === 'pattern') card.image = pictureFor(card.title) ?? card.image
        }
      }
      // Each picture once on a page: a repeat becomes another rendering of it.
      const shown = new Map<string, number>()
      for (const block of content.layout) {
        for (const slot of pictureSlots(block)) {
          const key = slot.get()
          if (!key || !images[key]) continue
          const times = shown.get(key) ?? 0
          shown.set(key, times + 1)
          if (times > 0) slot.set(variantOf(key, times + 1))
        }
      }
      // The first section has a phone picture, composed for portrait.
      const first = content.layout[0]
      if (first?.blockType === 'heroBanner' && !first.imagePhone && !first.video) first.imagePhone = phonePicture(first.image)
      if (first?.blockType === 'heroCarousel') for (const slide of first.slides) if (!slide.imagePhone && !slide.video) slide.imagePhone = phonePicture(slide.image)
    }
  }

  function phonePicture(key: string): string | undefined {
    const image = images[key]
    if (!image) return undefined
    images[phoneKey(key)] ??= { ...image, portrait: true }
    return phoneKey(key)
  }

  menuPictures(seed.pages, images, variantOf, (page) => pictureFor(Object.values(page.content).find(Boolean)?.title ?? ''))
  return seed
}

/**
 * Every page a mega menu lists has a picture, each once in its menu: its menu picture, else its sharing picture,
 * else the first picture it shows, else one of its subject; one its sibling already shows becomes another
 * rendering of it.
 */
function menuPictures(pages: SeedPage[], images: Record<string, SeedImage>, variantOf: (key: string, variant: number) => string, subjectPicture: (page: SeedPage) => string | undefined) {
  const parentOf = (path: string) => (path === '/' ? null : path.slice(0, path.lastIndexOf('/')) || '/')
  const siblings = new Map<string, SeedPage[]>()
  for (const page of pages) {
    const parent = parentOf(page.path)
    if (parent === null || page.hideInNavigation) continue
    siblings.set(parent, [...(siblings.get(parent) ?? []), page])
  }
  for (const group of siblings.values()) {
    const used = new Map<string, number>()
    for (const page of group) {
      const firstShown = Object.values(page.content)
        .flatMap((content) => content?.layout ?? [])
        .flatMap(pictureSlots)
        .map((slot) => slot.get())
        .find((key): key is string => Boolean(key && images[key]))
      const key = page.menuImage ?? page.ogImage ?? firstShown ?? subjectPicture(page)
      if (!key || !images[key]) continue
      const times = used.get(key) ?? 0
      used.set(key, times + 1)
      page.menuImage = times > 0 ? variantOf(key, times + 1) : key
    }
  }
}
