import { expect, test, type Page } from '@playwright/test'

import { chooseOption as choose, chooseSite, formSettled, signInToAdmin, writeStory } from './helpers/admin'
import { cmsApi, cmsLogin, E2E, fetchAs } from './helpers/server'

const admin = (path: string) => `http://localhost:${E2E.port}/admin${path}`

/** Writes a page in the admin's own form: title, parent, a hero banner block; publishes it. Returns its id. */
async function writeAndPublishPage(page: Page, title: string, parentTitle: string) {
  await page.getByRole('link', { name: 'Create New' }).first().click()
  // Nothing is stored until the editor saves: a Create New left at once leaves no "[Untitled]" page behind.
  await page.waitForURL(/\/admin\/collections\/pages\/create/, { timeout: 30_000 })
  await page.locator('#field-title').pressSequentially(title, { delay: 60 })
  await choose(page, 'parent', parentTitle)
  await formSettled(page)
  await page.getByRole('button', { name: 'Add Block' }).click()
  await page.getByRole('button', { name: 'Hero banner' }).first().click()
  await page.locator('#field-layout__0__title').fill(`${title} – rubrik`)
  // The block's row is headed by its kind and its title, as typed.
  await expect(page.locator('#layout-row-0 .blocks-field__block-header').first()).toContainText(`Hero banner${title} – rubrik`)
  await formSettled(page)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  // Published, the admin opens the new page at its own address and says so.
  await page.waitForURL(/\/admin\/collections\/pages\/\d+/, { timeout: 30_000 })
  const id = Number(/pages\/(\d+)/.exec(page.url())![1])
  await expect(page.getByText('Status: Published')).toBeVisible()
  const versions = await cmsApi('GET', `/pages/versions?where[parent][equals]=${id}&limit=50&depth=0`, await cmsLogin())
  // Typed as an editor types, published once: a version or two, never one per keystroke of the title.
  expect(versions.json.totalDocs).toBeLessThanOrEqual(3)
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

  test('an editor of one site lists and opens only the facilities, workshops and cars their site runs, and its media', async ({ page }) => {
    test.setTimeout(300_000)
    const token = await cmsLogin()
    const own = site('se-dealer-2').id
    // The facilities se2's dealer runs (Dealer sites → Run by), their workshops and the cars sold from them.
    const facilities = (await cmsApi('GET', `/dealer-sites?limit=100&depth=0&sort=website_sort_order&where[runBy][equals]=${own}`, token)).json.docs as Array<{ id: number; site_id: string; site_official_name: string }>
    expect(facilities.map((facility) => facility.site_official_name)).toEqual(['Nordvik Bil Uppsala', 'Nordvik Bil Enköping', 'Nordvik Bil Västerås Kopparlunden', 'Nordvik Bil Köping', 'Nordvik Bil Gävle', 'Nordvik Bil Sandviken'])
    const otherSwedish = (await cmsApi('GET', `/dealer-sites?limit=1&depth=0&where[country][equals]=SE&where[runBy][not_equals]=${own}`, token)).json.docs[0] as { id: number; site_official_name: string }
    const ownCars = (await cmsApi('GET', `/cars?limit=1&depth=0&where[dealerSiteId][in]=${facilities.map((facility) => facility.site_id).join(',')}`, token)).json.totalDocs as number
    const swedishCars = (await cmsApi('GET', '/cars?limit=1&depth=0&where[vehicleIndex][equals]=vehicles-se', token)).json.totalDocs as number
    expect(ownCars).toBeGreaterThan(0)
    expect(ownCars).toBeLessThan(swedishCars)
    const ownWorkshops = (await cmsApi('GET', `/workshops?limit=100&depth=0&where[dealerSite][in]=${facilities.map((facility) => facility.id).join(',')}`, token)).json.docs as Array<{ id: number; name: string }>
    const otherWorkshop = (await cmsApi('GET', `/workshops?limit=1&depth=0&where[dealerSite][not_in]=${facilities.map((facility) => facility.id).join(',')}&where[country][equals]=SE`, token)).json.docs[0] as { id: number; name: string }
    const ownMedia = (await cmsApi('GET', `/media?limit=1&depth=0&where[site][equals]=${own}`, token)).json.totalDocs

    await page.setViewportSize({ width: 1440, height: 900 })
    await signInToAdmin(page, editor.email, editor.password)
    for (const [path, total] of [['/collections/cars', ownCars], ['/collections/media', ownMedia]] as const) {
      await page.goto(admin(path))
      await expect(page.locator('.page-controls, .list-controls').first()).toBeVisible()
      await expect(page.getByText(new RegExp(`of ${total}$`)).first()).toBeVisible()
    }
    await page.goto(admin('/collections/dealer-sites?limit=100'))
    await expect(page.locator('tbody tr')).toHaveCount(facilities.length)
    expect((await page.locator('tbody .cell-site_official_name').allInnerTexts()).sort()).toEqual(facilities.map((facility) => facility.site_official_name).sort())
    await expect(page.locator('tbody .cell-runBy').first()).toHaveText('Nordvik Bilhall')
    await page.screenshot({ path: 'test-results/cms-editors/editor-dealer-sites-1440.png', fullPage: true })
    await page.goto(admin('/collections/workshops?limit=100'))
    await expect(page.locator('tbody tr')).toHaveCount(ownWorkshops.length)
    await expect(page.getByRole('link', { name: otherWorkshop.name, exact: true })).toHaveCount(0)
    // Another Swedish dealer's facility and workshop are not there, even by their address.
    for (const path of [`/collections/dealer-sites/${otherSwedish.id}`, `/collections/workshops/${otherWorkshop.id}`]) {
      await page.goto(admin(path))
      await expect(page.getByText(/could not be found|not found/i).first()).toBeVisible({ timeout: 30_000 })
    }
    await expect(page.locator(`input[value="${otherSwedish.site_official_name}"]`)).toHaveCount(0)
  })

  test('the editor of a new site on the same country’s stock is shown no facility, workshop or car', async ({ page }) => {
    test.setTimeout(300_000)
    const token = await cmsLogin()
    const key = `ny-${Date.now().toString(36)}`
    const created = await cmsApi('POST', '/sites', token, {
      key,
      name: `Nordvik Ny ${key}`,
      type: 'dealer',
      country: 'SE',
      url: `http://${key}.localhost:${E2E.port}`,
      hostnames: [{ hostname: `${key}.localhost` }],
      locales: ['sv-SE'],
      defaultLocale: 'sv-SE',
      vehicleIndex: 'vehicles-se',
      siteSearchIndex: 'sites-se',
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    const newcomer = { email: `${key}@forecourt.test`, password: 'new-site-editor-password-2026' }
    expect((await cmsApi('POST', '/users', token, { ...newcomer, roles: ['editor'], sites: [created.json.doc.id] })).status).toBe(201)
    try {
      await page.setViewportSize({ width: 1440, height: 900 })
      await signInToAdmin(page, newcomer.email, newcomer.password)
      await page.goto(admin('/collections/dealer-sites'))
      await expect(page.getByRole('heading', { name: 'No Results.' })).toBeVisible({ timeout: 30_000 })
      // Their site sells no car and runs no workshop yet: neither is in their menu, nor answers by its address.
      for (const gone of ['Cars', 'Workshops']) await expect(page.getByRole('link', { name: gone, exact: true })).toHaveCount(0)
      for (const collection of ['workshops', 'cars']) {
        await page.goto(admin(`/collections/${collection}`))
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
        await expect(page.locator('tbody tr'), collection).toHaveCount(0)
      }
    } finally {
      const user = (await cmsApi('GET', `/users?where[email][equals]=${newcomer.email}&depth=0`, token)).json.docs[0]
      if (user) await cmsApi('DELETE', `/users/${user.id}`, token)
      await cmsApi('DELETE', `/sites/${created.json.doc.id}`, token)
    }
  })

  test('an admin who deletes a site that still has content is told what it still has', async ({ page }) => {
    // A sign-in, the site's whole form and the delete dialog of the admin: as long as its other tests here.
    test.setTimeout(120_000)
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
    // Three lists of 100 rows, each row's site loaded by the admin after the list.
    test.setTimeout(120_000)
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

  test('a forgotten password is reset with the link the CMS e-mails, which the demo inbox never shows', async ({ page }) => {
    test.setTimeout(90_000)
    const email = 'glomsk.redaktor@forecourt.test'
    const token = await cmsLogin()
    if ((await cmsApi('GET', `/users?where[email][equals]=${email}`, token)).json.totalDocs === 0) {
      expect((await cmsApi('POST', '/users', token, { email, password: 'first-password-2026', roles: ['editor'], sites: [site('se-dealer').id] })).status).toBe(201)
    }
    const sentBefore = (await cmsApi('GET', `/email-outbox?where[toAddress][equals]=${encodeURIComponent(email)}&limit=1&depth=0`, token)).json.totalDocs as number
    await page.goto(admin('/forgot'))
    await page.getByLabel(/email/i).fill(email)
    await page.getByRole('button', { name: /submit/i }).click()
    await expect(page.getByRole('heading', { name: /email sent/i })).toBeVisible()
    // The link is in the outbox, for SMTP only (an admin reads the outbox); the demo inbox shows no reset link.
    let link = ''
    await expect
      .poll(
        async () => {
          const sent = (await cmsApi('GET', `/email-outbox?where[toAddress][equals]=${encodeURIComponent(email)}&sort=-createdAt&limit=1&depth=0`, token)).json
          if (sent.totalDocs <= sentBefore) return ''
          expect(sent.docs[0].cmsAccount).toBe(true)
          link = /https?:\/\/\S+\/admin\/reset\/[^\s)]+/.exec(sent.docs[0].bodyText ?? '')?.[0] ?? ''
          return link
        },
        { timeout: 20_000 },
      )
      .not.toBe('')
    const inbox = JSON.parse((await fetchAs('localhost', `/api/demo/inbox?to=${encodeURIComponent(email)}`)).body)
    expect(inbox.messages.map((message: { text: string }) => message.text).join('\n')).not.toContain('/admin/reset/')
    await page.goto(link)
    await page.getByLabel(/new password/i).first().fill('second-password-2026')
    const confirm = page.getByLabel(/confirm password/i)
    if (await confirm.count()) await confirm.fill('second-password-2026')
    await page.getByRole('button', { name: /reset password/i }).click()
    await page.waitForURL(/\/admin(?!\/(reset|login))/, { timeout: 20_000 })
    expect(await cmsLogin(email, 'second-password-2026')).toBeTruthy()
  })
})
