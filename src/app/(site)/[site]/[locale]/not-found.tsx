import { locale as localeParam, site as siteParam } from 'next/root-params'

import { shellText } from '@/features/page-shell/dictionary-keys'
import { pageTitle } from '@/features/page-shell/metadata'
import { NotFoundHero } from '@/features/page-shell/ui/NotFoundHero'
import { PageHeading, startsWithHeroTitle } from '@/features/page-shell/ui/PageHeading'
import { RenderBlocks } from '@/features/page-shell/ui/RenderBlocks'
import { getDictionary, getHomePath, getPage, getSite } from '@/server/content'

/** The site's own 404 page (Site settings → Not found page), answered with status 404. */
export default async function SiteNotFound() {
  const [key, requestedLocale] = await Promise.all([siteParam(), localeParam()])
  const site = key ? await getSite(key) : null
  if (!site) return <NotFoundHero title="404" text="" homeHref="/" buttonLabel="" />
  const locale = site.locales?.includes(requestedLocale as never) ? requestedLocale! : site.defaultLocale
  const dictionary = await getDictionary(site, locale)
  const notFoundPath = typeof site.notFoundPage === 'object' && site.notFoundPage ? site.notFoundPage.path : null
  const page = notFoundPath ? await getPage(site, locale, notFoundPath, false) : null
  const title = page?.title ?? shellText(dictionary, 'notFoundTitle')
  return (
    <>
      <title>{pageTitle(title, site.titleTemplate, dictionary.titleTemplate)}</title>
      <meta name="robots" content="noindex" />
      <main id="main" tabIndex={-1} className="outline-none">
        {page?.layout?.length ? (
          <>
            {startsWithHeroTitle(page.layout) ? null : <PageHeading title={page.title} editing={false} />}
            <RenderBlocks blocks={page.layout} context={{ site, locale, editing: false, dictionary }} />
          </>
        ) : (
          <NotFoundHero
            title={title}
            text={shellText(dictionary, 'notFoundText')}
            homeHref={getHomePath(site, locale)}
            buttonLabel={shellText(dictionary, 'notFoundButton')}
          />
        )}
      </main>
    </>
  )
}
