/** The navigation logo box of spec 1 §3 and §9: 150 × 55 unless set, scaled to 90 % under 640 px. */
export const DEFAULT_LOGO_WIDTH = 150
export const DEFAULT_LOGO_HEIGHT = 55
export const PHONE_LOGO_SCALE = 0.9

export type LogoBox = { width: number; height: number; phoneWidth: number; phoneHeight: number }

export function logoBox(width?: number | null, height?: number | null): LogoBox {
  const w = width && width > 0 ? width : DEFAULT_LOGO_WIDTH
  const h = height && height > 0 ? height : DEFAULT_LOGO_HEIGHT
  return { width: w, height: h, phoneWidth: Math.round(w * PHONE_LOGO_SCALE), phoneHeight: Math.round(h * PHONE_LOGO_SCALE) }
}
