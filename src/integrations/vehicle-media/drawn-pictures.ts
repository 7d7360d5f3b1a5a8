import { stockImageHeight, type StockImage } from '@/features/stock/image-url'

import { renderScene } from './drawn'
import type { VehiclePictureSource } from './port'

/**
 * The built-in adapter: the picture drawn straight at the width asked for. The scenes scale with the canvas,
 * and at 320 and 640 wide this is a quarter faster than drawing the 1920 design and shrinking it.
 */
export const drawnPictures: VehiclePictureSource = (picture: StockImage) =>
  renderScene({ scene: picture.scene, variant: picture.variant, carColor: picture.color, seed: picture.seed, width: picture.width, height: stockImageHeight(picture.width) })
