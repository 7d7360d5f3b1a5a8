import type { Payload } from 'payload'

import { STOCK_IMAGE_PREFIX, type StockImage } from './image-url'

/** Cars sharing a car_id, one per country index at most. */
const MAX_CARS_PER_ID = 10

/** The address of a picture at any width: what a car or a dealer site names it by, less the width. */
function pictureStem(image: StockImage): string {
  return `${STOCK_IMAGE_PREFIX}${image.scene}-${image.variant}-${image.color.replace(/^#/, '').toLowerCase()}-${image.seed}-`
}

/**
 * Whether a generated picture is one that a car in the stock or a dealer site shows: only those are drawn, so
 * nobody can make the server draw and store pictures of their own choosing. A car's pictures are seeded with its
 * car_id and a letter, a facility's with `site` and its site id (scripts/demo/stock/generate.ts, scripts/seed/stock.ts);
 * both are looked up by their indexed id, never by scanning the stock.
 */
export async function pictureInUse(payload: Payload, image: StockImage): Promise<boolean> {
  const stem = pictureStem(image)
  const siteId = /^site([a-z0-9]+)$/.exec(image.seed)?.[1]
  if (siteId) {
    const sites = await payload.find({ collection: 'dealer-sites', where: { site_id: { equals: siteId } }, limit: 1, depth: 0, overrideAccess: true, select: { site_image_url: true } })
    if (sites.docs.some((site) => site.site_image_url?.startsWith(stem))) return true
  }
  const carId = /^([a-z0-9]+)[a-z]$/.exec(image.seed)?.[1]
  if (!carId) return false
  const cars = await payload.find({ collection: 'cars', where: { carId: { equals: carId } }, limit: MAX_CARS_PER_ID, depth: 0, overrideAccess: true, select: { data: true } })
  return cars.docs.some((car) => JSON.stringify(car.data).includes(stem))
}
