import type { PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { languagesOfSelectedSite } from '@/cms/multi-site/plugin'
import { carsOfSelectedSite, dealerSitesOfSelectedSite, workshopsOfSelectedSite } from '@/cms/multi-site/selected-site'

import { startCms, type TestCms } from './helpers/cms'
import { createSite, createUser } from './helpers/fixtures'

/**
 * The CMS's site selector (the multi-tenant plugin's `payload-tenant` cookie): what the lists of cars, dealer
 * sites and workshops filter by, which languages are offered, and which site a new document lands on.
 */
describe('the site selector', () => {
  let cms: TestCms
  const site = {} as Record<'se' | 'uk' | 'other', { id: number }>
  let editor: { id: number }
  let editorToken: string
  let admin: { id: number }

  beforeAll(async () => {
    cms = await startCms()
    site.se = await createSite(cms.payload, 'valj-se')
    site.uk = await createSite(cms.payload, 'valj-uk', { country: 'GB', locales: ['en-GB'], defaultLocale: 'en-GB' })
    site.other = await createSite(cms.payload, 'valj-no', { country: 'NO', locales: ['nb-NO', 'en'], defaultLocale: 'nb-NO' })
    const created = await createUser(cms.payload, 'valj.editor@forecourt.test', ['editor'], [site.se.id, site.uk.id])
    editor = created.user
    editorToken = created.token
    admin = (await createUser(cms.payload, 'valj.admin@forecourt.test', ['admin'])).user
  })
  afterAll(async () => {
    await cms?.stop()
  })

  const requestOf = async (userId: number, selected?: number): Promise<PayloadRequest> => {
    const user = await cms.payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true })
    const headers = new Headers(selected === undefined ? {} : { cookie: `payload-tenant=${selected}` })
    return { payload: cms.payload, user: { ...user, collection: 'users' }, headers, context: {} } as unknown as PayloadRequest
  }
  const codes = async (req: PayloadRequest) => (await languagesOfSelectedSite({ locales: cms.payload.config.localization ? cms.payload.config.localization.locales : [], req })).map((locale) => locale.code)

  it('offers the chosen site’s languages, its default first', async () => {
    expect(await codes(await requestOf(editor.id, site.uk.id))).toEqual(['en-GB'])
    expect(await codes(await requestOf(editor.id, site.se.id))).toEqual(['sv-SE', 'en'])
    expect(await codes(await requestOf(admin.id, site.other.id))).toEqual(['nb-NO', 'en'])
  })

  it('offers an editor with no site chosen their sites’ languages, an admin every language', async () => {
    expect((await codes(await requestOf(editor.id))).sort()).toEqual(['en', 'en-GB', 'sv-SE'])
    expect(await codes(await requestOf(admin.id))).toHaveLength(6)
  })

  it('ignores a chosen site the editor may not edit', async () => {
    expect((await codes(await requestOf(editor.id, site.other.id))).sort()).toEqual(['en', 'en-GB', 'sv-SE'])
    const args = { req: await requestOf(editor.id, site.other.id), limit: 10, page: 1, sort: '' }
    expect(await carsOfSelectedSite(args)).toBeNull()
  })

  it('lists the dealer sites the chosen site runs, their workshops and the cars sold from them', async () => {
    const args = (req: PayloadRequest) => ({ req, limit: 10, page: 1, sort: '' })
    const facility = (siteId: string, runBy: number) =>
      cms.payload.create({
        collection: 'dealer-sites',
        overrideAccess: true,
        data: { site_official_name: `Nordvik ${siteId}`, site_id: siteId, slug: `f-${siteId}`, country: 'GB', site_street: 'High Street 1', site_zip: 'LS1 1AA', site_city: 'Leeds', site_region: 'Yorkshire', website_sort_order: 1, runBy },
      })
    const leeds = await facility('9301', site.uk.id)
    const sheffield = await facility('9302', site.uk.id)
    const workshop = await cms.payload.create({
      collection: 'workshops',
      overrideAccess: true,
      data: { name: 'Leeds workshop', departmentId: 'GB-9301', dealerSite: leeds.id, openingHours: [], slotMinutes: 60, placesPerSlot: 2, allDayMinutes: 480, bookingWeeks: 8 },
    })
    expect(await carsOfSelectedSite(args(await requestOf(editor.id, site.uk.id)))).toEqual({ dealerSiteId: { in: ['9301', '9302'] } })
    expect(await dealerSitesOfSelectedSite(args(await requestOf(editor.id, site.uk.id)))).toEqual({ runBy: { equals: site.uk.id } })
    expect(await workshopsOfSelectedSite(args(await requestOf(editor.id, site.uk.id)))).toEqual({ dealerSite: { in: [leeds.id, sheffield.id] } })
    // A site that runs no facility lists none.
    expect(await carsOfSelectedSite(args(await requestOf(admin.id, site.other.id)))).toEqual({ id: { equals: -1 } })
    expect(await workshopsOfSelectedSite(args(await requestOf(admin.id, site.other.id)))).toEqual({ id: { equals: -1 } })
    expect(await carsOfSelectedSite(args(await requestOf(admin.id)))).toBeNull()
    expect(workshop.id).toBeDefined()
  })

  it('puts a new document on the chosen site, or on the editor’s first site when none is chosen', async () => {
    const onChosen = await cms.rest('POST', '/story-tags?locale=en-GB', { token: editorToken, cookie: `payload-tenant=${site.uk.id}`, body: { value: 'Electric', key: 'electric' } })
    expect(onChosen.status, onChosen.text).toBe(201)
    expect(onChosen.json.doc.site).toMatchObject({ id: site.uk.id })
    const onFirst = await cms.rest('POST', '/story-tags?locale=sv-SE', { token: editorToken, body: { value: 'Elbil', key: 'elbil' } })
    expect(onFirst.status, onFirst.text).toBe(201)
    expect(onFirst.json.doc.site).toMatchObject({ id: site.se.id })
    // A chosen site the editor may not use is refused in words, and nothing is stored.
    const foreign = await cms.rest('POST', '/story-tags?locale=sv-SE', { token: editorToken, body: { value: 'Intrång', key: 'intrang', site: site.other.id } })
    expect([400, 403]).toContain(foreign.status)
    expect((await cms.payload.count({ collection: 'story-tags', where: { key: { equals: 'intrang' } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})
