import { expect, test, type Page, type Request } from '@playwright/test'

import { E2E, oneSignInAtATime } from './server'

/**
 * The time a test in the CMS admin gets at least: the admin's pages are the heaviest the suite opens, and its
 * sign-ins wait their turn behind the other browsers'.
 */
const ADMIN_TEST_TIMEOUT = 120_000

/** Signs in to the CMS admin in the browser, as an editor would (one worker at a time: see oneSignInAtATime). */
export async function signInToAdmin(page: Page, email = E2E.adminEmail, password = E2E.adminPassword) {
  const info = test.info()
  if (info.timeout > 0 && info.timeout < ADMIN_TEST_TIMEOUT) info.setTimeout(ADMIN_TEST_TIMEOUT)
  await page.goto(`http://localhost:${E2E.port}/admin/login`)
  await page.getByLabel(/email/i).fill(email)
  await page.getByLabel(/password/i).fill(password)
  await oneSignInAtATime(async () => {
    await page.getByRole('button', { name: /login/i }).click()
    await page.waitForURL(/\/admin(?!\/login)/)
  })
}

/**
 * Waits until the admin's form is done asking the server for its state. It asks after each change (a moment
 * later); a save or a new row sent while an answer is on its way loses to that late answer (the row stays a grey
 * placeholder, the typed value is put back). A person is slower than that; a test waits for the quiet.
 */
export async function formSettled(page: Page, quietMs = 800) {
  const inFlight = new Set<Request>()
  const start = (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/admin')) inFlight.add(request)
  }
  const end = (request: Request) => inFlight.delete(request)
  page.on('request', start)
  page.on('requestfinished', end)
  page.on('requestfailed', end)
  try {
    const deadline = Date.now() + 30_000
    let quietSince = Date.now()
    while (Date.now() - quietSince < quietMs) {
      if (Date.now() > deadline) throw new Error('the admin form was still talking to the server after 30 s')
      await page.waitForTimeout(100)
      if (inFlight.size > 0) quietSince = Date.now()
    }
  } finally {
    page.off('request', start)
    page.off('requestfinished', end)
    page.off('requestfailed', end)
  }
}

/** Opens a tab of a document's tabs field (the admin draws its tabs as buttons). */
export async function openTab(page: Page, name: string) {
  await page.locator('.tabs-field__tab-button', { hasText: new RegExp(`^${name}$`) }).click()
}

/** Chooses a site in the CMS's site selector (top of the menu), as an editor of several sites does once. */
export async function chooseSite(page: Page, name: string) {
  const selector = page.locator('.tenant-selector')
  const control = selector.locator('.rs__control')
  await expect(control).toBeAttached()
  // The selector is at the top of the menu: a closed menu (inert) is opened first.
  const menuClosed = () => page.locator('.nav').first().evaluate((menu) => menu.hasAttribute('inert'))
  if (await menuClosed()) await page.getByRole('button', { name: 'Open Menu' }).locator('visible=true').first().click()
  await expect.poll(menuClosed).toBe(false)
  await control.click()
  await page.locator('.rs__option', { hasText: name }).first().click()
  await expect(selector.locator('.rs__single-value')).toHaveText(name)
}

/** Picks an option of one of Payload's relationship selects by typing part of its label. */
export async function chooseOption(page: Page, fieldId: string, text: string) {
  await page.locator(`#field-${fieldId} .rs__control`).click()
  await page.keyboard.type(text)
  await page.locator('.rs__option', { hasText: text }).first().click()
}

/** Fills in a new story in the admin's form (on the chosen site) and presses Publish changes. */
export async function writeStory(page: Page, story: { title: string; preamble?: string; index: string; slug: string }) {
  await page.getByLabel('Title').fill(story.title)
  if (story.preamble) await page.getByLabel('Preamble').fill(story.preamble)
  const date = page.locator('#field-date input')
  await date.click()
  await date.fill('Nov 20, 2026 9:00 AM')
  await page.keyboard.press('Enter')
  await chooseOption(page, 'index', story.index)
  await page.locator('#field-slug').fill(story.slug)
  await page.getByRole('button', { name: 'Publish changes' }).click()
}
