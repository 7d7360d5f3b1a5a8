/**
 * The car page's address (spec 2 §2 "Car detail"): the site's pathToCarDetail, then `{car_id}/{slug}`. Only the id
 * redirects (302) to `id/slug`; anything else below the path (a non-numeric id, more segments) is not a car page.
 */

/** A car id as the dealer system writes it: digits. */
const CAR_ID = /^\d{1,18}$/
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export type CarAddress = { id: string; slug: string | null }

/** The car an address names below the car-detail path, or null when it names none (the address is something else). */
export function matchCarAddress(detailBase: string | null | undefined, path: string): CarAddress | null {
  if (!detailBase) return null
  const base = detailBase.replace(/\/+$/, '')
  if (!path.startsWith(`${base}/`)) return null
  const rest = path.slice(base.length + 1).replace(/\/+$/, '').split('/')
  if (rest.length === 0 || rest.length > 2 || !CAR_ID.test(rest[0]!)) return null
  if (rest.length === 1) return { id: rest[0]!, slug: null }
  return SLUG.test(rest[1]!) ? { id: rest[0]!, slug: rest[1]! } : null
}

/** The car page's own address. */
export function carPagePath(detailBase: string, car: { car_id: string; slug: string }): string {
  return `${detailBase.replace(/\/+$/, '')}/${car.car_id}/${car.slug}`
}
