import { expect, test } from '@playwright/test'

import { createEditingToken } from '../../src/features/editing/token'
import { signInToAdmin } from './helpers/admin'
import { cmsApi, cmsLogin, E2E, fetchAs, siteUrl } from './helpers/server'

test.describe('page-editing mode (CMS live preview)', () => {
  test('the CMS’s live preview shows the page in editing mode and follows the editor’s typing', async ({ page }) => {
    // The admin and, in its frame, the site's page: two apps loading at once.
    test.setTimeout(150_000)
    await page.setViewportSize({ width: 1600, height: 1000 })
    await signInToAdmin(page)
    const token = await cmsLogin()
    const site = (await cmsApi('GET', '/sites?where[key][equals]=partner&depth=0', token)).json.docs[0]
    // The latest draft: what the editor sees and the preview shows.
    const target = (await cmsApi('GET', `/pages?where[site][equals]=${site.id}&where[path][equals]=/formaner&depth=0&locale=sv-SE&draft=true`, token)).json.docs[0]
    const newTitle = `Förmåner för partner – förhandsvisning ${Date.now().toString(36)}`

    await page.goto(`http://localhost:${E2E.port}/admin/collections/pages/${target.id}`)
    // The CMS remembers per editor whether the live preview was open, so it may open with it already showing.
    const toggler = page.locator('#live-preview-toggler')
    // A click before the admin's script runs does nothing, so it is clicked again; but only after the last click has
    // had time to show, or a slow render would be toggled back off.
    await expect(async () => {
      if (!/live-preview-toggler--active/.test((await toggler.getAttribute('class')) ?? '')) await toggler.click()
      await expect(toggler).toHaveClass(/live-preview-toggler--active/, { timeout: 8_000 })
    }).toPass({ timeout: 45_000 })
    const frame = page.frameLocator('iframe').first()
    await expect(frame.locator('html')).toHaveAttribute('data-editing', '', { timeout: 20_000 })
    const frameUrl = await page.locator('iframe').first().getAttribute('src')
    expect(frameUrl).toContain(`http://localhost:${E2E.port}/api/editing/feaas/render`)
    // The page opens with a hero: its title shows in the document title.
    const documentTitle = () => frame.locator('html').evaluate(() => document.title)
    await expect.poll(documentTitle).toBe(`${target.title} | Nordvik Partner`)

    // The frame refreshes in place on each save: a mark left in its window survives the editor's typing.
    await frame.locator('html').evaluate(() => Object.assign(window, { previewMark: 'kept' }))

    const title = page.locator('#field-title')
    await title.fill(newTitle)
    await expect.poll(documentTitle, { timeout: 20_000 }).toBe(`${newTitle} | Nordvik Partner`)
    expect(await frame.locator('html').evaluate(() => (window as unknown as { previewMark?: string }).previewMark)).toBe('kept')
    // Visitors keep seeing the published page while the editor works on a draft.
    expect((await fetchAs('partner.localhost', '/formaner')).body).not.toContain('förhandsvisning')
  })

  test('an editing link shows the draft, outlines editable fields and keeps links from navigating', async ({ page, context }) => {
    const token = await cmsLogin()
    const sites = (await cmsApi('GET', '/sites?where[key][equals]=auction&depth=0', token)).json.docs
    const site = sites[0]
    const admin = (await cmsApi('GET', '/users/me', token)).json.user
    const page404 = (await cmsApi('GET', `/pages?where[site][equals]=${site.id}&where[path][equals]=/kopvillkor&depth=0`, token)).json.docs[0]
    const draft = await cmsApi('PATCH', `/pages/${page404.id}?draft=true&locale=sv-SE`, token, { title: 'Köpvillkor (utkast 2027)' })
    expect(draft.status, JSON.stringify(draft.json)).toBe(200)

    // Visitors still see the published page.
    const published = await fetchAs('auction.localhost', '/kopvillkor')
    expect(published.body).not.toContain('utkast 2027')

    const link = createEditingToken({ userId: String(admin.id), siteId: String(site.id) }, E2E.secret)
    await page.goto(siteUrl('auction.localhost', `/api/editing/feaas/render?token=${encodeURIComponent(link)}&path=/kopvillkor`))
    await expect(page).toHaveURL(siteUrl('auction.localhost', '/kopvillkor'))
    await expect(page.locator('main h1')).toHaveText('Köpvillkor (utkast 2027)')
    await expect(page.locator('html')).toHaveAttribute('data-editing', '')
    await expect(page.locator('[data-editable]').first()).toBeVisible()
    // The consent prompt of a first visit is there, but does not cover the page being edited.
    await expect(page.locator('[data-cookie-consent]')).toHaveCount(1)
    await expect(page.locator('[data-cookie-consent]')).toBeHidden()
    const outline = await page.locator('[data-editable]').first().evaluate((element) => getComputedStyle(element).outlineStyle)
    expect(outline).toBe('dashed')

    await page.locator('header a').first().click()
    await page.waitForTimeout(500)
    await expect(page).toHaveURL(siteUrl('auction.localhost', '/kopvillkor'))

    await page.getByRole('link', { name: 'Avsluta redigering' }).click()
    await expect(page.locator('main h1')).not.toHaveText('Köpvillkor (utkast 2027)')
    await expect(page.locator('html')).not.toHaveAttribute('data-editing', '')
    await expect(page.locator('[data-cookie-consent]')).toBeVisible()
    expect((await context.cookies()).find((cookie) => cookie.name === '__prerender_bypass')?.value ?? '').toBe('')
  })

  test('an editing link for another site, or from an editor of another site, is refused', async () => {
    const token = await cmsLogin()
    const sites = (await cmsApi('GET', '/sites?limit=100&depth=0', token)).json.docs as { id: number; key: string }[]
    const auction = sites.find((site) => site.key === 'auction')!
    const admin = (await cmsApi('GET', '/users/me', token)).json.user
    const wrongSite = createEditingToken({ userId: String(admin.id), siteId: String(auction.id) }, E2E.secret)
    const response = await fetchAs('se.localhost', `/api/editing/feaas/render?token=${encodeURIComponent(wrongSite)}&path=/`)
    expect(response.status).toBe(403)
    expect(JSON.parse(response.body)).toMatchObject({ error: 'wrong_site' })

    const existing = (await cmsApi('GET', '/users?where[email][equals]=uk.only@forecourt.test&depth=0', token)).json.docs[0]
    const editor = existing ?? (await cmsApi('POST', '/users', token, { email: 'uk.only@forecourt.test', password: 'uk-only-password-1', roles: ['editor'], sites: [sites.find((site) => site.key === 'uk-dealer')!.id] })).json.doc
    const notTheirs = createEditingToken({ userId: String(editor.id), siteId: String(auction.id) }, E2E.secret)
    const refused = await fetchAs('auction.localhost', `/api/editing/feaas/render?token=${encodeURIComponent(notTheirs)}&path=/`)
    expect(refused.status).toBe(403)
    expect(JSON.parse(refused.body)).toMatchObject({ error: 'not_an_editor' })
  })
})
