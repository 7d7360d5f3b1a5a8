import '../../site.css'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense, type ReactNode } from 'react'

import { isMediaDoc, mediaUrl } from '@/features/media/urls'
import { shellText } from '@/features/page-shell/dictionary-keys'
import { faviconType, jsonLdScript, websiteJsonLd } from '@/features/page-shell/metadata'
import { NavigationCursor } from '@/features/page-shell/ui/NavigationCursor'
import { ScrollToTop } from '@/features/page-shell/ui/ScrollToTop'
import { PageViewReporter } from '@/lib/analytics/PageViewReporter'
import { consentTexts, earlyCookieSettingsScript } from '@/features/consent/consent'
import { CookieConsent } from '@/features/consent/ui/CookieConsent'
import { hideClosedAlertScript } from '@/features/navigation/alert'
import { getDictionary, getSite } from '@/data/content'

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
  const dictionary = await getDictionary(site, language)
  return (
    // The head script below marks <html> before React hydrates it.
    <html lang={language} data-theme={site.theme} data-font={site.fontPair} data-site={site.key} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: hideClosedAlertScript }} />
        <script dangerouslySetInnerHTML={{ __html: earlyCookieSettingsScript }} />
      </head>
      <body className="bg-surface">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-accent px-5 py-3 font-semibold text-accent-ink focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {shellText(dictionary, 'skipToContent')}
        </a>
        {children}
        <ScrollToTop label={shellText(dictionary, 'scrollToTop')} />
        <CookieConsent texts={consentTexts(dictionary)} gtmId={site.gtmID || null} />
        <PageViewReporter language={language} />
        <Suspense fallback={null}>
          <NavigationCursor />
        </Suspense>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(websiteJsonLd(site, language)) }} />
      </body>
    </html>
  )
}
