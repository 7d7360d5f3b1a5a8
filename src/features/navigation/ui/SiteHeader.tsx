import { shellText } from '@/features/page-shell/dictionary-keys'
import { SiteLogo } from '@/features/page-shell/ui/SiteLogo'
import type { Site } from '@/payload-types'
import { SiteLink } from '@/features/page-shell/ui/SiteLink'

import type { LanguageLink } from '../languages'
import { toMenuEntries } from '../menu'
import type { SiteNavigation } from '../queries'
import { DEFAULT_NAVIGATION_SETTINGS } from '../settings'
import { AlertBanner } from './AlertBanner'
import { CompactMenu } from './CompactMenu'
import { DesktopMenu } from './DesktopMenu'
import { HeaderBar } from './HeaderBar'
import { LanguageSwitcher } from './LanguageSwitcher'

type Props = {
  site: Site
  homeHref: string
  /** Null when navigation could not be loaded: the page is drawn with the logo only (spec 1 §8). */
  navigation: SiteNavigation | null
  languages: LanguageLink[]
  dictionary: Record<string, string>
}

/** Everything above the page's content: the alert banner and the navigation bar with its menus. */
export function SiteHeader({ site, homeHref, navigation, languages, dictionary }: Props) {
  const settings = navigation?.settings ?? DEFAULT_NAVIGATION_SETTINGS
  const entries = navigation ? toMenuEntries(navigation.items) : []
  const text = (key: Parameters<typeof shellText>[1]) => shellText(dictionary, key)
  const menuTexts = {
    navigation: text('mainNavigation'),
    more: text('more'),
    allOf: text('allOf'),
    showSubmenu: text('showSubmenu'),
    opensInNewTab: text('opensInNewTab'),
  }
  const box = settings.logoBox
  return (
    <>
      {settings.alert ? <AlertBanner alert={settings.alert} closeLabel={text('closeAlert')} /> : null}
      <HeaderBar
        isSticky={settings.isSticky}
        dark={settings.dark}
        slim={settings.slim}
        separator={settings.separator}
        homePaths={homePaths(homeHref)}
      >
        <SiteLink href={homeHref} className="shrink-0" aria-label={`${site.name} – ${text('home')}`}>
          {settings.logo ? (
            <img
              data-logo-image
              src={settings.logo.src}
              alt=""
              width={box.width}
              height={box.height}
              className="h-[var(--logo-h-phone)] w-[var(--logo-w-phone)] object-contain object-left sm:h-[var(--logo-h)] sm:w-[var(--logo-w)]"
              style={{
                ['--logo-w' as string]: `${box.width}px`,
                ['--logo-h' as string]: `${box.height}px`,
                ['--logo-w-phone' as string]: `${box.phoneWidth}px`,
                ['--logo-h-phone' as string]: `${box.phoneHeight}px`,
              }}
            />
          ) : (
            <SiteLogo site={site} />
          )}
        </SiteLink>
        <DesktopMenu entries={entries} texts={menuTexts} />
        <div className="ml-auto flex items-center gap-1 xl:ml-0">
          {settings.extraItems.length > 0 ? (
            <ul className="hidden items-center gap-2 md:flex">
              {settings.extraItems.map((item, index) => (
                <li key={item.id}>
                  <SiteLink
                    href={item.href}
                    newTab={item.newTab}
                    newTabText={text('opensInNewTab')}
                    className={`inline-flex h-10 items-center whitespace-nowrap rounded-full px-4 text-sm font-semibold transition-colors ${index === settings.extraItems.length - 1 ? 'bg-accent text-accent-ink hover:bg-accent-hover' : 'border border-current/30 hover:bg-current/10'}`}
                  >
                    {item.title}
                  </SiteLink>
                </li>
              ))}
            </ul>
          ) : null}
          <LanguageSwitcher languages={languages} label={text('language')} />
          <CompactMenu
            entries={entries}
            extraItems={settings.extraItems}
            languages={languages}
            texts={{ ...menuTexts, menu: text('menu'), closeMenu: text('closeMenu'), back: text('back'), language: text('language') }}
          />
        </div>
      </HeaderBar>
    </>
  )
}

/** The home page's address with and without a trailing slash. */
function homePaths(homeHref: string): string[] {
  return homeHref === '/' ? ['/'] : [homeHref, `${homeHref}/`]
}
