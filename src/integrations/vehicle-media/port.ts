import type { StockImage } from '@/features/stock/image-url'

/**
 * The vehicle-media port: the picture a stock car (or a dealer site) shows, as a JPEG at the width asked for.
 * The built-in adapter draws it (./drawn-pictures.ts), offline and deterministically; an adapter for a
 * dealer's photo service would fetch the car's own photographs by the same name.
 */
export type VehiclePictureSource = (picture: StockImage) => Promise<Buffer>
