import { answerSitemap } from '@/server/sitemap'

/** `/sitemap-{page}.xml`: one numbered sitemap of a large site. */
export async function GET(request: Request, { params }: { params: Promise<{ page: string }> }) {
  return answerSitemap(request, (await params).page)
}
