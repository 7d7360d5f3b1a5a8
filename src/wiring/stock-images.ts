import path from 'node:path'

import type { StockImage } from '@/features/stock/image-url'
import { createStockImageLibrary, type StockImageLibrary } from '@/features/stock/images'
import { env } from '@/lib/env'

import { drawnPictures } from '../../scripts/demo/drawn/pictures'

let library: StockImageLibrary | undefined

/**
 * The JPEG a picture name asks for, from the vehicle-media port and kept under
 * `<FORECOURT_DATA_DIR>/stock-images/`; null for a name this product does not draw, or a picture no car or
 * dealer site shows.
 */
export function stockImage(name: string, inUse: (image: StockImage) => Promise<boolean>): Promise<Buffer | null> {
  library ??= createStockImageLibrary({ cacheDir: path.resolve(env().FORECOURT_DATA_DIR, 'stock-images'), inUse, render: drawnPictures })
  return library.stockImage(name)
}
