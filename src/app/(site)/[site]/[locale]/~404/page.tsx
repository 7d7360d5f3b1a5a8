import { pageTitle } from '@/features/page-shell/metadata'
import { SiteNotFoundPage, notFoundTitle } from '@/features/page-shell/ui/SiteNotFoundPage'
import { getDictionary, getSite } from '@/server/content'

type Params = { site: string; locale: string }

/**
 * The site's 404 page. The request pipeline rewrites every address the site has no page for to here with
 * status 404, so it is rendered on the server (Next.js's notFound() is only drawn in the browser).
 */
export async function generateStaticParams(): Promise<Params[]> {
  return []
}

export default async function SiteNotFoundRoute({ params }: { params: Promise<Params> }) {
  const { site: key, locale: requested } = await params
  const site = await getSite(key)
  if (!site) return null
  const locale = site.locales?.includes(requested as never) ? requested : site.defaultLocale
  const dictionary = await getDictionary(site, locale)
  // Rendered here, not as metadata: a response with status 404 gets no streamed metadata.
  return (
    <>
      <title>{pageTitle(await notFoundTitle(site, locale), site.titleTemplate, dictionary.titleTemplate)}</title>
      <meta name="robots" content="noindex" />
      <SiteNotFoundPage site={site} locale={locale} />
    </>
  )
}
