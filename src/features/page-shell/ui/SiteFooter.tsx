import { navigationHref, visibleNavigation, type NavigationItem } from '@/features/content/navigation'
import type { Site } from '@/payload-types'

import { shellText } from '../dictionary-keys'
import { SiteLink } from './SiteLink'
import { SiteLogo } from './SiteLogo'

type Props = { site: Site; homeHref: string; navigation: NavigationItem[]; dictionary: Record<string, string> }

export function SiteFooter({ site, homeHref, navigation, dictionary }: Props) {
  const columns = visibleNavigation(navigation).slice(0, 4)
  return (
    <footer className="bg-brand text-brand-ink">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1fr_3fr] md:py-20">
        <div>
          <SiteLink href={homeHref} className="inline-block" aria-label={`${site.name} – ${shellText(dictionary, 'home')}`}>
            <SiteLogo site={site} invert />
          </SiteLink>
        </div>
        {columns.length > 0 ? (
          <nav aria-label={shellText(dictionary, 'footerNavigation')} className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
            {columns.map((column) => (
              <div key={column.id}>
                <h2 className="text-base font-semibold">
                  <SiteLink href={navigationHref(column)} className="hover:underline">
                    {column.navTitle}
                  </SiteLink>
                </h2>
                {column.children.length > 0 ? (
                  <ul className="mt-4 space-y-2.5 text-[0.9375rem]">
                    {visibleNavigation(column.children).slice(0, 6).map((child) => (
                      <li key={child.id}>
                        <SiteLink href={navigationHref(child)} className="text-brand-ink/75 hover:text-brand-ink hover:underline">
                          {child.navTitle}
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ))}
          </nav>
        ) : null}
      </div>
      <div className="border-t border-white/15">
        <p className="container-page py-6 text-sm text-brand-ink/70">
          © {new Date().getFullYear()} {site.name}. {shellText(dictionary, 'copyright')}
        </p>
      </div>
    </footer>
  )
}

