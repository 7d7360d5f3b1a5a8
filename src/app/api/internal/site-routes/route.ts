import { getSiteRoutes } from '@/server/content'

export const dynamic = 'force-dynamic'

/** The hosts, languages and tag-manager ids of every site, for the request pipeline (src/proxy.ts). */
export async function GET() {
  return Response.json(await getSiteRoutes(), { headers: { 'Cache-Control': 'no-store' } })
}
