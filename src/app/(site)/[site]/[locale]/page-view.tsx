/** The page of a site: what the content route and the car list route both draw. */
import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { draftMode } from 'next/headers'
import { cache } from 'react'

import { pathFromSegments } from '@/features/content/page-path'
import { isMediaDoc, mediaUrl } from '@/features/media/urls'
import { shellText } from '@/features/page-shell/dictionary-keys'
import { canonicalUrl, languageAlternates, pageTitle } from '@/features/page-shell/metadata'
import { EditingMode } from '@/features/page-shell/ui/EditingMode'
import { PageHeading, startsWithHeroTitle } from '@/app/(site)/_shell/PageHeading'
import { RenderBlocks } from '@/app/(site)/_shell/RenderBlocks'
import { SiteFrame } from '@/app/(site)/_shell/SiteFrame'
import { localizedPath } from '@/features/sites/locales'
import { StoryDetail } from '@/features/stories/ui/StoryDetail'
import type { LoadedStory } from '@/features/stories/queries'
import type { Site } from '@/payload-types'
import type { BlockContext } from '@/blocks/types'
import { getAvailableLanguages, getDictionary, getPage, getSite } from '@/data/content'
import { getSequentialArticles, getStory } from '@/data/stories'

export type Params = { site: string; locale: string; path?: string[] }

/** One lookup shared by the page and its metadata. */
export const loadPage = cache(async (key: string, locale: string, segments: string[] | undefined) => {
  const { isEnabled: editing } = await draftMode()
  const site = await getSite(key)
  if (!site || !site.locales?.includes(locale as never)) return null
  const path = pathFromSegments(segments)
  const [page, dictionary] = await Promise.all([getPage(site, locale, path, editing), getDictionary(site, locale)])
  const publicPath = localizedPath({ locales: site.locales ?? [], defaultLocale: site.defaultLocale }, locale, path)
  if (page) return { site, page, story: null, dictionary, editing, path, publicPath, locale }
  // Not a page: a story below a stories index page (<index>/<year>/<slug>).
  const story = await getStory(site, locale, path, editing)
  if (!story) return null
  return { site, page: null, story, dictionary, editing, path, publicPath, locale }
})

export type LoadedPage = NonNullable<Awaited<ReturnType<typeof loadPage>>>

/** A page's metadata; a car list with facet segments has its own title (brand, model) and canonical address. */
export async function pageMetadata(loaded: LoadedPage | null, own: { title?: string; path?: string } = {}): Promise<Metadata> {
  if (!loaded) return {}
  const locale = loaded.locale
  const { site, page, dictionary, publicPath } = loaded
  if (!page) return storyMetadata(loaded.story!, site, dictionary, locale, publicPath)
  const title = pageTitle(own.title || page.metaTitle || page.title, site.titleTemplate, dictionary.titleTemplate)
  const canonical = canonicalUrl(site.url, own.path || page.canonicalURL || publicPath)
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
      title: own.title || page.metaTitle || page.title,
      siteName: site.name,
      description: page.ogDescription || description,
      url: canonical,
      locale: locale.replace('-', '_'),
      images: ogImage?.filename
        ? [
            {
              url: mediaUrl(ogImage.sizes?.w1280?.filename ?? ogImage.filename)!,
              alt: ogImage.alt,
              width: ogImage.sizes?.w1280?.width ?? ogImage.width ?? undefined,
              height: ogImage.sizes?.w1280?.height ?? ogImage.height ?? undefined,
            },
          ]
        : undefined,
    },
    robots: loaded.editing ? { index: false, follow: false } : undefined,
  }
}

function storyMetadata(
  { card, story }: LoadedStory,
  site: Site,
  dictionary: Record<string, string>,
  locale: string,
  publicPath: string,
): Metadata {
  const canonical = canonicalUrl(site.url, publicPath)
  const image = isMediaDoc(story.image) ? story.image : null
  return {
    title: { absolute: pageTitle(card.title.value, site.titleTemplate, dictionary.titleTemplate) },
    description: card.premble.value || undefined,
    alternates: { canonical },
    openGraph: {
      type: 'article',
      title: card.title.value,
      siteName: site.name,
      description: card.premble.value || undefined,
      url: canonical,
      locale: locale.replace('-', '_'),
      publishedTime: card.date.value,
      authors: card.author ? [card.author] : undefined,
      images: image?.filename ? [{ url: mediaUrl(image.sizes?.w1280?.filename ?? image.filename)!, alt: image.alt }] : undefined,
    },
  }
}

type ViewOptions = {
  /** On the car list route: the address's query and facet selection for the car list block. */
  carList?: BlockContext['carList']
  /** A heading other than the page's title (a car list's brand and model). */
  title?: string
  breadcrumbs?: ReactNode
}

/** A page, or a story below a stories index page. */
export async function PageView({ loaded, carList, title, breadcrumbs }: { loaded: LoadedPage } & ViewOptions) {
  const { site, page, story, dictionary, editing, publicPath, locale } = loaded
  if (!page) {
    const sequence = await getSequentialArticles(site, locale, story!)
    return (
      <SiteFrame site={site} locale={locale} path={loaded.path}>
        <main id="main" tabIndex={-1} className="outline-none">
          <StoryDetail
            loaded={story!}
            site={site}
            locale={locale}
            sequence={sequence}
            editing={editing}
            texts={{
              back: shellText(dictionary, 'storyBack'),
              previous: shellText(dictionary, 'storyPrevious'),
              next: shellText(dictionary, 'storyNext'),
              by: shellText(dictionary, 'storyBy'),
              published: shellText(dictionary, 'storyPublished'),
            }}
          />
        </main>
      </SiteFrame>
    )
  }
  return (
    <SiteFrame site={site} locale={locale} path={loaded.path} brand={page.brandDesign}>
      <main id="main" tabIndex={-1} className="outline-none">
        {startsWithHeroTitle(page.layout) ? (
          breadcrumbs ? (
            <div className="container-page pt-6">{breadcrumbs}</div>
          ) : null
        ) : (
          <PageHeading title={title ?? page.title} editing={editing} breadcrumbs={breadcrumbs} />
        )}
        <RenderBlocks
          blocks={page.layout}
          context={{
            site,
            locale,
            editing,
            dictionary,
            page: { id: page.id, path: loaded.path, publicPath, url: canonicalUrl(site.url, publicPath), title: page.title },
            carList,
          }}
        />
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
