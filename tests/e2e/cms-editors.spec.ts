import { mkdirSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'

import { formSettled, openTab, signInToAdmin } from './helpers/admin'
import { cmsApi, cmsLogin, E2E, fetchAs } from './helpers/server'

/**
 * The CMS's chores as admins, one-site editors and workshop staff do them in the admin (issue 42, items 13–16):
 * a navigation alert, the cars of the week, JSON fields, and the staff's bookings.
 */

const admin = (path: string) => `http://localhost:${E2E.port}/admin${path}`
const SE2 = 'se2.localhost'
const SHOTS = 'test-results/cms-editors'
mkdirSync(SHOTS, { recursive: true })

type Doc = Record<string, any>

let token: string
let se2: Doc

const editor = { email: 'chores.se2@forecourt.test', password: 'chores-editor-password-2026' }
const staff = { email: 'verkstad.enkoping@forecourt.test', password: 'enkoping-staff-password-2026' }
const DEPARTMENT = 'SE-1102-VERKSTAD'

test.beforeAll(async () => {
  token = await cmsLogin()
  se2 = (await cmsApi('GET', '/sites?where[key][equals]=se-dealer-2&depth=0&limit=1', token)).json.docs[0]
  const workshop = (await cmsApi('GET', `/workshops?where[departmentId][equals]=${DEPARTMENT}&depth=0&limit=1`, token)).json.docs[0]
  const users: Array<[{ email: string; password: string }, Doc]> = [
    [editor, { name: 'Maja Redaktör', roles: ['editor'], sites: [se2.id] }],
    [staff, { name: 'Verkstaden Enköping', roles: ['workshop'], workshops: [workshop.id] }],
  ]
  for (const [user, data] of users) {
    if ((await cmsApi('GET', `/users?where[email][equals]=${user.email}`, token)).json.totalDocs > 0) continue
    const created = await cmsApi('POST', '/users', token, { ...user, ...data })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
  }
})

/** Stock requests leave the machine only for the site's own host: the admin needs nothing from outside. */
function outsideRequests(page: Page): string[] {
  const outside: string[] = []
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname
    if (host !== 'localhost' && !host.endsWith('.localhost') && host !== '127.0.0.1') outside.push(request.url())
  })
  return outside
}

/** Picks a car in a relationship field by its name, typed at once into the field's search. */
async function pickCar(page: Page, fieldId: string, title: string) {
  const field = page.locator(`#field-${fieldId}`)
  await field.locator('.rs__control').click()
  await field.locator('input').fill(title)
  await page.locator('.rs__option', { hasText: title }).first().click()
  await expect(field.locator('.rs__control')).toContainText(title)
}

async function save(page: Page) {
  await formSettled(page)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
}

test.describe('the navigation alert', () => {
  test('an alert saved in the CMS is on every page of the site at once, and the form says what is missing', async ({ page }) => {
    test.setTimeout(300_000)
    const navigation = (await cmsApi('GET', `/navigations?where[site][equals]=${se2.id}&depth=0&limit=1&locale=sv-SE`, token)).json.docs[0] as Doc
    const title = `Nytt meddelande ${Date.now()}`
    try {
      await page.setViewportSize({ width: 1440, height: 900 })
      await signInToAdmin(page)
      await page.goto(admin(`/collections/navigations/${navigation.id}`))
      await openTab(page, 'Alert')
      const switchedOn = page.locator('#field-hasMessage')
      if (!(await switchedOn.isChecked())) await switchedOn.check()
      await page.locator('#field-messageTitle').fill(title)
      await save(page)
      // Without a type no page would show it: the form says so, and nothing is saved.
      await expect(page.getByText('Choose the alert’s type: without one the alert is not shown.').first()).toBeVisible({ timeout: 60_000 })
      await page.screenshot({ path: `${SHOTS}/alert-missing-type-1440.png` })
      expect((await cmsApi('GET', `/navigations/${navigation.id}?depth=0&locale=sv-SE`, token)).json.messageTitle ?? null).not.toBe(title)

      await page.locator('#field-messageType .rs__control').click()
      await page.locator('.rs__option', { hasText: /^Dark$/ }).click()
      await save(page)
      await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 60_000 })
      expect((await cmsApi('GET', `/navigations/${navigation.id}?depth=0&locale=sv-SE`, token)).json).toMatchObject({ hasMessage: true, messageType: 'Dark', messageTitle: title })

      // At once, on every page of the site: the home page, a content page, the car list and the dealer sites.
      for (const path of ['/', '/kop-bil', '/kop-bil/alla-bilar-i-lager', '/anlaggningar', '/anlaggningar/enkoping']) {
        const answer = await fetchAs(SE2, path)
        expect(answer.status, path).toBe(200)
        expect(answer.body, path).toContain(`data-alert="Dark"`)
        expect(answer.body, path).toContain(title)
      }
      await page.setViewportSize({ width: 375, height: 812 })
      await page.goto(`http://${SE2}:${E2E.port}/kop-bil`)
      await expect(page.locator('[data-alert="Dark"]').first()).toContainText(title)
      await page.screenshot({ path: `${SHOTS}/alert-on-kop-bil-375.png` })
    } finally {
      await cmsApi('PATCH', `/navigations/${navigation.id}?locale=sv-SE`, token, { hasMessage: navigation.hasMessage ?? false, messageType: navigation.messageType ?? null, messageTitle: navigation.messageTitle ?? null })
    }
  })
})

test.describe('the cars of the week', () => {
  test.describe.configure({ mode: 'serial' })

  const carIdsOf = async (page: Page) => {
    const hrefs = await page.locator('[data-car-section="car-of-the-week"] a[href*="/kop-bil/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    return [...new Set(hrefs.map((href) => /\/kop-bil\/(\d+)\//.exec(href)?.[1]).filter(Boolean))]
  }
  const importSwedish = async (cars: Doc[]) => {
    const answer = await fetchAs('localhost', '/api/stock/import?index=vehicles-se&mode=upsert', {
      method: 'POST',
      headers: { 'content-type': 'application/x-ndjson', 'x-api-key': E2E.stockKey },
      body: cars.map((car) => JSON.stringify(car)).join('\n'),
    })
    expect(answer.status, answer.body).toBeLessThan(300)
  }

  test('an editor of one site chooses the week’s cars in the CMS; the site shows them, and a stock import leaves them', async ({ page }) => {
    test.setTimeout(300_000)
    const editorToken = await cmsLogin(editor.email, editor.password)
    // The editor's cars (those of the facilities their site runs) not flagged by the feed, with names of their own.
    const own = (await cmsApi('GET', '/cars?limit=100&depth=0&sort=carId', editorToken)).json.docs as Doc[]
    expect(own.length).toBeGreaterThan(10)
    const titles = new Map<string, number>()
    for (const car of own) titles.set(car.title, (titles.get(car.title) ?? 0) + 1)
    const [first, second, flagged] = own.filter((car) => !car.ofTheWeek && titles.get(car.title) === 1)
    expect(first && second && flagged).toBeTruthy()
    // The feed marks a third car as a car of the week: it is what the site would show without a choice.
    await importSwedish([{ ...flagged!.data, caroftheweek: true }])

    try {
      await page.setViewportSize({ width: 1440, height: 900 })
      await signInToAdmin(page, editor.email, editor.password)
      await page.goto(admin(`/collections/sites/${se2.id}`))
      await openTab(page, 'Settings')
      await pickCar(page, 'carsOfTheWeek', first!.title)
      await pickCar(page, 'carsOfTheWeek', second!.title)
      await save(page)
      await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 60_000 })
      await page.screenshot({ path: `${SHOTS}/editor-cars-of-the-week-1440.png`, fullPage: true })
      expect((await cmsApi('GET', `/sites/${se2.id}?depth=0`, token)).json.carsOfTheWeek).toEqual([first!.id, second!.id])

      await page.goto(`http://${SE2}:${E2E.port}/`)
      expect(await carIdsOf(page)).toEqual([first!.carId, second!.carId])

      // The dealer system's next feed: other flags, a new price. The site keeps its editor's choice.
      await importSwedish([
        { ...first!.data, caroftheweek: false, car_price: first!.data.car_price + 1000 },
        { ...second!.data, caroftheweek: false },
      ])
      expect((await cmsApi('GET', `/sites/${se2.id}?depth=0`, token)).json.carsOfTheWeek).toEqual([first!.id, second!.id])
      await page.reload()
      expect(await carIdsOf(page)).toEqual([first!.carId, second!.carId])
    } finally {
      await cmsApi('PATCH', `/sites/${se2.id}`, token, { carsOfTheWeek: [] })
      await importSwedish([first!.data, second!.data, flagged!.data])
    }
  })
})

test.describe('JSON fields', () => {
  test('a car’s document is readable text an editor corrects, with invalid JSON refused in words; nothing is fetched from outside', async ({ page }) => {
    test.setTimeout(300_000)
    const editorToken = await cmsLogin(editor.email, editor.password)
    const car = (await cmsApi('GET', '/cars?limit=1&depth=0&sort=-carId', editorToken)).json.docs[0] as Doc
    const outside = outsideRequests(page)
    try {
      await page.setViewportSize({ width: 1440, height: 900 })
      await signInToAdmin(page, editor.email, editor.password)
      await page.goto(admin(`/collections/cars/${car.id}`))
      const documentText = page.getByRole('textbox', { name: 'Car document' })
      await expect(documentText).toBeVisible()
      await expect(documentText).toHaveValue(new RegExp(`"car_id": "${car.carId}"`))
      await page.screenshot({ path: `${SHOTS}/editor-car-document-1440.png` })

      await documentText.fill('{ "car_id": ')
      await expect(page.getByText(/This is not valid JSON/).first()).toBeVisible()
      await save(page)
      await expect(page.getByText(/updated successfully/i)).toHaveCount(0)
      expect((await cmsApi('GET', `/cars/${car.id}?depth=0`, token)).json.data).toEqual(car.data)

      const corrected = { ...car.data, car_description: `Nybesiktigad ${Date.now()}.` }
      await documentText.fill(JSON.stringify(corrected, null, 2))
      await save(page)
      await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 60_000 })
      expect((await cmsApi('GET', `/cars/${car.id}?depth=0`, token)).json.data.car_description).toBe(corrected.car_description)
      expect(outside).toEqual([])
    } finally {
      await cmsApi('PATCH', `/cars/${car.id}`, token, { data: car.data })
    }
  })
})

test.describe('workshop staff', () => {
  /** A free time at the workshop for new wiper blades on ABC123, three weeks or more ahead. */
  async function freeTime(): Promise<string> {
    for (let weeks = 3; weeks < 8; weeks++) {
      const day = new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10)
      const week = await fetchAs(SE2, `/api/mechmate/timeslots/from/ABC123/${DEPARTMENT}/${day}/?serviceOfferings=WIPER_BLADES`)
      expect(week.status, week.body).toBe(200)
      const open = (JSON.parse(week.body) as Array<{ date: string; availableSlots: string[] }>).find((entry) => entry.availableSlots.length > 0)
      if (open) return `${open.date}T${open.availableSlots[0]}`
    }
    throw new Error('no free time to book')
  }

  test('see their bookings and workshops only, a booking by site name, its start on the workshop’s clock and its services as a list', async ({ page }) => {
    test.setTimeout(300_000)
    const booked = await fetchAs(SE2, '/api/mechmate/book', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customer: { firstName: 'Stina', lastName: 'Staff', phone: '0701740656', email: `staff.${Date.now()}@example.com` },
        departmentId: DEPARTMENT,
        timeSlot: await freeTime(),
        isFullDay: false,
        registrationNumber: 'ABC123',
        serviceOfferingRequests: [{ kobraId: 'K-4001' }],
      }),
    })
    expect(booked.status, booked.body).toBe(200)
    // The booking's id is the customer's reference.
    const booking = (await cmsApi('GET', `/workshop-bookings?where[reference][equals]=${JSON.parse(booked.body).id}&depth=0&limit=1`, token)).json.docs[0] as Doc
    expect(booking).toBeTruthy()

    const outside = outsideRequests(page)
    await page.setViewportSize({ width: 1440, height: 900 })
    await signInToAdmin(page, staff.email, staff.password)
    await page.goto(admin(''))
    // The menu and the dashboard: their bookings and workshops, nothing else.
    const menu = page.locator('.nav a.nav__link')
    await expect(menu.first()).toBeAttached()
    expect((await menu.allTextContents()).map((text) => text.trim()).sort()).toEqual(['Bookings', 'Workshops'])
    for (const gone of ['Leads', 'Sites', 'Users', 'Lead settings', 'Pages', 'Cars']) await expect(page.getByRole('link', { name: gone, exact: true })).toHaveCount(0)
    await page.screenshot({ path: `${SHOTS}/staff-dashboard-1440.png`, fullPage: true })

    await page.goto(admin(`/collections/workshop-bookings/${booking.id}`))
    await expect(page.locator('#field-siteName')).toHaveValue('Nordvik Bilhall')
    await expect(page.locator('#field-workshopName')).toHaveValue(/Enköping/)
    await expect(page.getByText(/Untitled/)).toHaveCount(0)
    // Starts at: the workshop's wall clock, the same as Time, whatever zone the browser is in.
    await expect(page.locator('#field-localTime')).toHaveValue(booking.localTime)
    await expect(page.locator('#field-startsAtWorkshop')).toHaveValue(new RegExp(`, ${booking.localTime} CES?T$`))
    const services = page.locator('.forecourt-booked-services li')
    await expect(services).toHaveCount(1)
    await expect(services.first()).toContainText('Nya torkarblad')
    await expect(services.first()).toContainText('Price shown:')
    await page.screenshot({ path: `${SHOTS}/staff-booking-1440.png`, fullPage: true })
    await page.setViewportSize({ width: 375, height: 812 })
    await page.screenshot({ path: `${SHOTS}/staff-booking-375.png`, fullPage: true })
    expect(outside).toEqual([])

    // What is not theirs is not there, even by its address.
    for (const path of ['/collections/leads', '/collections/sites', '/globals/lead-settings']) {
      await page.goto(admin(path))
      await expect(page.locator('table tbody tr')).toHaveCount(0)
      await expect(page.getByText(/not found|unauthorized|no .* found/i).first()).toBeVisible()
    }
  })
})
