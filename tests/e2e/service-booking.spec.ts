import { expect, test, type Locator, type Page } from '@playwright/test'

import { formatSek } from '@/features/service-booking/money'

import { signInToAdmin } from './helpers/admin'
import { describeViolations, seriousViolations } from './helpers/axe'
import { scrollUntilShown } from './helpers/scroll'
import { cmsApi, cmsLogin, E2E, fetchAs, siteUrl } from './helpers/server'

/**
 * The online service booking (spec 3 §2.1, §4.1, §5.1, §7, §8) on se-dealer-2 at its fixed path: the five
 * steps by keyboard at 1440 px and by touch on a 375 px phone, the unsupported and unknown cars, a time taken by
 * someone else between choosing and booking, a reload in the middle, the confirmation e-mail with its calendar
 * invitation in the demo inbox, the chosen workshop's own prices in the summary, the scroll-to-top button above
 * the phone's summary bar, geolocation denied and the place search failing, the API's refusals, a workshop's
 * staff and a site's editor marking bookings done and cancelled in the CMS, and axe-core at every step.
 */

const HOST = 'se2.localhost'
const PAGE = '/service-och-verkstad/boka-bilverkstad'

async function open(page: Page, path = PAGE) {
  await page.context().addCookies([{ name: 'cookieConsent', value: 'v1.s0.m0', domain: HOST, path: '/' }])
  await page.goto(siteUrl(HOST, path))
  await page.evaluate(() => sessionStorage.clear())
  await page.goto(siteUrl(HOST, path))
}

async function axeClean(page: Page) {
  const violations = await seriousViolations(page)
  expect(violations, describeViolations(violations)).toEqual([])
}

async function inbox(to: string): Promise<Array<{ id: number; subject: string; text: string; attachments: Array<{ filename: string; contentType: string }> }>> {
  const answer = await fetchAs(HOST, `/api/demo/inbox?to=${encodeURIComponent(to)}&limit=20`)
  expect(answer.status, answer.body).toBe(200)
  return JSON.parse(answer.body).messages
}

const api = (path: string, options: { method?: string; body?: unknown } = {}) =>
  fetchAs(HOST, path, { method: options.method, headers: options.body === undefined ? {} : { 'content-type': 'application/json' }, body: options.body === undefined ? undefined : JSON.stringify(options.body) }).then(
    (answer) => ({ status: answer.status, json: answer.body ? JSON.parse(answer.body) : null, body: answer.body }),
  )

/** An amount as the page shows it (sv-SE, whole kronor), whichever space the formatter puts between the groups. */
const sek = (amount: number) => new RegExp(`^${formatSek(amount).replace(/\s/g, '\\s')}$`)

/** A whole-krona amount read from a text such as "1 386 kr" or "−154 kr". */
const kronor = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''))

/** A car of its own in the vehicle register, so a test's bookings meet nobody else's (one car, one booking at a time). */
async function registerCar(brand = 'Volkswagen', model = 'Golf'): Promise<string> {
  const token = await cmsLogin()
  const alphabet = 'ABCDEFGHJKLMNPRSTUWXYZ23456789'
  for (let attempt = 0; attempt < 5; attempt++) {
    const plate = `T${Array.from({ length: 5 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('')}`
    const created = await cmsApi('POST', '/vehicle-register', token, { registrationNumber: plate, brand, model, buildYear: 2020, hasServiceAgreement: false })
    if (created.status === 201) return plate
  }
  throw new Error('could not register a test car')
}

/** The reference of a booking, e.g. NB-V2LBG8P7. */
const REFERENCE = /^NB-[A-Z0-9]{8}$/

/** Clicks a choice where a person taps it: on its card (the control itself is visually hidden inside it). */
const tap = (choice: Locator) => choice.locator('xpath=ancestor::label[1]').click()

/** Step 1 by pointer: the plate filled in, the place picked from the suggestions, Continue. */
async function carAndPlace(page: Page, plate: string, place = 'Gävle') {
  await page.getByLabel('Registreringsnummer').fill(plate)
  await page.getByRole('combobox', { name: 'Var vill du lämna bilen?' }).fill(place.slice(0, 4))
  await page.getByRole('option', { name: new RegExp(`^${place}`) }).click()
  await page.getByRole('button', { name: 'Fortsätt' }).click()
}

/** Step 1 by keyboard: the plate typed, the place from the suggestions, Enter. */
async function carAndPlaceByKeyboard(page: Page, plate: string, place = 'Uppsala') {
  const plateBox = page.getByLabel('Registreringsnummer')
  await plateBox.focus()
  await page.keyboard.type(plate.toLowerCase())
  await expect(plateBox).toHaveValue(plate)
  await page.keyboard.press('Tab')
  const placeBox = page.getByRole('combobox', { name: 'Var vill du lämna bilen?' })
  await expect(placeBox).toBeFocused()
  await page.keyboard.type(place.slice(0, 4))
  await expect(page.getByRole('option', { name: new RegExp(`^${place}`) })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(placeBox).toHaveValue(place)
  await page.getByRole('button', { name: 'Fortsätt' }).focus()
  await page.keyboard.press('Enter')
}

/**
 * Makes the place search's script fail to load, as a blocked or broken maps provider would: the chunk holding the
 * bundled place list (known by its content, its name being a hash) is refused; every other script loads.
 */
async function failPlaceSearch(page: Page) {
  const isPlaceList = new Map<string, boolean>()
  await page.route('**/_next/static/chunks/**', async (route) => {
    const url = new URL(route.request().url())
    if (!isPlaceList.has(url.pathname)) {
      const { body } = await fetchAs(HOST, url.pathname)
      isPlaceList.set(url.pathname, body.includes('Västra Götalands län') && body.includes('Norrbottens län'))
    }
    if (isPlaceList.get(url.pathname)) await route.abort('failed')
    else await route.continue()
  })
}

test.describe('service booking page', () => {
  test.describe.configure({ timeout: 120_000 })

  test('ABC123 by keyboard at 1440 px: five steps, the agreement discount, the confirmation e-mail with a calendar invitation', async ({ page }) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width: 1440, height: 1000 })
    await open(page)
    await expect(page.getByText('Steg 1/5')).toBeVisible()
    await expect(page.getByRole('link', { name: /BMW/ })).toHaveAttribute('target', '_blank')
    await axeClean(page)

    await carAndPlaceByKeyboard(page, 'ABC123')
    // The step counter keeps its total from the first step to the confirmation.
    await expect(page.getByText('Steg 2/5')).toBeVisible()
    await expect(page.getByText('Steg 1/5')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'auktoriserade verkstäder för Volkswagen' })).toBeVisible()
    await expect(page.getByText('Serviceavtal: dina rabatterade priser visas.')).toBeVisible()
    const original = page.getByRole('radio', { name: /Service enligt serviceprogram/ })
    await expect(page.getByText(/−\d[\d\s]*\skr med serviceavtal/).first()).toBeVisible()
    const continueButton = page.getByRole('button', { name: 'Fortsätt', exact: true })
    await expect(continueButton).toBeDisabled()
    await original.focus()
    await page.keyboard.press('Space')
    await expect(original).toBeChecked()
    await expect(page.getByText('Ange miltal')).toBeVisible()
    await expect(continueButton).toBeDisabled()
    // A second Space deselects a single-choice service; a third chooses it again.
    await page.keyboard.press('Space')
    await expect(original).not.toBeChecked()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await expect(page.getByLabel(/Miltal/)).toBeFocused()
    await page.keyboard.type('4500')
    await expect(page.getByText('Ange miltal')).toHaveCount(0)
    // Fault finding needs a message of at most 80 characters.
    const fault = page.getByRole('checkbox', { name: /Felsökning/ })
    await fault.focus()
    await page.keyboard.press('Space')
    await expect(page.getByText('Ange meddelande')).toBeVisible()
    await expect(continueButton).toBeDisabled()
    await page.getByLabel('Beskriv vad du vill att vi tittar på').focus()
    await page.keyboard.type('Det gnisslar från höger framhjul vid inbromsning.')
    await expect(page.getByText('49/80')).toBeVisible()
    await axeClean(page)
    await continueButton.focus()
    await page.keyboard.press('Enter')

    await expect(page.getByText('Steg 3/5')).toBeVisible()
    const withoutAddons = page.getByRole('button', { name: 'Fortsätt utan tillval' })
    await expect(withoutAddons).toBeVisible()
    await withoutAddons.focus()
    await page.keyboard.press('Enter')

    await expect(page.getByText('Steg 4/5')).toBeVisible()
    await expect(page.getByText(/^Steg \d\/4$/)).toHaveCount(0)
    const choose = page.getByRole('button', { name: /^Välj verkstad/ })
    // The demo's five workshops that service a Volkswagen: the first five of the stream.
    await expect(choose).toHaveCount(5)
    await expect(page.getByText(/Första lediga tid:/).first()).toBeVisible()
    await axeClean(page)
    // Until a workshop is chosen the summary's prices are the medians of the nearest workshops.
    const summary = page.getByRole('complementary', { name: 'Din bokning' })
    await expect(summary.getByText('Priserna är medianpriser och kan variera mellan verkstäder.')).toBeVisible()
    const siteName = (await choose.first().textContent())!.replace(/^Välj verkstad\s*/, '').trim()
    const workshopPrices = page.waitForResponse((response) => response.url().includes('/api/mechmate/prices/'))
    await choose.first().focus()
    await page.keyboard.press('Enter')
    // Once the chosen workshop's own prices have come, the summary shows them as that workshop's, not as medians.
    const priced = (await (await workshopPrices).json()) as { serviceOfferings: Array<{ code: string; price: number | null; priceKnown: boolean; priceDiscount: number }> }
    expect(priced.serviceOfferings.map((offering) => offering.code).sort()).toEqual(['ORIGINAL_SERVICE', 'TROUBLESHOOTING'])
    await expect(summary.getByText(`Priserna gäller hos ${siteName}.`)).toBeVisible()
    await expect(summary.getByText(/medianpriser/)).toHaveCount(0)
    const known = priced.serviceOfferings.filter((offering) => offering.priceKnown && offering.price !== null)
    expect(known.length).toBeGreaterThan(0)
    // Each service at its ordinary price, the agreement discount as a discount, and a total that adds up.
    for (const offering of known) await expect(summary.getByText(sek(offering.price! + offering.priceDiscount)).first()).toBeVisible()
    const discount = known.reduce((sum, offering) => sum + offering.priceDiscount, 0)
    const total = known.reduce((sum, offering) => sum + offering.price!, 0)
    expect(discount).toBeGreaterThan(0)
    const lines = await summary.getByRole('listitem').evaluateAll((items) => items.map((item) => item.lastElementChild?.textContent ?? ''))
    const shownDiscount = kronor(await summary.getByText(/^−\d/).textContent())
    const shownTotal = kronor(await summary.locator('p').filter({ hasText: /^Totalt/ }).textContent())
    expect(shownDiscount).toBe(discount)
    expect(shownTotal).toBe(total)
    expect(lines.map(kronor).reduce((sum, line) => sum + line, 0) - shownDiscount).toBe(shownTotal)
    const firstTime = page.getByRole('button', { name: /kl\. \d{2}:\d{2}$/ }).first()
    await expect(firstTime).toBeVisible()
    await firstTime.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Dina uppgifter' })).toBeVisible()
    // Book with nothing filled in: the form names what is missing and sends nothing.
    await page.getByRole('button', { name: 'Boka' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Ange förnamn')).toBeVisible()
    await expect(page.getByLabel(/Förnamn/)).toBeFocused()
    const email = `abc123.${Date.now()}@example.com`
    await page.keyboard.type('Vera')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Nilsson')
    await page.keyboard.press('Tab')
    await page.keyboard.type('070 174 06 50')
    await page.keyboard.press('Tab')
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await page.keyboard.type('Jag väntar i loungen.')
    await axeClean(page)
    await page.getByRole('button', { name: 'Boka' }).focus()
    await page.keyboard.press('Enter')

    await expect(page.getByRole('heading', { name: 'Bokningen är klar' })).toBeFocused()
    await expect(page.getByText(`Vi har skickat en bekräftelse med kalenderinbjudan till ${email}.`)).toBeVisible()
    await expect(page.getByText('Serviceavtalsrabatt').first()).toBeVisible()
    await expect(page.getByText('Steg 5/5')).toBeVisible()
    await expect(page.getByRole('link', { name: /Vägbeskrivning/ })).toHaveAttribute('target', '_blank')
    // One reference everywhere: the customer's, never the row's number.
    const reference = (await page.getByText(REFERENCE).textContent())!.trim()
    await expect(page.getByText(`Bokningsnummer: ${reference}`)).toBeVisible()
    const purchase = await page.evaluate(() => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer.find((event) => event.event === 'purchase'))
    expect(purchase).toMatchObject({ flow_version: '2.0', ecommerce: { currency: 'SEK', transaction_id: reference, value: total } })
    // The page's impression (spec 3 §7), once for the whole flow.
    const impressions = await page.evaluate(() => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer.filter((event) => event.event === 'page_impression'))
    expect(impressions).toEqual([expect.objectContaining({ page_type: 'service booking', page_path: PAGE })])
    await axeClean(page)

    await expect.poll(async () => (await inbox(email)).length, { timeout: 30_000 }).toBe(1)
    const [message] = await inbox(email)
    expect(message!.subject).toContain('Bokningsbekräftelse')
    expect(message!.subject).toContain(reference)
    expect(message!.text).toContain(`Bokningsnummer: ${reference}`)
    expect(message!.text).toContain('Volkswagen Golf, ABC123')
    // The e-mail's sum reads as the page's: the discount taken off, the total what is paid; the workshop's own
    // prices are not called medians.
    expect(message!.text).toContain(`Serviceavtalsrabatt: −${formatSek(discount)}`)
    expect(message!.text).toContain(`Totalt: ${formatSek(total)}`)
    expect(message!.text).not.toMatch(/medianpris|varav/i)
    expect(message!.attachments[0]).toMatchObject({ filename: `bokning-${reference}.ics`, contentType: expect.stringContaining('text/calendar') })
    const ics = await fetchAs(HOST, `/api/demo/inbox/attachment?id=${message!.id}&index=0`)
    expect(ics.body).toContain(reference)

    // New booking starts afresh.
    await page.getByRole('button', { name: 'Ny bokning' }).click()
    await expect(page.getByText('Steg 1/5')).toBeVisible()
    await expect(page.getByLabel('Registreringsnummer')).toHaveValue('')
  })

  test('DEF456 on a 375 px phone: the bottom sheet, a reload in the middle keeps the booking, add-ons, then booked', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await open(page)
    await carAndPlace(page, 'def456')
    await expect(page.getByText('Steg 2/5')).toBeVisible()
    await tap(page.getByRole('radio', { name: /Oljeservice/ }))
    await tap(page.getByRole('checkbox', { name: /Hjulinställning/ }))
    await expect(page.getByText(/med serviceavtal/)).toHaveCount(0)

    // The sheet: 72 px closed, 80 % of the screen open, closed by its button.
    const sheetButton = page.getByRole('button', { name: /Din bokning/ })
    await expect(sheetButton).toBeVisible()
    await sheetButton.click()
    const sheet = page.getByRole('dialog', { name: 'Din bokning' })
    await expect(sheet).toBeVisible()
    await expect(sheet.getByText('Oljeservice')).toBeVisible()
    const height = await sheet.evaluate((element) => element.closest('[class*="bottom-0"]')!.getBoundingClientRect().height)
    expect(Math.round(height)).toBe(Math.round(812 * 0.8))
    await axeClean(page)
    await sheet.getByRole('button', { name: 'Stäng sammanfattningen' }).click()
    await expect(sheet).toHaveCount(0)

    await page.reload()
    await expect(page.getByText('Steg 2/5')).toBeVisible()
    await expect(page.getByRole('radio', { name: /Oljeservice/ })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: /Hjulinställning/ })).toBeChecked()
    await page.getByRole('button', { name: 'Fortsätt', exact: true }).click()

    await tap(page.getByRole('checkbox', { name: /Nya torkarblad/ }))
    await expect(page.getByRole('button', { name: 'Fortsätt utan tillval' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Fortsätt', exact: true }).click()
    await tap(page.getByRole('radio', { name: 'Första lediga tid' }))
    await page.getByRole('button', { name: /^Välj verkstad/ }).first().click()
    await page.getByRole('button', { name: /heldag|Heldag/ }).first().click()
    await expect(page.getByText(/heldag – lämna bilen före 08:00/).first()).toBeVisible()
    await page.getByLabel(/Förnamn/).fill('Olle')
    await page.getByLabel(/Efternamn/).fill('Berg')
    await page.getByLabel(/Telefon/).fill('+46701740651')
    await page.getByLabel(/E-post/).fill(`def456.${Date.now()}@example.com`)
    await axeClean(page)
    await page.getByRole('button', { name: 'Boka' }).click()
    await expect(page.getByRole('heading', { name: 'Bokningen är klar' })).toBeVisible()
    await axeClean(page)
  })

  test('on a 375 px phone the scroll-to-top button sits above the 72 px summary bar, never on it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await open(page)
    await carAndPlace(page, 'DEF456')
    await expect(page.getByText('Steg 2/5')).toBeVisible()
    await tap(page.getByRole('radio', { name: /Oljeservice/ }))
    // Down to the end of the services, past the point where the button appears: the step's Continue just below
    // the summary bar's top edge.
    const next = page.getByRole('button', { name: 'Fortsätt', exact: true })
    const continueUnderBar = async () => page.evaluate((by) => window.scrollBy(0, by), (await next.boundingBox())!.y - (812 - 72 + 8))
    await continueUnderBar()
    const button = page.locator('[data-scroll-to-top]')
    const bar = page.locator('[data-bottom-bar]')
    // A little further up, where it sits on no words (it steps aside from the services' text).
    await scrollUntilShown(page, button, { step: -16, limit: 400 })
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(528)
    const barBox = (await bar.boundingBox())!
    expect(Math.round(barBox.height)).toBe(72)
    expect(Math.round(barBox.y + barBox.height)).toBe(812)
    await expect.poll(async () => (await button.boundingBox())!.y + (await button.boundingBox())!.height).toBeLessThanOrEqual(barBox.y)
    await page.screenshot({ path: test.info().outputPath('scroll-to-top-above-summary-375.png') })
    await test.info().attach('scroll-to-top above the summary bar at 375 px', { path: test.info().outputPath('scroll-to-top-above-summary-375.png'), contentType: 'image/png' })
    // Where the step's Continue comes under it, the button steps aside rather than cover it.
    const buttonBox = (await button.boundingBox())!
    await page.evaluate((by) => window.scrollBy(0, by), (await next.boundingBox())!.y - buttonBox.y)
    await expect(button).toBeHidden()
    await continueUnderBar()
    await scrollUntilShown(page, button, { step: -16, limit: 400 })
    // Both still work: the bar opens the summary, the button takes the visitor up.
    await page.getByRole('button', { name: /Din bokning/ }).click()
    await expect(page.getByRole('dialog', { name: 'Din bokning' })).toBeVisible()
    await page.getByRole('button', { name: 'Stäng sammanfattningen' }).click()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('geolocation denied: the page says the browser must be allowed to use location services', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } })
    await context.clearPermissions()
    const page = await context.newPage()
    await open(page)
    await page.getByLabel('Registreringsnummer').fill('ABC123')
    await page.getByRole('button', { name: 'Använd min position' }).click()
    await expect(page.getByText('För att använda funktionen behöver din webbläsare kunna använda platstjänster.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Fortsätt' })).toBeDisabled()
    const errorEvent = await page.evaluate(() => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer.find((event) => event.event === 'event_error'))
    expect(errorEvent).toMatchObject({ error_type: 'geolocation_denied' })
    await axeClean(page)
    await context.close()
  })

  test('the place search failing to load: a clear message, and the booking goes on from the current position', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, permissions: ['geolocation'], geolocation: { latitude: 59.8586, longitude: 17.6389 } })
    const page = await context.newPage()
    await failPlaceSearch(page)
    await open(page)
    await expect(page.getByText(/^Ortsökningen kunde inte laddas \(Failed to load the place search\)\. Använd din position/)).toBeVisible()
    const placeBox = page.getByRole('combobox', { name: 'Var vill du lämna bilen?' })
    await placeBox.fill('Upps')
    await expect(page.getByRole('option')).toHaveCount(0)
    await page.getByLabel('Registreringsnummer').fill('ABC123')
    await page.getByRole('button', { name: 'Använd min position' }).click()
    await expect(placeBox).toHaveValue('Min position')
    await page.getByRole('button', { name: 'Fortsätt' }).click()
    await expect(page.getByText('Steg 2/5')).toBeVisible()
    await tap(page.getByRole('radio', { name: /Oljeservice/ }))
    await page.getByRole('button', { name: 'Fortsätt', exact: true }).click()
    await page.getByRole('button', { name: 'Fortsätt utan tillval' }).click()
    // The workshops nearest the position (Uppsala's), as from the place.
    await expect(page.getByRole('button', { name: /^Välj verkstad/ })).toHaveCount(5)
    await axeClean(page)
    await context.close()
  })

  test('MNB12C is sent to its brand’s booking; ZZZ999 is not found; ?lat=&lng= preselects the place', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 })
    await open(page, `${PAGE}?lat=59.6099&lng=16.5448`)
    await expect(page.getByRole('combobox', { name: 'Var vill du lämna bilen?' })).toHaveValue('Västerås')
    await page.getByLabel('Registreringsnummer').fill('MNB12C')
    await page.getByRole('button', { name: 'Fortsätt' }).click()
    await expect(page.getByText('Du bokar din service, däckbyte och verkstad för BMW via länken högst upp på sidan.')).toBeVisible()
    await expect(page.getByText('Steg 1/5')).toBeVisible()
    // The link the message sends the visitor to is there, at the top, and nothing there says the car is serviced here.
    const top = page.locator('header').filter({ has: page.getByRole('heading', { name: 'Boka service och verkstad' }) })
    const bmw = top.getByRole('link', { name: /BMW/ })
    await expect(bmw).toBeVisible()
    await expect(bmw).toHaveAttribute('href', /bmw\./)
    await expect(bmw).toHaveAttribute('target', '_blank')
    await expect(top).toContainText('Vi har ingen auktoriserad verkstad för BMW')
    await expect(page.getByText(/vi servar bilen/i)).toHaveCount(0)
    await page.getByLabel('Registreringsnummer').fill('ZZZ999')
    await page.getByRole('button', { name: 'Fortsätt' }).click()
    await expect(page.getByText('Fordonet hittades inte, kontrollera att registreringsnumret är korrekt')).toBeVisible()
    await axeClean(page)
  })

  test('a time taken by someone else between choosing and booking is refused with the spec’s message', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 })
    await open(page)
    await carAndPlace(page, 'GHJ78K')
    // The Kia Niro has a timing chain: that service is not available for the model.
    await expect(page.getByText('Byte av kamrem är inte tillgänglig för denna bilmodell.')).toBeVisible()
    await expect(page.getByRole('checkbox', { name: /Byte av kamrem/ })).toBeDisabled()
    await tap(page.getByRole('checkbox', { name: /AC-service/ }))
    await page.getByRole('button', { name: 'Fortsätt', exact: true }).click()
    await page.getByRole('button', { name: 'Fortsätt utan tillval' }).click()
    await page.getByRole('button', { name: /^Välj verkstad/ }).first().click()
    const time = page.getByRole('button', { name: /kl\. \d{2}:\d{2}$/ }).last()
    const label = (await time.textContent())!
    await time.click()
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('forecourt.serviceBooking')!))
    const { departmentId, timeSlot } = stored.location as { departmentId: string; timeSlot: string }
    expect(timeSlot.endsWith(label.slice(-5))).toBe(true)

    // Others, each with a Kia of their own, take every place of that time.
    let taken = 0
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = await api('/api/mechmate/book', {
        method: 'POST',
        body: { customer: { firstName: 'Ann', lastName: 'Annan', phone: '0701740652', email: 'annan@example.com' }, departmentId, timeSlot, isFullDay: false, registrationNumber: await registerCar('Kia', 'Niro'), serviceOfferingRequests: [{ kobraId: 'K-2004' }] },
      })
      if (answer.status === 409) {
        expect(answer.json).toMatchObject({ error: 'TimeslotNotAvailable', errors: [{ code: 'TimeslotNotAvailable' }] })
        break
      }
      expect(answer.status, answer.body).toBe(200)
      taken++
    }
    expect(taken).toBeGreaterThan(0)

    await page.getByLabel(/Förnamn/).fill('Sara')
    await page.getByLabel(/Efternamn/).fill('Sist')
    await page.getByLabel(/Telefon/).fill('0701740653')
    await page.getByLabel(/E-post/).fill('sara@example.com')
    await page.getByRole('button', { name: 'Boka' }).click()
    await expect(page.getByText('Tiden är inte tillgänglig, vänligen välj en annan tid')).toBeVisible()
    const errorEvent = await page.evaluate(() => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer.find((event) => event.event === 'event_error'))
    expect(errorEvent).toMatchObject({ error_type: 'TimeslotNotAvailable' })
  })
})

test.describe('one car, one booking at a time', () => {
  test.describe.configure({ timeout: 180_000 })

  /** Steps 1 to 4 for a car near Uppsala: an oil service, no add-ons, the nearest workshop and its first time. */
  async function toFirstTime(page: Page, plate: string) {
    await page.setViewportSize({ width: 1440, height: 1000 })
    await open(page)
    await carAndPlace(page, plate, 'Uppsala')
    await tap(page.getByRole('radio', { name: /Oljeservice/ }))
    await page.getByRole('button', { name: 'Fortsätt', exact: true }).click()
    await page.getByRole('button', { name: 'Fortsätt utan tillval' }).click()
    await page.getByRole('button', { name: /^Välj verkstad/ }).first().click()
    // Two weeks ahead: the booking can still be cancelled from its link (up to 24 hours before) whatever the day.
    for (const week of [1, 2]) {
      const heading = await page.getByText(/^Vecka \d+ ·/).textContent()
      await page.getByRole('button', { name: 'Nästa vecka' }).click()
      await expect(page.getByText(/^Vecka \d+ ·/), `week ${week} ahead`).not.toHaveText(heading!)
    }
    await page.getByRole('button', { name: /kl\. \d{2}:\d{2}$/ }).first().click()
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('forecourt.serviceBooking')!))
    return stored.location as { departmentId: string; timeSlot: string }
  }

  async function contact(page: Page, email: string) {
    await page.getByLabel(/Förnamn/).fill('Vera')
    await page.getByLabel(/Efternamn/).fill('Nilsson')
    await page.getByLabel(/Telefon/).fill('070 174 06 50')
    await page.getByLabel(/E-post/).fill(email)
  }

  const offered = async (plate: string, departmentId: string, timeSlot: string) => {
    const [date, time] = timeSlot.split('T') as [string, string]
    const week = await api(`/api/mechmate/timeslots/from/${plate}/${departmentId}/${date}/?serviceOfferings=OIL_SERVICE`)
    expect(week.status, week.body).toBe(200)
    return (week.json as Array<{ date: string; availableSlots: string[] }>).find((day) => day.date === date)!.availableSlots.includes(time)
  }

  test('the same car booked in two sessions for the same time: the second is told why, gets the link to change the first, and the time is no longer offered to the car', async ({ browser }) => {
    const plate = await registerCar()
    const other = await registerCar()
    const first = await browser.newContext()
    const second = await browser.newContext()
    const [a, b] = [await first.newPage(), await second.newPage()]
    const chosen = await toFirstTime(a, plate)
    expect(await toFirstTime(b, plate)).toEqual(chosen)

    const email = `one.car.${Date.now()}@example.com`
    await contact(a, email)
    await a.getByRole('button', { name: 'Boka' }).click()
    await expect(a.getByRole('heading', { name: 'Bokningen är klar' })).toBeVisible()
    const reference = (await a.getByText(REFERENCE).textContent())!.trim()

    // The second session, with the time it chose before the first booked: refused in words, nothing stored.
    await contact(b, `second.${Date.now()}@example.com`)
    await b.getByRole('button', { name: 'Boka' }).click()
    const refusal = b.getByRole('alert').filter({ hasText: `${plate} har redan en bokning` })
    await expect(refusal).toBeVisible()
    await expect(refusal).toContainText('en bil kan bara ha en bokning åt gången')
    await expect(b.getByRole('heading', { name: 'Bokningen är klar' })).toHaveCount(0)
    const errorEvent = await b.evaluate(() => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer.find((event) => event.event === 'event_error'))
    expect(errorEvent).toMatchObject({ error_type: 'CarAlreadyBooked' })
    // The link to change the first booking goes to the address it was made with, never to this session.
    const send = b.getByRole('button', { name: 'Skicka länken igen' })
    await send.focus()
    await b.keyboard.press('Enter')
    await expect(b.getByRole('status').filter({ hasText: 'Vi har skickat länken till e-postadressen som bokningen gjordes med.' })).toBeVisible()
    await expect.poll(async () => (await inbox(email)).filter((message) => message.subject.startsWith('Ändra eller avboka')).length, { timeout: 30_000 }).toBe(1)
    const [changeMail] = (await inbox(email)).filter((message) => message.subject.startsWith('Ändra eller avboka'))
    expect(changeMail!.subject).toContain(reference)
    const link = /https?:\/\/\S+\/service-booking\/change\?token=\S+/.exec(changeMail!.text)?.[0]
    expect(link).toBeTruthy()
    await axeClean(b)

    // The time is no longer offered to that car, but still to another car; booking it anyway is refused.
    expect(await offered(plate, chosen.departmentId, chosen.timeSlot)).toBe(false)
    expect(await offered(other, chosen.departmentId, chosen.timeSlot)).toBe(true)
    const direct = await api('/api/mechmate/book', {
      method: 'POST',
      body: { customer: { firstName: 'Ny', lastName: 'Kund', phone: '0701740654', email: 'third@example.com' }, departmentId: chosen.departmentId, timeSlot: chosen.timeSlot, isFullDay: false, registrationNumber: plate, serviceOfferingRequests: [{ kobraId: 'K-1002' }] },
    })
    expect(direct).toMatchObject({ status: 409, json: { error: 'CarAlreadyBooked', errors: [{ code: 'CarAlreadyBooked' }] } })

    // The link changes the booking: cancelled, a cancellation sent with the calendar's cancel, the time free again.
    const change = await a.context().newPage()
    await change.goto(link!.replace(/^https?:\/\/[^/]+/, siteUrl(HOST, '')))
    await expect(change.getByRole('banner')).toBeVisible()
    await expect(change.getByRole('contentinfo')).toBeVisible()
    await expect(change.getByRole('heading', { level: 1, name: 'Ändra eller avboka verkstadstid' })).toBeVisible()
    await expect(change.getByText(reference)).toBeVisible()
    await axeClean(change)
    const cancel = change.getByRole('button', { name: 'Avboka bokningen' })
    await cancel.focus()
    await change.keyboard.press('Enter')
    await expect(change.getByRole('heading', { level: 1, name: 'Bokningen är avbokad' })).toBeVisible()
    await expect(change.getByRole('link', { name: 'Boka en ny tid' })).toHaveAttribute('href', PAGE)
    await expect.poll(async () => (await inbox(email)).filter((message) => message.subject.startsWith('Avbokad')).length, { timeout: 30_000 }).toBe(1)
    const [cancelled] = (await inbox(email)).filter((message) => message.subject.startsWith('Avbokad'))
    expect(cancelled!.attachments[0]).toMatchObject({ filename: `avbokning-${reference}.ics`, contentType: expect.stringContaining('method=CANCEL') })
    const ics = (await fetchAs(HOST, `/api/demo/inbox/attachment?id=${cancelled!.id}&index=0`)).body
    expect(ics).toContain('METHOD:CANCEL')
    expect(ics).toContain(`UID:${reference}@forecourt`)
    expect(ics).toContain('STATUS:CANCELLED')
    expect(await offered(plate, chosen.departmentId, chosen.timeSlot)).toBe(true)
    await first.close()
    await second.close()
  })
})

test.describe('the /api/mechmate calls', () => {
  test('answer the car, services, brands, workshops and times, and refuse bad input with a 4xx', async () => {
    expect((await api('/api/mechmate/car/abc123')).json).toMatchObject({ registrationNumber: 'ABC123', brand: 'Volkswagen', hasServiceAgreement: true, isSupported: true })
    expect(await api('/api/mechmate/car/ZZZ999')).toMatchObject({ status: 404, json: { error: 'VehicleNotFound', message: 'Fordonet hittades inte, kontrollera att registreringsnumret är korrekt' } })
    expect(await api('/api/mechmate/car/A')).toMatchObject({ status: 400, json: { error: 'InvalidReg' } })
    // A path parameter out of its shape is bad input, named with its code (spec 3 §7, §8), never a 404.
    const invalidReg = { status: 400, json: { error: 'InvalidReg', message: 'Ogiltigt registreringsnummer, kontrollera att registreringsnumret är korrekt', errors: [{ code: 'InvalidReg' }] } }
    for (const path of [
      '/api/mechmate/car/%3Cscript%3E',
      `/api/mechmate/car/${'A'.repeat(11)}`,
      '/api/mechmate/services/..%2F..%2Fetc?lat=59.8586&lng=17.6389',
      '/api/mechmate/addons/AB%3BC12',
      '/api/mechmate/prices/AB%3BC12/4500/SE-1102-VERKSTAD?serviceOfferings=ORIGINAL_SERVICE',
      '/api/mechmate/timeslots/from/AB%3BC12/SE-1102-VERKSTAD/2027-01-04/?serviceOfferings=ORIGINAL_SERVICE',
    ]) {
      expect(await api(path), path).toMatchObject(invalidReg)
    }
    expect(await api('/api/mechmate/authorized-workshop/Land%20Rover%3B')).toMatchObject({ status: 400, json: { error: 'InvalidBrand' } })
    expect((await api('/api/mechmate/authorized-workshop/Volkswagen')).json).toEqual({ hasBrand: true })
    expect((await api('/api/mechmate/authorized-workshop/Land-Rover')).json).toEqual({ hasBrand: false })
    const services = await api('/api/mechmate/services/ABC123?lat=59.8586&lng=17.6389')
    expect(services.json.serviceOfferingCategories[0]).toMatchObject({ name: 'Service', selectionType: 'single' })
    expect((await api('/api/mechmate/services/ABC123?lat=200&lng=17')).status).toBe(400)
    expect(await api('/api/mechmate/services/MNB12C')).toMatchObject({ status: 422, json: { error: 'BrandNotSupported,BMW' } })
    const prices = await api('/api/mechmate/prices/ABC123/4500/SE-1102-VERKSTAD?serviceOfferings=ORIGINAL_SERVICE')
    expect(prices.json.serviceOfferings[0]).toMatchObject({ code: 'ORIGINAL_SERVICE', priceKnown: true })
    expect(await api('/api/mechmate/prices/ABC123/-1/SE-1102-VERKSTAD?serviceOfferings=ORIGINAL_SERVICE')).toMatchObject({ status: 400, json: { error: 'InvalidMileage' } })
    expect(await api('/api/mechmate/prices/ABC123/4500/SE_1102?serviceOfferings=ORIGINAL_SERVICE')).toMatchObject({ status: 400, json: { error: 'InvalidDepartmentId' } })
    // A well-formed id of no workshop is not found.
    expect(await api('/api/mechmate/prices/ABC123/4500/SE-9999-VERKSTAD?serviceOfferings=ORIGINAL_SERVICE')).toMatchObject({ status: 404, json: { error: 'DepartmentNotFound' } })
    // The spec's address ends in a slash: it answers as it is, and so does the address without it.
    const week = await api('/api/mechmate/timeslots/from/ABC123/SE-1102-VERKSTAD/2027-01-04/?serviceOfferings=ORIGINAL_SERVICE')
    expect(week.status, week.body).toBe(200)
    expect(week.json).toHaveLength(7)
    expect(week.json[0]).toMatchObject({ date: '2027-01-04', availableSlots: expect.any(Array), allDaySlotAvailable: expect.any(Boolean) })
    expect(await api('/api/mechmate/timeslots/from/ABC123/SE-1102-VERKSTAD/2027-01-04?serviceOfferings=ORIGINAL_SERVICE')).toMatchObject({ status: 200, json: week.json })
    expect(await api('/api/mechmate/timeslots/from/ABC123/SE-1102-VERKSTAD/2027-13-45/?serviceOfferings=ORIGINAL_SERVICE')).toMatchObject({ status: 400, json: { error: 'InvalidWeekStart' } })
    // Every other address ending in a slash is still redirected to the one without it.
    const page = await fetchAs(HOST, `${PAGE}/`)
    expect(page.status).toBe(308)
    expect(page.headers.location).toBe(PAGE)
    const car = await fetchAs(HOST, '/api/mechmate/car/ABC123/')
    expect(car.status).toBe(308)
    expect(car.headers.location).toBe('/api/mechmate/car/ABC123')
    const stream = await fetchAs(HOST, '/api/mechmate/departments/closestAvailable?regNo=ABC123&serviceOfferings=ORIGINAL_SERVICE&latitude=59.8586&longitude=17.6389')
    expect(stream.status).toBe(200)
    expect(stream.headers['content-type']).toContain('text/event-stream')
    expect(stream.body.split('\n\n').filter((event) => event.startsWith('data: {"departmentId"'))).toHaveLength(5)
    const none = await fetchAs(HOST, '/api/mechmate/departments/closestAvailable?regNo=MNB12C&serviceOfferings=ORIGINAL_SERVICE&latitude=59.8586&longitude=17.6389')
    expect(none.body).toContain('data: {"error":"Vi kan inte erbjuda service för bilar av märket BMW."}')
    expect((await api('/api/mechmate/departments/closestAvailable?regNo=ABC123&serviceOfferings=x;DROP&latitude=59&longitude=17')).status).toBe(400)
  })

  test('a malformed or unbookable booking is refused with the Error Result list, and nothing is stored', async () => {
    const before = (await inbox('nobody@example.com')).length
    const booking = { customer: { firstName: 'Ny', lastName: 'Kund', phone: '0701740654', email: 'nobody@example.com' }, departmentId: 'SE-1102-VERKSTAD', timeSlot: '2020-01-07T09:00', isFullDay: false, registrationNumber: 'ABC123', serviceOfferingRequests: [{ kobraId: 'K-1001' }] }
    expect(await api('/api/mechmate/book', { method: 'POST', body: booking })).toMatchObject({ status: 409, json: { errors: [{ code: 'TimeslotNotAvailable' }] } })
    expect(await api('/api/mechmate/book', { method: 'POST', body: { ...booking, registrationNumber: 'ZZZ999' } })).toMatchObject({ status: 404, json: { errors: [{ code: 'VehicleNotFound' }] } })
    expect(await api('/api/mechmate/book', { method: 'POST', body: { ...booking, registrationNumber: 'MNB12C' } })).toMatchObject({ status: 422, json: { errors: [{ code: 'BrandNotSupported,BMW' }] } })
    expect(await api('/api/mechmate/book', { method: 'POST', body: { ...booking, customer: { ...booking.customer, phone: 'ring mig' } } })).toMatchObject({ status: 400, json: { error: 'invalid_request' } })
    expect(await api('/api/mechmate/book', { method: 'POST', body: { ...booking, freeText: 'x'.repeat(81) } })).toMatchObject({ status: 400 })
    expect(await api('/api/mechmate/book', { method: 'POST', body: { ...booking, serviceOfferingRequests: [] } })).toMatchObject({ status: 400 })
    expect((await fetchAs(HOST, '/api/mechmate/book', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"customer":' })).status).toBe(400)
    expect((await inbox('nobody@example.com')).length).toBe(before)
  })
})

test.describe('the bookings in the CMS', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  const DEPARTMENT = 'SE-1102-VERKSTAD'
  const staff = { email: 'verkstad.se1102@forecourt.test', password: 'workshop-staff-password-2026' }
  const editor = { email: 'bokningar.se2@forecourt.test', password: 'bookings-editor-password-2026' }
  let adminToken: string

  test.beforeAll(async () => {
    adminToken = await cmsLogin()
    const workshop = (await cmsApi('GET', `/workshops?where[departmentId][equals]=${DEPARTMENT}&depth=0&limit=1`, adminToken)).json.docs[0]
    const site = (await cmsApi('GET', '/sites?where[key][equals]=se-dealer-2&depth=0&limit=1', adminToken)).json.docs[0]
    const users: Array<[{ email: string; password: string }, Record<string, unknown>]> = [
      [staff, { name: 'Verkstadspersonal', roles: ['workshop'], workshops: [workshop.id] }],
      [editor, { name: 'Bodil Bokning', roles: ['editor'], sites: [site.id] }],
    ]
    for (const [user, data] of users) {
      if ((await cmsApi('GET', `/users?where[email][equals]=${user.email}`, adminToken)).json.totalDocs > 0) continue
      const created = await cmsApi('POST', '/users', adminToken, { ...user, ...data })
      expect(created.status, JSON.stringify(created.json)).toBe(201)
    }
  })

  /** A free time at the workshop for new wiper blades, two weeks or more ahead. */
  async function freeTime(): Promise<string> {
    for (let weeks = 2; weeks < 6; weeks++) {
      const day = new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10)
      const week = await api(`/api/mechmate/timeslots/from/ABC123/${DEPARTMENT}/${day}/?serviceOfferings=WIPER_BLADES`)
      expect(week.status, week.body).toBe(200)
      const open = (week.json as Array<{ date: string; availableSlots: string[] }>).find((entry) => entry.availableSlots.length > 0)
      if (open) return `${open.date}T${open.availableSlots.at(-1)}`
    }
    throw new Error('no free time to book')
  }

  /** Books new wiper blades for a car of its own (one car, one booking at a time). */
  const book = async (timeSlot: string, email: string) =>
    api('/api/mechmate/book', {
      method: 'POST',
      body: { customer: { firstName: 'Cms', lastName: 'Testare', phone: '0701740655', email }, departmentId: DEPARTMENT, timeSlot, isFullDay: false, registrationNumber: await registerCar(), serviceOfferingRequests: [{ kobraId: 'K-4001' }] },
    })

  /** The CMS's id of the booking with this reference. */
  const bookingId = async (reference: string) => (await cmsApi('GET', `/workshop-bookings?where[reference][equals]=${reference}&depth=0&limit=1`, adminToken)).json.docs[0].id as number

  const isFree = async (timeSlot: string) => {
    const [date, time] = timeSlot.split('T') as [string, string]
    const week = await api(`/api/mechmate/timeslots/from/ABC123/${DEPARTMENT}/${date}/?serviceOfferings=WIPER_BLADES`)
    return (week.json as Array<{ date: string; availableSlots: string[] }>).find((entry) => entry.date === date)!.availableSlots.includes(time)
  }

  /** Opens the booking in the CMS, chooses its status and saves, as the signed-in person would. */
  async function markAs(page: Page, bookingId: number, status: 'Done' | 'Cancelled') {
    await page.goto(`http://localhost:${E2E.port}/admin/collections/workshop-bookings/${bookingId}`)
    const field = page.locator('#field-status')
    await field.locator('.rs__control').click()
    await page.locator('.rs__option', { hasText: new RegExp(`^${status}$`) }).click()
    await expect(field.locator('.rs__single-value')).toHaveText(status)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
  }

  const statusOf = async (bookingId: number) => (await cmsApi('GET', `/workshop-bookings/${bookingId}?depth=0`, adminToken)).json.status as string

  test('the workshop’s staff see its bookings in the CMS and mark one done', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const booked = await book(await freeTime(), `cms.done.${Date.now()}@example.com`)
    expect(booked.status, booked.body).toBe(200)
    const reference = booked.json.id as string
    expect(reference).toMatch(REFERENCE)
    const id = await bookingId(reference)
    expect(await statusOf(id)).toBe('booked')

    await signInToAdmin(page, staff.email, staff.password)
    await page.goto(`http://localhost:${E2E.port}/admin/collections/workshop-bookings?limit=100&sort=-createdAt`)
    await expect(page.getByRole('link', { name: reference })).toBeVisible()
    await markAs(page, id, 'Done')
    expect(await statusOf(id)).toBe('done')
    // Only the status is theirs to change: the booking itself stays as it was made.
    await expect(page.locator('#field-registrationNumber')).toBeDisabled()
  })

  test('an editor of the booking’s site cancels a booking in the CMS, which frees its time at once', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    // Every place of one time taken.
    const timeSlot = await freeTime()
    const taken: number[] = []
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = await book(timeSlot, `cms.cancel.${Date.now()}.${attempt}@example.com`)
      if (answer.status === 409) break
      expect(answer.status, answer.body).toBe(200)
      taken.push(await bookingId(answer.json.id as string))
    }
    expect(taken.length).toBeGreaterThan(0)
    expect(await isFree(timeSlot)).toBe(false)

    await signInToAdmin(page, editor.email, editor.password)
    await markAs(page, taken[0]!, 'Cancelled')
    expect(await statusOf(taken[0]!)).toBe('cancelled')
    expect(await isFree(timeSlot)).toBe(true)
    const again = await book(timeSlot, `cms.again.${Date.now()}@example.com`)
    expect(again.status, again.body).toBe(200)
  })
})
