import { expect, test } from '@playwright/test'

import { formSettled, openTab, signInToAdmin } from './helpers/admin'
import { cmsApi, cmsLogin, E2E, fetchAs } from './helpers/server'

test.describe('CMS: an editor restricted to one site', () => {
  const editor = { email: 'editor.se2@forecourt.test', password: 'editor-password-2026' }
  let ownSiteId: number
  let otherPageId: number
  let otherPageTitle: string

  test.beforeAll(async () => {
    const token = await cmsLogin()
    const sites = (await cmsApi('GET', '/sites?limit=100&depth=0', token)).json.docs as { id: number; key: string }[]
    ownSiteId = sites.find((site) => site.key === 'se-dealer-2')!.id
    const otherSiteId = sites.find((site) => site.key === 'uk-dealer')!.id
    const otherPage = (await cmsApi('GET', `/pages?where[site][equals]=${otherSiteId}&where[path][equals]=/find-us&limit=1&depth=0&locale=en-GB`, token)).json.docs[0]
    otherPageId = otherPage.id
    otherPageTitle = otherPage.title
    expect(otherPageTitle).toBeTruthy()
    const existing = await cmsApi('GET', `/users?where[email][equals]=${editor.email}`, token)
    if (existing.json.totalDocs === 0) {
      const created = await cmsApi('POST', '/users', token, { ...editor, name: 'Elin Redaktör', roles: ['editor'], sites: [ownSiteId] })
      expect(created.status, JSON.stringify(created.json)).toBe(201)
    }
  })

  test('REST and GraphQL show the editor only their site', async () => {
    const token = await cmsLogin(editor.email, editor.password)
    const pages = await cmsApi('GET', '/pages?limit=100&depth=0&draft=true', token)
    expect(pages.status).toBe(200)
    expect(pages.json.totalDocs).toBeGreaterThan(5)
    expect(new Set(pages.json.docs.map((page: { site: number }) => page.site))).toEqual(new Set([ownSiteId]))
    expect((await cmsApi('GET', `/pages/${otherPageId}`, token)).status).toBe(404)
    const changed = await cmsApi('PATCH', `/pages/${otherPageId}`, token, { title: 'Not yours' })
    expect([403, 404]).toContain(changed.status)
    const sites = await cmsApi('GET', '/sites?depth=0', token)
    expect(sites.json.docs.map((site: { key: string }) => site.key)).toEqual(['se-dealer-2'])

    const graphql = await fetchAs('localhost', '/api/graphql', {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ Sites { docs { key } } Pages(limit: 100, draft: true) { docs { site { key } } } }' }),
    })
    const data = JSON.parse(graphql.body).data
    expect(data.Sites.docs).toEqual([{ key: 'se-dealer-2' }])
    expect(new Set(data.Pages.docs.map((page: { site: { key: string } }) => page.site.key))).toEqual(new Set(['se-dealer-2']))
  })

  test('the admin shows the editor only their site’s pages', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await signInToAdmin(page, editor.email, editor.password)
    await page.goto(`http://localhost:${E2E.port}/admin/collections/pages?limit=100`)
    await expect(page.getByText('Däckhotell').first()).toBeVisible()
    await expect(page.getByRole('link', { name: otherPageTitle, exact: true })).toHaveCount(0)
    await page.goto(`http://localhost:${E2E.port}/admin/collections/pages/${otherPageId}`)
    await expect(page.getByText(/could not be found/i).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: otherPageTitle })).toHaveCount(0)
    await expect(page.locator(`input[value="${otherPageTitle}"]`)).toHaveCount(0)
  })

  test('the admin shows the editor their site’s address read-only, and saves the settings they may change', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await signInToAdmin(page, editor.email, editor.password)
    await page.goto(`http://localhost:${E2E.port}/admin/collections/sites/${ownSiteId}`)
    // The admin opens a document on the tab the editor left it on.
    await openTab(page, 'Site')
    const url = page.locator('#field-url')
    await expect(url).toHaveValue(`http://se2.localhost:${E2E.port}`)
    await expect(url).toBeDisabled()
    await expect(page.locator('#field-key')).toBeDisabled()
    // The settings an editor keeps: the admin sends the address back as it was with them, and that is no change.
    await openTab(page, 'Settings')
    const template = page.locator('#field-titleTemplate')
    const before = await template.inputValue()
    const admin = await cmsLogin()
    try {
      await template.fill('%s – Nordvik Bilhall')
      await formSettled(page)
      await page.getByRole('button', { name: 'Save' }).click()
      // A site's save expires every page of the site: seconds on busy cores.
      await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 30_000 })
      const site = await cmsApi('GET', `/sites/${ownSiteId}?depth=0`, admin)
      expect(site.json).toMatchObject({ titleTemplate: '%s – Nordvik Bilhall', url: `http://se2.localhost:${E2E.port}` })
    } finally {
      // Every other test reads the site's page titles as the demo has them.
      await cmsApi('PATCH', `/sites/${ownSiteId}`, admin, { titleTemplate: before })
    }
  })
})
