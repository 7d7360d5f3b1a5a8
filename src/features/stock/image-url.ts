/**
 * Addresses of the generated stock pictures: the demo stock has no photographs, so each car's pictures
 * are drawn on first request from a name that holds everything the drawing needs (scene, light, paint,
 * composition seed, width) and kept on disk afterwards. A real feed carries its own image URLs instead.
 *
 * `/api/stock-images/{scene}-{variant}-{rrggbb}-{seed}-{width}.jpg`
 */

export const STOCK_IMAGE_SCENES = ['showroom', 'dealership', 'hero-city', 'hero-coast', 'hero-forest', 'hero-fjord', 'hero-winter'] as const
export type StockImageScene = (typeof STOCK_IMAGE_SCENES)[number]
export const STOCK_IMAGE_VARIANTS = ['dawn', 'day', 'dusk', 'night'] as const
export type StockImageVariant = (typeof STOCK_IMAGE_VARIANTS)[number]
/** Widths drawn; 16:9. The thumbnail is 640, the gallery 1280. */
export const STOCK_IMAGE_WIDTHS = [320, 640, 1280] as const
export type StockImageWidth = (typeof STOCK_IMAGE_WIDTHS)[number]

export const STOCK_IMAGE_PREFIX = '/api/stock-images/'

export type StockImage = { scene: StockImageScene; variant: StockImageVariant; color: string; seed: string; width: StockImageWidth }

const NAME = /^([a-z-]+?)-(dawn|day|dusk|night)-([0-9a-f]{6})-([a-z0-9]{1,24})-(\d{3,4})\.jpg$/

export function stockImageUrl(image: StockImage): string {
  const color = image.color.replace(/^#/, '').toLowerCase()
  if (!/^[0-9a-f]{6}$/.test(color)) throw new Error(`Not a colour: ${image.color}`)
  if (!/^[a-z0-9]{1,24}$/.test(image.seed)) throw new Error(`Not an image seed: ${image.seed}`)
  return `${STOCK_IMAGE_PREFIX}${image.scene}-${image.variant}-${color}-${image.seed}-${image.width}.jpg`
}

/** The picture a name asks for, or null when the name is not one this product draws. */
export function parseStockImageName(name: string): StockImage | null {
  const match = NAME.exec(name)
  if (!match) return null
  const [, scene, variant, color, seed, width] = match
  if (!(STOCK_IMAGE_SCENES as readonly string[]).includes(scene!)) return null
  if (!(STOCK_IMAGE_WIDTHS as readonly number[]).includes(Number(width))) return null
  return { scene: scene as StockImageScene, variant: variant as StockImageVariant, color: `#${color}`, seed: seed!, width: Number(width) as StockImageWidth }
}

/**
 * A blur placeholder shown while the picture loads: a tiny SVG of the scene's light over the car's
 * paint, small enough to travel inside the search document.
 */
export function stockImageBlurDataUrl(color: string, variant: StockImageVariant): string {
  const sky = { dawn: '#c9b8c4', day: '#cfd8e0', dusk: '#5b4a63', night: '#1d2433' }[variant]
  const ground = { dawn: '#6d6670', day: '#9aa3ab', dusk: '#2f2a35', night: '#0e1118' }[variant]
  const paint = `#${color.replace(/^#/, '')}`
  // Plain (not base64) SVG with single quotes: about half the size, and every picture of a car carries one.
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 9'><path fill='${sky}' d='M0 0h16v6H0z'/>` +
    `<path fill='${ground}' d='M0 6h16v3H0z'/><rect x='4' y='4.6' width='8' height='2.4' rx='1' fill='${paint}'/></svg>`
  return `data:image/svg+xml,${svg.replace(/[<>#]/g, encodeURIComponent)}`
}

/** The stock pictures are 16:9. */
export function stockImageHeight(width: number): number {
  return Math.round((width * 9) / 16)
}
