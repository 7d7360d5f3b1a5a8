import { expect, test, type Locator, type Page } from '@playwright/test'

import { describeViolations, seriousViolations } from './helpers/axe'
import { fetchAs, siteUrl } from './helpers/server'

/**
 * The online service booking (spec 3 §2.1, §4.1, §5.1, §7, §8) on se-dealer-2 at its fixed path: the five
 * steps by keyboard at 1440 px and by touch on a 375 px phone, the unsupported and unknown cars, a time taken by
 * someone else between choosing and booking, a reload in the middle, the confirmation e-mail with its calendar
 * invitation in the demo inbox, the API's refusals, and axe-core at every step.
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

async function inbox(to: string): Promise<Array<{ subject: string; text: string; attachments: Array<{ filename: string; contentType: string }> }>> {
  const answer = await fetchAs(HOST, `/api/demo/inbox?to=${encodeURIComponent(to)}&limit=20`)
  expect(answer.status, answer.body).toBe(200)
  return JSON.parse(answer.body).messages
}

const api = (path: string, options: { method?: string; body?: unknown } = {}) =>
  fetchAs(HOST, path, { method: options.method, headers: options.body === undefined ? {} : { 'content-type': 'application/json' }, body: options.body === undefined ? undefined : JSON.stringify(options.body) }).then(
    (answer) => ({ status: answer.status, json: answer.body ? JSON.parse(answer.body) : null, body: answer.body }),
  )

/** Clicks a choice where a person taps it: on its card (the control itself is visually hidden inside it). */
const tap = (choice: Locator) => choice.locator('xpath=ancestor::label[1]').click()

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

test.describe('service booking page', () => {
  test.describe.configure({ timeout: 120_000 })

  test('ABC123 by keyboard at 1440 px: five steps, the agreement discount, the confirmation e-mail with a calendar invitation', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 })
    await open(page)
    await expect(page.getByText('Steg 1/5')).toBeVisible()
    await expect(page.getByRole('link', { name: /BMW/ })).toHaveAttribute('target', '_blank')
    await axeClean(page)

    await carAndPlaceByKeyboard(page, 'ABC123')
    await expect(page.getByText('Steg 2/4')).toBeVisible()
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

    await expect(page.getByText('Steg 3/4')).toBeVisible()
    const withoutAddons = page.getByRole('button', { name: 'Fortsätt utan tillval' })
    await expect(withoutAddons).toBeVisible()
    await withoutAddons.focus()
    await page.keyboard.press('Enter')

    await expect(page.getByText('Steg 4/4')).toBeVisible()
    const choose = page.getByRole('button', { name: /^Välj verkstad/ })
    // The demo's five workshops that service a Volkswagen: the first five of the stream.
    await expect(choose).toHaveCount(5)
    await expect(page.getByText(/Första lediga tid:/).first()).toBeVisible()
    await axeClean(page)
    await choose.first().focus()
    await page.keyboard.press('Enter')
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
    await expect(page.getByRole('link', { name: /Vägbeskrivning/ })).toHaveAttribute('target', '_blank')
    const purchase = await page.evaluate(() => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer.find((event) => event.event === 'purchase'))
    expect(purchase).toMatchObject({ flow_version: '2.0', ecommerce: { currency: 'SEK' } })
    await axeClean(page)

    await expect.poll(async () => (await inbox(email)).length, { timeout: 30_000 }).toBe(1)
    const [message] = await inbox(email)
    expect(message!.subject).toContain('Bokningsbekräftelse')
    expect(message!.text).toContain('Volkswagen Golf, ABC123')
    expect(message!.text).toContain('serviceavtalsrabatt')
    expect(message!.attachments[0]).toMatchObject({ filename: expect.stringMatching(/^bokning-NB-[A-Z0-9]{8}\.ics$/), contentType: expect.stringContaining('text/calendar') })

    // New booking starts afresh.
    await page.getByRole('button', { name: 'Ny bokning' }).click()
    await expect(page.getByText('Steg 1/5')).toBeVisible()
    await expect(page.getByLabel('Registreringsnummer')).toHaveValue('')
  })

  test('DEF456 on a 375 px phone: the bottom sheet, a reload in the middle keeps the booking, add-ons, then booked', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await open(page)
    await page.getByLabel('Registreringsnummer').fill('def456')
    const placeBox = page.getByRole('combobox', { name: 'Var vill du lämna bilen?' })
    await placeBox.fill('Gävl')
    await page.getByRole('option', { name: /^Gävle/ }).click()
    await page.getByRole('button', { name: 'Fortsätt' }).click()
    await expect(page.getByText('Steg 2/4')).toBeVisible()
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
    await expect(page.getByText('Steg 2/4')).toBeVisible()
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

  test('MNB12C is sent to its brand’s booking; ZZZ999 is not found; ?lat=&lng= preselects the place', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 })
    await open(page, `${PAGE}?lat=59.6099&lng=16.5448`)
    await expect(page.getByRole('combobox', { name: 'Var vill du lämna bilen?' })).toHaveValue('Västerås')
    await page.getByLabel('Registreringsnummer').fill('MNB12C')
    await page.getByRole('button', { name: 'Fortsätt' }).click()
    await expect(page.getByText('Du bokar din service, däckbyte och verkstad för BMW via länken högst upp på sidan.')).toBeVisible()
    await expect(page.getByText('Steg 1/5')).toBeVisible()
    await page.getByLabel('Registreringsnummer').fill('ZZZ999')
    await page.getByRole('button', { name: 'Fortsätt' }).click()
    await expect(page.getByText('Fordonet hittades inte, kontrollera att registreringsnumret är korrekt')).toBeVisible()
    await axeClean(page)
  })

  test('a time taken by someone else between choosing and booking is refused with the spec’s message', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 })
    await open(page)
    await page.getByLabel('Registreringsnummer').fill('GHJ78K')
    await page.getByRole('combobox', { name: 'Var vill du lämna bilen?' }).fill('Gävl')
    await page.getByRole('option', { name: /^Gävle/ }).click()
    await page.getByRole('button', { name: 'Fortsätt' }).click()
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

    // Others take every place of that time.
    let taken = 0
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = await api('/api/mechmate/book', {
        method: 'POST',
        body: { customer: { firstName: 'Ann', lastName: 'Annan', phone: '0701740652', email: 'annan@example.com' }, departmentId, timeSlot, isFullDay: false, registrationNumber: 'GHJ78K', serviceOfferingRequests: [{ kobraId: 'K-2004' }] },
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
