import { expect, test, type Page } from '@playwright/test'

import { describeViolations, seriousViolations } from './helpers/axe'
import { fetchAs, searchApi, siteUrl } from './helpers/server'

/**
 * The car page of spec 2 (§2 "Car detail", §4, §5, §7, §8) on se-dealer-2 (/kop-bil), carstore (/bilar) and
 * uk-dealer (/buy-car/used-cars), at 375 and 1440 px: the id-only redirect, the not-found rules, the anchors, the
 * gallery by keyboard, and contact the seller — validation, and one lead after a retried submit.
 */

const SITES = [
  { key: 'se-dealer-2', host: 'se2.localhost', base: '/kop-bil', index: 'vehicles-se', layout: 'dealer', texts: { imageOf: /Bild 2 av \d+/, send: 'Skicka', name: 'Namn', phone: 'Telefon', email: 'E-post', invalid: 'Kontrollera de markerade fälten.', success: /Tack! Ditt meddelande är skickat/, testDrive: 'Jag vill provköra bilen', close: 'Stäng', notFound: 'Bilen finns inte längre', year: 'Årsmodell', mileage: 'Mätarställning' } },
  { key: 'carstore', host: 'carstore.localhost', base: '/bilar', index: 'vehicles-se', layout: 'carstore', texts: { imageOf: /Bild 2 av \d+/, send: 'Skicka', name: 'Namn', phone: 'Telefon', email: 'E-post', invalid: 'Kontrollera de markerade fälten.', success: /Tack! Ditt meddelande är skickat/, testDrive: 'Jag vill provköra bilen', close: 'Stäng', notFound: 'Bilen finns inte längre', year: 'Årsmodell', mileage: 'Mätarställning' } },
  { key: 'uk-dealer', host: 'uk.localhost', base: '/buy-car/used-cars', index: 'vehicles-uk', layout: 'dealer', texts: { imageOf: /Picture 2 of \d+/, send: 'Send', name: 'Name', phone: 'Phone', email: 'Email', invalid: 'Please check the highlighted fields.', success: /Thank you! Your message has been sent/, testDrive: 'I would like a test drive', close: 'Close', notFound: 'This car is no longer available', year: 'Model year', mileage: 'Mileage' } },
] as const

const WIDTHS = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const

type StockCar = { car_id: string; slug: string; car_brand: string; car_model: string; car_year: number; car_site_leads_email: string; car_images: unknown[]; car_is_sample: boolean }

/** A used car in stock with several pictures, from the search API. */
async function carOf(index: string, offset = 0): Promise<StockCar> {
  const answer = await searchApi({ index, limit: 40, offset, sort_name: 'newest', fields: ['car_id', 'slug', 'car_brand', 'car_model', 'car_year', 'car_site_leads_email', 'car_images', 'car_is_sample'], filters: [{ name: 'car_is_sample', values: [{ value: false }] }] })
  expect(answer.status).toBe(200)
  const car = (answer.json.content as StockCar[]).find((candidate) => candidate.car_images.length >= 3)
  expect(car, `a car with pictures in ${index}`).toBeDefined()
  return car!
}

async function withConsent(page: Page, host: string) {
  await page.context().addCookies([{ name: 'cookieConsent', value: 'v1.s0.m0', domain: host, path: '/' }])
}

async function inbox(host: string, to: string): Promise<Array<{ subject: string; text: string; attachments: Array<{ filename: string }> }>> {
  const answer = await fetchAs(host, `/api/demo/inbox?to=${encodeURIComponent(to)}&limit=200`)
  expect(answer.status, answer.body).toBe(200)
  return JSON.parse(answer.body).messages
}

for (const site of SITES) {
  test.describe(`car page on ${site.key}`, () => {
    test('an id alone redirects (302) to id/slug; unknown cars, non-numeric ids and short paths are not found', async () => {
      const car = await carOf(site.index)
      const alone = await fetchAs(site.host, `${site.base}/${car.car_id}`)
      expect(alone.status).toBe(302)
      expect(new URL(alone.headers.location!, 'http://x').pathname).toBe(`${site.base}/${car.car_id}/${car.slug}`)
      const oldSlug = await fetchAs(site.host, `${site.base}/${car.car_id}/an-old-name`)
      expect(oldSlug.status).toBe(302)
      expect(new URL(oldSlug.headers.location!, 'http://x').pathname).toBe(`${site.base}/${car.car_id}/${car.slug}`)

      const page = await fetchAs(site.host, `${site.base}/${car.car_id}/${car.slug}`)
      expect(page.status).toBe(200)
      expect(page.body).toContain(`data-car-page="${car.car_id}"`)
      expect(page.body).toContain(`data-layout="${site.layout}"`)
      expect(page.body).toMatch(/"@type":"Car".*"@type":"Offer"/)
      for (const anchor of ['overview', 'equipment', 'description', 'contact']) expect(page.body).toContain(`id="${anchor}"`)

      const unknown = await fetchAs(site.host, `${site.base}/99999999/${car.slug}`)
      expect(unknown.status).toBe(404)
      expect(unknown.body).toContain('data-car-not-found="missing"')
      expect(unknown.body).toContain(site.texts.notFound)
      // The not-found page has a title of its own, in the document's head.
      expect(unknown.body).toMatch(new RegExp(`<head>.*<title>${site.texts.notFound}[^<]*</title>.*</head>`, 's'))
      expect(unknown.body).toMatch(/data-similar-car="\d+"/)
      expect(unknown.body).toMatch(/href="[^"]*\?keyphrase=/)
      expect((await fetchAs(site.host, `${site.base}/99999999`)).status).toBe(404)
      expect((await fetchAs(site.host, `${site.base}/not-a-car/${car.slug}`)).status).toBe(404)
      expect((await fetchAs(site.host, `${site.base}/${car.car_id}/${car.slug}/more`)).status).toBe(404)
    })

    for (const { name, viewport } of WIDTHS) {
      test(`${name}: anchors, the gallery by keyboard with axe clean while open, and the contact hash`, async ({ page }) => {
        // axe runs over the whole car page twice, with the gallery open and closed.
        test.setTimeout(90_000)
        await page.setViewportSize(viewport)
        await withConsent(page, site.host)
        const car = await carOf(site.index)
        await page.goto(siteUrl(site.host, `${site.base}/${car.car_id}/${car.slug}`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${car.car_brand} ${car.car_model}`)
        // The UK finance box grows above the sections once its quotes arrive: a visitor starts once it has.
        if (site.key === 'uk-dealer') await expect(page.locator('[data-finance-slot="uk"] [role="status"]')).toHaveCount(0, { timeout: 15_000 })

        // The section links take the visitor to each part.
        for (const anchor of ['overview', 'equipment', 'description']) {
          await page.locator(`nav a[href="#${anchor}"]`).click()
          await expect(page).toHaveURL(new RegExp(`#${anchor}$`))
          await expect(page.locator(`#${anchor}`)).toBeInViewport()
        }

        // The gallery: open from the keyboard, step with the arrows, close with Escape; the page stays put.
        const first = page.locator('[data-car-gallery] button').first()
        await first.scrollIntoViewIfNeeded()
        await first.focus()
        await page.keyboard.press('Enter')
        const viewer = page.locator('[data-car-gallery-viewer]')
        await expect(viewer).toBeVisible()
        await expect(viewer.locator('[data-gallery-frame="0"]')).toBeVisible()
        expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
        await page.keyboard.press('ArrowRight')
        await expect(viewer.locator('[data-gallery-frame="1"]')).toBeVisible()
        await expect(viewer.getByText(site.texts.imageOf).first()).toBeVisible()
        await page.keyboard.press('ArrowLeft')
        await expect(viewer.locator('[data-gallery-frame="0"]')).toBeVisible()
        const violations = await seriousViolations(page)
        expect(violations, describeViolations(violations)).toEqual([])
        await page.keyboard.press('Escape')
        await expect(viewer).toHaveCount(0)
        await expect(first).toBeFocused()
        expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
        // The close button closes it too.
        await page.keyboard.press('Enter')
        await expect(viewer).toBeVisible()
        await viewer.getByRole('button', { name: site.texts.close }).click()
        await expect(viewer).toHaveCount(0)

        // #contact-testdrive scrolls to the form and ticks its box.
        await page.goto(siteUrl(site.host, `${site.base}/${car.car_id}/${car.slug}#contact-testdrive`))
        const form = page.locator('[data-contact-form]')
        await expect(form.getByRole('checkbox', { name: site.texts.testDrive })).toBeChecked()
        await expect(form).toBeInViewport()
        const violationsAfter = await seriousViolations(page)
        expect(violationsAfter, describeViolations(violationsAfter)).toEqual([])
      })

      test(`${name}: contact the seller — validation, then one lead after a retried submit`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await withConsent(page, site.host)
        const car = await carOf(site.index, name === 'phone' ? 40 : 0)
        let posts = 0
        // The first answer is lost on its way back: the form tries again with the same submission id.
        await page.route('**/api/forms/comhub', async (route) => {
          posts++
          if (posts === 1) {
            const sent = await fetchAs(site.host, '/api/forms/comhub', { method: 'POST', headers: { 'content-type': 'application/json' }, body: route.request().postData() ?? '' })
            expect(sent.status).toBe(202)
            return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable","message":"lost"}' })
          }
          return route.continue()
        })
        await page.goto(siteUrl(site.host, `${site.base}/${car.car_id}/${car.slug}#contact`))
        const form = page.locator('[data-contact-form]')
        const send = form.getByRole('button', { name: site.texts.send })
        const submit = async () => {
          // The button is enabled once the form's script runs (before, sending would leave the page).
          await expect(send).toBeEnabled()
          await send.focus()
          await page.keyboard.press('Enter')
        }
        await submit()
        await expect(form.getByText(site.texts.invalid)).toBeVisible()
        expect(posts).toBe(0)
        const nameField = form.getByRole('textbox', { name: site.texts.name, exact: true })
        await expect(nameField).toBeFocused()
        // invalidInput goes away with any change.
        await nameField.pressSequentially('K')
        await expect(form.getByText(site.texts.invalid)).toHaveCount(0)

        const customer = `Karin Retry ${site.key} ${name} ${Date.now()}`
        await nameField.fill(customer)
        await form.getByRole('textbox', { name: site.texts.phone, exact: true }).fill('07-0A')
        await form.getByRole('textbox', { name: site.texts.email, exact: true }).fill('karin@example.c')
        await submit()
        await expect(form.getByText(site.texts.invalid)).toBeVisible()
        expect(posts).toBe(0)
        // The number written as the site writes its own: hyphen and spaces.
        await form.getByRole('textbox', { name: site.texts.phone, exact: true }).fill('070-174 06 55')
        await form.getByRole('textbox', { name: site.texts.email, exact: true }).fill('karin@example.com')
        await form.getByRole('checkbox', { name: site.texts.testDrive }).check()
        await submit()
        await expect(form.getByRole('textbox', { name: site.texts.name, exact: true })).toBeDisabled()
        await expect(page.locator('[data-contact-success]')).toBeVisible({ timeout: 10_000 })
        await expect(page.getByText(site.texts.success)).toBeVisible()
        expect(posts).toBe(2)
        // Reset 3 s after the answer.
        await expect(nameField).toHaveValue('', { timeout: 6_000 })

        // The seller gets one e-mail, with the lead as ADF.
        await expect.poll(async () => (await inbox(site.host, car.car_site_leads_email)).filter((message) => message.text.includes(customer)).length, { timeout: 15_000 }).toBe(1)
        const [message] = (await inbox(site.host, car.car_site_leads_email)).filter((candidate) => candidate.text.includes(customer))
        expect(message!.text).toContain(car.car_id)
        // The seller reads the car's model year and mileage, and the number without its separators.
        expect(message!.text).toContain(`${site.texts.year}: ${car.car_year}`)
        expect(message!.text).toMatch(new RegExp(`${site.texts.mileage}: \\d`))
        expect(message!.text).toContain('0701740655')
        expect(message!.attachments.map((attachment) => attachment.filename)).toEqual([expect.stringMatching(/\.adf\.xml$/)])
      })
    }
  })
}
