import { distanceKm, type Position } from '@/features/workshop-capacity/nearest'

import { SWEDISH_PLACES } from './swedish-places'

/**
 * The service booking's places (spec 3 §7 "A maps service provides place suggestions (Swedish only, Swedish
 * language) … reverse geocoding"): suggestions and the nearest place from the bundled list of Swedish localities,
 * in the browser, with no network.
 */
export type Place = { name: string; latitude: number; longitude: number; placeId: string; region: string }

export type PlacesLibrary = {
  suggest(query: string, limit?: number): Place[]
  nearest(position: Position): Place | null
}

const fold = (value: string) =>
  value
    .toLocaleLowerCase('sv')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')

const placeIdOf = (name: string) => `se-${fold(name).replace(/[^a-z0-9]+/g, '-')}`

export function placesLibrary(list = SWEDISH_PLACES): PlacesLibrary {
  const places: Array<Place & { folded: string }> = list.map(([name, latitude, longitude, region]) => ({
    name,
    latitude,
    longitude,
    region,
    placeId: placeIdOf(name),
    folded: fold(name),
  }))
  const strip = ({ folded: _folded, ...place }: Place & { folded: string }): Place => place
  return {
    suggest(query, limit = 6) {
      const wanted = fold(query.trim())
      if (!wanted) return []
      const starts = places.filter((place) => place.folded.startsWith(wanted))
      const words = places.filter(
        (place) => !place.folded.startsWith(wanted) && place.folded.split(/[\s-]+/).some((word) => word.startsWith(wanted)),
      )
      return [...starts, ...words].slice(0, limit).map(strip)
    },
    nearest(position) {
      let best: (Place & { folded: string }) | null = null
      let bestDistance = Number.POSITIVE_INFINITY
      for (const place of places) {
        const distance = distanceKm(position, place)
        if (distance < bestDistance) {
          best = place
          bestDistance = distance
        }
      }
      return best ? strip(best) : null
    },
  }
}
