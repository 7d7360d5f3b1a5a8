import { expect, test, type Page } from '@playwright/test'

import { chooseOption as choose, chooseSite, signInToAdmin, writeStory } from './helpers/admin'
import { cmsApi, cmsLogin, E2E, fetchAs } from './helpers/server'

const admin = (path: string) => `http://localhost:${E2E.port}/admin${path}`

/** Writes a page in the admin's own form: title, parent, a hero banner block; publishes it. Returns its id. */
async function writeAndPublishPage(page: Page, title: string, parentTitle: string) {
  await page.getByRole('link', { name: 'Create New' }).first().click()
  // The CMS saves the new page as a draft at once and opens it: no blank screen.
  await page.waitForURL(/\/admin\/collections\/pages\/\d+/, { timeout: 30_000 })
  const id = Number(/pages\/(\d+)/.exec(page.url())![1])
  // Typed as an editor types: the autosaves while typing keep one draft version, not one per keystroke.
  await page.locator('#field-title').pressSequentially(title, { delay: 60 })
  await choose(page, 'parent', parentTitle)
  await page.getByRole('button', { name: 'Add Layout' }).click()
  await page.getByRole('button', { name: 'Hero banner' }).first().click()
  await page.locator('#field-layout__0__title').fill(`${title} – rubrik`)
  // The block's row is headed by its kind and its title, as typed.
  await expect(page.locator('#layout-row-0 .blocks-field__block-header').first()).toContainText(`Hero banner${title} – rubrik`)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible({ timeout: 20_000 })
  const versions = await cmsApi('GET', `/pages/versions?where[parent][equals]=${id}&limit=50&depth=0`, await cmsLogin())
  // The new draft, the drafts autosaved every 2 s while writing (more on a slow machine), the published page:
  // a handful, never one per keystroke of the title.
  expect(versions.json.totalDocs).toBeLessThanOrEqual(5)
  expect(versions.json.totalDocs).toBeLessThan(title.length / 2)
  return id
}

test.describe('CMS: an editor lives in it', () => {
  test.describe.configure({ mode: 'serial' })
  const editor = { email: 'pages.se2@forecourt.test', password: 'pages-editor-password-2026' }
  let sites: { id: number; key: string; name: string }[]
  const site = (key: string) => sites.find((entry) => entry.key === key)!

  test.beforeAll(async () => {
    const token = await cmsLogin()
    sites = (await cmsApi('GET', '/sites?limit=100&depth=0', token)).json.docs
    const existing = await cmsApi('GET', `/users?where[email][equals]=${editor.email}`, token)
    if (existing.json.totalDocs === 0) {
      // Scripts may give the sites as ids; the CMS keeps them as the user's Sites rows.
      const created = await cmsApi('POST', '/users', token, { ...editor, name: 'Sara Sidredaktör', roles: ['editor'], sites: [site('se-dealer-2').id] })
      expect(created.status, JSON.stringify(created.json)).toBe(201)
    }
  })

  test('an admin chooses a site, creates a page with a block and publishes it; the site serves it', async ({ page }) => {
    test.setTimeout(150_000)
    await page.setViewportSize({ width: 1440, height: 900 })
    await signInToAdmin(page)
    await page.goto(admin('/collections/pages?limit=100'))
    await chooseSite(page, 'Nordvik Bilhall')
    // Every row of the list is the chosen site's, and says so.
    await expect.poll(async () => [...new Set(await page.locator('tbody .cell-site').allInnerTexts())]).toEqual(['Nordvik Bilhall'])

    const title = `Vinterkampanj ${Date.now()}`
    const id = await writeAndPublishPage(page, title, 'Nordvik Bilhall')
    const token = await cmsLogin()
    const stored = (await cmsApi('GET', `/pages/${id}?depth=0&locale=sv-SE`, token)).json
    expect(stored).toMatchObject({ title, site: site('se-dealer-2').id, _status: 'published', layout: [{ blockType: 'heroBanner', title: `${title} – rubrik` }] })
    await expect.poll(async () => (await fetchAs('se2.localhost', stored.path)).status, { timeout: 15_000 }).toBe(200)
    expect((await cmsApi('DELETE', `/pages/${id}`, token)).status).toBe(200)
  })

  test('an editor of one site creates, publishes and deletes a page, and sees only their site', async ({ page }) => {
    test.setTimeout(150_000)
    await page.setViewportSize({ width: 1440, height: 900 })
    await signInToAdmin(page, editor.email, editor.password)
    await page.goto(admin('/collections/pages?limit=100'))
    // One site: it is chosen for them, and there is nothing to choose.
    await expect(page.locator('.tenant-selector')).toHaveCount(0)
    await expect.poll(async () => [...new Set(await page.locator('tbody .cell-site').allInnerTexts())]).toEqual(['Nordvik Bilhall'])
    // Only the site's own language is offered.
    await page.locator('.localizer button').first().click()
    await expect(page.locator('.localizer__locale-code').first()).toBeVisible()
    expect(await page.locator('.localizer__locale-code').evaluateAll((options) => options.map((option) => option.getAttribute('data-locale')))).toEqual(['sv-SE'])
    await page.keyboard.press('Escape')

    const title = `Sommardäck ${Date.now()}`
    const id = await writeAndPublishPage(page, title, 'Nordvik Bilhall')
    const token = await cmsLogin()
    expect((await cmsApi('GET', `/pages/${id}?depth=0`, token)).json).toMatchObject({ site: site('se-dealer-2').id, _status: 'published' })

    await page.locator('.doc-controls__popup button, .doc-controls__dots').first().click()
    await page.getByRole('button', { name: 'Delete' }).first().click()
    await page.getByRole('dialog').getByRole('button', { name: /confirm|delete/i }).last().click()
    await expect(page.getByText(/successfully deleted|deleted successfully/i).first()).toBeVisible({ timeout: 20_000 })
    expect((await cmsApi('GET', `/pages/${id}?depth=0`, token)).status).toBe(404)
  })

  test('an editor of one site lists only their site’s cars, dealer sites and media', async ({ page }) => {
    const token = await cmsLogin()
    const swedishCars = (await cmsApi('GET', '/cars?limit=1&depth=0&where[vehicleIndex][equals]=vehicles-se', token)).json.totalDocs
    const ownMedia = (await cmsApi('GET', `/media?limit=1&depth=0&where[site][equals]=${site('se-dealer-2').id}`, token)).json.totalDocs
    expect((await cmsApi('GET', '/cars?limit=1&depth=0', token)).json.totalDocs).toBeGreaterThan(swedishCars)
    await page.setViewportSize({ width: 1440, height: 900 })
    await signInToAdmin(page, editor.email, editor.password)
    for (const [path, total] of [['/collections/cars', swedishCars], ['/collections/media', ownMedia]] as const) {
      await page.goto(admin(path))
      await expect(page.locator('.page-controls, .list-controls').first()).toBeVisible()
      await expect(page.getByText(new RegExp(`of ${total}$`)).first()).toBeVisible()
    }
    await page.goto(admin('/collections/dealer-sites?limit=100'))
    const countries = await page.locator('tbody .cell-country').allInnerTexts()
    expect(countries.length).toBeGreaterThan(0)
    expect(new Set(countries)).toEqual(new Set(['SE']))
  })

  test('an admin who deletes a site that still has content is told what it still has', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await signInToAdmin(page)
    await page.goto(admin(`/collections/sites/${site('partner').id}`))
    await page.locator('.doc-controls__popup button, .doc-controls__dots').first().click()
    await page.getByRole('button', { name: 'Delete' }).first().click()
    await page.getByRole('dialog').getByRole('button', { name: /confirm|delete/i }).last().click()
    await expect(page.getByText(/This site still has \d+ pages?/).first()).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText('An unknown error occurred.')).toHaveCount(0)
    const token = await cmsLogin()
    expect((await cmsApi('GET', `/sites/${site('partner').id}?depth=0`, token)).status).toBe(200)
  })

  test('the Site column names every row’s site, and the pages list is sorted by path', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await signInToAdmin(page)
    for (const collection of ['pages', 'redirects']) {
      await page.goto(admin(`/collections/${collection}?limit=100`))
      const selector = page.locator('.tenant-selector .rs__clear-indicator')
      if (await selector.isVisible()) await selector.click()
      const cells = page.locator('tbody .cell-site')
      await expect(cells).toHaveCount(100)
      // Every row names its site ("—" only for a new draft page not yet given one), none "<No Site>".
      const names = await cells.allInnerTexts()
      expect(names.filter((name) => name !== '—' && !sites.some((entry) => entry.name === name))).toEqual([])
      expect(names.filter((name) => name !== '—').length).toBeGreaterThan(90)
    }
    // The users list names each editor's sites.
    await page.goto(admin('/collections/users?limit=100'))
    await expect(page.getByRole('row', { name: new RegExp(editor.email.replace('.', '\\.')) }).locator('.cell-sites')).toHaveText('Nordvik Bilhall')
    await page.goto(admin('/collections/pages?limit=100'))
    // New drafts without a path yet come first.
    const paths = (await page.locator('tbody .cell-path').allInnerTexts()).filter((path) => path.startsWith('/'))
    expect(paths.length).toBeGreaterThan(50)
    expect(paths).toEqual([...paths].sort())
  })

  test('a story whose address is taken in its index is refused in words', async ({ page }) => {
    test.setTimeout(120_000)
    const token = await cmsLogin()
    const index = (await cmsApi('GET', `/pages?where[site][equals]=${site('se-dealer-2').id}&where[path][equals]=/livet-med-bil&depth=0`, token)).json.docs[0]
    const taken = (await cmsApi('GET', `/stories?where[index][equals]=${index.id}&limit=1&depth=0`, token)).json.docs[0]
    await page.setViewportSize({ width: 1440, height: 900 })
    await signInToAdmin(page, editor.email, editor.password)
    await page.goto(admin('/collections/stories/create'))
    await writeStory(page, { title: 'Samma adress', index: 'Livet med bil', slug: taken.slug })
    await expect(page.getByText(`Another story of this stories index already has the address ${taken.slug}`).first()).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText(/field is invalid: index/)).toHaveCount(0)
  })

  test('a forgotten password is reset with the link the CMS e-mails (the demo inbox)', async ({ page }) => {
    test.setTimeout(90_000)
    const email = 'glomsk.redaktor@forecourt.test'
    const token = await cmsLogin()
    if ((await cmsApi('GET', `/users?where[email][equals]=${email}`, token)).json.totalDocs === 0) {
      expect((await cmsApi('POST', '/users', token, { email, password: 'first-password-2026', roles: ['editor'], sites: [site('se-dealer').id] })).status).toBe(201)
    }
    await page.goto(admin('/forgot'))
    await page.getByLabel(/email/i).fill(email)
    await page.getByRole('button', { name: /submit/i }).click()
    await expect(page.getByRole('heading', { name: /email sent/i })).toBeVisible()
    let link = ''
    await expect
      .poll(async () => {
        const inbox = JSON.parse((await fetchAs('localhost', `/api/demo/inbox?to=${encodeURIComponent(email)}`)).body)
        link = /https?:\/\/\S+\/admin\/reset\/[^\s)]+/.exec(inbox.messages?.[0]?.text ?? '')?.[0] ?? ''
        return link
      }, { timeout: 20_000 })
      .not.toBe('')
    await page.goto(link)
    await page.getByLabel(/new password/i).first().fill('second-password-2026')
    const confirm = page.getByLabel(/confirm password/i)
    if (await confirm.count()) await confirm.fill('second-password-2026')
    await page.getByRole('button', { name: /reset password/i }).click()
    await page.waitForURL(/\/admin(?!\/(reset|login))/, { timeout: 20_000 })
    expect(await cmsLogin(email, 'second-password-2026')).toBeTruthy()
  })
})
