import { expect, test, type Page } from '@playwright/test'

import { signInToAdmin } from './helpers/admin'
import { describeViolations, seriousViolations } from './helpers/axe'
import { carListReady } from './helpers/car-list'
import { cmsApi, cmsLogin, E2E, fetchAs, searchApi, siteUrl } from './helpers/server'

/**
 * Saved searches, alerts and favourites on the demo (issue 45 "Done when"): a visitor on se2 saves a search,
 * confirms it from the demo inbox, a stock import adds a matching car and one alert arrives, none on a second
 * import; one click unsubscribes; favourites survive a reload and show a lowered price.
 */

const SE2 = 'se2.localhost'
const LIST = '/kop-bil/alla-bilar-i-lager'

type InboxEmail = { subject: string; text: string; headers?: Record<string, string> }

async function withConsent(page: Page) {
  await page.context().addCookies([{ name: 'cookieConsent', value: 'v1.s0.m0', domain: SE2, path: '/' }])
}

async function inbox(to: string): Promise<InboxEmail[]> {
  const answer = await fetchAs('localhost', `/api/demo/inbox?to=${encodeURIComponent(to)}&limit=50`)
  expect(answer.status, answer.body).toBe(200)
  return (JSON.parse(answer.body).messages as Array<InboxEmail & { channel: string }>)
    .filter((message) => message.channel === 'email')
    .reverse()
}

/**
 * A copy of a demo Swedish car under a new id (and whatever else is given). The template is a petrol estate:
 * the car list's tests, running beside these, count the Volvos, the electric cars and the SUVs of the same stock.
 */
async function demoCarCopy(carId: string, overrides: Record<string, unknown> = {}) {
  const filters = [
    { name: 'car_fuel', values: [{ value: 'Bensin' }] },
    { name: 'car_body', values: [{ value: 'Kombi' }] },
  ]
  const template = (await searchApi({ index: 'vehicles-se', limit: 1, sort_name: 'price_desc', filters })).json.content[0]
  return { ...template, car_id: carId, slug: `${template.slug}-${carId}`, ...overrides }
}

async function importSwedishCars(cars: Array<Record<string, unknown>>) {
  const response = await fetchAs('localhost', '/api/stock/import?index=vehicles-se&mode=upsert', {
    method: 'POST',
    headers: { 'content-type': 'application/x-ndjson', 'x-api-key': E2E.stockKey },
    body: cars.map((car) => JSON.stringify(car)).join('\n'),
  })
  expect(response.status, response.body).toBe(200)
}

async function removeCars(carIds: string[]) {
  const token = await cmsLogin()
  for (const carId of carIds) await cmsApi('DELETE', `/cars?where[vehicleIndex][equals]=vehicles-se&where[carId][equals]=${carId}`, token)
}

test.describe('saved searches on se2', () => {
  const stamp = String(Date.now()).slice(-7)
  const word = `bevakning${stamp}`
  const email = `bevakning-${stamp}@example.com`
  const carIds = [`59${stamp}1`, `59${stamp}2`]
  test.afterAll(async () => removeCars(carIds))

  test('save by keyboard, confirm from the demo inbox, one alert per new car, none again, one-click unsubscribe', async ({ page }) => {
    // Four stock imports, each re-indexing the country's stock before its alerts go out.
    test.setTimeout(150_000)
    await withConsent(page)
    await page.goto(siteUrl(SE2, `${LIST}?keyphrase=${word}`))
    await carListReady(page)
    const save = page.locator('[data-save-search]')
    await save.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Namn på bevakningen')).toHaveValue(word)
    // Nothing is sent without an address and consent.
    await dialog.getByRole('button', { name: 'Starta bevakning' }).click()
    await expect(dialog.getByText('Skriv en e-postadress')).toBeVisible()
    await expect(dialog.getByLabel('E-post')).toBeFocused()
    await page.keyboard.type(email)
    await dialog.getByRole('checkbox').focus()
    await page.keyboard.press('Space')
    expect(describeViolations(await seriousViolations(page))).toBe('')
    await dialog.getByRole('button', { name: 'Starta bevakning' }).press('Enter')
    await expect(dialog.getByRole('status')).toContainText(email)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(save).toBeFocused()

    // Only the confirmation is sent; its link's page confirms with a button.
    await expect.poll(async () => (await inbox(email)).length).toBe(1)
    const [confirmation] = await inbox(email)
    expect(confirmation!.subject).toContain(word)
    const link = /https?:\/\/\S+\/saved-searches\/confirm\?token=\S+/.exec(confirmation!.text)![0]
    expect(new URL(link).host).toBe(`${SE2}:${E2E.port}`)
    await page.goto(link)
    expect(describeViolations(await seriousViolations(page))).toBe('')
    await page.getByRole('button', { name: 'Starta bevakningen' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bevakningen är startad')
    await expect(page.locator('[data-saved-search-confirmed]')).toContainText(email)
    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as unknown as { dataLayer?: Array<{ event: string; action?: string }> }).dataLayer ?? []).some(
            (entry) => entry.event === 'saved_search' && entry.action === 'confirm',
          ),
        ),
      )
      .toBe(true)

    // A stock import adds a matching car: one alert with it.
    const car = await demoCarCopy(carIds[0]!, { car_description: `Nyinkommen, ${word} i lager.` })
    await importSwedishCars([car])
    await expect.poll(async () => (await inbox(email)).length, { timeout: 15_000 }).toBe(2)
    const alert = (await inbox(email))[1]!
    expect(alert.text).toContain(`${car.car_brand} ${car.car_model}`)
    expect(alert.text).toContain(`/kop-bil/${car.car_id}/`)
    expect(alert.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')

    // The same import again: nothing new to the search.
    await importSwedishCars([car])
    await page.waitForTimeout(3_000)
    expect(await inbox(email)).toHaveLength(2)

    // One click, as a mail client makes it (RFC 8058): no page, no more alerts.
    const unsubscribe = new URL(alert.headers!['List-Unsubscribe']!.slice(1, -1))
    const clicked = await fetchAs(SE2, `${unsubscribe.pathname}${unsubscribe.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(clicked.status, clicked.body).toBe(200)
    await importSwedishCars([await demoCarCopy(carIds[1]!, { car_description: `Ännu en ${word}.` })])
    await page.waitForTimeout(3_000)
    expect(await inbox(email)).toHaveLength(2)

    // The manage link lists what is left: nothing.
    const manage = /https?:\/\/\S+\/saved-searches\/manage\?token=\S+/.exec(alert.text)![0]
    await page.goto(manage)
    await expect(page.getByText('Du har inga bevakningar här längre.')).toBeVisible()
  })

  test('refuses a bad request with a clear 4xx and stores nothing', async () => {
    const bad = await fetchAs(SE2, '/api/car-alerts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'search', email: 'not-an-address' }),
    })
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.body)).toMatchObject({ error: 'invalid_request' })
    const forged = await fetchAs(SE2, '/api/car-alerts/unsubscribe?token=u.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(forged.status).toBe(404)
  })
})

test.describe('favourites on se2', () => {
  const stamp = String(Date.now()).slice(-7)
  const carId = `58${stamp}1`
  test.afterAll(async () => removeCars([carId]))

  test('a heart survives a reload, the favourites page shows a lowered price and a sold car', async ({ page }) => {
    await withConsent(page)
    const car = await demoCarCopy(carId, { car_campaign_price: 0, car_price: 300_000 })
    await importSwedishCars([car])
    await page.goto(siteUrl(SE2, `/kop-bil/${carId}/${car.slug}`))
    const heart = page.locator(`[data-favourite="${carId}"]`)
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    // A click before React has taken over the server's HTML does nothing; the visitor would click again.
    await expect(async () => {
      if ((await heart.getAttribute('aria-pressed')) === 'false') await heart.click()
      await expect(heart).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 })
    }).toPass()
    await page.reload()
    await expect(page.locator(`[data-favourite="${carId}"]`)).toHaveAttribute('aria-pressed', 'true')

    await page.goto(siteUrl(SE2, '/favourites'))
    const card = page.locator(`[data-favourite-card="${carId}"]`)
    await expect(card).toHaveAttribute('data-status', 'unchanged')
    expect(describeViolations(await seriousViolations(page))).toBe('')

    await importSwedishCars([{ ...car, car_price: 279_000 }])
    await expect(async () => {
      await page.reload()
      await expect(card).toHaveAttribute('data-status', 'lowered', { timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await expect(card.locator('s')).toContainText('300')
    await expect(card).toContainText('Sänkt pris')

    await removeCars([carId])
    await expect(async () => {
      await page.reload()
      await expect(card).toHaveAttribute('data-status', 'sold', { timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await expect(card).toContainText('Såld')
  })
})

test.describe('saved searches in the CMS', () => {
  const stamp = String(Date.now()).slice(-7)
  const se2Editor = { email: `bevakningar.se2.${stamp}@forecourt.test`, password: 'saved-searches-se2-editor-2026' }
  const noEditor = { email: `bevakningar.no.${stamp}@forecourt.test`, password: 'saved-searches-no-editor-2026' }
  const subscriber = `cms-bevakning-${stamp}@example.com`
  const name = `Volvo · CMS ${stamp}`
  let se2Id = 0

  test.beforeAll(async () => {
    const token = await cmsLogin()
    const siteId = async (key: string) =>
      (await cmsApi('GET', `/sites?where[key][equals]=${key}&depth=0&limit=1`, token)).json.docs[0].id as number
    se2Id = await siteId('se-dealer-2')
    const noId = await siteId('no-dealer')
    for (const [user, site] of [
      [se2Editor, se2Id],
      [noEditor, noId],
    ] as const) {
      const created = await cmsApi('POST', '/users', token, { ...user, name: 'Bevakningar', roles: ['editor'], sites: [site] })
      expect(created.status, JSON.stringify(created.json)).toBe(201)
    }
    // A visitor's confirmed search on se2, as the dialog and the confirmation e-mail's page send them.
    const saved = await fetchAs(SE2, '/api/car-alerts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'search',
        name,
        email: subscriber,
        frequency: 'daily',
        criteria: { filters: { 'car_brand>car_model': { values: [{ value: 'Volvo' }] } }, keyphrase: '' },
        listUrl: `${LIST}?car_brand=Volvo`,
        locale: 'sv-SE',
        consent: { text: 'Jag vill få e-post om nya bilar som matchar.', version: '1' },
      }),
    })
    expect(saved.status, saved.body).toBe(202)
    await expect.poll(async () => (await inbox(subscriber)).length).toBe(1)
    const token2 = /confirm\?token=(\S+)/.exec((await inbox(subscriber))[0]!.text)![1]!
    const confirmed = await fetchAs(SE2, '/api/car-alerts/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${token2}`,
    })
    expect(confirmed.status, confirmed.body).toBe(303)
  })

  test('an editor of se2 sees its counts and a subscriber’s address; an editor of another site sees neither', async ({ page }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 1440, height: 900 })
    const countsAs = async (editor: { email: string; password: string }, site: number | null) => {
      const token = await cmsLogin(editor.email, editor.password)
      const total = async (collection: string, where: string) =>
        String((await cmsApi('GET', `/${collection}?${where}&limit=1&depth=0`, token)).json.totalDocs)
      const scope = site === null ? 'where[site][exists]=true' : `where[site][equals]=${site}`
      return [
        await total('saved-searches', scope),
        await total('saved-searches', `${scope}&where[status][equals]=confirmed`),
        await total('saved-search-alerts', `${scope}&where[email][exists]=true`),
      ]
    }
    const shownCounts = async () => {
      const counts = page.getByRole('region', { name: 'Saved searches in numbers' })
      await expect(counts.locator('[data-count]')).toHaveCount(3)
      return Promise.all(
        ['saved', 'confirmed', 'alerts'].map(async (kind) =>
          (await counts.locator(`[data-count="${kind}"] > div`).first().innerText()).replace(/\D/g, ''),
        ),
      )
    }

    // se2's editor: the site's own figures (its only site is chosen for them), the search in the list, the address.
    await signInToAdmin(page, se2Editor.email, se2Editor.password)
    await page.goto(`http://localhost:${E2E.port}/admin/collections/saved-searches`)
    const expected = await countsAs(se2Editor, se2Id)
    expect(Number(expected[1])).toBeGreaterThanOrEqual(1)
    expect(await shownCounts()).toEqual(expected)
    await page.getByRole('link', { name, exact: true }).click()
    await expect(page.locator('#field-email')).toHaveValue(subscriber)
    await expect(page.locator('#field-status')).toContainText('confirmed')

    // The Norwegian site's editor: their site's figures, and nothing of se2's — not in the list, not by its address.
    await page.context().clearCookies()
    await signInToAdmin(page, noEditor.email, noEditor.password)
    await page.goto(`http://localhost:${E2E.port}/admin/collections/saved-searches`)
    expect(await shownCounts()).toEqual(await countsAs(noEditor, null))
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0)
    const noToken = await cmsLogin(noEditor.email, noEditor.password)
    const found = await cmsApi('GET', `/saved-searches?where[email][equals]=${encodeURIComponent(subscriber)}&limit=1&depth=0`, noToken)
    expect(found.json.totalDocs ?? 0).toBe(0)
  })
})
