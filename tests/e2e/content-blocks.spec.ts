import { expect, test, type Page } from '@playwright/test'

import { describeViolations, seriousViolations } from './helpers/axe'
import { cmsApi, cmsLogin, fetchAs, siteUrl } from './helpers/server'

/** The content blocks and stories of spec 1 §2.3, §2.6, §4 and §5 on the seeded demo. */

async function withConsent(page: Page, host: string) {
  await page.context().addCookies([{ name: 'cookieConsent', value: 'v1.s0.m0', domain: host, path: '/' }])
}

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0, children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }] }],
  },
})

test.describe('hero search', () => {
  test('the search button is disabled while the field is empty; Enter goes to the car list, the make and model as its path', async ({ page }) => {
    await withConsent(page, 'se2.localhost')
    await page.goto(siteUrl('se2.localhost', '/'))
    const form = page.locator('main form[role="search"]').first()
    const field = form.getByRole('searchbox')
    const button = form.locator('button[type="submit"]')
    await expect(field).toHaveAttribute('placeholder', /Sök på märke, modell eller utrustning|.+/)
    await expect(button).toBeDisabled()
    await field.fill('   ')
    await expect(button).toBeDisabled()
    await field.fill('Kia EV3')
    await expect(button).toBeEnabled()
    await form.getByRole('button', { name: /Töm/ }).click()
    await expect(field).toHaveValue('')
    await expect(button).toBeDisabled()
    await field.fill('Kia EV3')
    await field.press('Enter')
    await page.waitForURL(/\/kia\/ev3$/)
    expect(new URL(page.url()).pathname).toBe('/kop-bil/alla-bilar-i-lager/kia/ev3')
  })
})

test.describe('stories', () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page, 'se2.localhost')
  })

  test('the list shows 4 stories newest first, loads 4 more by cursor, and filters by tags combined as OR', async ({ page }) => {
    await page.goto(siteUrl('se2.localhost', '/livet-med-bil'))
    const cards = page.locator('main [data-story-card]')
    await expect(cards).toHaveCount(4)
    const dates = await cards.locator('time').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime')!))
    expect([...dates].sort().reverse()).toEqual(dates)
    // Only the part before the first space of the formatted date shows: a date without the time.
    for (const text of await cards.locator('time').allTextContents()) expect(text.trim()).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const firstTitles = await cards.locator('h2').allTextContents()
    await page.getByRole('button', { name: 'Visa fler' }).click()
    await expect(cards).toHaveCount(8)
    const allTitles = await cards.locator('h2').allTextContents()
    expect(allTitles.slice(0, 4)).toEqual(firstTitles)
    expect(new Set(allTitles).size).toBe(8)
    const moreDates = await cards.locator('time').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime')!))
    expect([...moreDates].sort().reverse()).toEqual(moreDates)

    const chips = page.getByRole('group', { name: 'Filtrera artiklar' }).getByRole('button')
    const all = chips.filter({ hasText: 'Alla' })
    await expect(all).toHaveAttribute('aria-pressed', 'true')
    const [first, second] = [chips.nth(1), chips.nth(2)]
    await first.click()
    await expect(first).toHaveAttribute('aria-pressed', 'true')
    await expect(all).toHaveAttribute('aria-pressed', 'false')
    await expect(page.locator('[data-spinner]')).toHaveCount(0)
    const onlyFirst = await visibleStoryCount(page)
    await second.click()
    await expect(page.locator('[data-spinner]')).toHaveCount(0)
    const firstOrSecond = await visibleStoryCount(page)
    expect(firstOrSecond).toBeGreaterThan(onlyFirst)
    await first.click()
    await expect(first).toHaveAttribute('aria-pressed', 'false')
    await all.click()
    await expect(all).toHaveAttribute('aria-pressed', 'true')
    await expect(cards).toHaveCount(4)
  })

  test('a story has a back button to its index, a publish-info bar, previous and next article and Article JSON-LD', async ({ page }) => {
    await page.goto(siteUrl('se2.localhost', '/livet-med-bil'))
    const second = page.locator('main [data-story-card] a').nth(1)
    const href = (await second.getAttribute('href'))!
    expect(href).toMatch(/^\/livet-med-bil\/\d{4}\/[a-z0-9-]+$/)
    await second.click()
    await page.waitForURL((url) => url.pathname === href)
    await expect(page.locator('[data-story-back]')).toHaveAttribute('href', '/livet-med-bil')
    await expect(page.locator('[data-publish-info]')).toContainText(/Av .+Publicerad \d{4}-\d{2}-\d{2}$/)
    await expect(page.locator('[data-story-previous]')).toHaveAttribute('href', /^\/livet-med-bil\/\d{4}\//)
    await expect(page.locator('[data-story-next]')).toHaveAttribute('href', /^\/livet-med-bil\/\d{4}\//)
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const article = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Article')
    expect(article.headline).toBe((await page.locator('h1').textContent())!.trim())
    // The previous article of the second newest is the newest.
    await page.locator('[data-story-previous]').click()
    await expect(page.locator('[data-story-previous]')).toHaveCount(0)
  })

  test('the teaser shows 3 stories and its show-more button leads to the stories index', async ({ page }) => {
    await page.goto(siteUrl('se2.localhost', '/'))
    const teaser = page.locator('section', { has: page.locator('[data-teaser-more]') })
    await expect(teaser.locator('[data-story-card]')).toHaveCount(3)
    await expect(teaser.locator('[data-teaser-more]')).toHaveAttribute('href', '/livet-med-bil')
  })

  test('an unknown story address is the site 404; a bad cursor gets a clear 400', async ({ page }) => {
    const missing = await page.goto(siteUrl('se2.localhost', '/livet-med-bil/2026/finns-inte'))
    expect(missing!.status()).toBe(404)
    const bad = await fetchAs('se2.localhost', '/api/story-list?site=se-dealer-2&locale=sv-SE&index=1&cursor=nonsense')
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.body)).toMatchObject({ error: 'invalid_cursor' })
    const badTags = await fetchAs('se2.localhost', '/api/story-list?site=se-dealer-2&locale=sv-SE&index=1&tags=a,b')
    expect(badTags.status).toBe(400)
  })
})

async function visibleStoryCount(page: Page): Promise<number> {
  await page.waitForFunction(() => document.querySelector('main ul[aria-busy="true"]') === null)
  return page.locator('main [data-story-card]').count()
}

test.describe('countdown, carousel, video, downloads', () => {
  test('the countdown ticks every second', async ({ page }) => {
    await withConsent(page, 'se.localhost')
    await page.clock.install({ time: new Date('2026-12-01T10:00:00Z') })
    await page.goto(siteUrl('se.localhost', '/'))
    const timer = page.locator('main [role="timer"]').first()
    await timer.scrollIntoViewIfNeeded()
    const digits = timer.locator('..')
    const before = await digits.textContent()
    await page.clock.runFor(1000)
    await expect.poll(() => digits.textContent()).not.toBe(before)
  })

  test('the hero carousel advances every 5 s, not while the pointer is over it, and has working video buttons', async ({ page }) => {
    await withConsent(page, 'uk.localhost')
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.clock.install({ time: new Date('2026-11-22T08:00:00Z') })
    // The rotation starts once the page is interactive.
    await page.goto(siteUrl('uk.localhost', '/'), { waitUntil: 'networkidle' })
    const carousel = page.locator('[aria-roledescription="carousel"]').first()
    const slides = carousel.locator('[aria-roledescription="slide"]')
    // Rotating: the slides stop announcing themselves (set once the carousel has hydrated and started).
    await expect(carousel.locator('[aria-live="off"]')).toHaveCount(1)
    // From here on time moves only when the test says so; a slow machine may already have turned a slide.
    await page.clock.pauseAt(new Date('2026-11-22T09:00:00Z'))
    const active = () => slides.evaluateAll((nodes) => nodes.findIndex((node) => !node.hasAttribute('inert')))
    const shown = await active()
    await page.clock.runFor(5100)
    await expect.poll(active).toBe((shown + 1) % 3)
    await carousel.hover()
    await page.clock.runFor(11000)
    expect(await active()).toBe((shown + 1) % 3)
  })

  test('video plays muted by default and its buttons pause and unmute it', async ({ page }) => {
    await withConsent(page, 'no.localhost')
    await page.goto(siteUrl('no.localhost', '/'))
    const video = page.locator('main video').first()
    await video.scrollIntoViewIfNeeded()
    expect(await video.evaluate((node: HTMLVideoElement) => node.muted)).toBe(true)
    const pause = page.getByRole('button', { name: 'Pause' }).first()
    await pause.click()
    await expect.poll(() => video.evaluate((node: HTMLVideoElement) => node.paused)).toBe(true)
    await page.getByRole('button', { name: 'Slå på lyden' }).first().click()
    await expect.poll(() => video.evaluate((node: HTMLVideoElement) => node.muted)).toBe(false)
  })

  test('YouTube loads from the privacy-enhanced domain only after a click', async ({ page }) => {
    await withConsent(page, 'localhost')
    const youtube: string[] = []
    page.on('request', (request) => {
      if (/youtube/.test(new URL(request.url()).host)) youtube.push(request.url())
    })
    await page.route(/youtube/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>video</title>' }))
    await page.goto(siteUrl('localhost', '/'))
    const play = page.getByRole('button', { name: /YouTube/ }).first()
    await play.scrollIntoViewIfNeeded()
    expect(youtube).toEqual([])
    await expect(page.locator('main iframe')).toHaveCount(0)
    await play.click()
    await expect(page.locator('main iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
  })

  test('a download list shows 3 files until the visitor asks for all', async ({ page }) => {
    await withConsent(page, 'partner.localhost')
    await page.goto(siteUrl('partner.localhost', '/'))
    const list = page.locator('main section', { has: page.locator('[data-file-item]') })
    await expect(list.locator('a[download]:visible')).toHaveCount(3)
    await list.getByRole('button', { name: /Visa alla/ }).click()
    await expect(list.locator('a[download]:visible')).toHaveCount(5)
    const pdf = await fetchAs('partner.localhost', (await list.locator('a[download]').first().getAttribute('href'))!)
    expect(pdf.status).toBe(200)
    expect(pdf.body.slice(0, 5)).toBe('%PDF-')
  })
})

test.describe('every block on one page', () => {
  test('a page holding every block has no serious or critical axe violation', async ({ page }) => {
    test.setTimeout(120_000)
    const token = await cmsLogin()
    const site = (await cmsApi('GET', '/sites?where[key][equals]=se-dealer-2&depth=0', token)).json.docs[0]
    const pages = (await cmsApi('GET', `/pages?where[site][equals]=${site.id}&where[path][in]=/,/livet-med-bil&depth=0&limit=5`, token)).json.docs
    const home = pages.find((candidate: { path: string }) => candidate.path === '/')
    const index = pages.find((candidate: { path: string }) => candidate.path === '/livet-med-bil')
    const media = (await cmsApi('GET', `/media?where[site][equals]=${site.id}&where[mimeType][equals]=image/jpeg&limit=4&depth=0`, token)).json.docs
    const video = (await cmsApi('GET', '/media?where[mimeType][equals]=video/mp4&limit=1&depth=0', token)).json.docs[0]
    const pdf = (await cmsApi('GET', '/media?where[mimeType][equals]=application/pdf&limit=1&depth=0', token)).json.docs[0]
    const [a, b, c] = media.map((doc: { id: number }) => doc.id)
    const link = { type: 'internal', page: index.id, label: 'Läs mer', newTab: false }
    const layout = [
      { blockType: 'heroCarousel', hasSearchBar: true, searchUrl: '/kop-bil/alla-bilar-i-lager', slides: [{ title: 'Första bilden', text: 'Text', image: a, video: video.id, link }, { title: 'Andra bilden', image: b }] },
      { blockType: 'heroBanner', title: 'Banner', titleTag: 'h2', image: b, hasSearchBar: true, searchUrl: '/kop-bil/alla-bilar-i-lager', variant: 'FullScreen' },
      { blockType: 'heroBanner', title: 'Videobanner', titleTag: 'h2', content: 'Video', image: c, videoDesktop: video.id },
      { blockType: 'richText', content: paragraph('Löptext i ett textblock.') },
      { blockType: 'blurb', title: 'Blurb', richText: paragraph('Text'), imageDesktop: a, link, useTextAnimations: true, useMediaAnimations: true },
      { blockType: 'blurb', title: 'Blurb 50/50 med video', variant: '50/50', imageDesktop: b, videoDesktop: video.id, backgroundColor: 'BackgroundColor3', reverse: true },
      { blockType: 'blurb', title: 'Blurb med YouTube', imageDesktop: c, youtubeId: 'M7lc1UVf-VE', backgroundColor: 'BackgroundColor1' },
      { blockType: 'carModelCard', heading: 'Modeller', cards: [{ title: 'EV3', image: a, isCampaign: true, labels: [{ label: 'Räckvidd', value: '600 km' }], link: { ...link, label: '' } }, { title: 'EV6', image: b }] },
      { blockType: 'cardList', heading: 'Kort', variant: 'Card With Borders', cards: [{ title: 'Ett', image: a, text: 'Text', link: { type: 'internal', page: index.id } }, { title: 'Två', icon: 'tire', text: 'Text' }] },
      { blockType: 'cardList', heading: 'Listkort', variant: 'Gray background', cardStyle: 'List card', perRow: 'Three', cards: [{ title: 'Ett', icon: 'service', buttonText: 'Boka', link: { type: 'internal', page: index.id } }, { title: 'Två', icon: 'electric' }, { title: 'Tre', icon: 'finance' }] },
      { blockType: 'imageCard', heading: 'Bildkort', cards: [{ title: 'Ett', image: a, link: { type: 'internal', page: index.id } }, { title: 'Två', image: b, link: { type: 'internal', page: index.id } }] },
      { blockType: 'countdown', title: 'Kampanjen slutar om', endsAt: '2030-01-01T00:00:00Z', endedText: 'Slut' },
      { blockType: 'accordion', heading: 'Frågor', items: [{ title: 'Öppen', content: paragraph('Svar'), openByDefault: true }, { title: 'Stängd', content: paragraph('Svar') }] },
      { blockType: 'faqList', heading: 'Vanliga frågor', questions: [{ question: 'Hur?', answer: paragraph('Så här.') }] },
      { blockType: 'fileDownloadList', heading: 'Filer', files: [1, 2, 3, 4].map((n) => ({ title: `Fil ${n}`, file: pdf.id })) },
      { blockType: 'socialSharing' },
      { blockType: 'notFoundHero', title: 'Inte här', text: 'Text', link },
      { blockType: 'alertBanner', type: 'Light', title: 'Notis', text: 'Lördagsöppet' },
      { blockType: 'alertBanner', type: 'Warning', icon: 'WarningAlert', title: 'Varning', text: 'Halt väglag' },
      { blockType: 'consumerDebtWarning' },
      { blockType: 'storiesList', layout: 'TwoColumns' },
      { blockType: 'storiesTeaser', title: 'Senaste', storiesIndex: index.id, layout: 'Variant 2' },
    ]
    const created = await cmsApi('POST', '/pages?locale=sv-SE', token, { site: site.id, parent: home.id, title: 'Alla block', slug: 'alla-block', hideInNavigation: true, layout, _status: 'published' })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    try {
      await withConsent(page, 'se2.localhost')
      // The blocks as they rest: axe scrolls sections into view to measure them, which starts their fade-in,
      // and a half-faded button fails the contrast rule. Reduced motion shows them at once (Reveal).
      await page.emulateMedia({ reducedMotion: 'reduce' })
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 })
        await expect.poll(async () => (await page.goto(siteUrl('se2.localhost', '/alla-block')))!.status(), { timeout: 15_000 }).toBe(200)
        await expect(page.locator('[data-section-fallback]')).toHaveCount(0)
        for (const type of new Set(layout.map((block) => block.blockType))) expect(type).toBeTruthy()
        const violations = await seriousViolations(page)
        expect(violations, describeViolations(violations)).toEqual([])
      }
    } finally {
      await cmsApi('DELETE', `/pages/${created.json.doc.id}`, token)
    }
  })
})
