import { navigationHref, visibleNavigation, type NavigationItem } from '@/features/content/navigation'
import type { Site } from '@/payload-types'

import { shellText } from '../dictionary-keys'
import { MobileMenu } from './MobileMenu'
import { SiteLink } from './SiteLink'
import { SiteLogo } from './SiteLogo'

type Props = { site: Site; homeHref: string; navigation: NavigationItem[]; dictionary: Record<string, string> }

export function SiteHeader({ site, homeHref, navigation, dictionary }: Props) {
  const items = visibleNavigation(navigation)
  return (
    <header className="sticky top-0 z-30 border-b border-line/80 bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="container-page flex h-16 items-center justify-between gap-6 md:h-20">
        <SiteLink href={homeHref} className="shrink-0 text-ink" aria-label={`${site.name} – ${shellText(dictionary, 'home')}`}>
          <SiteLogo site={site} />
        </SiteLink>
        <nav aria-label={shellText(dictionary, 'mainNavigation')} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.id}>
                <SiteLink
                  href={navigationHref(item)}
                  newTab={item.externalLink?.linktype === 'external' && /^https?:/.test(item.externalLink.href)}
                  className="rounded-full px-4 py-2 text-[0.9375rem] font-medium text-ink/85 transition-colors hover:bg-surface-1 hover:text-ink"
                >
                  {item.navTitle}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <MobileMenu
          items={items.map(toMenuItem)}
          labels={{ open: shellText(dictionary, 'menu'), close: shellText(dictionary, 'closeMenu'), navigation: shellText(dictionary, 'mainNavigation') }}
        />
      </div>
    </header>
  )
}

export type MenuItem = { id: string; label: string; href: string; children: MenuItem[] }

function toMenuItem(item: NavigationItem): MenuItem {
  return { id: item.id, label: item.navTitle, href: navigationHref(item), children: item.children.map(toMenuItem) }
}
