import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { siteTag } from '@/features/sites/cache-tags'
import * as stories from '@/features/stories/queries'
import { logger } from '@/lib/logger'
import type { Site } from '@/payload-types'

import { cms } from '@/wiring/cms'

/** The stories queries of spec 1 §7 as cached server functions, tagged with the site like every content query. */

export const getStoriesPage = (site: Site, locale: string, indexId: number, cursor: string | null, tagIds: number[]) =>
  unstable_cache(
    async () => stories.searchStories(await cms(), { site, locale, indexId, cursor, tagIds }),
    ['stories', String(site.id), locale, String(indexId), cursor ?? '', tagIds.join(',')],
    { tags: [siteTag(site.id)] },
  )()

export const getStoryTags = cache((site: Site, locale: string, indexId: number) =>
  unstable_cache(async () => stories.storyTags(await cms(), { site, locale, indexId }), ['story-tags', String(site.id), locale, String(indexId)], {
    tags: [siteTag(site.id)],
  })(),
)

/** The teaser's stories: the 3 newest of an index. A failing query is logged and gives no data (spec 1 §8). */
export async function getTeaserStories(site: Site, locale: string, indexId: number): Promise<stories.StoriesListPage | null> {
  try {
    return await unstable_cache(
      async () => stories.searchStories(await cms(), { site, locale, indexId, limit: stories.TEASER_STORIES }),
      ['stories-teaser', String(site.id), locale, String(indexId)],
      { tags: [siteTag(site.id)] },
    )()
  } catch (error) {
    logger.error({ err: error, site: site.key, indexId }, 'teaser stories query failed')
    return null
  }
}

export const getStory = cache((site: Site, locale: string, path: string, draft: boolean) => {
  const query = { site, locale, path, draft }
  if (draft) return cms().then((payload) => stories.findStory(payload, query))
  return unstable_cache(async () => stories.findStory(await cms(), query), ['story', String(site.id), locale, path], { tags: [siteTag(site.id)] })()
})

/** Previous and next article; a failure is logged and thrown on (spec 1 §8). */
export const getSequentialArticles = (site: Site, locale: string, loaded: stories.LoadedStory) =>
  unstable_cache(
    async () => stories.sequentialArticles(await cms(), { site, locale, story: loaded.story, indexPath: loaded.index.path ?? '/' }, logger),
    ['story-sequence', String(site.id), locale, String(loaded.story.id)],
    { tags: [siteTag(site.id)] },
  )()
