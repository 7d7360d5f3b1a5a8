import { mkdirSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'

import { SITE_INDICES } from '../../src/features/car-search/indices'
import { defaultText, DICTIONARY_KEYS } from '../../src/features/dictionary/defaults'
import { VEHICLE_INDICES } from '../../src/features/stock/car'
import { chooseSite, formSettled, openTab, signInToAdmin } from './helpers/admin'
import { cmsApi, cmsLogin, E2E, fetchAs } from './helpers/server'

/**
 * The CMS chores of adding a site, writing stories and pages, and the words of the forms, done in the admin's own
 * UI against the production build, as an admin and as an editor of one site.
 */

const admin = (path: string) => `http://localhost:${E2E.port}/admin${path}`
const SHOTS = '/tmp/cms-content-shots'
const DESKTOP = { width: 1440, height: 900 }

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false })
}

/** The options of one of Payload's selects (react-select), opened by a click on its control. */
async function optionsOf(page: Page, control: ReturnType<Page['locator']>): Promise<string[]> {
  await control.click()
  const options = page.locator('.rs__option')
  await expect(options.first()).toBeVisible()
  const texts = await options.allInnerTexts()
  await page.keyboard.press('Escape')
  return texts
}

async function chooseIn(page: Page, control: ReturnType<Page['locator']>, text: string) {
  await control.click()
  await page.keyboard.type(text)
  await page.locator('.rs__option', { hasText: text }).first().click()
}

test.describe('CMS: adding a site, its dictionary and its editor', () => {
  test.describe.configure({ mode: 'serial' })
  const stamp = Date.now().toString(36)
  const key = `fi-uusi-${stamp}`
  const host = `${key}.localhost`
  const editor = { email: `toimittaja.${stamp}@forecourt.test`, password: 'uusi-toimittaja-2026' }
  let siteId = 0

  test.afterAll(async () => {
    if (!siteId) return
    const token = await cmsLogin()
    for (const collection of ['dictionary', 'pages', 'navigations', 'footers']) {
      const docs = (await cmsApi('GET', `/${collection}?where[site][equals]=${siteId}&limit=100&depth=0`, token)).json?.docs ?? []
      for (const doc of docs) await cmsApi('DELETE', `/${collection}/${doc.id}`, token)
    }
    const users = (await cmsApi('GET', `/users?where[email][equals]=${editor.email}&depth=0`, token)).json?.docs ?? []
    for (const user of users) await cmsApi('DELETE', `/users/${user.id}`, token)
    await cmsApi('DELETE', `/sites/${siteId}`, token)
  })

  test('an admin adds a Finnish site in Sites → Create New, choosing its indices from the ones that exist', async ({ page }) => {
    test.setTimeout(180_000)
    await page.setViewportSize(DESKTOP)
    await signInToAdmin(page)
    await page.goto(admin('/collections/sites/create'))
    await page.locator('#field-name').fill(`Nordvik Autot Uusi ${stamp}`)
    await page.locator('#field-key').fill(key)
    await chooseIn(page, page.locator('#field-country .rs__control'), 'Finland')
    await page.locator('#field-url').fill(`http://${host}:${E2E.port}`)
    await formSettled(page)
    await page.getByRole('button', { name: 'Add Host name' }).click()
    await page.locator('#field-hostnames__0__hostname').fill(host)
    await chooseIn(page, page.locator('#field-locales .rs__control'), 'Suomi')
    await chooseIn(page, page.locator('#field-defaultLocale .rs__control'), 'Suomi')
    await formSettled(page)
    await openTab(page, 'Settings')
    // The indices are chosen, not typed: exactly the indices that exist.
    expect(await optionsOf(page, page.locator('#field-vehicleIndex .rs__control'))).toEqual([...VEHICLE_INDICES])
    expect(await optionsOf(page, page.locator('#field-siteSearchIndex .rs__control'))).toEqual([...SITE_INDICES])
    await chooseIn(page, page.locator('#field-vehicleIndex .rs__control'), 'vehicles-fi')
    await chooseIn(page, page.locator('#field-siteSearchIndex .rs__control'), 'sites-fi')
    await expect(page.getByText('Car list path', { exact: true })).toBeVisible()
    await expect(page.getByText(/Path To Car List|^Url$/)).toHaveCount(0)
    await shot(page, 'site-settings-1440')
    await formSettled(page)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.waitForURL(/\/admin\/collections\/sites\/\d+/, { timeout: 30_000 })
    siteId = Number(/sites\/(\d+)/.exec(page.url())![1])
    const token = await cmsLogin()
    const stored = (await cmsApi('GET', `/sites/${siteId}?depth=0`, token)).json
    expect(stored).toMatchObject({ key, country: 'FI', locales: ['fi-FI'], defaultLocale: 'fi-FI', vehicleIndex: 'vehicles-fi', siteSearchIndex: 'sites-fi' })
    // Its home page, and a one-site editor for it.
    expect((await cmsApi('POST', '/pages?locale=fi-FI', token, { site: siteId, title: 'Tervetuloa', _status: 'published' })).status).toBe(201)
    expect((await cmsApi('POST', '/users', token, { ...editor, name: 'Uusi Toimittaja', roles: ['editor'], sites: [siteId] })).status).toBe(201)
  })

  test('the new site speaks Finnish from its first page, with no dictionary entry at all', async () => {
    const token = await cmsLogin()
    expect((await cmsApi('GET', `/dictionary?where[site][equals]=${siteId}&limit=1`, token)).json.totalDocs).toBe(0)
    await expect.poll(async () => (await fetchAs(host, '/')).status, { timeout: 20_000 }).toBe(200)
    const html = (await fetchAs(host, '/')).body
    expect(html).toContain(defaultText('fi-FI', 'skipToContent'))
    expect(html).not.toContain(defaultText('sv-SE', 'skipToContent'))
  })

  test('Users → Sites offers every site, the new one included', async ({ page }) => {
    test.setTimeout(120_000)
    const token = await cmsLogin()
    const sites = (await cmsApi('GET', '/sites?limit=100&depth=0', token)).json.docs as { name: string }[]
    expect(sites.length).toBeGreaterThan(10)
    await page.setViewportSize(DESKTOP)
    await signInToAdmin(page)
    await page.goto(admin('/collections/users/create'))
    await formSettled(page)
    await page.getByRole('button', { name: 'Add Site' }).click()
    await formSettled(page)
    const offered = await optionsOf(page, page.locator('#field-sites__0__site .rs__control'))
    expect(offered.sort()).toEqual(sites.map((site) => site.name).sort())
  })

  test('the site’s editor overrides a default text in Dictionary, picked from the list and pre-filled, and the site shows it', async ({ page }) => {
    test.setTimeout(180_000)
    await page.setViewportSize(DESKTOP)
    await signInToAdmin(page, editor.email, editor.password)
    await page.goto(admin('/collections/dictionary'))
    const overview = page.locator('[data-dictionary-overview]')
    await expect(overview).toContainText(`0 of ${DICTIONARY_KEYS.length} texts in Suomi`)
    await shot(page, 'dictionary-overview-1440')
    await chooseIn(page, overview.locator('.rs__control'), 'skipToContent')
    await overview.getByRole('button', { name: 'Override' }).click()
    await page.waitForURL(/\/admin\/collections\/dictionary\/\d+/, { timeout: 30_000 })
    // The entry holds the key, the language and the Finnish default, ready to be worded otherwise.
    await expect(page.locator('#field-key')).toContainText('skipToContent')
    const text = page.locator('#field-value')
    await expect(text).toHaveValue(defaultText('fi-FI', 'skipToContent'))
    await text.fill('Hyppää sisältöön heti')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 20_000 })
    await expect.poll(async () => (await fetchAs(host, '/')).body.includes('Hyppää sisältöön heti'), { timeout: 20_000 }).toBe(true)
    await page.goto(admin('/collections/dictionary'))
    await expect(page.locator('[data-dictionary-overview]')).toContainText(`1 of ${DICTIONARY_KEYS.length} texts in Suomi`)
    await expect(page.locator('tbody tr')).toHaveCount(1)
    await expect(page.locator('tbody .cell-key')).toHaveText('skipToContent')
  })

  test('a new entry’s key is a choice among the texts the sites use, and its text starts as the default', async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(DESKTOP)
    await signInToAdmin(page, editor.email, editor.password)
    await page.goto(admin('/collections/dictionary/create'))
    await chooseIn(page, page.locator('#field-language .rs__control'), 'Suomi')
    await chooseIn(page, page.locator('#field-key .rs__control'), 'closeMenu')
    await expect(page.locator('#field-value')).toHaveValue(defaultText('fi-FI', 'closeMenu'))
    // Nothing else can be typed as a key: the list has only the known ones.
    await page.locator('#field-key .rs__control').click()
    await page.keyboard.type('noSuchText')
    await expect(page.locator('.rs__option')).toHaveCount(0)
    const token = await cmsLogin()
    const refused = await cmsApi('POST', '/dictionary', token, { key: 'noSuchText', value: 'X', language: 'fi-FI', site: siteId })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.json)).toContain('Choose one of the texts the sites use')
  })
})

test.describe('CMS: stories and pages', () => {
  const editor = { email: 'sisu.se2@forecourt.test', password: 'sisu-editor-password-2026' }
  let se2 = 0

  test.beforeAll(async () => {
    const token = await cmsLogin()
    se2 = (await cmsApi('GET', '/sites?where[key][equals]=se-dealer-2&depth=0', token)).json.docs[0].id
    if ((await cmsApi('GET', `/users?where[email][equals]=${editor.email}`, token)).json.totalDocs === 0) {
      expect((await cmsApi('POST', '/users', token, { ...editor, roles: ['editor'], sites: [se2] })).status).toBe(201)
    }
  })

  test('Stories → Create New offers as Stories index only the pages with a stories list, the only one chosen already', async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(DESKTOP)
    await signInToAdmin(page, editor.email, editor.password)
    await page.goto(admin('/collections/stories/create'))
    const index = page.locator('#field-index')
    // The admin fetches the choices before it shows the one chosen already: on a busy machine, more than 10 s.
    await expect(index.locator('.rs__single-value')).toContainText('Livet med bil', { timeout: 30_000 })
    expect(await optionsOf(page, index.locator('.rs__control'))).toEqual(['Livet med bil'])
    await shot(page, 'story-create-1440')
    // A story under the home page is refused in words: no list would show it.
    const token = await cmsLogin()
    const home = (await cmsApi('GET', `/pages?where[site][equals]=${se2}&where[path][equals]=/&depth=0`, token)).json.docs[0]
    const refused = await cmsApi('POST', '/stories', token, { title: 'Under startsidan', slug: `under-startsidan-${Date.now()}`, date: '2026-11-01T09:00:00.000Z', site: se2, index: home.id, _status: 'published' })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.json)).toContain('must be a page of the story’s site with a stories list')
  })

  test('Pages → Create New stores nothing until the page is saved, and a second home page is refused once, leaving nothing behind', async ({ page }) => {
    test.setTimeout(120_000)
    const token = await cmsLogin()
    const count = async () => (await cmsApi('GET', `/pages?where[site][equals]=${se2}&limit=1&depth=0&draft=true`, token)).json.totalDocs as number
    const before = await count()
    await page.setViewportSize(DESKTOP)
    await signInToAdmin(page, editor.email, editor.password)
    await page.goto(admin('/collections/pages?limit=10'))
    // A click before the list's script runs is lost: clicked again until the form opens.
    await expect(async () => {
      if (!/\/pages\/create/.test(page.url())) await page.getByRole('link', { name: 'Create New' }).first().click()
      await page.waitForURL(/\/admin\/collections\/pages\/create/, { timeout: 5_000 })
    }).toPass({ timeout: 60_000 })
    await page.locator('#field-title').pressSequentially('Andra startsidan', { delay: 40 })
    // Longer than the autosave interval: still nothing stored.
    await page.waitForTimeout(4_000)
    expect(page.url()).toMatch(/\/pages\/create/)
    expect(await count()).toBe(before)
    await page.getByRole('button', { name: 'Publish changes' }).click()
    const refusal = page.getByText('This site already has a home page: choose a parent page.')
    await expect(refusal.first()).toBeVisible({ timeout: 20_000 })
    await page.waitForTimeout(1_500)
    expect(await page.locator('.payload-toast-item', { hasText: 'This site already has a home page' }).count()).toBe(1)
    await shot(page, 'page-refused-1440')
    expect(page.url()).toMatch(/\/pages\/create/)
    expect(await count()).toBe(before)
  })

  test('under Svenska, the pages list names the Norwegian, British, Finnish and Slovak home pages by their own titles', async ({ page }) => {
    test.setTimeout(120_000)
    const token = await cmsLogin()
    const sites = (await cmsApi('GET', '/sites?limit=100&depth=0', token)).json.docs as { id: number; key: string; name: string; defaultLocale: string }[]
    await page.setViewportSize(DESKTOP)
    await signInToAdmin(page)
    await page.goto(admin('/collections/pages?limit=100&where[path][equals]=/&locale=sv-SE'))
    const clear = page.locator('.tenant-selector .rs__clear-indicator')
    if (await clear.isVisible()) await clear.click()
    await expect(page.locator('tbody tr').first()).toBeVisible()
    for (const site of sites.filter((entry) => ['no-dealer', 'uk-dealer', 'fi-dealer', 'sk-dealer'].includes(entry.key))) {
      const home = (await cmsApi('GET', `/pages?where[site][equals]=${site.id}&where[path][equals]=/&depth=0&locale=${site.defaultLocale}`, token)).json.docs[0]
      const row = page.locator('tbody tr', { has: page.locator('.cell-site', { hasText: site.name }) })
      await expect(row.locator('.cell-title')).toContainText(home.title)
    }
    await expect(page.getByText('<No Title>')).toHaveCount(0)
    await shot(page, 'pages-list-1440')
  })
})

test.describe('CMS: the forms’ words', () => {
  test('a dealer site’s departments are named in words, their opening hours one level down with rows named by their day', async ({ page }) => {
    test.setTimeout(120_000)
    const token = await cmsLogin()
    const uppsala = (await cmsApi('GET', '/dealer-sites?where[slug][equals]=uppsala&where[country][equals]=SE&depth=0', token)).json.docs[0]
    await page.setViewportSize(DESKTOP)
    await signInToAdmin(page)
    await page.goto(admin(`/collections/dealer-sites/${uppsala.id}`))
    await page.getByRole('button', { name: 'Departments', exact: true }).click()
    const first = page.locator('#site_departments-row-0')
    // The admin keeps each editor's open rows and tabs: opened (and on its first tab) whatever was left before.
    const departmentTab = first.getByRole('button', { name: 'Department', exact: true })
    if (!(await departmentTab.isVisible())) await first.locator('.collapsible__toggle').first().click()
    await departmentTab.click()
    await expect(first.getByText('Official name', { exact: true })).toBeVisible()
    await expect(first.getByText('Department type', { exact: true })).toBeVisible()
    await first.getByRole('button', { name: 'Opening hours', exact: true }).click()
    const week = uppsala.site_departments[0].openingschedule.openinghours as { day: string; displayText: string }[]
    for (const row of week) await expect(first.getByText(`${row.day} · ${row.displayText}`, { exact: true })).toBeVisible()
    await shot(page, 'dealer-site-hours-1440')
    const words = await page.locator('form').innerText()
    for (const raw of ['Official_name', 'Department_type', 'Openinghour', 'Deviationday', 'Vacationday', 'First_name']) expect(words).not.toContain(raw)
    await page.setViewportSize({ width: 375, height: 812 })
    await shot(page, 'dealer-site-hours-375')
  })

  test('a page’s blocks are added with Add Block, as the README says', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await signInToAdmin(page)
    await page.goto(admin('/collections/pages/create'))
    await expect(page.getByRole('button', { name: 'Add Block' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add Layout' })).toHaveCount(0)
  })

  test('the redirect CSV import reports a rule to itself by its line, and the list shows an import at once', async ({ page }) => {
    test.setTimeout(120_000)
    const token = await cmsLogin()
    await page.setViewportSize(DESKTOP)
    await signInToAdmin(page)
    await page.goto(admin('/collections/redirects'))
    await chooseSite(page, 'Nordvik Bilhall')
    const tools = page.locator('section[aria-labelledby="redirect-tools-heading"]')
    const upload = async (name: string, csv: string) => {
      await tools.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) })
      await tools.getByRole('button', { name: 'Import' }).click()
    }
    // /bilar is already redirected by an earlier rule: a row /bilar → /bilar would loop the day that rule goes.
    await upload('slinga.csv', 'source,destination,permanent\n/bilar,/bilar,true\n')
    await expect(tools.getByRole('status')).toContainText('Line 2: Loop: /bilar redirects to itself.')
    const source = `/gammal-kampanj-${Date.now()}`
    const total = async () => (await cmsApi('GET', `/redirects?where[site][equals]=${(await cmsApi('GET', '/sites?where[key][equals]=se-dealer-2&depth=0', token)).json.docs[0].id}&limit=1&depth=0`, token)).json.totalDocs as number
    const before = await total()
    await expect(page.getByText(new RegExp(`of ${before}$`)).first()).toBeVisible()
    await upload('kampanj.csv', `${source},/kop-bil/kampanjer,true\n`)
    await expect(tools.getByRole('status')).toContainText('Imported 1 rule.')
    // The list below counts the new rule without a reload.
    await expect(page.getByText(new RegExp(`of ${before + 1}$`)).first()).toBeVisible({ timeout: 15_000 })
    await shot(page, 'redirect-import-1440')
    const added = (await cmsApi('GET', `/redirects?where[source][equals]=${encodeURIComponent(source)}&depth=0`, token)).json.docs
    for (const doc of added) await cmsApi('DELETE', `/redirects/${doc.id}`, token)
  })
})
