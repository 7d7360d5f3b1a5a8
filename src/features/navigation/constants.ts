/** Business constants of the navigation (spec 1 §4, §9). */

/** Below this width the bar shows a hamburger dropdown; at and above it, the items and a 'More' overflow. */
export const NAVIGATION_BREAKPOINT = 1280
/** The mega menu switches between its phone (full-screen) and desktop forms at the lg breakpoint. */
export const MEGA_MENU_BREAKPOINT = 1024
/** The mega menu's 'large' flag: submenu images are shown at any child count above this width. */
export const LARGE_MENU_WIDTH = 1500
/** Submenu images are shown when a level has this many children or fewer. */
export const SUBMENU_IMAGE_MAX_CHILDREN = 4

/** A desktop dropdown closes this long after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 200
/** Choosing an item without children closes the dropdown after this long. */
export const DROPDOWN_CHOOSE_CLOSE_DELAY_MS = 600
/** Expanded entries collapse this long after their menu was hidden. */
export const SUB_COLLAPSE_DELAY_MS = 500
/** Resize handling: at most one update per 50 ms, and a final one 250 ms after the last resize. */
export const RESIZE_THROTTLE_MS = 50
export const RESIZE_FINAL_UPDATE_MS = 250

/** On the home path a sticky bar is transparent until the page has scrolled this far. */
export const STICKY_SOLID_AFTER_PX = 100

/** Whether a submenu level shows images (480 × 270): few children, or a very wide window. */
export function showSubmenuImages(childCount: number, viewportWidth: number): boolean {
  return childCount <= SUBMENU_IMAGE_MAX_CHILDREN || viewportWidth > LARGE_MENU_WIDTH
}
