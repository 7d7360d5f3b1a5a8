import { z } from 'zod'

import { decodeCursor, InvalidCursorError } from '@/features/stories/cursor'
import { STORY_LIST_PATH } from '@/features/stories/list-state'
import { plainError, plainJson } from '@/http/answer'
import { defineEndpoint } from '@/http/endpoint'
import { integerParam } from '@/http/query'
import { getSite } from '@/data/content'
import { getStoriesPage } from '@/data/stories'

const query = z.object({
  site: z.string().min(1).max(100),
  locale: z.string().min(2).max(10),
  index: integerParam({ min: 1, max: 2_147_483_647, message: 'index is the id of the stories index page.' }),
  cursor: z.string().max(200).optional(),
  tags: z
    .string()
    .max(500)
    .optional()
    .transform((value, context) => {
      const ids = (value ?? '').split(',').filter(Boolean).map(Number)
      if (ids.some((id) => !Number.isInteger(id) || id <= 0 || id > 2_147_483_647)) {
        context.addIssue({ code: 'custom', message: 'tags is a comma-separated list of tag ids' })
        return z.NEVER
      }
      return ids
    }),
})

/** The stories list's next page (spec 1 §7, query 6): `?site=&locale=&index=&cursor=&tags=1,2`. */
export const storyList = defineEndpoint({
  method: 'GET',
  path: STORY_LIST_PATH,
  summary: 'The next page of a stories list, by cursor and tags',
  query,
  errors: [{ error: InvalidCursorError, status: 400, code: 'invalid_cursor' }],
  example: { query: { site: 'se-dealer-2', locale: 'sv-SE', index: '1', tags: '1,2' } },
  async handle({ query: { site: key, locale, index, cursor, tags } }) {
    const site = await getSite(key)
    if (!site || !site.locales?.includes(locale as never)) return plainError(404, 'unknown_site', 'No such site or language.')
    if (cursor) decodeCursor(cursor)
    const page = await getStoriesPage(site, locale, index, cursor ?? null, tags)
    return plainJson(200, page, { 'cache-control': 'public, max-age=60' })
  },
})
