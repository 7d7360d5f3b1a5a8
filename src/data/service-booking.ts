import type { MapTiles } from '@/features/maps/ports'
import { mapTiles } from '@/wiring/map-tiles'
import { workshopSystem } from '@/wiring/service-booking'

/**
 * What the service booking block gives the booking flow from the server: the makes the workshops service (none
 * while the workshop system does not answer: the flow then asks no brand question) and where the map tiles come from.
 */
export async function serviceBookingSettings(): Promise<{ authorisedBrands: string[]; tiles: MapTiles }> {
  const authorisedBrands = await (await workshopSystem()).authorisedBrands().catch(() => [])
  return { authorisedBrands, tiles: mapTiles() }
}
