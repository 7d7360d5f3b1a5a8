import { loadSiteRules, tableVersion } from '@/features/redirects/service'
import { isInternalRequest } from '@/lib/internal-key'
import { jsonError } from '@/lib/http'
import { getSite } from '@/server/content'
import { cms } from '@/server/payload'

export const dynamic = 'force-dynamic'

/**
 * A site's redirect table for the request pipeline (src/proxy.ts): `?site=<key>&version=<token>` answers
 * `{ version, unchanged: true }` while the table is the one the pipeline holds, else the whole table.
 */
export async function GET(request: Request) {
  if (!isInternalRequest(request.headers)) return jsonError(403, 'forbidden', 'Only this deployment’s own instances may read redirect tables here.')
  const params = new URL(request.url).searchParams
  const site = await getSite(params.get('site') ?? '')
  if (!site) return jsonError(404, 'unknown_site', 'No such site.')
  const payload = await cms()
  const version = await tableVersion(payload, site.id)
  const headers = { 'Cache-Control': 'no-store' }
  if (params.get('version') === version) return Response.json({ version, unchanged: true }, { headers })
  return Response.json({ version, rules: await loadSiteRules(payload, site.id) }, { headers })
}
