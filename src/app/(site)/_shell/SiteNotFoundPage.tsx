import { getDictionary, getHomePath, getPage } from '@/data/content'
import type { Site } from '@/payload-types'

import { shellText } from '@/features/page-shell/dictionary-keys'
import { pageTitle } from '@/features/page-shell/metadata'
import { NotFoundHero } from '@/features/page-shell/ui/NotFoundHero'
import { PageHeading, startsWithHeroTitle } from './PageHeading'
import { RenderBlocks } from './RenderBlocks'
import { SiteFrame } from './SiteFrame'

/**
 * The site's own 404 page (Site settings → Not found page), or a plain one from the dictionary's texts. It
 * renders its own <title>: neither a status-404 response nor a not-found boundary gets streamed metadata.
 */
export async function SiteNotFoundPage({ site, locale }: { site: Site; locale: string }) {
  const dictionary = await getDictionary(site, locale)
  const notFoundPath = typeof site.notFoundPage === 'object' && site.notFoundPage ? site.notFoundPage.path : null
  const page = notFoundPath ? await getPage(site, locale, notFoundPath, false) : null
  const title = page?.title ?? shellText(dictionary, 'notFoundTitle')
  return (
    <SiteFrame site={site} locale={locale} path={null}>
      <title>{pageTitle(title, site.titleTemplate, dictionary.titleTemplate)}</title>
      <meta name="robots" content="noindex" />
      <main id="main" tabIndex={-1} className="outline-none">
        {page?.layout?.length ? (
          <>
            {startsWithHeroTitle(page.layout) ? null : <PageHeading title={page.title} editing={false} />}
            <RenderBlocks
              blocks={page.layout}
              context={{
                site,
                locale,
                editing: false,
                dictionary,
                page: { id: page.id, path: page.path ?? '/', publicPath: page.path ?? '/', url: site.url, title: page.title },
              }}
            />
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
    </SiteFrame>
  )
}
