import { resolveLink } from '@/features/content/links'
import { isMediaDoc, mediaUrl } from '@/features/media/urls'
import type { LocaleSite } from '@/features/sites/locales'
import type { Navigation } from '@/payload-types'

import { alertToShow, type Alert } from './alert'
import { logoBox, type LogoBox } from './logo'

export type NavigationLogo = { src: string; alt: string; box: LogoBox }
export type ExtraNavigationItem = { id: string; title: string; href: string; newTab: boolean }

/** What the bar needs from the navigation component of spec 1 §3, resolved for one language. */
export type NavigationSettings = {
  logo: NavigationLogo | null
  logoBox: LogoBox
  isSticky: boolean
  slim: boolean
  dark: boolean
  separator: boolean
  extraItems: ExtraNavigationItem[]
  alert: Alert | null
}

export const DEFAULT_NAVIGATION_SETTINGS: NavigationSettings = {
  logo: null,
  logoBox: logoBox(),
  isSticky: false,
  slim: false,
  dark: false,
  separator: false,
  extraItems: [],
  alert: null,
}

/** The navigation document as the bar shows it; a site without one gets a plain bar. */
export function toNavigationSettings(doc: Navigation | null | undefined, site: LocaleSite, locale: string): NavigationSettings {
  if (!doc) return DEFAULT_NAVIGATION_SETTINGS
  const box = logoBox(doc.logoWidth, doc.logoHeight)
  const logo = isMediaDoc(doc.logo) && doc.logo.filename ? { src: mediaUrl(doc.logo.filename)!, alt: doc.logo.alt, box } : null
  return {
    logo,
    logoBox: box,
    isSticky: Boolean(doc.isSticky),
    slim: Boolean(doc.slimNav),
    dark: Boolean(doc.hasDarkTheme),
    separator: Boolean(doc.showSeparator),
    extraItems: extraNavigationItems(doc.extraNavigationItems, site, locale),
    alert: alertToShow(doc),
  }
}

/** Extra items need a non-blank title (spec 1 §5) and somewhere to go. */
export function extraNavigationItems(items: Navigation['extraNavigationItems'], site: LocaleSite, locale: string): ExtraNavigationItem[] {
  return (items ?? []).flatMap((item, index) => {
    const title = item.title?.trim()
    const link = resolveLink(item.link, site, locale)
    if (!title || !link) return []
    return [{ id: item.id ?? String(index), title, href: link.href, newTab: link.newTab }]
  })
}
