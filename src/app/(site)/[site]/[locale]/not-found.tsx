import { locale as localeParam, site as siteParam } from 'next/root-params'

import { NotFoundHero } from '@/features/page-shell/ui/NotFoundHero'
import { SiteNotFoundPage } from '@/features/page-shell/ui/SiteNotFoundPage'
import { getSite } from '@/server/content'

/**
 * For a page that turns out missing while rendering. Most missing addresses never get here: the request
 * pipeline answers them with the 404 route (~404), rendered on the server with status 404.
 */
export default async function SiteNotFound() {
  const [key, requestedLocale] = await Promise.all([siteParam(), localeParam()])
  const site = key ? await getSite(key) : null
  if (!site) return <NotFoundHero title="404" text="" homeHref="/" buttonLabel="" />
  const locale = site.locales?.includes(requestedLocale as never) ? requestedLocale! : site.defaultLocale
  return <SiteNotFoundPage site={site} locale={locale} />
}
