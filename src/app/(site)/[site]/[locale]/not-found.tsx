import { locale as localeParam, site as siteParam } from 'next/root-params'

import { shellText } from '@/features/page-shell/dictionary-keys'
import { NotFoundHero } from '@/features/page-shell/ui/NotFoundHero'
import { getDictionary, getHomePath, getSite } from '@/data/content'

/**
 * For a page that turns out missing while rendering (an editor unpublished it a moment ago). Every other
 * missing address is answered by the 404 route (~404) with the site's full 404 page. Next.js sends this
 * boundary along with every page of the segment, so it stays small: the not-found hero and a way home.
 */
export default async function SiteNotFound() {
  const [key, requestedLocale] = await Promise.all([siteParam(), localeParam()])
  const site = key ? await getSite(key) : null
  if (!site) return <NotFoundHero title="404" text="" homeHref="/" buttonLabel="" />
  const locale = site.locales?.includes(requestedLocale as never) ? requestedLocale! : site.defaultLocale
  const dictionary = await getDictionary(site, locale)
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <NotFoundHero
        title={shellText(dictionary, 'notFoundTitle')}
        text={shellText(dictionary, 'notFoundText')}
        homeHref={getHomePath(site, locale)}
        buttonLabel={shellText(dictionary, 'notFoundButton')}
      />
    </main>
  )
}
