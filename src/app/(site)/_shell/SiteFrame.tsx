import { Activity, type ReactNode } from 'react'

import { SiteFooter } from '@/features/footer/ui/SiteFooter'
import { languageLinks } from '@/features/navigation/languages'
import { SiteHeader } from '@/features/navigation/ui/SiteHeader'
import { localizedPath } from '@/features/sites/locales'
import type { Site } from '@/payload-types'
import { getAvailableLanguages, getDictionary, getHomePath, getNavigation } from '@/data/content'
import { getFooterView } from '@/data/footer'

type Props = {
  site: Site
  locale: string
  /** The page's path, for the language switcher; null for addresses without a page (404). */
  path: string | null
  /**
   * An address that is not a page of its own (a car page): it exists in each language its parent page (the car
   * list) exists in, at the same address in that language.
   */
  under?: { pagePath: string; path: string }
  /** A UK brand theme chosen on the page (Brand design), for the header, content and footer alike. */
  brand?: string | null
  children: ReactNode
}

/** Header, content and footer of a page (spec 1 §2.2). */
export async function SiteFrame({ site, locale, path, under, brand, children }: Props) {
  const [navigation, dictionary, available, footer] = await Promise.all([
    getNavigation(site, locale),
    getDictionary(site, locale),
    path ? getAvailableLanguages(site, locale, path) : under ? getAvailableLanguages(site, locale, under.pagePath) : Promise.resolve([]),
    getFooterView(site, locale),
  ])
  const localeSite = { locales: site.locales ?? [], defaultLocale: site.defaultLocale }
  const versions =
    !path && under
      ? available.map((language) => ({ ...language, url: { path: localizedPath(localeSite, language.name, under.path) } }))
      : available
  const homeHref = getHomePath(site, locale)
  const languages = languageLinks(localeSite, locale, versions)
  return (
    <div data-frame data-brand={brand ?? undefined} className="flex min-h-svh flex-col bg-surface text-ink">
      {/* Header and footer become interactive on their own, like each section (see RenderBlocks). */}
      <Activity mode="visible">
        <SiteHeader site={site} homeHref={homeHref} navigation={navigation} languages={languages} dictionary={dictionary} />
      </Activity>
      <div className="flex-1">{children}</div>
      <Activity mode="visible">
        <SiteFooter site={site} homeHref={homeHref} footer={footer} dictionary={dictionary} />
      </Activity>
    </div>
  )
}
