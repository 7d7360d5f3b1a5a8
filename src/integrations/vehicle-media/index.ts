import { drawnPictures } from './drawn-pictures'
import type { VehiclePictureSource } from './port'

export type { VehiclePictureSource } from './port'

/** The process's source of stock pictures: the drawn pictures, the one adapter the product ships. */
export function vehiclePictures(): VehiclePictureSource {
  return drawnPictures
}
