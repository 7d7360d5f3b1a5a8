import { siteForRequest } from '@/server/request-site'

export async function GET(request: Request) {
  const site = await siteForRequest(request)
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /feaas-render']
  if (site) lines.push('', `Sitemap: ${new URL('/sitemap.xml', site.url).toString()}`)
  return new Response(`${lines.join('\n')}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
