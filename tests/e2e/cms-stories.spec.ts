import { expect, test } from '@playwright/test'

import { chooseSite, signInToAdmin, writeStory } from './helpers/admin'
import { cmsApi, cmsLogin, E2E, fetchAs } from './helpers/server'

/**
 * An editor writes a story in the CMS's own form and publishes it (the public stories list has an address of
 * its own, so the CMS's `/api/stories` is the collection's API again).
 */
test.describe('CMS: stories', () => {
  test('an admin creates and publishes a story in the admin, and it is on the site', async ({ page }) => {
    test.setTimeout(120_000)
    const title = `Vinterdäck i tid ${Date.now()}`
    const slug = `vinterdack-i-tid-${Date.now()}`
    await page.setViewportSize({ width: 1440, height: 900 })
    await signInToAdmin(page)
    // The site first, in the site selector: the new story lands on it, and its stories index is among its pages.
    await page.goto(`http://localhost:${E2E.port}/admin/collections/stories`)
    await chooseSite(page, 'Nordvik Bilhall')
    await page.goto(`http://localhost:${E2E.port}/admin/collections/stories/create`)
    await writeStory(page, { title, preamble: 'Byt till vinterdäck innan första frosten – så slipper du köa.', index: 'Livet med bil', slug })
    await expect(page.getByText(/successfully (created|published)|updated successfully/i).first()).toBeVisible({ timeout: 20_000 })
    await expect(page).toHaveURL(/\/admin\/collections\/stories\/\d+/)

    const token = await cmsLogin()
    const found = await cmsApi('GET', `/stories?where[slug][equals]=${slug}&depth=0&locale=sv-SE`, token)
    expect(found.status).toBe(200)
    const story = found.json.docs[0]
    expect(story).toMatchObject({ title, _status: 'published', site: expect.any(Number) })
    const year = new Date(story.date).getUTCFullYear()
    await expect.poll(async () => (await fetchAs('se2.localhost', `/livet-med-bil/${year}/${slug}`)).status, { timeout: 15_000 }).toBe(200)
    expect((await cmsApi('DELETE', `/stories/${story.id}`, token)).status).toBe(200)
  })

  test('the CMS’s REST API of stories takes a new story (no public route in its way)', async () => {
    const token = await cmsLogin()
    const sites = (await cmsApi('GET', '/sites?where[key][equals]=se-dealer-2&depth=0', token)).json.docs
    const index = (await cmsApi('GET', `/pages?where[site][equals]=${sites[0].id}&where[path][equals]=/livet-med-bil&depth=0`, token)).json.docs[0]
    // Without ?locale= the CMS API reads and writes the default language (sv-SE), translated fields included.
    const created = await cmsApi('POST', '/stories', token, { title: 'Rest-nyhet', slug: `rest-nyhet-${Date.now()}`, date: '2026-11-01T09:00:00.000Z', site: sites[0].id, index: index.id })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    expect((await cmsApi('GET', `/stories/${created.json.doc.id}?depth=0`, token)).json).toMatchObject({ title: 'Rest-nyhet' })
    expect((await cmsApi('GET', `/stories/${created.json.doc.id}?depth=0&locale=sv-SE`, token)).json).toMatchObject({ title: 'Rest-nyhet' })
    expect((await cmsApi('DELETE', `/stories/${created.json.doc.id}`, token)).status).toBe(200)
  })
})
