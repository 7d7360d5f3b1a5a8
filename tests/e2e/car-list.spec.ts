import { expect, test, type Page } from '@playwright/test'

import { DEMO_REDIRECTS } from '../../scripts/seed/redirects'
import { PRICE_INSIGHT_TEXTS } from '../../src/features/price-insight/texts'
import { SAVED_SEARCH_TEXTS } from '../../src/features/saved-searches/texts'
import { describeViolations, seriousViolations } from './helpers/axe'
import { carListReady } from './helpers/car-list'
import { E2E, fetchAs, searchApi, siteUrl } from './helpers/server'
import { DEMO_HOMES } from './helpers/sites'

/**
 * The car list, hero car search, car teasers, car of the week and compare of spec 2 (§2, §4, §5, §7) on the
 * seeded demo: se-dealer-2's list at /kop-bil/alla-bilar-i-lager reads vehicles-se.
 */

const SE2 = 'se2.localhost'
const LIST = '/kop-bil/alla-bilar-i-lager'
const BRAND = 'car_brand>car_model'
const DESKTOP = { width: 1440, height: 900 }
const PHONE = { width: 375, height: 812 }

async function withConsent(page: Page, host: string) {
  await page.context().addCookies([{ name: 'cookieConsent', value: 'v1.s0.m0', domain: host, path: '/' }])
}

/** What the search API answers for the list with these facet filters: its total and first car ids. */
async function apiList(facets: { name: string; filters: unknown }[], extra: Record<string, unknown> = {}) {
  const answer = await searchApi({ index: 'vehicles-se', limit: 48, fields: ['car_id'], facets, ...extra })
  expect(answer.status).toBe(200)
  return { total: answer.json.total_items as number, ids: (answer.json.content as { car_id: string }[]).map((car) => car.car_id) }
}

const shownIds = (page: Page) =>
  page.locator('[data-car-card]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-car-card')!))
const shownCount = async (page: Page) => Number(await page.locator('[data-car-count]').getAttribute('data-car-count'))

/**
 * Opens a list and checks its count and cards against the search API. Other tests import cars into the same stock
 * meanwhile: a page drawn between two different answers of the API is opened again.
 */
async function listAsApiSays(page: Page, path: string, facets: { name: string; filters: unknown }[], extra: Record<string, unknown> = {}) {
  let shown = { total: 0, ids: [] as string[] }
  await expect(async () => {
    const before = await apiList(facets, extra)
    await page.goto(siteUrl(SE2, path))
    shown = await apiList(facets, extra)
    expect(shown.total).toBe(before.total)
    expect(await shownCount(page)).toBe(shown.total)
    expect(await shownIds(page)).toEqual(shown.ids)
  }).toPass({ timeout: 30_000 })
  await carListReady(page)
  return shown
}

/** The list's filters: the side panel at 1440 px, the drawer (opened by its button) on a phone. */
async function filters(page: Page) {
  await carListReady(page)
  const panel = page.locator('aside [data-facet]').first()
  if (await panel.isVisible()) return page.locator('aside')
  await page.locator('[data-open-filters]').click()
  const drawer = page.locator('[data-filter-drawer]')
  await expect(drawer).toBeVisible()
  return drawer
}

async function closeFilters(page: Page) {
  const drawer = page.locator('[data-filter-drawer]')
  if (await drawer.isVisible()) {
    await drawer.locator('[data-show-cars]').click()
    await expect(drawer).toBeHidden()
  }
}

for (const [label, viewport] of [
  ['1440 px', DESKTOP],
  ['375 px', PHONE],
] as const) {
  test.describe(`car list at ${label}`, () => {
    test.use({ viewport })

    test('filtering by brand then model: the list’s path, its heading, the count and the cards agree with the search API; reload and back keep it', async ({
      page,
    }) => {
      await withConsent(page, SE2)
      const all = await listAsApiSays(page, LIST, [])

      // A make or model is a page of its own, drawn by the server: each step waits for a navigation.
      test.slow()
      const generic = await page.locator('h1').textContent()
      let panel = await filters(page)
      await panel.locator(`[data-facet="${BRAND}"] input[value="Volvo"]`).check()
      // The facet writes the list's path, as the hero search does, and the heading names the make.
      await expect(page).toHaveURL(new RegExp(`${LIST}/volvo(\\?sortName=\\w+)?$`), { timeout: 45_000 })
      await expect(page.locator('h1')).toHaveText('Volvo')
      expect(generic).not.toBe('Volvo')
      const volvo = await apiList([{ name: BRAND, filters: { values: [{ value: 'Volvo' }] } }])
      await expect.poll(() => shownCount(page)).toBe(volvo.total)
      await expect.poll(() => shownIds(page), { timeout: 20_000 }).toEqual(volvo.ids)

      panel = await filters(page)
      await panel.locator(`[data-facet="${BRAND}"] input[value="Volvo>XC60"]`).check()
      await expect(page).toHaveURL(new RegExp(`${LIST}/volvo/xc60(\\?sortName=\\w+)?$`), { timeout: 45_000 })
      await expect(page.locator('h1')).toHaveText('Volvo XC60')
      await expect(page).toHaveTitle(/Volvo XC60/)
      const xc60 = await apiList([{ name: BRAND, filters: { values: [{ value: 'Volvo', children: [{ value: 'XC60' }] }] } }])
      expect(xc60.total).toBeGreaterThan(0)
      expect(xc60.total).toBeLessThan(volvo.total)
      await expect.poll(() => shownIds(page)).toEqual(xc60.ids)
      await expect(page.locator('[data-car-card] h3').first()).toHaveText('Volvo XC60')
      await closeFilters(page)
      // Volvo narrowed to XC60 is one filter.
      await expect(page.locator('[data-filter-badge]')).toHaveText('1')

      await page.reload()
      await expect.poll(() => shownIds(page)).toEqual(xc60.ids)
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`${LIST}/volvo(\\?sortName=\\w+)?$`), { timeout: 45_000 })
      await expect.poll(() => shownIds(page), { timeout: 20_000 }).toEqual(volvo.ids)
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`${LIST}$`), { timeout: 20_000 })
      await expect(page.locator('h1')).toHaveText(generic!, { timeout: 20_000 })
      // The cars shown first, or the stock's newest if other tests imported cars meanwhile.
      await expect
        .poll(async () => [all.ids, (await apiList([])).ids].map(String).includes(String(await shownIds(page))), { timeout: 30_000 })
        .toBe(true)
      panel = await filters(page)
      await expect(panel.locator(`[data-facet="${BRAND}"] input[value="Volvo"]`)).not.toBeChecked()
    })

    test('a typed price range is searched 1.5 s after the last keystroke', async ({ page }) => {
      await withConsent(page, SE2)
      await page.goto(siteUrl(SE2, LIST))
      await carListReady(page)
      const panel = await filters(page)
      const price = panel.locator('[data-facet="car_price"]')
      const from = price.locator('[data-range-input="from"]')
      // Timed in the page: when the value was typed, and when the list's address took the range.
      await page.evaluate(() => {
        const times = ((window as unknown as { rangeTimes: { typed: number; committed: number } }).rangeTimes = { typed: 0, committed: 0 })
        document.addEventListener('input', () => (times.typed = performance.now()), true)
        const push = history.pushState.bind(history)
        history.pushState = (data, unused, url) => {
          if (!times.committed && String(url).includes('car_price=')) times.committed = performance.now()
          return push(data, unused, url)
        }
      })
      await from.fill('300 000')
      await expect(page).toHaveURL(/car_price=300000-\d+/, { timeout: 5_000 })
      const times = await page.evaluate(() => (window as unknown as { rangeTimes: { typed: number; committed: number } }).rangeTimes)
      expect(times.committed - times.typed).toBeGreaterThanOrEqual(1_480)
      const upper = Number(/car_price=300000-(\d+)/.exec(page.url())![1])
      const priced = await apiList([{ name: 'car_price', filters: { range: [300_000, upper] } }])
      await expect.poll(() => shownCount(page)).toBe(priced.total)
      // The lower value cannot pass the upper one: the upper moves along.
      await from.fill(String(upper + 1_000_000))
      await expect(page).toHaveURL(new RegExp(`car_price=${upper}-${upper}`), { timeout: 5_000 })
    })
  })
}

test.describe('car list', () => {
  test.use({ viewport: DESKTOP })

  test('a searched “volvo automat” becomes the brand and gearbox filters', async ({ page }) => {
    test.slow()
    await withConsent(page, SE2)
    await page.goto(siteUrl(SE2, LIST))
    await carListReady(page)
    await page.locator('#car-list-keyphrase').fill('volvo automat')
    await page.locator('#car-list-keyphrase').press('Enter')
    await expect(page).toHaveURL(new RegExp(`${LIST}/volvo\\?`), { timeout: 30_000 })
    await expect(page).toHaveURL(/car_gearbox=Automat/)
    expect(new URL(page.url()).searchParams.get('keyphrase')).toBeNull()
    await expect(page.locator('#car-list-keyphrase')).toHaveValue('')
    const expected = await apiList([
      { name: BRAND, filters: { values: [{ value: 'Volvo' }] } },
      { name: 'car_gearbox', filters: { values: [{ value: 'Automat' }] } },
    ])
    await expect.poll(() => shownIds(page)).toEqual(expected.ids)
    await expect(page.locator('aside [data-facet="car_gearbox"] input[value="Automat"]')).toBeChecked()
  })

  test('facet segments after the list’s path: the brand (and model) is the title, each with its own canonical address', async ({
    page,
  }) => {
    const brand = await fetchAs(SE2, `${LIST}/volvo`)
    expect(brand.status).toBe(200)
    expect(brand.body).toMatch(/<title>Volvo \| Nordvik Bilhall<\/title>/)
    expect(brand.body).toContain(`<link rel="canonical" href="http://${SE2}:${E2E.port}${LIST}/volvo"/>`)
    const model = await fetchAs(SE2, `${LIST}/volvo/xc60`)
    expect(model.body).toMatch(/<title>Volvo XC60 \| Nordvik Bilhall<\/title>/)
    expect(model.body).toContain(`<link rel="canonical" href="http://${SE2}:${E2E.port}${LIST}/volvo/xc60"/>`)
    expect((await fetchAs(SE2, `${LIST}/saab`)).status).toBe(404)
    expect((await fetchAs(SE2, `${LIST}/volvo/xc60/a/b/c`)).status).toBe(404)

    await withConsent(page, SE2)
    await page.goto(siteUrl(SE2, `${LIST}/volvo/xc60`))
    await carListReady(page)
    await expect(page.locator('h1')).toHaveText('Volvo XC60')
    const crumbs = page.getByRole('navigation', { name: 'Du är här' })
    await expect(crumbs.getByRole('link')).toHaveText(['Startsida', 'Köp bil', 'Alla bilar i lager', 'Volvo'])
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('XC60')
    const xc60 = await apiList([{ name: BRAND, filters: { values: [{ value: 'Volvo', children: [{ value: 'XC60' }] }] } }])
    expect(await shownIds(page)).toEqual(xc60.ids)
    const data = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(data.some((text) => text.includes('"BreadcrumbList"'))).toBe(true)
    expect(data.some((text) => text.includes('"ItemList"'))).toBe(true)
  })

  test('the first page renders with scripts blocked: cards, links, the count, and filters as a form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP })
    await context.addCookies([{ name: 'cookieConsent', value: 'v1.s0.m0', domain: SE2, path: '/' }])
    const page = await context.newPage()
    await page.goto(siteUrl(SE2, `${LIST}?car_fuel=El&sortName=price_asc`))
    const electric = await apiList([{ name: 'car_fuel', filters: { values: [{ value: 'El' }] } }], { sort_name: 'price_asc' })
    expect(await shownIds(page)).toEqual(electric.ids)
    await expect(page.locator('[data-car-card] a').first()).toHaveAttribute('href', new RegExp(`^/kop-bil/${electric.ids[0]}/[a-z0-9-]+$`))
    await expect(page.locator('[role="status"][data-car-count]')).toContainText(`Visar 48 av ${electric.total} bilar`)
    // Ticking a box and sending the panel's form filters without any script.
    await page.locator('aside [data-facet="car_body"] summary').click()
    await page.locator('aside [data-facet="car_body"] input[value="SUV"]').check()
    await page.locator('aside [data-show-cars]').click()
    await expect(page).toHaveURL(/car_body=SUV/)
    await expect(page).toHaveURL(/sortName=price_asc/)
    const suv = await apiList(
      [
        { name: 'car_fuel', filters: { values: [{ value: 'El' }] } },
        { name: 'car_body', filters: { values: [{ value: 'SUV' }] } },
      ],
      { sort_name: 'price_asc' },
    )
    expect(await shownIds(page)).toEqual(suv.ids)
    await context.close()
  })

  test('the page hands the browser the texts the list shows, not the e-mails’ or the car page’s', async () => {
    const list = await fetchAs(SE2, LIST)
    expect(list.status).toBe(200)
    // The save dialog and the rating filter are the list's own.
    expect(list.body).toContain(SAVED_SEARCH_TEXTS.saveSearchHeading)
    expect(list.body).toContain(PRICE_INSIGHT_TEXTS.priceRatingFacet)
    for (const text of [
      SAVED_SEARCH_TEXTS.savedSearchManageLink,
      SAVED_SEARCH_TEXTS.savedSearchUnsubscribeLink,
      PRICE_INSIGHT_TEXTS.sellCarValuationNeedsInput,
    ]) {
      expect(list.body).not.toContain(text)
    }
  })

  test('carstore cards carry the deductible-VAT tag; se-dealer-2’s do not', async () => {
    const carstore = await fetchAs('carstore.localhost', '/bilar')
    expect(carstore.status).toBe(200)
    expect(carstore.body).toContain('data-vat-tag')
    expect(carstore.body).toContain('Avdragsgill moms')
    const se2 = await fetchAs(SE2, LIST)
    expect(se2.body).toContain('data-car-card')
    expect(se2.body).not.toContain('data-vat-tag')
  })

  test('a list of one car says so in the singular, under the cards and on the filters’ button', async ({ page }) => {
    const answer = await searchApi({ index: 'vehicles-se', limit: 1, fields: ['car_id'], facets: [{ name: BRAND }] })
    type Value = { text: string; count: number; children?: Value[] }
    const makes = (answer.json.facet as { name: string; values: Value[] }[]).find((facet) => facet.name === BRAND)!.values
    const single = makes
      .flatMap((make) => (make.children ?? []).map((model) => ({ make: make.text, ...model })))
      .find((model) => model.count === 1)
    expect(single, 'a model with one car in the demo stock').toBeDefined()
    await withConsent(page, SE2)
    const path = `${LIST}?car_brand=${encodeURIComponent(single!.make)}&car_model=${encodeURIComponent(single!.text)}`
    const shown = await listAsApiSays(page, path, [
      { name: BRAND, filters: { values: [{ value: single!.make, children: [{ value: single!.text }] }] } },
    ])
    expect(shown.total).toBe(1)
    await expect(page.locator('[role="status"][data-car-count]')).toHaveText('Visar 1 av 1 bil')
    await expect(page.locator('aside [data-show-cars]')).toHaveText('Visa 1 bil')
  })

  test('empty and error states use the translated noSearchResults and carListError', async ({ page }) => {
    await withConsent(page, SE2)
    await page.goto(siteUrl(SE2, `${LIST}?car_brand=Lada`))
    await carListReady(page)
    await expect(page.locator('[data-car-list-empty]')).toContainText('Inga bilar matchade din sökning')
    await page.route('**/api/search', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable","message":"x"}' }),
    )
    await page.locator('[data-car-list-empty] button').click()
    await expect(page.locator('[data-car-list-error]')).toContainText('Bilarna kunde inte hämtas just nu')
    await page.unroute('**/api/search')
    await page.locator('[data-car-list-error] button').click()
    await expect(page.locator('[data-car-list-error]')).toHaveCount(0)
  })

  test('compare three cars, open the table by keyboard, see differing rows, share it, and clear it', async ({ page }) => {
    // Three car pages' worth of data, a dialog checked by axe, a shared link opened: more than one page's budget.
    test.setTimeout(90_000)
    await withConsent(page, SE2)
    await page.goto(siteUrl(SE2, LIST))
    await carListReady(page)
    const toggles = page.locator('[data-car-card] input[type="checkbox"]')
    for (const index of [0, 1, 2]) {
      await toggles.nth(index).focus()
      await page.keyboard.press('Space')
      await expect(page.locator('[data-compare-bar]')).toContainText(
        index === 0 ? '1 bil vald för jämförelse' : `${index + 1} bilar valda för jämförelse`,
      )
    }
    const open = page.locator('[data-compare-open]')
    await expect(open).toHaveText('Jämför (3)')
    await open.focus()
    await page.keyboard.press('Enter')
    const modal = page.locator('[data-compare-modal]')
    await expect(modal).toBeVisible()
    await expect(modal.locator('thead th')).toHaveCount(3)
    await expect(modal.locator('tr[data-differs]').first()).toBeVisible()
    const violations = await seriousViolations(page)
    expect(violations, describeViolations(violations)).toEqual([])
    // Kept in session storage under 'compare'.
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('compare') ?? '{}'))
    expect(stored.cars).toHaveLength(3)
    expect(stored.modal).toBe(true)
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
    await expect(open).toBeFocused()
    // A shared address opens the same comparison in a fresh tab.
    const ids = stored.cars.map((car: { car_id: string }) => car.car_id)
    const other = await page.context().newPage()
    await other.goto(siteUrl(SE2, `${LIST}?compare=${ids.join(',')}`))
    await expect(other.locator('[data-compare-modal] thead th')).toHaveCount(3)
    await other.close()
    // Toggling a chosen car removes it; clearing closes the bar.
    await toggles.nth(0).uncheck()
    await expect(open).toHaveText('Jämför (2)')
    await page.locator('[data-compare-bar]').getByRole('button', { name: 'Rensa' }).click()
    await expect(page.locator('[data-compare-bar]')).toHaveCount(0)
  })

  test('axe finds nothing serious on the list with its side panel, sliders and a filter chosen', async ({ page }) => {
    await withConsent(page, SE2)
    await page.goto(siteUrl(SE2, `${LIST}?car_fuel=El`))
    await carListReady(page)
    await expect(page.locator('aside [data-range-filter="car_price"] input[type="range"]')).toHaveCount(2)
    // The price handles are sliders a keyboard moves: Home takes the upper one down to the lower one.
    const upper = page.locator('aside [data-range-filter="car_price"] input[type="range"]').nth(1)
    await upper.focus()
    await page.keyboard.press('Home')
    await expect(page).toHaveURL(/car_price=\d+-\d+/)
    const violations = await seriousViolations(page)
    expect(violations, describeViolations(violations)).toEqual([])
  })

  test('axe finds nothing serious with the filter drawer open', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await withConsent(page, SE2)
    await page.goto(siteUrl(SE2, LIST))
    await carListReady(page)
    await page.locator('[data-open-filters]').click()
    await expect(page.locator('[data-filter-drawer]')).toBeVisible()
    const violations = await seriousViolations(page)
    expect(violations, describeViolations(violations)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(page.locator('[data-filter-drawer]')).toBeHidden()
    await expect(page.locator('[data-open-filters]')).toBeFocused()
  })

  test('the hero search lands on the list path with the values it names, the rest as ?keyphrase=', async ({ page }) => {
    await withConsent(page, SE2)
    await page.goto(siteUrl(SE2, '/'))
    const field = page.locator('main form[role="search"]').first().getByRole('searchbox')
    await field.fill('Volvo automat vinterhjul')
    await field.press('Enter')
    await page.waitForURL(/\/volvo\/automat/)
    const url = new URL(page.url())
    expect(url.pathname).toBe(`${LIST}/volvo/automat`)
    expect(url.searchParams.get('keyphrase')).toBe('vinterhjul')
    await expect(page.locator('h1')).toHaveText('Volvo Automat')
  })

  test('teasers and the cars of the week show on the dealer sites’ home pages, in each site’s language and currency', async () => {
    for (const [host, currency] of [
      [SE2, 'kr'],
      ['uk.localhost', '£'],
      ['fi.localhost', '€'],
      ['no.localhost', 'kr'],
      ['sk.localhost', '€'],
      ['carstore.localhost', 'kr'],
      ['se.localhost', 'kr'],
    ] as const) {
      const home = await fetchAs(host, '/')
      expect(home.status, host).toBe(200)
      expect(home.body, host).toContain('data-car-section="car-of-the-week"')
      expect(home.body, host).toContain('data-car-section="teasers"')
      expect(home.body, host).toContain(currency)
    }
  })
})

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
const countIn = (html: string) => Number(/data-car-count="(\d+)"/.exec(html)?.[1] ?? NaN)

test.describe('hero search placeholders', () => {
  for (const [label, viewport] of [
    ['375 px', PHONE],
    ['1440 px', DESKTOP],
  ] as const) {
    test(`fit their field without being cut at ${label}`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.setViewportSize(viewport)
      for (const host of [SE2, 'carstore.localhost', 'uk.localhost', 'fi.localhost', 'se.localhost']) {
        await withConsent(page, host)
        await page.goto(siteUrl(host, '/'))
        const field = page.locator('main form[role="search"] input[type="search"]').first()
        await expect(field).toBeVisible()
        // The desktop text from 1024 px is set once the page's script runs.
        await page.waitForTimeout(300)
        const fit = await field.evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input, '::placeholder')
          const context = document.createElement('canvas').getContext('2d')!
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
          const box = getComputedStyle(input)
          const room = input.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight)
          return { text: input.placeholder, width: context.measureText(input.placeholder).width, room }
        })
        expect(fit.text, host).not.toBe('')
        expect(
          fit.width,
          `${host} at ${label}: “${fit.text}” needs ${Math.ceil(fit.width)} px of ${Math.floor(fit.room)}`,
        ).toBeLessThanOrEqual(fit.room)
      }
    })
  }
})

test.describe('links into car lists', () => {
  const rules = Object.entries(DEMO_REDIRECTS).flatMap(([site, table]) =>
    table
      .filter((rule) => /[?&]car_/.test(rule.destination))
      .map((rule) => ({ site, host: DEMO_HOMES.find((home) => home.key === site)!.host, rule })),
  )

  test('every demo redirect to a car list with filters lands on a list filtered that way', async () => {
    expect(rules.length).toBeGreaterThanOrEqual(8)
    for (const { host, rule } of rules) {
      const [path] = rule.destination.split('?')
      const filtered = await fetchAs(host, rule.destination)
      const unfiltered = await fetchAs(host, path!)
      expect(filtered.status, rule.destination).toBe(200)
      const shown = countIn(filtered.body)
      expect(shown, `${host}${rule.destination} shows cars`).toBeGreaterThan(0)
      expect(shown, `${host}${rule.destination} shows no more cars than ${path}`).toBeLessThanOrEqual(countIn(unfiltered.body))
      // Each value of the address is a chosen filter of the list (written as the stock writes it: Skoda is Škoda).
      const chosen = [...filtered.body.matchAll(/aria-label="Ta bort ([^"]+)"/g)].map((match) => fold(match[1]!))
      for (const [name, value] of new URLSearchParams(rule.destination.split('?')[1])) {
        if (name.startsWith('car_')) expect(chosen, `${host}${rule.destination}: ${name}=${value}`).toContain(fold(value))
      }
    }
  })

  test('the footer’s brand logos land on the list filtered on the make', async () => {
    const home = await fetchAs(SE2, '/')
    const links = [...home.body.matchAll(/href="([^"]*\?car_brand=[^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'))
    expect(links.length).toBeGreaterThanOrEqual(4)
    const all = countIn((await fetchAs(SE2, LIST)).body)
    for (const link of links) {
      const list = await fetchAs(SE2, link)
      expect(list.status, link).toBe(200)
      expect(countIn(list.body), link).toBeGreaterThan(0)
      expect(countIn(list.body), link).toBeLessThan(all)
    }
  })
})

test.describe('car list pages', () => {
  test.use({ viewport: DESKTOP })

  test('show more loads 48 at a time up to the cap of 20 pages', async ({ page }) => {
    // 800 cars imported, 19 pages loaded one after another into one list of 960 cards, the stock put back.
    test.setTimeout(360_000)
    // The Slovak used-car list gets enough cars to reach the cap (20 × 48 = 960); the stock is put back afterwards.
    const original = (await searchApi({ index: 'vehicles-sk', limit: 1000 })).json.content as { car_id: string }[]
    expect(original.length).toBeGreaterThanOrEqual(600)
    await importSlovakStock(await usedSlovakCars(800), 'upsert')
    try {
      await withConsent(page, 'sk.localhost')
      await page.goto(siteUrl('sk.localhost', '/kupit-auto/jazdene-auta'))
      await expect.poll(() => shownCount(page), { timeout: 10_000 }).toBeGreaterThan(960)
      const total = await shownCount(page)
      const more = page.locator('[data-show-more]')
      for (let pages = 1; pages < 20; pages++) {
        await expect(page.locator('[data-car-card]')).toHaveCount(pages * 48)
        await more.click()
      }
      await expect(page.locator('[data-car-card]')).toHaveCount(960)
      await expect(more).toHaveCount(0)
      await expect(page.locator('[data-load-more]')).toContainText(`960 z ${total}`)
      expect(new URL(page.url()).searchParams.get('page')).toBe('19')
      await page.reload()
      await expect(page.locator('[data-car-card]')).toHaveCount(960)
    } finally {
      await importSlovakStock(original, 'full')
    }
  })
})

/** Copies of a used Slovak car under new ids. */
async function usedSlovakCars(count: number): Promise<{ car_id: string }[]> {
  const template = (
    await searchApi({ index: 'vehicles-sk', limit: 1, filters: [{ name: 'car_condition', values: [{ value: 'Jazdené' }] }] })
  ).json.content[0]
  return Array.from({ length: count }, (_, index) => ({
    ...template,
    car_id: String(5_900_000 + index),
    slug: `${template.slug}-${index}`,
  }))
}

/** The Slovak stock through the feed endpoint, as a dealer system sends it. */
async function importSlovakStock(cars: { car_id: string }[], mode: 'upsert' | 'full') {
  const response = await fetchAs('localhost', `/api/stock/import?index=vehicles-sk&mode=${mode}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-ndjson', 'x-api-key': E2E.stockKey },
    body: cars.map((car) => JSON.stringify(car)).join('\n'),
  })
  expect(response.status, response.body).toBeLessThan(300)
}
