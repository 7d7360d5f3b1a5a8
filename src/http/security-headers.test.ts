import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, securityHeaders, type SecurityHeaderOptions } from './security-headers'

const base: SecurityHeaderOptions = {
  kind: 'page',
  tagManager: false,
  cmsOrigin: 'https://cms.example.com',
  siteOrigins: ['https://www.example.se', 'https://www.example.no'],
  production: false,
  development: false,
}

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `) || part === name)

describe('security headers', () => {
  it('allows the tag manager only on sites that have one', () => {
    expect(contentSecurityPolicy(base)).not.toContain('googletagmanager')
    const withGtm = contentSecurityPolicy({ ...base, tagManager: true })
    expect(directive(withGtm, 'script-src')).toContain('https://www.googletagmanager.com')
    expect(directive(withGtm, 'connect-src')).toContain('https://*.google-analytics.com')
  })

  it('lets only the site itself and the CMS frame a page, for live preview', () => {
    expect(directive(contentSecurityPolicy(base), 'frame-ancestors')).toBe("frame-ancestors 'self' https://cms.example.com")
  })

  it('lets the CMS frame every site for live preview, and nothing frame the CMS', () => {
    const admin = contentSecurityPolicy({ ...base, kind: 'admin' })
    expect(directive(admin, 'frame-src')).toBe("frame-src 'self' https://www.example.se https://www.example.no")
    expect(directive(admin, 'frame-ancestors')).toBe("frame-ancestors 'self'")
  })

  it('lets pages frame only the privacy-enhanced YouTube player and the form providers', () => {
    const frameSrc = directive(contentSecurityPolicy(base), 'frame-src')!
    expect(frameSrc).toBe(
      "frame-src 'self' https://www.youtube-nocookie.com https://form.jotform.com https://*.hsforms.net https://*.hubspot.com",
    )
    expect(frameSrc).not.toMatch(/https:\/\/(www\.)?youtube\.com/)
    expect(directive(contentSecurityPolicy({ ...base, kind: 'admin' }), 'frame-src')).not.toContain('youtube')
  })

  it('lets pages load HubSpot’s EU form script and talk to its form API (spec 3 §2.6)', () => {
    const page = contentSecurityPolicy(base)
    expect(directive(page, 'script-src')).toBe("script-src 'self' 'unsafe-inline' https://js-eu1.hsforms.net")
    expect(directive(page, 'connect-src')).toBe("connect-src 'self' https://*.hsforms.com https://*.hubspot.com https://*.hsforms.net")
    // Only the EU script: no other HubSpot script host and no wildcard script source.
    expect(directive(page, 'script-src')).not.toMatch(/\*|js\.hsforms\.net/)
    for (const kind of ['admin', 'api', 'media'] as const) {
      const csp = contentSecurityPolicy({ ...base, kind })
      expect(csp).not.toContain('hsforms')
      expect(csp).not.toContain('jotform')
    }
  })

  it('shows images from any HTTPS host, which the optimiser does not serve (spec 1 §5)', () => {
    const imgSrc = directive(contentSecurityPolicy(base), 'img-src')!.split(' ')
    expect(imgSrc).toContain('https:')
    expect(imgSrc).not.toContain('http:')
    expect(imgSrc).not.toContain('*')
  })

  it('runs no script in uploaded media', () => {
    const media = contentSecurityPolicy({ ...base, kind: 'media' })
    expect(media).toContain("default-src 'none'")
    expect(media).toContain('sandbox')
    expect(media).not.toContain('script-src')
  })

  it('sends HSTS in production only, and the baseline headers always', () => {
    expect(securityHeaders(base)['Strict-Transport-Security']).toBeUndefined()
    const production = securityHeaders({ ...base, production: true })
    expect(production['Strict-Transport-Security']).toMatch(/^max-age=\d+/)
    expect(production['X-Content-Type-Options']).toBe('nosniff')
    expect(production['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
  })

  it('allows eval only in development', () => {
    expect(directive(contentSecurityPolicy(base), 'script-src')).not.toContain('unsafe-eval')
    expect(directive(contentSecurityPolicy({ ...base, development: true }), 'script-src')).toContain("'unsafe-eval'")
  })
})
