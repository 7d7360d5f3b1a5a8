import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { pathFromSegments } from '@/features/content/page-path'
import { isMediaDoc, mediaUrl } from '@/features/media/urls'
import { shellText } from '@/features/page-shell/dictionary-keys'
import { canonicalUrl, languageAlternates, pageTitle } from '@/features/page-shell/metadata'
import { EditingMode } from '@/features/page-shell/ui/EditingMode'
import { PageHeading, startsWithHeroTitle } from '@/features/page-shell/ui/PageHeading'
import { RenderBlocks } from '@/features/page-shell/ui/RenderBlocks'
import { SiteFrame } from '@/features/page-shell/ui/SiteFrame'
import { localizedPath } from '@/features/sites/locales'
import { getAvailableLanguages, getDictionary, getPage, getSite } from '@/server/content'

type Params = { site: string; locale: string; path?: string[] }

export async function generateStaticParams(): Promise<Params[]> {
  return []
}

/** One lookup shared by the page and its metadata. */
const loadPage = cache(async (key: string, locale: string, segments: string[] | undefined) => {
  const { isEnabled: editing } = await draftMode()
  const site = await getSite(key)
  if (!site || !site.locales?.includes(locale as never)) return null
  const path = pathFromSegments(segments)
  const [page, dictionary] = await Promise.all([getPage(site, locale, path, editing), getDictionary(site, locale)])
  if (!page) return null
  const publicPath = localizedPath({ locales: site.locales ?? [], defaultLocale: site.defaultLocale }, locale, path)
  return { site, page, dictionary, editing, path, publicPath, locale }
})

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { site: key, locale, path } = await params
  const loaded = await loadPage(key, locale, path)
  if (!loaded) return {}
  const { site, page, dictionary, publicPath } = loaded
  const title = pageTitle(page.metaTitle || page.title, site.titleTemplate, dictionary.titleTemplate)
  const canonical = canonicalUrl(site.url, page.canonicalURL || publicPath)
  const languages = await getAvailableLanguages(site, locale, loaded.path)
  const ogImage = isMediaDoc(page.ogImage) ? page.ogImage : null
  const description = page.metaDescription || undefined
  return {
    title: { absolute: title },
    description,
    alternates: {
      canonical,
      languages: languages.length > 1 ? languageAlternates(site.url, languages) : undefined,
    },
    openGraph: {
      type: 'website',
      title: page.metaTitle || page.title,
      siteName: site.name,
      description: page.ogDescription || description,
      url: canonical,
      locale: locale.replace('-', '_'),
      images: ogImage?.filename
        ? [{ url: mediaUrl(ogImage.sizes?.w1280?.filename ?? ogImage.filename)!, alt: ogImage.alt, width: ogImage.sizes?.w1280?.width ?? ogImage.width ?? undefined, height: ogImage.sizes?.w1280?.height ?? ogImage.height ?? undefined }]
        : undefined,
    },
    robots: loaded.editing ? { index: false, follow: false } : undefined,
  }
}

export default async function ContentPage({ params }: { params: Promise<Params> }) {
  const { site: key, locale, path } = await params
  const loaded = await loadPage(key, locale, path)
  if (!loaded) notFound()
  const { site, page, dictionary, editing, publicPath } = loaded
  return (
    <SiteFrame site={site} locale={locale} path={loaded.path} brand={page.brandDesign}>
      <main id="main" tabIndex={-1} className="outline-none">
        {startsWithHeroTitle(page.layout) ? null : <PageHeading title={page.title} editing={editing} />}
        <RenderBlocks blocks={page.layout} context={{ site, locale, editing, dictionary }} />
      </main>
      {editing ? (
        <EditingMode
          exitHref={`/api/editing/exit?site=${encodeURIComponent(site.key)}&path=${encodeURIComponent(publicPath)}`}
          labels={{
            editingMode: shellText(dictionary, 'editingMode'),
            hint: shellText(dictionary, 'editingModeHint'),
            exit: shellText(dictionary, 'exitEditing'),
          }}
        />
      ) : null}
    </SiteFrame>
  )
}
