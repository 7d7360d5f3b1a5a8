import { expect, test, type Locator, type Page } from '@playwright/test'

import { siteUrl } from './helpers/server'

/** How the finished pages lay out at the widths of spec 1 §9: nothing overlapping, rows that balance. */

async function withConsent(page: Page, host: string) {
  await page.context().addCookies([{ name: 'cookieConsent', value: 'v1.s0.m0', domain: host, path: '/' }])
}

type Box = { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The boxes of the elements, grouped in rows by their top edge. */
async function rows(items: Locator): Promise<Box[][]> {
  const boxes = (await items.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON()))) as Box[]
  const byTop = new Map<number, Box[]>()
  for (const box of boxes) byTop.set(Math.round(box.y), [...(byTop.get(Math.round(box.y)) ?? []), box])
  return [...byTop.values()]
}

/**
 * Brings every section onto the screen once, so lazily laid-out sections have their real size: a screen at a time
 * (each point of the page is on the screen once), at most 80 screens, so a page that grows as it is laid out cannot
 * keep the test scrolling.
 */
async function layOutWholePage(page: Page) {
  await page.evaluate(async () => {
    for (let top = 0, screens = 0; top < document.body.scrollHeight && screens < 80; top += window.innerHeight, screens++) {
      window.scrollTo({ top, behavior: 'instant' })
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
  })
}

test.describe('the bar without its script', () => {
  test.use({ javaScriptEnabled: false })

  for (const host of ['uk.localhost', 'se.localhost', 'se2.localhost']) {
    test(`${host} at 1440 px: the entries the server drew never run under the buttons beside them`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(siteUrl(host))
      // The entries the server drew that are not clipped away, and what lies to the right of the menu.
      const visible = (await page.locator('header[data-bar] nav li[data-top]').evaluateAll((elements) =>
        elements
          .filter((element) => element.getBoundingClientRect().bottom <= element.parentElement!.getBoundingClientRect().bottom + 1)
          .map((element) => element.getBoundingClientRect().toJSON()),
      )) as Box[]
      expect(visible.length).toBeGreaterThan(2)
      const beside = (await page.locator('header[data-bar] > div > div.ml-auto').locator('a, button').evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().toJSON()).filter((box) => box.width > 0),
      )) as Box[]
      expect(beside.length).toBeGreaterThan(0)
      for (const entry of visible) for (const button of beside) expect(overlap(entry, button), `${JSON.stringify(entry)} × ${JSON.stringify(button)}`).toBe(false)
    })
  }
})

test.describe('the alert under the bar on a phone', () => {
  test('a Warning takes one line; its whole text is one tap away', async ({ page }) => {
    await withConsent(page, 'uk.localhost')
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(siteUrl('uk.localhost'))
    const alert = page.locator('[data-alert="Warning"]')
    expect((await alert.boundingBox())!.height).toBeLessThanOrEqual(60)
    const summary = alert.locator('summary')
    await expect(summary).toHaveText(/scam/i)
    const text = alert.locator('details').getByText(/never ask you to pay a deposit/)
    await expect(text).toBeHidden()
    await summary.click()
    await expect(text).toBeVisible()
    await expect(alert.getByRole('button')).toHaveCount(0)
  })
})

test.describe('rows that balance (spec 1 §9)', () => {
  test('the 404 page’s three cards fill one row at 1440 px, equally tall', async ({ page }) => {
    await withConsent(page, 'se2.localhost')
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(siteUrl('se2.localhost', '/finns-inte-alls'))
    const cards = page.locator('main section ul > li')
    const lines = await rows(cards)
    expect(lines.map((line) => line.length)).toEqual([3])
    expect(new Set(lines[0]!.map((box) => Math.round(box.height))).size).toBe(1)
  })

  for (const width of [1440, 1600, 900]) {
    test(`no story card is alone in a row of the se2 stories list at ${width} px, and cards in a row are equally tall`, async ({ page }) => {
      await withConsent(page, 'se2.localhost')
      await page.setViewportSize({ width, height: 900 })
      await page.goto(siteUrl('se2.localhost', '/livet-med-bil'))
      await layOutWholePage(page)
      const lines = await rows(page.locator('[data-story-card]'))
      expect(lines.length).toBeGreaterThan(1)
      for (const line of lines) {
        const full = line.length === 2 || line[0]!.width > width / 2
        expect(full, JSON.stringify(line)).toBe(true)
        expect(new Set(line.map((box) => Math.round(box.height))).size).toBe(1)
      }
    })
  }

  test('the auction home’s cards fill their rows at 1440 and 1024 px', async ({ page }) => {
    await withConsent(page, 'auction.localhost')
    for (const width of [1440, 1100]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(siteUrl('auction.localhost'))
      await layOutWholePage(page)
      for (const list of await page.locator('main section ul:has(> li article), main section ul:has(> li a > img)').all()) {
        const lines = await rows(list.locator(':scope > li'))
        const counts = lines.map((line) => line.length)
        expect(counts.every((count) => count === counts[0]), `${width}px: ${counts.join(' + ')}`).toBe(true)
      }
    }
  })

  test('the footer’s car makes are equal tiles in even rows, at 375, 1440 and 1600 px', async ({ page }) => {
    await withConsent(page, 'carstore.localhost')
    for (const width of [375, 1440, 1600]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(siteUrl('carstore.localhost'))
      await layOutWholePage(page)
      const tiles = page.locator('footer [aria-labelledby="footer-brands-heading"] > li')
      const lines = await rows(tiles)
      const sizes = new Set(lines.flat().map((box) => `${Math.round(box.width)}×${Math.round(box.height)}`))
      expect(sizes.size, `${width}px: ${[...sizes].join(', ')}`).toBe(1)
      // Full rows, and a last row that does not leave one tile alone.
      const counts = lines.map((line) => line.length)
      expect(counts.slice(0, -1).every((count) => count === counts[0]) && (counts.length === 1 || counts.at(-1)! > 1), `${width}px: ${counts.join(' + ')}`).toBe(true)
    }
  })
})

test.describe('text sections', () => {
  for (const [host, path] of [
    ['no.localhost', '/verksted/bestill-service'],
    ['uk.localhost', '/find-us'],
  ] as const) {
    test(`${host}${path}: text sections in a row are not set apart by a screen’s worth of space`, async ({ page }) => {
      await withConsent(page, host)
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(siteUrl(host, path))
      await layOutWholePage(page)
      const gaps = await page.locator('main [data-text-section] .rich-text').evaluateAll((texts) =>
        texts.slice(1).flatMap((text, index) => {
          const previous = texts[index]!
          const adjacent = previous.closest('[data-text-section]')!.nextElementSibling === text.closest('[data-text-section]')
          return adjacent ? [text.getBoundingClientRect().top - previous.getBoundingClientRect().bottom] : []
        }),
      )
      for (const gap of gaps) expect(gap).toBeLessThan(110)
    })
  }
})

test.describe('phone numbers and e-mail addresses', () => {
  test('never break in the middle at 375 px', async ({ page }) => {
    await withConsent(page, 'se2.localhost')
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(siteUrl('se2.localhost', '/anlaggningar'))
    await layOutWholePage(page)
    const numbers = page.locator('main span.whitespace-nowrap').filter({ hasText: /^070-174 06 \d\d$/ })
    expect(await numbers.count()).toBeGreaterThan(0)
    for (const number of await numbers.all()) expect((await number.evaluate((element) => element.getClientRects().length)), await number.textContent() ?? '').toBe(1)
  })
})
