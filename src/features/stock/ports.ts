import type { StockImage } from './image-url'

/** A stock picture as drawn or fetched: its name's scene, variant, colour, seed and width, and its 16:9 height. */
export type StockPicture = StockImage & { height: number }

/**
 * The vehicle-media port: the picture a stock car (or a dealer site) shows, as a JPEG of the size asked for.
 * The demo's adapter draws it (scripts/demo/drawn/pictures.ts, plugged in by wiring/stock-images.ts), offline and
 * deterministically; an adapter for a dealer's photo service would fetch the car's own photographs by the same
 * name.
 */
export type VehiclePictureSource = (picture: StockPicture) => Promise<Buffer>
