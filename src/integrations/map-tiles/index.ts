import { env } from '@/lib/env'

import type { MapTiles } from '@/features/maps/ports'

export type { MapTiles } from '@/features/maps/ports'

/** The tile server of FORECOURT_MAP_TILE_URL (`off`: none). */
export function mapTiles(): MapTiles {
  const config = env()
  const url = config.FORECOURT_MAP_TILE_URL.trim()
  return { url: url && url !== 'off' ? url : null, attribution: config.FORECOURT_MAP_TILE_ATTRIBUTION, maxZoom: 19 }
}
