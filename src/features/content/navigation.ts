/** Levels of the navigation tree below its root (spec 1 §3, Navigation item: children up to 3 levels). */
export const NAVIGATION_DEPTH = 3

/** A page as the navigation query reads it. */
export type NavigationSource = {
  id: number | string
  parent: number | string | null
  title: string
  navTitle?: string | null
  path: string
  hideInNavigation?: boolean | null
  shouldBeNavigableInMenuWhenItHasChildren?: boolean | null
  externalLink?: { href?: string | null; linktype?: string | null } | null
  sortOrder?: number | null
  image?: NavigationImage | null
}

/** The picture of a menu entry in the mega menu (480 × 270). */
export type NavigationImage = { src: string; srcSet: string; position: string }

/** Navigation item of spec 1 §3. */
export type NavigationItem = {
  id: string
  name: string
  navTitle: string
  url: { path: string }
  hideInNavigation: boolean
  shouldBeNavigableInMenuWhenItHasChildren: boolean
  externalLink: { href: string; linktype: string } | null
  image: NavigationImage | null
  children: NavigationItem[]
}

/**
 * The tree below the page at `rootPath`, three levels deep, in menu order. `toPublicPath` turns a page path
 * into the address in the visitor's language.
 */
export function buildNavigationTree(
  pages: NavigationSource[],
  rootPath: string,
  toPublicPath: (path: string) => string,
  depth = NAVIGATION_DEPTH,
): NavigationItem[] {
  const root = pages.find((page) => page.path === rootPath)
  if (!root) return []
  const childrenOf = new Map<string, NavigationSource[]>()
  for (const page of pages) {
    if (page.parent === null) continue
    const key = String(page.parent)
    const list = childrenOf.get(key) ?? []
    list.push(page)
    childrenOf.set(key, list)
  }
  const order = (a: NavigationSource, b: NavigationSource) =>
    (a.sortOrder ?? 100) - (b.sortOrder ?? 100) || (a.navTitle || a.title).localeCompare(b.navTitle || b.title)

  const build = (parentId: number | string, level: number): NavigationItem[] => {
    if (level > depth) return []
    return (childrenOf.get(String(parentId)) ?? []).sort(order).map((page) => ({
      id: String(page.id),
      name: page.title,
      navTitle: page.navTitle || page.title,
      url: { path: toPublicPath(page.path) },
      hideInNavigation: Boolean(page.hideInNavigation),
      shouldBeNavigableInMenuWhenItHasChildren: page.shouldBeNavigableInMenuWhenItHasChildren ?? true,
      externalLink: page.externalLink?.href ? { href: page.externalLink.href, linktype: page.externalLink.linktype ?? 'external' } : null,
      image: page.image ?? null,
      children: build(page.id, level + 1),
    }))
  }
  return build(root.id, 1)
}

/** Items flagged hideInNavigation are left out of menus, with everything below them. */
export function visibleNavigation(items: NavigationItem[]): NavigationItem[] {
  return items.filter((item) => !item.hideInNavigation).map((item) => ({ ...item, children: visibleNavigation(item.children) }))
}

/** Where a menu entry links: its external link when it has one, otherwise its page. */
export function navigationHref(item: NavigationItem): string {
  return item.externalLink?.href || item.url.path
}
