import '../../site.css'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense, type ReactNode } from 'react'

import { isMediaDoc, mediaUrl } from '@/features/media/urls'
import { shellText } from '@/features/page-shell/dictionary-keys'
import { faviconType, jsonLdScript, websiteJsonLd } from '@/features/page-shell/metadata'
import { NavigationCursor } from '@/features/page-shell/ui/NavigationCursor'
import { ScrollToTop } from '@/features/page-shell/ui/ScrollToTop'
import { SiteFooter } from '@/features/page-shell/ui/SiteFooter'
import { SiteHeader } from '@/features/page-shell/ui/SiteHeader'
import { TagManagerNoScript, TagManagerScript } from '@/features/page-shell/ui/TagManager'
import { getDictionary, getHomePath, getNavigationTree, getSite } from '@/server/content'

type Params = { site: string; locale: string }

/** Pages are rendered on their first request and cached until an editor publishes (no build-time list). */
export async function generateStaticParams(): Promise<Params[]> {
  return []
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const site = await getSite((await params).site)
  if (!site) return {}
  const favicon = isMediaDoc(site.favicon) ? site.favicon : null
  const faviconHref = mediaUrl(favicon?.filename)
  const type = faviconType(favicon?.filename)
  return {
    metadataBase: new URL(site.url),
    applicationName: site.name,
    icons: faviconHref && type ? { icon: [{ url: faviconHref, type }] } : undefined,
    formatDetection: { telephone: false },
  }
}

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<Params> }) {
  const { site: key, locale } = await params
  const site = await getSite(key)
  if (!site) notFound()
  const language = site.locales?.includes(locale as never) ? locale : site.defaultLocale
  const [navigation, dictionary] = await Promise.all([getNavigationTree(site, language), getDictionary(site, language)])
  const homeHref = getHomePath(site, language)
  return (
    <html lang={language} data-theme={site.theme} data-font={site.fontPair} data-site={site.key}>
      <head>{site.gtmID ? <TagManagerScript gtmId={site.gtmID} /> : null}</head>
      <body className="flex min-h-svh flex-col bg-surface">
        {site.gtmID ? <TagManagerNoScript gtmId={site.gtmID} /> : null}
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-accent px-5 py-3 font-semibold text-accent-ink focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {shellText(dictionary, 'skipToContent')}
        </a>
        <SiteHeader site={site} homeHref={homeHref} navigation={navigation} dictionary={dictionary} />
        <div className="flex-1">{children}</div>
        <SiteFooter site={site} homeHref={homeHref} navigation={navigation} dictionary={dictionary} />
        <ScrollToTop label={shellText(dictionary, 'scrollToTop')} />
        <Suspense fallback={null}>
          <NavigationCursor />
        </Suspense>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(websiteJsonLd(site, language)) }} />
      </body>
    </html>
  )
}
