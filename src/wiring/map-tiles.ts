import type { MapTiles } from '@/features/maps/ports'
import { env } from '@/lib/env'

/** The tile server of FORECOURT_MAP_TILE_URL (`off`: none): any XYZ tile server is the map port's adapter. */
export function mapTiles(): MapTiles {
  const config = env()
  const url = config.FORECOURT_MAP_TILE_URL.trim()
  return { url: url && url !== 'off' ? url : null, attribution: config.FORECOURT_MAP_TILE_ATTRIBUTION, maxZoom: 19 }
}
