import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createPage, createSite, createUser } from './helpers/fixtures'
import { startCms, type TestCms } from './helpers/cms'

/** Deleting a site that still holds content is refused with a clear message, and loses nothing. */
describe('deleting a site', () => {
  let cms: TestCms
  let adminToken: string

  beforeAll(async () => {
    cms = await startCms()
    adminToken = (await createUser(cms.payload, 'admin-delete@forecourt.test', ['admin'])).token
  })

  afterAll(async () => {
    await cms?.stop()
  })

  it('is refused while pages and redirects belong to it, naming them, and keeps the site and its content', async () => {
    const { payload } = cms
    const site = await createSite(payload, 'closing')
    const home = await createPage(payload, { site: site.id, title: 'Hem' })
    const about = await createPage(payload, { site: site.id, title: 'Om oss', parent: home.id, slug: 'om-oss' })
    const redirect = await payload.create({ collection: 'redirects', data: { site: site.id, source: '/gammal', destination: '/om-oss' }, overrideAccess: true })
    const entry = await payload.create({ collection: 'dictionary', data: { site: site.id, key: 'readMore', value: 'Läs mer', language: 'sv-SE' }, overrideAccess: true })

    const refused = await cms.rest('DELETE', `/sites/${site.id}`, { token: adminToken })
    expect(refused.status).toBe(409)
    expect(refused.json.errors[0].message).toBe(
      'This site still has 2 pages, 1 redirect, 1 dictionary entry. Delete them, or move them to another site, before deleting the site.',
    )

    expect((await payload.findByID({ collection: 'sites', id: site.id, overrideAccess: true })).id).toBe(site.id)
    expect((await payload.count({ collection: 'pages', where: { site: { equals: site.id } }, overrideAccess: true })).totalDocs).toBe(2)
    expect((await payload.findByID({ collection: 'redirects', id: redirect.id, overrideAccess: true })).destination).toBe('/om-oss')

    // Once the content is gone, the site goes too.
    await payload.delete({ collection: 'redirects', id: redirect.id, overrideAccess: true })
    await payload.delete({ collection: 'dictionary', id: entry.id, overrideAccess: true })
    await payload.delete({ collection: 'pages', id: about.id, overrideAccess: true })
    await payload.delete({ collection: 'pages', id: home.id, overrideAccess: true })
    const deleted = await cms.rest('DELETE', `/sites/${site.id}`, { token: adminToken })
    expect(deleted.status).toBe(200)
    expect((await payload.find({ collection: 'sites', where: { id: { equals: site.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('deletes a site that holds nothing, and leaves the other sites’ content alone', async () => {
    const { payload } = cms
    const empty = await createSite(payload, 'empty')
    const other = await createSite(payload, 'staying')
    await createPage(payload, { site: other.id, title: 'Hem' })
    const deleted = await cms.rest('DELETE', `/sites/${empty.id}`, { token: adminToken })
    expect(deleted.status).toBe(200)
    expect((await payload.count({ collection: 'pages', where: { site: { equals: other.id } }, overrideAccess: true })).totalDocs).toBe(1)
  })
})
