import { expect, test, type Page } from '@playwright/test'

import { fetchAs, searchApi, siteUrl } from './helpers/server'

/**
 * Details a demanding visitor trips over, each on the seeded demo: the page-view event (spec 1 §7), the UK contact
 * redirects' service filter (spec 1 §2.7), the UK find-us page agreeing with its list, and the footer's cookie
 * settings clicked before the page's script has run.
 */

async function withConsent(page: Page, host: string) {
  await page.context().addCookies([{ name: 'cookieConsent', value: 'v1.s0.m0', domain: host, path: '/' }])
}

type PageViewEvent = { event: string; channel: string; currency: string; page: string; pageVariantId: string; language: string }

const pageViews = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter((entry) => entry.event === 'page_view')) as Promise<PageViewEvent[]>

test('every page reports its page view: channel WEB, currency USD, the page, its variant and the language (spec 1 §7)', async ({ page }) => {
  await withConsent(page, 'se2.localhost')
  await page.goto(siteUrl('se2.localhost', '/'))
  await expect.poll(() => pageViews(page)).toEqual([{ event: 'page_view', channel: 'WEB', currency: 'USD', page: 'home', pageVariantId: '_default', language: 'sv-SE' }])
  await withConsent(page, 'uk.localhost')
  await page.goto(siteUrl('uk.localhost', '/find-us'))
  await expect.poll(() => pageViews(page)).toEqual([{ event: 'page_view', channel: 'WEB', currency: 'USD', page: 'find-us', pageVariantId: '_default', language: 'en-GB' }])
})

type Department = { department_type: string; brands: Array<{ name: string }> }
type SiteDoc = { slug: string; site_departments: Department[] }

test('a UK contact redirect lists only the sites with that brand’s department of that service (spec 1 §2.7)', async ({ page }) => {
  const redirect = await fetchAs('uk.localhost', '/contact-us/mini-parts')
  expect([301, 308]).toContain(redirect.status)
  const destination = redirect.headers.location!
  expect(destination).toContain('site_departments.service_name=Parts')

  const all = (await searchApi({ index: 'sites-uk', limit: 100, fields: ['slug', 'site_departments'] })).json.content as SiteDoc[]
  const mini = all.filter((site) => site.site_departments.some((department) => department.brands.some((brand) => brand.name === 'MINI')))
  const expected = mini.filter((site) => site.site_departments.some((department) => department.department_type.toLowerCase() === 'parts')).map((site) => site.slug).sort()
  expect(expected.length).toBeGreaterThan(0)
  expect(expected.length, 'the service narrows the brand’s sites').toBeLessThan(mini.length)

  await withConsent(page, 'uk.localhost')
  await page.goto(siteUrl('uk.localhost', '/contact-us/mini-parts'))
  await expect(page).toHaveURL(/site_departments\.service_name=Parts/)
  const cards = page.locator('[data-site-card]')
  await expect.poll(async () => (await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-site-card')!))).sort()).toEqual(expected)
})

test('uk /find-us says nothing of its sites that its list does not show', async ({ page }) => {
  await withConsent(page, 'uk.localhost')
  await page.goto(siteUrl('uk.localhost', '/find-us'))
  const cards = page.locator('[data-site-card]')
  await expect(cards.first()).toBeVisible()
  const count = await cards.count()
  const numbers = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']
  const text = (await page.locator('main').innerText()).toLowerCase()
  // A count in the words must be the list's; the demo's words name none.
  for (const [index, word] of numbers.entries()) if (index + 1 !== count) expect(text).not.toMatch(new RegExp(`\\b${word} (sites|showrooms|dealerships)\\b`))
  const cities = (await searchApi({ index: 'sites-uk', limit: 100, fields: ['site_city'] })).json.content.map((site: { site_city: string }) => site.site_city.toLowerCase())
  for (const elsewhere of ['reading', 'guildford', 'basingstoke', 'oxford', 'thames valley']) if (!cities.includes(elsewhere)) expect(text).not.toContain(elsewhere)
})

test('the footer’s cookie settings open when clicked before the page’s script has run', async ({ page }) => {
  await withConsent(page, 'se2.localhost')
  // The page's own scripts are held back until the visitor has clicked.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_next\/static\/.*\.js/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(siteUrl('se2.localhost', '/'), { waitUntil: 'domcontentloaded' })
  const settings = page.locator('footer [data-cookie-settings-opener]')
  await settings.scrollIntoViewIfNeeded()
  await settings.click()
  await expect(settings).toHaveAttribute('aria-busy', 'true')
  release()
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 })
  await expect(settings).not.toHaveAttribute('aria-busy', 'true')
})

test('375 px: the scroll-to-top button shows, but never on words', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await withConsent(page, 'se2.localhost')
  await page.goto(siteUrl('se2.localhost', '/'))
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  let shown = 0
  for (let top = 600; top < height; top += 180) {
    await page.evaluate((y) => window.scrollTo(0, y), top)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))))
    const covered = await page.evaluate(() => {
      const button = document.querySelector<HTMLElement>('[data-scroll-to-top]')
      if (!button || button.hidden) return null
      const box = button.getBoundingClientRect()
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || button.contains(node)) continue
        const parent = node.parentElement!
        if (parent.closest('[hidden], .sr-only') || getComputedStyle(parent).visibility === 'hidden') continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) if (rect.width > 0 && rect.left < box.right && box.left < rect.right && rect.top < box.bottom && box.top < rect.bottom) return node.textContent.trim().slice(0, 40)
      }
      return ''
    })
    if (covered === null) continue
    shown++
    expect(covered, `at ${top} px the button covers “${covered}”`).toBe('')
  }
  expect(shown, 'the button shows somewhere on the page').toBeGreaterThan(0)
})

test('1440 px: a UK car with four pictures has no empty tile beside its main picture', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await withConsent(page, 'uk.localhost')
  const answer = await searchApi({ index: 'vehicles-uk', limit: 200, fields: ['car_id', 'slug', 'car_images'], filters: [{ name: 'car_is_sample', values: [{ value: false }] }] })
  const car = (answer.json.content as Array<{ car_id: string; slug: string; car_images: unknown[] }>).find((candidate) => candidate.car_images.length === 4)
  expect(car, 'a British car with four pictures').toBeDefined()
  await page.goto(siteUrl('uk.localhost', `/buy-car/used-cars/${car!.car_id}/${car!.slug}`))
  const side = page.locator('[data-car-gallery] ul').first()
  await expect(side).toBeVisible()
  const box = (await side.boundingBox())!
  // Each quarter of the side column shows a picture.
  for (const [fx, fy] of [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]]) {
    const inTile = await page.evaluate(([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('[data-car-gallery] li')), [box.x + box.width * fx!, box.y + box.height * fy!])
    expect(inTile, `a picture at ${fx}, ${fy} of the side column`).toBe(true)
  }
})
