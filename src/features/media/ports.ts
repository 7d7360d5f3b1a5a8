/**
 * The UK car page's media provider (spec 2 §7 "Media (UK)"): which views of a car exist besides its pictures.
 * The default adapter reads the stock record (./stock-record.ts); a media provider is an adapter of its own.
 */
export type CarMediaAnswer = {
  videoUrl: string | null
  /** Exterior 360° frames in turning order. */
  images360: string[]
  /** Interior 360° frames in turning order. */
  internal360: string[]
  hasVideo: boolean
  hasInternal360: boolean
  has360: boolean
}

export interface CarMediaProvider {
  /** The views of the car with this registration number; null when no car has it. */
  mediaOf(regNo: string): Promise<CarMediaAnswer | null>
}

/** A registration number as compared: capitals, no spaces ("nv21 abc" is "NV21ABC"). */
export const normalRegNo = (regNo: string) => regNo.replace(/\s+/g, '').toUpperCase()
