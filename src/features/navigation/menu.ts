import { navigationHref, visibleNavigation, type NavigationImage, type NavigationItem } from '@/features/content/navigation'

import { showSubmenuImages } from './constants'

/** A menu entry as the bar and its menus draw it. */
export type MenuEntry = {
  id: string
  label: string
  /** Where the entry itself links; null for an entry that only opens its children. */
  href: string | null
  newTab: boolean
  image: NavigationImage | null
  children: MenuEntry[]
}

/**
 * The menu from the navigation tree (spec 1 §3): hidden entries are left out with everything below them; an
 * entry with children links to its own page only when shouldBeNavigableInMenuWhenItHasChildren is on; an
 * external link goes where it says, in a new tab when it leaves the site.
 */
export function toMenuEntries(items: NavigationItem[]): MenuEntry[] {
  return visibleNavigation(items).map(toEntry)
}

function toEntry(item: NavigationItem): MenuEntry {
  const children = item.children.map(toEntry)
  const navigable = children.length === 0 || item.shouldBeNavigableInMenuWhenItHasChildren
  const href = navigationHref(item)
  return {
    id: item.id,
    label: item.navTitle,
    href: navigable ? href : null,
    newTab: Boolean(item.externalLink && /^https?:\/\//.test(item.externalLink.href)),
    image: item.image,
    children,
  }
}

/** Expandable entries (spec 1 §2.4): 'expandable' only opens its children, 'expandable-link' also links. */
export function entryKind(entry: MenuEntry): 'link' | 'expandable' | 'expandable-link' {
  if (entry.children.length === 0) return 'link'
  return entry.href ? 'expandable-link' : 'expandable'
}

/**
 * The pictures a submenu shows (480 × 270), by entry id: none unless the level shows pictures at this width
 * (spec 1 §9), then each entry's own picture, once per submenu. An entry without one, or whose picture an earlier
 * entry already shows, is drawn without a tile rather than with an empty or repeated one.
 */
export function submenuPictures(children: readonly MenuEntry[], viewportWidth: number): Map<string, NavigationImage> {
  const pictures = new Map<string, NavigationImage>()
  if (!showSubmenuImages(children.length, viewportWidth)) return pictures
  const shown = new Set<string>()
  for (const child of children) {
    if (!child.image || shown.has(child.image.src)) continue
    shown.add(child.image.src)
    pictures.set(child.id, child.image)
  }
  return pictures
}
