import { SiteNotFoundPage } from '@/app/(site)/_shell/SiteNotFoundPage'
import { getSite } from '@/data/content'

type Params = { site: string; locale: string }

/**
 * The site's 404 page. The request pipeline rewrites every address the site has no page for to here with
 * status 404, so it is rendered on the server (Next.js's notFound() is only drawn in the browser).
 */
export async function generateStaticParams(): Promise<Params[]> {
  return []
}

export default async function SiteNotFoundRoute({ params }: { params: Promise<Params> }) {
  const { site: key, locale } = await params
  const site = await getSite(key)
  if (!site) return null
  return <SiteNotFoundPage site={site} locale={site.locales?.includes(locale as never) ? locale : site.defaultLocale} />
}
