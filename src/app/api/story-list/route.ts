import { z } from 'zod'

import { decodeCursor, InvalidCursorError } from '@/features/stories/cursor'
import { jsonError } from '@/lib/http'
import { getSite } from '@/server/content'
import { getStoriesPage } from '@/server/stories'

const query = z.object({
  site: z.string().min(1).max(100),
  locale: z.string().min(2).max(10),
  index: z.coerce.number().int().positive(),
  cursor: z.string().max(200).optional(),
  tags: z
    .string()
    .max(500)
    .optional()
    .transform((value, context) => {
      const ids = (value ?? '').split(',').filter(Boolean).map(Number)
      if (ids.some((id) => !Number.isInteger(id) || id <= 0)) {
        context.addIssue({ code: 'custom', message: 'tags is a comma-separated list of tag ids' })
        return z.NEVER
      }
      return ids
    }),
})

/** The stories list's next page (spec 1 §7, query 6): `?site=&locale=&index=&cursor=&tags=1,2`. */
export async function GET(request: Request) {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) {
    return jsonError(400, 'invalid_query', parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '))
  }
  const { site: key, locale, index, cursor, tags } = parsed.data
  const site = await getSite(key)
  if (!site || !site.locales?.includes(locale as never)) return jsonError(404, 'unknown_site', 'No such site or language.')
  try {
    if (cursor) decodeCursor(cursor)
    const page = await getStoriesPage(site, locale, index, cursor ?? null, tags)
    return Response.json(page, { headers: { 'Cache-Control': 'public, max-age=60' } })
  } catch (error) {
    if (error instanceof InvalidCursorError) return jsonError(400, 'invalid_cursor', error.message)
    throw error
  }
}
