import type { Payload, TypedLocale, Where } from 'payload'

import { isMediaDoc, focalPosition, mediaSrcSet, mediaUrl } from '@/features/media/urls'
import { localizedPath } from '@/features/sites/locales'
import type { Page, Site, Story, StoryTag } from '@/payload-types'

import { decodeCursor, encodeCursor } from './cursor'
import { timeZoneOf } from '../sites/time-zone'
import { formatStoryDate } from './dates'
import { splitStoryPath, storiesIndexUrl, storyPath } from './paths'

/**
 * The stories queries of spec 1 §7 over Payload's in-process API (queries 5–10, the stories index and the
 * sequential articles). Callers add caching (src/data/stories.ts).
 */

export const STORIES_PER_PAGE = 4
export const TEASER_STORIES = 3

type Logger = { error: (details: object, message: string) => void }

export type StoryImage = {
  src: string
  srcSet: string
  alt: string
  width: number | null
  height: number | null
  blurDataURL: string | null
  position: string
}

/** A story as lists and pages show it (the Story page entity of spec 1 §3). */
export type StoryCard = {
  id: number
  date: { value: string; formattedDateValue: string }
  image: StoryImage | null
  displayName: string
  url: { path: string }
  title: { value: string }
  premble: { value: string }
  /** The tag ids as the content platform writes them: '{3}|{7}'. */
  tags: string
  tagIds: number[]
  author: string | null
}

export type StoriesListPage = { stories: StoryCard[]; pageInfo: { hasNext: boolean; endCursor: string | null }; total: number }
export type StoryTagEntry = { key: string; value: string; id: number }
export type StoriesIndexSettings = {
  showDates: boolean
  layout: 'TwoColumns' | 'SingleColumn'
  highlightLatestStory: boolean
  url: { path: string }
}
export type SequentialArticles = {
  nextArticle: { url: { path: string }; title: string } | null
  prevArticle: { url: { path: string }; title: string } | null
}

type SiteRef = Pick<Site, 'id' | 'locales' | 'defaultLocale' | 'country'>

const published: Where = { _status: { equals: 'published' } }
const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value === null || value === undefined ? null : typeof value === 'object' ? value.id : value

function storyImage(media: Story['image']): StoryImage | null {
  if (!isMediaDoc(media) || !media.filename) return null
  return {
    src: mediaUrl(media.sizes?.w1280?.filename ?? media.filename)!,
    srcSet: mediaSrcSet(media),
    alt: media.alt,
    width: media.width ?? null,
    height: media.height ?? null,
    blurDataURL: media.blurDataURL || null,
    position: focalPosition(media),
  }
}

/** The public address of a story in a language: its index page's path, the year and the slug. */
function publicStoryPath(site: SiteRef, locale: string, indexPath: string, story: Pick<Story, 'date' | 'slug'>): string {
  return localizedPath(
    { locales: site.locales ?? [], defaultLocale: site.defaultLocale },
    locale,
    storyPath(indexPath, story.date, story.slug),
  )
}

export function toStoryCard(story: Story, site: SiteRef, locale: string, indexPath: string): StoryCard {
  const tagIds = (story.tags ?? []).map((tag) => idOf(tag as number | StoryTag)).filter((id): id is number => id !== null)
  return {
    id: story.id,
    date: { value: story.date, formattedDateValue: formatStoryDate(story.date, locale, timeZoneOf(site.country)) },
    image: storyImage(story.image),
    displayName: story.displayName || story.title,
    url: { path: publicStoryPath(site, locale, indexPath, story) },
    title: { value: story.title },
    premble: { value: story.premble ?? '' },
    tags: tagIds.map((id) => `{${id}}`).join('|'),
    tagIds,
    author: story.author || null,
  }
}

async function indexPagePath(payload: Payload, indexId: number): Promise<string | null> {
  const page = await payload.findByID({
    collection: 'pages',
    id: indexId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { path: true },
  })
  return page?.path ?? null
}

/** Stories at exactly this moment, compared on the ISO text of the date (see the Stories collection). */
const sameMoment = (date: string): Where[] => [{ sortDate: { equals: date } }]

function storiesOfIndex(siteId: number, indexId: number, draft = false): Where[] {
  return [{ site: { equals: siteId } }, { index: { equals: indexId } }, { title: { exists: true } }, ...(draft ? [] : [published])]
}

export type StoriesSearch = { site: SiteRef; locale: string; indexId: number; limit?: number; cursor?: string | null; tagIds?: number[] }

/**
 * Query 6: the stories of an index, newest first, optionally only those with any of the tags (OR), a page at
 * a time from the cursor. An invalid cursor throws InvalidCursorError.
 */
export async function searchStories(
  payload: Payload,
  { site, locale, indexId, limit = STORIES_PER_PAGE, cursor, tagIds = [] }: StoriesSearch,
): Promise<StoriesListPage> {
  const filters = storiesOfIndex(site.id, indexId)
  if (tagIds.length > 0) filters.push({ tags: { in: tagIds } })
  const after = cursor ? decodeCursor(cursor) : null
  const page: Where[] = after
    ? [...filters, { or: [{ sortDate: { less_than: after.date } }, { and: [...sameMoment(after.date), { id: { less_than: after.id } }] }] }]
    : filters
  const [indexPath, found, counted] = await Promise.all([
    indexPagePath(payload, indexId),
    payload.find({
      collection: 'stories',
      where: { and: page },
      sort: ['-sortDate', '-id'],
      limit: limit + 1,
      pagination: false,
      depth: 1,
      locale: locale as TypedLocale,
      fallbackLocale: false,
      overrideAccess: true,
    }),
    payload.count({ collection: 'stories', where: { and: filters }, locale: locale as TypedLocale, overrideAccess: true }),
  ])
  if (indexPath === null) return { stories: [], pageInfo: { hasNext: false, endCursor: null }, total: 0 }
  const docs = found.docs.slice(0, limit)
  const last = docs.at(-1)
  return {
    stories: docs.map((story) => toStoryCard(story, site, locale, indexPath)),
    pageInfo: {
      hasNext: found.docs.length > limit,
      endCursor: last ? encodeCursor({ date: new Date(last.date).toISOString(), id: last.id }) : null,
    },
    total: counted.totalDocs,
  }
}

/** Query 7: the tags used by the index's stories, in the visitor's language, sorted by name. */
export async function storyTags(
  payload: Payload,
  { site, locale, indexId }: { site: SiteRef; locale: string; indexId: number },
): Promise<StoryTagEntry[]> {
  const { docs } = await payload.find({
    collection: 'stories',
    where: { and: storiesOfIndex(site.id, indexId) },
    locale: locale as TypedLocale,
    fallbackLocale: false,
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { tags: true },
  })
  const ids = [...new Set(docs.flatMap((story) => (story.tags ?? []).map((tag) => idOf(tag as number | StoryTag))))].filter(
    (id): id is number => id !== null,
  )
  if (ids.length === 0) return []
  const tags = await payload.find({
    collection: 'story-tags',
    where: { and: [{ id: { in: ids } }, { site: { equals: site.id } }] },
    locale: locale as TypedLocale,
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return tags.docs
    .filter((tag) => tag.value)
    .map((tag) => ({ key: tag.key, value: tag.value, id: tag.id }))
    .sort((a, b) => a.value.localeCompare(b.value, locale))
}

/** Query 5: a story's publish date. */
export async function storyPublishDate(payload: Payload, storyId: number): Promise<string | null> {
  const story = await payload.findByID({
    collection: 'stories',
    id: storyId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { date: true },
  })
  return story?.date ?? null
}

/** Query 8: the id of a story's parent, its stories index page. */
export async function storyParentId(payload: Payload, storyId: number): Promise<number | null> {
  const story = await payload.findByID({
    collection: 'stories',
    id: storyId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { index: true },
  })
  return story ? idOf(story.index as number) : null
}

/** Query 9: the cursor of the newest story of an index (first 1, by date descending). */
export async function newestStoryCursor(
  payload: Payload,
  { site, locale, indexId }: { site: SiteRef; locale: string; indexId: number },
): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'stories',
    where: { and: storiesOfIndex(site.id, indexId) },
    sort: ['-sortDate', '-id'],
    limit: 1,
    depth: 0,
    locale: locale as TypedLocale,
    fallbackLocale: false,
    overrideAccess: true,
    select: { date: true },
  })
  return docs[0] ? encodeCursor({ date: new Date(docs[0].date).toISOString(), id: docs[0].id }) : null
}

/**
 * Query 10: the next article (the first older one: after the cursor by date descending) and the previous
 * article (the first newer one: after the cursor by date ascending).
 */
export async function adjacentStories(
  payload: Payload,
  { site, locale, story, indexPath }: { site: SiteRef; locale: string; story: Story; indexPath: string },
): Promise<SequentialArticles> {
  const indexId = idOf(story.index as number)!
  const base = storiesOfIndex(site.id, indexId)
  const date = new Date(story.date).toISOString()
  const find = async (direction: 'older' | 'newer') => {
    const before = direction === 'older'
    const { docs } = await payload.find({
      collection: 'stories',
      where: {
        and: [
          ...base,
          {
            or: [
              { sortDate: { [before ? 'less_than' : 'greater_than']: date } },
              { and: [...sameMoment(date), { id: { [before ? 'less_than' : 'greater_than']: story.id } }] },
            ],
          },
        ],
      },
      sort: before ? ['-sortDate', '-id'] : ['sortDate', 'id'],
      limit: 1,
      depth: 0,
      locale: locale as TypedLocale,
      fallbackLocale: false,
      overrideAccess: true,
      select: { date: true, slug: true, title: true },
    })
    const found = docs[0]
    return found ? { url: { path: publicStoryPath(site, locale, indexPath, found) }, title: found.title } : null
  }
  const [nextArticle, prevArticle] = await Promise.all([find('older'), find('newer')])
  return { nextArticle, prevArticle }
}

/** The sequential articles of a story; a failure is logged and thrown on (spec 1 §8). */
export async function sequentialArticles(
  payload: Payload,
  query: { site: SiteRef; locale: string; story: Story; indexPath: string },
  logger: Logger,
): Promise<SequentialArticles> {
  try {
    return await adjacentStories(payload, query)
  } catch (error) {
    logger.error({ err: error, story: query.story.id }, 'sequential-article lookup failed')
    throw error
  }
}

/** The stories index on a page: the settings of its stories list and its data-source address. */
export function storiesIndexOf(page: Pick<Page, 'path' | 'layout'>): StoriesIndexSettings {
  const list = (page.layout ?? []).find((block) => block.blockType === 'storiesList')
  return {
    showDates: list?.showDates ?? true,
    layout: list?.layout === 'SingleColumn' ? 'SingleColumn' : 'TwoColumns',
    highlightLatestStory: list?.highlightLatestStory ?? true,
    url: { path: storiesIndexUrl(page.path ?? '/') },
  }
}

/** The stories index by data source (a page id). */
export async function storiesIndex(
  payload: Payload,
  { indexId, locale }: { indexId: number; locale: string },
): Promise<StoriesIndexSettings | null> {
  const page = await payload.findByID({
    collection: 'pages',
    id: indexId,
    depth: 0,
    locale: locale as TypedLocale,
    fallbackLocale: false,
    overrideAccess: true,
    disableErrors: true,
  })
  return page ? storiesIndexOf(page) : null
}

export type LoadedStory = { story: Story; card: StoryCard; index: Page; tags: StoryTagEntry[] }

/** A story by its path (`<index path>/<year>/<slug>`) in a language; null when there is none. */
export async function findStory(
  payload: Payload,
  { site, locale, path, draft = false }: { site: SiteRef; locale: string; path: string; draft?: boolean },
): Promise<LoadedStory | null> {
  const parts = splitStoryPath(path)
  if (!parts) return null
  const { docs: pages } = await payload.find({
    collection: 'pages',
    where: { and: [{ site: { equals: site.id } }, { path: { equals: parts.indexPath } }, ...(draft ? [] : [published])] },
    locale: locale as TypedLocale,
    fallbackLocale: false,
    draft,
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const index = pages[0]
  if (!index || !index.title) return null
  const { docs } = await payload.find({
    collection: 'stories',
    where: {
      and: [
        { site: { equals: site.id } },
        { index: { equals: index.id } },
        { slug: { equals: parts.slug } },
        ...(draft ? [] : [published]),
      ],
    },
    locale: locale as TypedLocale,
    fallbackLocale: false,
    draft,
    depth: 1,
    limit: 1,
    overrideAccess: true,
  })
  const story = docs[0]
  if (!story || !story.title || new Date(story.date).getUTCFullYear() !== parts.year) return null
  const tags = (story.tags ?? [])
    .filter((tag): tag is StoryTag => typeof tag === 'object' && tag !== null && Boolean(tag.value))
    .map((tag) => ({ key: tag.key, value: tag.value, id: tag.id }))
  return { story, card: toStoryCard(story, site, locale, parts.indexPath), index, tags }
}

/** Every published story's path per language (of one site, or of all), for the request pipeline and the sitemap. */
export async function storyPaths(
  payload: Payload,
  pagePaths: Map<number, string>,
  siteId?: number,
): Promise<Array<{ site: number; locale: string; path: string; updatedAt: string }>> {
  const { docs } = await payload.find({
    collection: 'stories',
    where: siteId === undefined ? published : { and: [published, { site: { equals: siteId } }] },
    locale: 'all',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { site: true, index: true, slug: true, date: true, title: true, updatedAt: true },
  })
  const paths: Array<{ site: number; locale: string; path: string; updatedAt: string }> = []
  for (const story of docs) {
    const indexPath = pagePaths.get(idOf(story.index as number) ?? -1)
    if (indexPath === undefined) continue
    for (const [locale, title] of Object.entries((story.title ?? {}) as unknown as Record<string, string | null>)) {
      if (title)
        paths.push({
          site: idOf(story.site as number)!,
          locale,
          path: storyPath(indexPath, story.date, story.slug),
          updatedAt: story.updatedAt,
        })
    }
  }
  return paths
}
