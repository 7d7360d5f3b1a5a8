import type { Payload, TypedLocale, Where } from 'payload'

import type { Dictionary, Page, Site } from '@/payload-types'
import { focalPosition, isMediaDoc, mediaSrcSet, mediaUrl } from '@/features/media/urls'
import { languageNames, localizedPath } from '@/features/sites/locales'

import { storyPaths } from '@/features/stories/queries'

import { withDefaults } from '@/features/dictionary/defaults'

import { buildNavigationTree, type NavigationImage, type NavigationItem, type NavigationSource } from './navigation'

/** The content queries of spec 1 §7 over Payload's in-process API. Callers add caching. */

const published: Where = { _status: { equals: 'published' } }

export type PageQuery = { siteId: number; locale: string; path: string; draft?: boolean }

/** A page by path in a language; null when it does not exist, is not published, or has no content in that language. */
export async function findPage(payload: Payload, { siteId, locale, path, draft = false }: PageQuery): Promise<Page | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ site: { equals: siteId } }, { path: { equals: path } }, ...(draft ? [] : [published])] },
    locale: locale as TypedLocale,
    fallbackLocale: false,
    draft,
    depth: 2,
    limit: 1,
    overrideAccess: true,
  })
  const page = (docs[0] as Page | undefined) ?? null
  return page && page.title ? page : null
}

/**
 * The public path of the site's first published page holding a block of this type (the service booking, the tire
 * hotel), in a language; null when no page holds one. Where a booking e-mail's page leads back to.
 */
export async function pagePathWithBlock(payload: Payload, site: Site, locale: string, blockType: string): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ site: { equals: site.id } }, { 'layout.blockType': { equals: blockType } }, published] },
    locale: locale as TypedLocale,
    depth: 0,
    limit: 1,
    sort: 'path',
    select: { path: true },
    overrideAccess: true,
  })
  const path = docs[0]?.path
  return path ? localizedPath(localeSite(site), locale, path) : null
}

type SiteLocales = Pick<Site, 'locales' | 'defaultLocale'>
const localeSite = (site: SiteLocales) => ({ locales: site.locales ?? [], defaultLocale: site.defaultLocale })

/** Query 1: the home path of a site in a language. */
export function homePath(site: SiteLocales, locale: string): string {
  return localizedPath(localeSite(site), locale, '/')
}

/** Query 2: the navigation tree, three levels below `rootPath`, in a language. */
export async function navigationTree(payload: Payload, site: Site, locale: string, rootPath = '/'): Promise<NavigationItem[]> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ site: { equals: site.id } }, published] },
    locale: locale as TypedLocale,
    fallbackLocale: false,
    depth: 1,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    populate: { media: { filename: true, alt: true, sizes: true, focalX: true, focalY: true, width: true } },
    select: {
      title: true,
      navTitle: true,
      path: true,
      parent: true,
      hideInNavigation: true,
      shouldBeNavigableInMenuWhenItHasChildren: true,
      externalLink: true,
      sortOrder: true,
      menuImage: true,
      ogImage: true,
    },
  })
  const sources: NavigationSource[] = docs
    .filter((page) => page.title)
    .map((page) => ({
      id: page.id,
      parent: typeof page.parent === 'object' && page.parent ? page.parent.id : (page.parent ?? null),
      image: navigationImage(page.menuImage) ?? navigationImage(page.ogImage),
      title: page.title,
      navTitle: page.navTitle,
      path: page.path ?? '/',
      hideInNavigation: page.hideInNavigation,
      shouldBeNavigableInMenuWhenItHasChildren: page.shouldBeNavigableInMenuWhenItHasChildren,
      externalLink: page.externalLink,
      sortOrder: page.sortOrder,
    }))
  return buildNavigationTree(sources, rootPath, (path) => localizedPath(localeSite(site), locale, path))
}

/**
 * A menu entry's picture: a decorative tile above the entry's name (no text of its own), drawn at most 480 px wide,
 * which 1280 px covers on a high-density screen. Every page carries its menu's pictures, so no wider size is listed.
 */
function navigationImage(media: unknown): NavigationImage | null {
  if (!isMediaDoc(media) || !media.filename) return null
  return {
    src: mediaUrl(media.sizes?.w640?.filename ?? media.filename)!,
    srcSet: mediaSrcSet(media, MENU_PICTURE_MAX_WIDTH),
    position: focalPosition(media),
  }
}

const MENU_PICTURE_MAX_WIDTH = 1280

/** Language entry of spec 1 §3. */
export type LanguageEntry = ReturnType<typeof languageNames> & { url: { path: string } }

/** Query 3: the languages a page exists in (the site's languages in which it has a published title). */
export async function availableLanguages(payload: Payload, site: Site, locale: string, path: string): Promise<LanguageEntry[]> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ site: { equals: site.id } }, { path: { equals: path } }, published] },
    locale: 'all',
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: { title: true },
  })
  const titles = (docs[0]?.title ?? {}) as unknown as Record<string, string | null>
  return (site.locales ?? [])
    .filter((code) => Boolean(titles[code]))
    .map((code) => ({ ...languageNames(code, locale), url: { path: localizedPath(localeSite(site), code, path) } }))
}

/** Query 4: the current language of a route. */
export async function currentLanguage(payload: Payload, site: Site, locale: string, path: string): Promise<LanguageEntry | null> {
  return (await availableLanguages(payload, site, locale, path)).find((language) => language.name === locale) ?? null
}

/** Dictionary lookup by language and site: key → value, the language's defaults under the site's own entries. */
export async function dictionary(payload: Payload, siteId: number, locale: string): Promise<Record<string, string>> {
  const { docs } = await payload.find({
    collection: 'dictionary',
    where: { and: [{ site: { equals: siteId } }, { language: { equals: locale } }] },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { key: true, value: true },
  })
  return withDefaults(locale, Object.fromEntries(docs.map((entry: Pick<Dictionary, 'key' | 'value'>) => [entry.key, entry.value])))
}

/** Every published page path of a site with the languages it exists in, for the sitemap. */
export async function publishedPagePaths(payload: Payload, site: Site): Promise<{ path: string; locales: string[]; updatedAt: string }[]> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ site: { equals: site.id } }, published] },
    locale: 'all',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { title: true, path: true, updatedAt: true },
  })
  const notFoundId = typeof site.notFoundPage === 'object' ? site.notFoundPage?.id : site.notFoundPage
  const pages = docs
    .filter((page) => page.id !== notFoundId)
    .map((page) => {
      const titles = (page.title ?? {}) as unknown as Record<string, string | null>
      return { path: page.path ?? '/', locales: (site.locales ?? []).filter((code) => Boolean(titles[code])), updatedAt: page.updatedAt }
    })
    .filter((page) => page.locales.length > 0)
  // Stories are addresses of the site too.
  const stories = new Map<string, { path: string; locales: string[]; updatedAt: string }>()
  for (const story of await storyPaths(payload, new Map(docs.map((page) => [page.id, page.path ?? '/'])), site.id)) {
    if (!(site.locales ?? []).includes(story.locale as never)) continue
    const entry = stories.get(story.path) ?? { path: story.path, locales: [], updatedAt: story.updatedAt }
    entry.locales.push(story.locale)
    stories.set(story.path, entry)
  }
  return [...pages, ...stories.values()]
}
