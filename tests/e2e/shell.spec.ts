import { expect, test } from '@playwright/test'

import { scrollUntilShown } from './helpers/scroll'
import { cmsApi, cmsLogin, E2E, fetchAs, siteUrl } from './helpers/server'
import { DEMO_HOMES } from './helpers/sites'

test.describe('page shell', () => {
  for (const site of DEMO_HOMES) {
    test(`${site.host}: the home page has its own title, language, canonical link and JSON-LD`, async ({ page }) => {
      const response = await page.goto(siteUrl(site.host))
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(new RegExp(site.name.replace(/ /g, '\\s')))
      // The title template is not applied to a title that names the site already.
      expect((await page.title()).split(site.name), await page.title()).toHaveLength(2)
      await expect(page.locator('html')).toHaveAttribute('lang', site.lang)
      // The root address is written without its trailing slash (the same URL).
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://${site.host}:${E2E.port}`)
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text)).find((data) => data['@type'] === 'WebSite')
      expect(jsonLd).toMatchObject({ '@type': 'WebSite', name: site.name, url: `http://${site.host}:${E2E.port}/` })
      await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', site.name)
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/)
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('type', 'image/png')
      await expect(page.locator('header').first()).toBeVisible()
      await expect(page.locator('main#main h1')).toHaveCount(1)
      await expect(page.locator('footer')).toBeVisible()
      // No tag manager on sites without a container id.
      expect(await page.locator('script#gtm').count()).toBe(0)
    })
  }

  test('a page in another language has its own prefix, language and hreflang alternates', async ({ page }) => {
    await page.goto(siteUrl('se.localhost', '/en'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://se.localhost:${E2E.port}/en`)
    await expect(page.locator('link[rel="alternate"][hreflang="sv-SE"]')).toHaveAttribute('href', `http://se.localhost:${E2E.port}`)
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `http://se.localhost:${E2E.port}/en`)
  })

  test('an address that does not exist gets the site’s own 404 page with status 404', async ({ page }) => {
    const response = await page.goto(siteUrl('se2.localhost', '/finns-inte-har'))
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE')
    // The site's not-found page (Site settings) opens with its not-found hero.
    await expect(page.locator('main h1')).toHaveText('Här tog vägen tyvärr slut')
    await expect(page).toHaveTitle(/Nordvik Bilhall/)
    await expect(page.locator('header').first()).toBeVisible()
    const english = await page.goto(siteUrl('uk.localhost', '/no-such-page'))
    expect(english?.status()).toBe(404)
    await expect(page.locator('main h1')).toHaveText('Sorry, we can’t find that page')
    // Rendered on the server, for crawlers and for visitors without JavaScript.
    const html = await fetchAs('se2.localhost', '/finns-inte-har')
    expect(html.status).toBe(404)
    expect(html.body).toContain('<html lang="sv-SE"')
    expect(html.body).toMatch(/<h1[^>]*>Här tog vägen tyvärr slut<\/h1>/)
    expect(html.body).toContain('<title>Sidan kunde inte hittas | Nordvik Bilhall</title>')
    expect(html.body).toMatch(/<meta name="robots" content="noindex/)
    // A page without the visitor's language is not found in that language.
    expect((await fetchAs('se.localhost', '/en/sidan-som-saknas')).status).toBe(404)
  })

  test('a newly published page answers at once; an unpublished one is not found', async () => {
    const token = await cmsLogin()
    const site = (await cmsApi('GET', '/sites?where[key][equals]=auction&depth=0', token)).json.docs[0]
    const home = (await cmsApi('GET', `/pages?where[site][equals]=${site.id}&where[path][equals]=/&depth=0`, token)).json.docs[0]
    const slug = `varauktion-${Date.now().toString(36)}`
    const draft = await cmsApi('POST', '/pages?locale=sv-SE&draft=true', token, { site: site.id, parent: home.id, title: 'Vårauktion', slug, _status: 'draft' })
    expect(draft.status, JSON.stringify(draft.json)).toBe(201)
    expect((await fetchAs('auction.localhost', `/${slug}`)).status).toBe(404)
    const published = await cmsApi('PATCH', `/pages/${draft.json.doc.id}?locale=sv-SE`, token, { _status: 'published' })
    expect(published.status, JSON.stringify(published.json)).toBe(200)
    const live = await fetchAs('auction.localhost', `/${slug}`)
    expect(live.status).toBe(200)
    expect(live.body).toContain('Vårauktion')
  })

  test('www. in front of a site’s host goes permanently to the bare host', async ({ page }) => {
    const raw = await fetchAs('www.se.localhost', '/kop-bil?x=1')
    expect(raw.status).toBe(308)
    expect(raw.headers.location).toBe(`http://se.localhost:${E2E.port}/kop-bil?x=1`)
    await page.goto(siteUrl('www.se.localhost', '/'))
    expect(new URL(page.url()).host).toBe(`se.localhost:${E2E.port}`)
  })

  test('unknown hosts get the group site', async () => {
    const response = await fetchAs('unknown-host.example', '/')
    expect(response.status).toBe(200)
    expect(response.body).toContain('Nordvik Group')
  })

  test('capital letters in a path go to the lower-case address, and a written-out default language to none', async () => {
    const upper = await fetchAs('se.localhost', '/Kop-Bil')
    expect(upper.status).toBe(308)
    expect(upper.headers.location).toBe(`http://se.localhost:${E2E.port}/kop-bil`)
    const prefixed = await fetchAs('fi.localhost', '/fi-fi/meista')
    expect(prefixed.status).toBe(308)
    expect(prefixed.headers.location).toBe(`http://fi.localhost:${E2E.port}/meista`)
  })

  test('a section that fails shows the fallback while the rest of the page renders', async ({ page }) => {
    const token = await cmsLogin()
    const sites = await cmsApi('GET', '/sites?where[key][equals]=partner&depth=0', token)
    const site = sites.json.docs[0]
    const home = (await cmsApi('GET', `/pages?where[site][equals]=${site.id}&where[path][equals]=/&depth=0`, token)).json.docs[0]
    const paragraph = (text: string) => ({ type: 'paragraph', version: 1, format: '', indent: 0, direction: 'ltr', children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }] })
    const created = await cmsApi('POST', '/pages?locale=sv-SE', token, {
      site: site.id,
      parent: home.id,
      slug: `trasig-sektion-${Date.now().toString(36)}`,
      title: 'Sida med en trasig sektion',
      hideInNavigation: true,
      _status: 'published',
      layout: [
        { blockType: 'richText', content: { root: { type: 'root', version: 1, format: '', indent: 0, direction: 'ltr', children: [paragraph('Första sektionen fungerar.')] } } },
        { blockType: 'richText', content: { root: { type: 'root', version: 1, format: '', indent: 0, direction: 'ltr', children: [{ type: 'mystery-widget', version: 1 }] } } },
        { blockType: 'richText', content: { root: { type: 'root', version: 1, format: '', indent: 0, direction: 'ltr', children: [paragraph('Tredje sektionen fungerar också.')] } } },
      ],
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)

    const response = await page.goto(siteUrl('partner.localhost', created.json.doc.path))
    expect(response?.status()).toBe(200)
    await expect(page.getByText('Första sektionen fungerar.')).toBeVisible()
    await expect(page.getByText('Tredje sektionen fungerar också.')).toBeVisible()
    const fallback = page.locator('[data-section-fallback]')
    await expect(fallback).toHaveCount(1)
    await expect(fallback.getByRole('heading', { name: 'Aj då' })).toBeVisible()
    await expect(fallback.getByText('Här borde en sektion synas men något har tyvärr blivit fel')).toBeVisible()
    const reload = page.waitForEvent('load')
    await fallback.getByRole('button', { name: 'Prova ladda om sidan' }).click()
    await reload
    await expect(page.getByText('Första sektionen fungerar.')).toBeVisible()
  })

  test('the scroll-to-top button appears at bottom-left after 528 px and takes the visitor up', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    // Images and fonts settle first: a late layout shift above the viewport would move the scroll position.
    await page.goto(siteUrl('se.localhost', '/'), { waitUntil: 'networkidle' })
    await page.evaluate(() => document.fonts.ready)
    const button = page.locator('[data-scroll-to-top]')
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo({ top: 500, behavior: 'instant' }))
    await page.waitForTimeout(100)
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }))
    await expect(button).toBeVisible()
    const box = (await button.boundingBox())!
    expect(box.x).toBeLessThan(100)
    expect(box.y + box.height).toBeGreaterThan(900 - 100)
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(button).toBeHidden()
  })

  test('the scroll-to-top button stands out on a dark footer and never covers a form’s outcome on a phone', async ({ page }) => {
    await page.context().addCookies([{ name: 'cookieConsent', value: 'v1.s0.m0', domain: 'se2.localhost', path: '/' }])
    await page.setViewportSize({ width: 375, height: 812 })
    await page.route('**/api/forms/comhub', (route) => route.fulfill({ status: 202, contentType: 'application/json', body: '{"status":"accepted"}' }))
    await page.goto(siteUrl('se2.localhost', '/salj-bil'))
    const button = page.locator('[data-scroll-to-top]')

    // On the footer (dark): at least 3:1 against it, as WCAG asks of a control's edge. The footer's top edge first
    // comes up to the button's place; further down it shows wherever it sits on no words.
    await page.evaluate(() => {
      const footerTop = document.querySelector('footer')!.getBoundingClientRect().top + window.scrollY
      window.scrollTo({ top: footerTop - window.innerHeight + 100, behavior: 'instant' })
    })
    await scrollUntilShown(page, button)
    const [buttonOnFooter, footerBox] = [(await button.boundingBox())!, (await page.locator('footer').boundingBox())!]
    expect(buttonOnFooter.y).toBeGreaterThanOrEqual(footerBox.y)
    const contrast = await button.evaluate((element) => {
      const channels = (color: string) => color.match(/[\d.]+/g)!.slice(0, 3).map(Number)
      const luminance = (color: string) => {
        const [r, g, b] = channels(color).map((value) => {
          const c = value / 255
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
        })
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
      }
      const footer = getComputedStyle(document.querySelector('footer')!).backgroundColor
      const [light, dark] = [luminance(getComputedStyle(element).backgroundColor), luminance(footer)].sort((a, b) => b - a)
      return (light! + 0.05) / (dark! + 0.05)
    })
    expect(contrast).toBeGreaterThanOrEqual(3)

    const form = page.locator('form').filter({ has: page.getByLabel('Registreringsnummer') })
    await form.getByLabel('Registreringsnummer').fill('ABC123')
    await form.getByLabel(/Mätarställning/).fill('8200')
    await form.getByRole('textbox', { name: 'Namn', exact: true }).fill('Vera Nilsson')
    await form.getByLabel(/Telefonnummer/).fill('070 174 06 50')
    await form.getByLabel(/E-postadress/).fill('vera@example.com')
    await form.getByRole('button', { name: 'Skicka förfrågan' }).click()
    const status = form.getByRole('status')
    await expect(status).toBeVisible()
    // The outcome at the bottom of the screen, where the button sits.
    await status.evaluate((element) => window.scrollBy({ top: element.getBoundingClientRect().bottom - window.innerHeight + 8, behavior: 'instant' }))
    await page.waitForTimeout(300)
    const statusBox = (await status.boundingBox())!
    const buttonBox = await button.boundingBox()
    const overlaps =
      buttonBox !== null &&
      (await button.isVisible()) &&
      buttonBox.x < statusBox.x + statusBox.width &&
      statusBox.x < buttonBox.x + buttonBox.width &&
      buttonBox.y < statusBox.y + statusBox.height &&
      statusBox.y < buttonBox.y + buttonBox.height
    expect(overlaps).toBe(false)
  })

  test('a link click shows the wait cursor until the route change completes', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(siteUrl('se2.localhost', '/'))
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/service-och-verkstad**', async (route) => {
      await held
      await route.continue()
    })
    await page.locator('header nav').getByRole('link', { name: 'Service och verkstad', exact: true }).click()
    await expect(page.locator('html')).toHaveClass(/is-navigating/)
    expect(await page.evaluate(() => getComputedStyle(document.body).cursor)).toBe('wait')
    release()
    await page.waitForURL(/service-och-verkstad/)
    await expect(page.locator('html')).not.toHaveClass(/is-navigating/)
  })
})
