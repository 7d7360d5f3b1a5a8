import { expect, test, type Locator, type Page } from '@playwright/test'

import { describeViolations, seriousViolations } from './helpers/axe'
import { fetchAs, searchApi, siteUrl } from './helpers/server'

/**
 * Financing and media on the car page (spec 2 §4, §5, §7), at 375 and 1440 px, by keyboard: the loan calculator's
 * sliders on se-dealer-2, the UK finance box's sliders on uk-dealer (deposit → payment, payment → deposit), and the
 * UK exterior 360° view; axe clean with the calculators and the finance box open.
 */

const WIDTHS = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const

type StockCar = { car_id: string; slug: string; car_regno: string | null; car_loan_option: unknown; car_price: number }

async function carsOf(index: string, fields: string[], offset = 0): Promise<StockCar[]> {
  const answer = await searchApi({ index, limit: 100, offset, sort_name: 'newest', fields: ['car_id', 'slug', 'car_regno', 'car_price', ...fields], filters: [{ name: 'car_is_sample', values: [{ value: false }] }] })
  expect(answer.status).toBe(200)
  return answer.json.content as StockCar[]
}

async function withConsent(page: Page, host: string) {
  await page.context().addCookies([{ name: 'cookieConsent', value: 'v1.s0.m0', domain: host, path: '/' }])
}

/** The figure a slider reads out, e.g. "36 mån" or "£2,000". */
const readOut = (slider: Locator) => slider.getAttribute('aria-valuetext')

/** Moves a slider from the keyboard and lets go (the key press ends the change). */
async function nudge(page: Page, slider: Locator, key: 'ArrowRight' | 'ArrowLeft' | 'PageUp' | 'PageDown' | 'End' | 'Home') {
  await slider.focus()
  await page.keyboard.press(key)
}

for (const { name, viewport } of WIDTHS) {
  test(`${name}: se-dealer-2's loan calculator moves by the keyboard, its payment follows, and the page stays axe clean`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await withConsent(page, 'se2.localhost')
    const car = (await carsOf('vehicles-se', ['car_loan_option'])).find((candidate) => candidate.car_loan_option)
    expect(car, 'a Swedish car with a loan offer').toBeDefined()
    await page.goto(siteUrl('se2.localhost', `/kop-bil/${car!.car_id}/${car!.slug}`))

    const calculator = page.locator('section[aria-labelledby="loan-calculator-title"]')
    await calculator.scrollIntoViewIfNeeded()
    await expect(calculator.getByText('Effektiv ränta', { exact: true })).toBeVisible()
    // Swedish credit marketing carries the consumer-credit warning with the offer.
    await expect(calculator.getByRole('complementary', { name: 'Att låna kostar pengar!' })).toBeVisible()

    const monthly = calculator.locator('p[aria-live="polite"] span.text-2xl')
    const period = calculator.getByRole('slider', { name: 'Lånetid' })
    // A longer loan: the period moves a whole step of 12 months and the monthly payment falls.
    await nudge(page, period, 'Home')
    const shortest = await readOut(period)
    const shortestPayment = await monthly.textContent()
    await nudge(page, period, 'ArrowRight')
    await expect.poll(() => readOut(period)).not.toBe(shortest)
    const months = (text: string | null) => Number(text?.match(/\d+/)?.[0])
    expect(months(await readOut(period)) - months(shortest)).toBe(12)
    const amount = (text: string | null) => Number(text?.replace(/\D/g, ''))
    expect(amount(await monthly.textContent())).toBeLessThan(amount(shortestPayment))

    // The down payment moves in steps of 1000 and a larger one lowers the payment.
    const down = calculator.getByRole('slider', { name: 'Kontantinsats' })
    if ((await down.count()) > 0) {
      await nudge(page, down, 'Home')
      const least = await monthly.textContent()
      const leastDown = amount(await readOut(down))
      await nudge(page, down, 'ArrowRight')
      await expect.poll(async () => amount(await readOut(down))).toBe(leastDown + 1000)
      expect(amount(await monthly.textContent())).toBeLessThan(amount(least))
    }

    const violations = await seriousViolations(page)
    expect(violations, describeViolations(violations)).toEqual([])
  })

  test(`${name}: uk-dealer's finance box quotes, follows its sliders both ways, shows the representative example, and stays axe clean`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await withConsent(page, 'uk.localhost')
    const [car] = await carsOf('vehicles-uk', [], name === 'phone' ? 5 : 0)
    expect(car, 'a British car').toBeDefined()
    await page.goto(siteUrl('uk.localhost', `/buy-car/used-cars/${car!.car_id}/${car!.slug}`))

    const box = page.locator('[data-finance-slot="uk"]')
    await box.scrollIntoViewIfNeeded()
    const panel = box.locator('section[aria-labelledby^="finance-"]').first()
    await expect(panel).toBeVisible({ timeout: 15_000 })
    await expect(panel).toHaveAttribute('aria-busy', 'false')
    // The FCA representative example and the commission disclosure come with every quote.
    for (const line of ['Cash price', 'Total amount of credit', 'Representative APR', 'Total amount payable']) await expect(panel.getByText(line, { exact: false }).first()).toBeVisible()

    const monthly = panel.locator('span.text-2xl').first()
    const pounds = (text: string | null) => Number(text?.replace(/[^\d.]/g, ''))
    const deposit = panel.getByRole('slider', { name: 'Deposit (£)' })
    const paymentBefore = pounds(await monthly.textContent())

    // deposit → payment: a larger deposit, a smaller monthly payment.
    await nudge(page, deposit, 'PageUp')
    await expect(panel).toHaveAttribute('aria-busy', 'false')
    await expect.poll(async () => pounds(await monthly.textContent())).toBeLessThan(paymentBefore)

    // payment → deposit: asking for a smaller payment raises the deposit the quote needs.
    const payment = panel.getByRole('slider', { name: 'Monthly payment (£)' })
    const depositBefore = pounds(await readOut(deposit))
    await nudge(page, payment, 'PageDown')
    await expect(panel).toHaveAttribute('aria-busy', 'false')
    await expect.poll(async () => pounds(await readOut(deposit))).toBeGreaterThan(depositBefore)

    // Sliders stop at their bounds.
    await nudge(page, deposit, 'End')
    const most = await readOut(deposit)
    await page.keyboard.press('ArrowRight')
    expect(await readOut(deposit)).toBe(most)

    const violations = await seriousViolations(page)
    expect(violations, describeViolations(violations)).toEqual([])
  })
}

test('uk-dealer: a loan campaign quotes the representative APR of a product the finance box offers, never the feed’s own rate (FCA CONC 3.5)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await withConsent(page, 'uk.localhost')
  const answer = await searchApi({ index: 'vehicles-uk', limit: 5, fields: ['car_id', 'slug', 'car_campaigns'], filters: [{ name: 'car_has_campaign_loan', values: [{ value: true }] }, { name: 'car_is_sample', values: [{ value: false }] }] })
  const car = (answer.json.content as Array<{ car_id: string; slug: string; car_campaigns: Array<{ title: string }> }>)[0]
  expect(car, 'a British car on a loan campaign').toBeDefined()
  const feedRate = car!.car_campaigns.map((campaign) => /\d+\.\d+%/.exec(campaign.title)?.[0]).find(Boolean)
  await page.goto(siteUrl('uk.localhost', `/buy-car/used-cars/${car!.car_id}/${car!.slug}`))

  const panels = page.locator('[data-finance-slot="uk"] section[aria-labelledby^="finance-"]')
  await expect(panels.first()).toBeVisible({ timeout: 15_000 })
  const aprs = (await panels.allTextContents()).map((text) => /Representative APR(\d+\.\d)% APR/.exec(text)?.[1]).filter(Boolean)
  const lowest = Math.min(...aprs.map(Number)).toFixed(1)
  const promotion = page.locator('[data-car-heading] [data-campaign="finance"]')
  await expect(promotion).toHaveText(new RegExp(`at ${lowest.replace('.', '\\.')}% APR representative$`))
  await expect(promotion.getByRole('link')).toHaveAttribute('href', '#finance')
  if (feedRate) await expect(page.locator('[data-car-heading]')).not.toContainText(feedRate)
})

test('uk-dealer: the HP representative example reads as the industry words it, adds up, and the payment slider agrees with the quote', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await withConsent(page, 'uk.localhost')
  const [car] = await carsOf('vehicles-uk', [])
  await page.goto(siteUrl('uk.localhost', `/buy-car/used-cars/${car!.car_id}/${car!.slug}`))
  const hp = page.locator('section[aria-labelledby="finance-HP"]')
  await expect(hp).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 })
  const value = async (label: string) => Number((await hp.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent())!.replace(/[^\d.]/g, ''))
  const term = await value('Duration of agreement')
  const equalLabel = (await hp.locator('dt', { hasText: /monthly payments of$/ }).textContent())!
  const equal = Number(/(\d+) monthly payments of/.exec(equalLabel)![1])
  // 47 monthly payments followed by a final payment: 48 in all over 48 months.
  expect(equal + 1).toBe(term)
  const total = (await value('Deposit')) + equal * (await value('monthly payments of')) + (await value('Followed by a final payment of'))
  expect(total).toBeCloseTo(await value('Total amount payable'), 2)
  const quoted = (await hp.locator('span.text-2xl').textContent())!.trim()
  const payment = hp.getByRole('slider', { name: 'Monthly payment (£)' })
  await expect(payment.locator('xpath=ancestor::div[contains(@class,"flex-col")][1]//output')).toHaveText(quoted)
})

test('uk-dealer: the exterior 360° view turns by itself, then by the keyboard and by dragging; a media failure leaves the gallery', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await withConsent(page, 'uk.localhost')
  let turning: StockCar | undefined
  for (const car of await carsOf('vehicles-uk', [])) {
    if (!car.car_regno) continue
    const media = await fetchAs('uk.localhost', `/api/car-media/${encodeURIComponent(car.car_regno.replace(/\s+/g, ''))}`)
    if (media.status === 200 && JSON.parse(media.body).has360) {
      turning = car
      break
    }
  }
  expect(turning, 'a British demo car with 360° frames').toBeDefined()
  const address = siteUrl('uk.localhost', `/buy-car/used-cars/${turning!.car_id}/${turning!.slug}`)
  await page.goto(address)

  const exterior = page.getByRole('button', { name: 'Exterior 360°' })
  await exterior.focus()
  await page.keyboard.press('Enter')
  await expect(exterior).toHaveAttribute('aria-pressed', 'true')
  const turntable = page.getByRole('slider', { name: /Exterior 360°/ })
  await expect(turntable).toBeVisible()
  // It turns a frame every 150 ms by itself.
  const first = Number(await turntable.getAttribute('aria-valuenow'))
  await expect.poll(async () => Number(await turntable.getAttribute('aria-valuenow')), { timeout: 3_000 }).not.toBe(first)

  // The keyboard stops the turn and moves one frame a press.
  await turntable.focus()
  await page.keyboard.press('ArrowRight')
  const held = Number(await turntable.getAttribute('aria-valuenow'))
  await page.waitForTimeout(500)
  expect(Number(await turntable.getAttribute('aria-valuenow'))).toBe(held)
  await page.keyboard.press('ArrowLeft')
  await expect(turntable).toHaveAttribute('aria-valuenow', String(held - 1 < 0 ? Number(await turntable.getAttribute('aria-valuemax')) : held - 1))

  // Dragging 50 px turns it 10 frames (5 px a frame).
  const box = (await turntable.boundingBox())!
  const start = Number(await turntable.getAttribute('aria-valuenow'))
  const frames = Number(await turntable.getAttribute('aria-valuemax')) + 1
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 + 50, box.y + box.height / 2, { steps: 5 })
  await page.mouse.up()
  const moved = Number(await turntable.getAttribute('aria-valuenow'))
  expect(Math.min((moved - start + frames) % frames, (start - moved + frames) % frames)).toBe(10)

  const violations = await seriousViolations(page)
  expect(violations, describeViolations(violations)).toEqual([])

  // A failing media call is logged and the normal gallery shown, with no view buttons.
  await page.route('**/api/car-media/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }))
  await page.goto(address)
  await expect(page.locator('[data-car-gallery]')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Exterior 360°' })).toHaveCount(0)
})

test.describe('sample cars and similar cars on se-dealer-2', () => {
  for (const { name, viewport } of WIDTHS) {
    test(`${name}: a sample car shows its price from, its other trim packages, and asks which seller a quote is for`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await withConsent(page, 'se2.localhost')
      const answer = await searchApi({ index: 'vehicles-se', limit: 50, fields: ['car_id', 'slug'], filters: [{ name: 'car_is_sample', values: [{ value: true }] }] })
      const samples = answer.json.content as Array<{ car_id: string; slug: string }>
      let shown = false
      for (const sample of samples) {
        await page.goto(siteUrl('se2.localhost', `/kop-bil/${sample.car_id}/${sample.slug}`))
        if ((await page.locator('[data-trim-packages]').count()) > 0) {
          shown = true
          break
        }
      }
      expect(shown, 'a sample car with other trim packages on se-dealer-2').toBe(true)
      await expect(page.getByText('från', { exact: false }).first()).toBeVisible()
      const trims = page.locator('[data-trim-packages] > li')
      expect(await trims.count()).toBeGreaterThan(0)
      await expect(trims.first().locator('a').first()).toHaveAttribute('href', /^\/kop-bil\/\d+\/[a-z0-9-]+$/)

      // 'Begär offert' takes the visitor to the form with the quote box ticked; the seller is a required choice.
      const quote = page.getByRole('link', { name: 'Begär offert' })
      await quote.focus()
      await page.keyboard.press('Enter')
      const form = page.locator('[data-contact-form]')
      await expect(form.getByRole('checkbox', { name: 'Jag vill ha en offert' })).toBeChecked()
      const seller = form.getByRole('combobox', { name: 'Återförsäljare' })
      await expect(seller.locator('option').first()).toHaveText('Välj återförsäljare')
      expect(await seller.locator('option').count()).toBeGreaterThan(1)
      await form.getByRole('textbox', { name: 'Namn', exact: true }).fill('Sample Quote')
      await form.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+46 70 174 06 55')
      await form.getByRole('textbox', { name: 'E-post', exact: true }).fill('sample@example.com')
      await form.getByRole('button', { name: 'Skicka' }).click()
      await expect(form.getByText('Välj en återförsäljare.')).toBeVisible()
      await seller.selectOption({ index: 1 })
      await form.getByRole('button', { name: 'Skicka' }).click()
      await expect(page.locator('[data-contact-success]')).toBeVisible({ timeout: 10_000 })

      const violations = await seriousViolations(page)
      expect(violations, describeViolations(violations)).toEqual([])
    })
  }

  test('desktop: similar cars drag — past 30 % of a card it snaps on to the next, less springs back', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await withConsent(page, 'se2.localhost')
    const [car] = await carsOf('vehicles-se', [])
    await page.goto(siteUrl('se2.localhost', `/kop-bil/${car!.car_id}/${car!.slug}`))
    const track = page.locator('[data-similar-cars] > ul')
    await track.scrollIntoViewIfNeeded()
    expect(await track.locator('> li').count()).toBe(8)
    const cardWidth = await track.locator('> li').first().evaluate((card) => card.getBoundingClientRect().width)
    expect(Math.round(cardWidth)).toBe(330)
    const step = await track.evaluate((list) => (list.children[1] as HTMLElement).offsetLeft - (list.children[0] as HTMLElement).offsetLeft)
    const box = (await track.boundingBox())!
    const drag = async (dx: number) => {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width / 2 + dx / 2, box.y + box.height / 2, { steps: 4 })
      await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2, { steps: 4 })
      await page.mouse.up()
    }
    const scrolled = () => track.evaluate((list) => Math.round(list.scrollLeft))
    // 20 % of a card: back to where it was.
    await drag(-Math.round(step * 0.2))
    await expect.poll(scrolled).toBe(0)
    // 40 % of a card: on to the next one.
    await drag(-Math.round(step * 0.4))
    await expect.poll(scrolled).toBe(step)
    // A drag is not a click: the page did not follow a card's link.
    await expect(page).toHaveURL(new RegExp(`/kop-bil/${car!.car_id}/`))
  })
})
