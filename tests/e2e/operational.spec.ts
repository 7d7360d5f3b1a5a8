import { expect, test } from '@playwright/test'

import { cmsApi, cmsLogin, createSiteWithHome, E2E, fetchAs, siteUrl } from './helpers/server'

test.describe('operational routes and security', () => {
  test('/healthz answers with the database status', async () => {
    const response = await fetchAs('se.localhost', '/healthz')
    expect(response.status).toBe(200)
    expect(JSON.parse(response.body)).toMatchObject({ status: 'ok', database: { status: 'up', kind: 'sqlite' } })
  })

  test('/robots.txt and /sitemap.xml belong to the host they are asked on', async () => {
    const robots = await fetchAs('no.localhost', '/robots.txt')
    expect(robots.status).toBe(200)
    expect(robots.body).toContain(`Sitemap: http://no.localhost:${E2E.port}/sitemap.xml`)
    const sitemap = await fetchAs('no.localhost', '/sitemap.xml')
    expect(sitemap.status).toBe(200)
    expect(sitemap.headers['content-type']).toContain('xml')
    expect(sitemap.body).toContain(`<loc>http://no.localhost:${E2E.port}/verksted/bestill-service</loc>`)
    expect(sitemap.body).toContain(`hreflang="en" href="http://no.localhost:${E2E.port}/en/verksted/bestill-service"`)
    expect(sitemap.body).not.toContain('se.localhost')
    expect((await fetchAs('no.localhost', '/sitemap-9.xml')).status).toBe(404)
    // One sitemap file while the site has at most 50,000 addresses: page 1 is the same list.
    expect((await fetchAs('no.localhost', '/sitemap-1.xml')).body).toContain('/verksted/bestill-service</loc>')
  })

  test('CMS media is served under /-/media/ and /-/jssmedia/, without scripts, kept by browsers for a day', async ({ page }) => {
    await page.goto(siteUrl('se.localhost'))
    const src = await page.locator('main img').first().getAttribute('src')
    expect(src).toMatch(/^\/-\/media\//)
    const media = await fetchAs('se.localhost', src!)
    expect(media.status).toBe(200)
    expect(media.headers['content-type']).toMatch(/^image\//)
    expect(media.headers['content-security-policy']).toContain("default-src 'none'")
    expect(media.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800')
    const legacy = await fetchAs('se.localhost', src!.replace('/-/media/', '/-/jssmedia/project/nordvik/'))
    expect(legacy.status).toBe(200)
  })

  test('a page’s scripts and style sheets arrive Brotli-compressed, and the page works', async ({ page }) => {
    const buildFiles: Array<{ url: string; encoding: string | undefined }> = []
    page.on('response', (response) => {
      if (/\/_next\/static\/.+\.(js|css)$/.test(response.url()))
        buildFiles.push({ url: response.url(), encoding: response.headers()['content-encoding'] })
    })
    // Consent already answered, so the consent panel stays out of the way.
    await page.context().addCookies([{ name: 'cookieConsent', value: 'v1.s0.m0', domain: 'se2.localhost', path: '/' }])
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(siteUrl('se2.localhost'))
    // The menu opens: the scripts ran. A tap before they have started does nothing, as for a person, who taps again.
    const menuButton = page.getByRole('button', { name: 'Meny', exact: true })
    await expect(async () => {
      if ((await menuButton.getAttribute('aria-expanded')) !== 'true') await menuButton.click()
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true', { timeout: 3_000 })
    }).toPass({ timeout: 30_000 })
    expect(buildFiles.length).toBeGreaterThan(3)
    expect(buildFiles.filter((file) => file.encoding !== 'br')).toEqual([])
    // A client that does not accept Brotli gets the same file as Next.js serves it.
    const script = new URL(buildFiles.find((file) => file.url.endsWith('.js'))!.url).pathname
    const plain = await fetchAs('se2.localhost', script, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['content-type']).toContain('javascript')
  })

  test('the CMS API is reachable under /sitecore/api/ and the editing render route under /feaas-render', async () => {
    const api = await fetchAs('localhost', '/sitecore/api/users/me')
    expect(api.status).toBe(200)
    expect(JSON.parse(api.body)).toHaveProperty('user', null)
    const editing = await fetchAs('se.localhost', '/feaas-render?token=forged&path=/')
    expect(editing.status).toBe(403)
    expect(JSON.parse(editing.body)).toMatchObject({ error: 'invalid_editing_link' })
  })

  test('every page carries the security headers; frames only by the CMS', async () => {
    const response = await fetchAs('se.localhost', '/')
    const csp = response.headers['content-security-policy'] as string
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain(`frame-ancestors 'self' http://localhost:${E2E.port}`)
    expect(csp).not.toContain('googletagmanager')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(response.headers['x-request-id']).toMatch(/.+/)
  })

  test('a new site answers on its host at once, with the tag manager only because it has one', async ({ page }) => {
    const token = await cmsLogin()
    const { host } = await createSiteWithHome(token, {
      key: `gtm-${Date.now().toString(36)}`,
      name: 'Nordvik Tagg',
      gtmID: 'GTM-TEST123',
      titleTemplate: '%s · Nordvik Tagg',
    })

    const response = await fetchAs(host, '/')
    expect(response.status).toBe(200)
    expect(response.body).toContain('<title>Välkommen · Nordvik Tagg</title>')
    expect(response.body).toContain('GTM-TEST123')
    expect(response.headers['content-security-policy']).toContain('https://www.googletagmanager.com')

    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    )
    await page.goto(siteUrl(host))
    // The tag manager waits for statistics consent (cookie consent, tested in site-chrome.spec.ts).
    await expect(page.locator('script#gtm')).toHaveCount(0)
    await page.getByRole('button', { name: 'Godkänn alla' }).first().click()
    await expect(page.locator('script#gtm')).toHaveCount(1)
    expect(await page.evaluate(() => Array.isArray((window as unknown as { dataLayer?: unknown[] }).dataLayer))).toBe(true)
  })

  test('bad input to the CMS gets a clear error and loses nothing', async () => {
    const token = await cmsLogin()
    const site = (await cmsApi('GET', '/sites?where[key][equals]=se-dealer&depth=0', token)).json.docs[0]
    const parent = (await cmsApi('GET', `/pages?where[site][equals]=${site.id}&where[path][equals]=/kop-bil&depth=0&locale=sv-SE`, token))
      .json.docs[0]
    const refused = await cmsApi('DELETE', `/pages/${parent.id}`, token)
    expect(refused.status).toBe(409)
    expect(refused.json.errors[0].message).toMatch(/^This page has \d+ sub-page\(s\)\. Move or delete them first\.$/)
    expect((await fetchAs('se.localhost', '/kop-bil')).status).toBe(200)
    const duplicate = await cmsApi('POST', '/pages?locale=sv-SE', token, {
      site: site.id,
      title: 'Köp bil igen',
      parent: parent.parent,
      slug: 'kop-bil',
    })
    expect(duplicate.status).toBe(400)
    expect(JSON.stringify(duplicate.json)).toContain('Another page of this site already has the path /kop-bil.')
  })

  test('a sitemap page that is not a page number is not found, with a JSON error', async () => {
    for (const page of ['abc', '0', '1234567']) {
      const response = await fetchAs('se.localhost', `/api/sitemap/${page}`)
      expect(response.status, page).toBe(404)
      expect(JSON.parse(response.body)).toMatchObject({ error: 'not_found' })
    }
    const beyond = await fetchAs('se.localhost', '/sitemap-99.xml')
    expect(beyond.status).toBe(404)
    expect(JSON.parse(beyond.body)).toMatchObject({ error: 'no_such_sitemap' })
  })
})
