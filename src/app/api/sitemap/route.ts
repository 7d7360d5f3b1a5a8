import { z } from 'zod'

import { sitemapResponse } from '@/features/sitemap/sitemap'
import { jsonError } from '@/lib/http'
import { getSitemapEntries } from '@/server/sitemap'
import { siteForRequest } from '@/server/request-site'

const query = z.object({ page: z.coerce.number().int().min(1).max(100_000).optional() })

export async function GET(request: Request) {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) return jsonError(400, 'invalid_page', 'page must be a whole number from 1.')
  const site = await siteForRequest(request)
  if (!site) return jsonError(404, 'unknown_site', 'No site is configured for this host.')
  const { status, body } = sitemapResponse(new URL(site.url).origin, await getSitemapEntries(site), parsed.data.page ?? null)
  if (status === 404) return jsonError(404, 'no_such_sitemap', 'This sitemap page does not exist.')
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' } })
}
