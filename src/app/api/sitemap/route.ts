import { answerSitemap } from '@/server/sitemap'

/** `/sitemap.xml`: the sitemap, or the index of numbered sitemaps beyond 50,000 addresses. */
export function GET(request: Request) {
  return answerSitemap(request, null)
}
