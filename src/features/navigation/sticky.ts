import { STICKY_SOLID_AFTER_PX } from './constants'

export type BarOptions = { isSticky: boolean; isHome: boolean; dark: boolean }
export type BarState = {
  /** The bar lies over the page's first section with no background of its own. */
  transparent: boolean
  /** The logo is drawn white: over a transparent bar (a hero image) or on a dark bar. */
  invertLogo: boolean
}

/**
 * The sticky bar of spec 1 §4: on the home path with sticky on, the bar is transparent and turns solid after
 * 100 px of scrolling. The logo follows: white over the hero or on the dark theme, its own colours otherwise.
 */
export function barState({ isSticky, isHome, dark }: BarOptions, scrollY: number): BarState {
  const transparent = isSticky && isHome && scrollY <= STICKY_SOLID_AFTER_PX
  return { transparent, invertLogo: transparent || dark }
}
