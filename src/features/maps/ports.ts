/**
 * The map-tiles port (ARCHITECTURE "maps"): where Leaflet fetches its tiles. Any XYZ tile server works; `url`
 * null draws no tiles, and the map shows its markers over a plain background with the address beside it.
 */
export type MapTiles = { url: string | null; attribution: string; maxZoom: number }
