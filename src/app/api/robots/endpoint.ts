import { plainBytes } from '@/http/answer'
import { defineEndpoint } from '@/http/endpoint'
import { siteForRequest } from '@/data/request-site'

/** `/robots.txt` of the site on this host, pointing to its sitemap. */
export const robots = defineEndpoint({
  method: 'GET',
  path: '/api/robots',
  summary: 'The site’s robots.txt',
  async handle({ header }) {
    const site = await siteForRequest(header)
    const lines = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /feaas-render']
    if (site) lines.push('', `Sitemap: ${new URL('/sitemap.xml', site.url).toString()}`)
    return plainBytes(200, 'text/plain; charset=utf-8', `${lines.join('\n')}\n`, { 'cache-control': 'public, max-age=3600' })
  },
})
