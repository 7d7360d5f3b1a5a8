import type { VehiclePictureSource } from '../../../src/features/stock/ports'

import { renderScene } from './index'

/**
 * The demo's vehicle-media adapter (src/wiring/stock-images.ts plugs it in): the picture drawn straight at the size
 * asked for, offline. The scenes scale with the canvas,
 * and at 320 and 640 wide this is a quarter faster than drawing the 1920 design and shrinking it.
 */
export const drawnPictures: VehiclePictureSource = (picture) =>
  renderScene({
    scene: picture.scene,
    variant: picture.variant,
    carColor: picture.color,
    seed: picture.seed,
    width: picture.width,
    height: picture.height,
  })
