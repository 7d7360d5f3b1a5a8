/**
 * Favourites: the cars a visitor hearts, kept in their browser (no account) per site, each with the price it had
 * when hearted, so the favourites page can show a lowered price with the old one struck through.
 */

export type Favourite = { carId: string; price: number; savedAt: string; title?: string }

/** At most this many favourites are kept; the oldest go first. */
export const MAX_FAVOURITES = 100
export const FAVOURITES_STORAGE_KEY = 'forecourt:favourites'
/** The share link's parameter: `/favourites?cars=1000123,1000456`. */
export const SHARED_CARS_PARAM = 'cars'

const CAR_ID = /^[A-Za-z0-9_-]{1,64}$/

/** The stored list, whatever was stored: anything unreadable is left out. */
export function readFavourites(stored: string | null): Favourite[] {
  if (!stored) return []
  try {
    const parsed = JSON.parse(stored) as unknown
    if (!Array.isArray(parsed)) return []
    return parsed
      .filter(
        (entry): entry is Favourite =>
          typeof entry === 'object' &&
          entry !== null &&
          CAR_ID.test(String((entry as Favourite).carId)) &&
          Number.isFinite((entry as Favourite).price),
      )
      .map((entry) => ({
        carId: String(entry.carId),
        price: Number(entry.price),
        savedAt: String(entry.savedAt ?? ''),
        ...(typeof entry.title === 'string' ? { title: entry.title.slice(0, 200) } : {}),
      }))
      .slice(0, MAX_FAVOURITES)
  } catch {
    return []
  }
}

export function isFavourite(favourites: readonly Favourite[], carId: string): boolean {
  return favourites.some((entry) => entry.carId === carId)
}

/** Hearts a car (newest first) or takes it out. */
export function toggleFavourite(
  favourites: readonly Favourite[],
  car: { carId: string; price: number; title?: string },
  at: Date = new Date(),
): Favourite[] {
  if (isFavourite(favourites, car.carId)) return favourites.filter((entry) => entry.carId !== car.carId)
  return [
    { carId: car.carId, price: car.price, savedAt: at.toISOString(), ...(car.title ? { title: car.title } : {}) },
    ...favourites,
  ].slice(0, MAX_FAVOURITES)
}

/** The car ids of a share link (`?cars=1,2,3`), valid ones only, at most MAX_FAVOURITES. */
export function sharedCarIds(param: string | null): string[] {
  return [
    ...new Set(
      (param ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => CAR_ID.test(id)),
    ),
  ].slice(0, MAX_FAVOURITES)
}

export type FavouriteStatus = { kind: 'sold' } | { kind: 'lowered'; was: number; now: number } | { kind: 'unchanged'; now: number }

/** A favourite's state now: sold (gone from the index), its price lowered since it was hearted, or as it was. */
export function favouriteStatus(favourite: Pick<Favourite, 'price'> | null, currentPrice: number | null): FavouriteStatus {
  if (currentPrice === null) return { kind: 'sold' }
  if (favourite && favourite.price > currentPrice) return { kind: 'lowered', was: favourite.price, now: currentPrice }
  return { kind: 'unchanged', now: currentPrice }
}
