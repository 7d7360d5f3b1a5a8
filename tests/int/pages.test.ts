import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createPage, createSite, createUser } from './helpers/fixtures'
import { startCms, type TestCms } from './helpers/cms'

describe('page paths', () => {
  let cms: TestCms
  let site: { id: number }
  let otherSite: { id: number }
  let home: { id: number }
  let token: string

  beforeAll(async () => {
    cms = await startCms()
    site = await createSite(cms.payload, 'paths')
    otherSite = await createSite(cms.payload, 'elsewhere')
    home = await createPage(cms.payload, { site: site.id, title: 'Hem' })
    token = (await createUser(cms.payload, 'paths-admin@forecourt.test', ['admin'])).token
  })
  afterAll(async () => {
    await cms?.stop()
  })

  it('gives the home page / and nests pages below it, the slug filled from the title', async () => {
    expect((await cms.payload.findByID({ collection: 'pages', id: home.id, overrideAccess: true })).path).toBe('/')
    const buy = await createPage(cms.payload, { site: site.id, title: 'Köp bil', parent: home.id })
    expect(buy).toMatchObject({ slug: 'kop-bil', path: '/kop-bil' })
    const all = await createPage(cms.payload, { site: site.id, title: 'Alla bilar i lager', parent: buy.id })
    expect(all.path).toBe('/kop-bil/alla-bilar-i-lager')
  })

  it('moves sub-pages with their parent', async () => {
    const service = await createPage(cms.payload, { site: site.id, title: 'Service', parent: home.id })
    const booking = await createPage(cms.payload, { site: site.id, title: 'Boka', parent: service.id })
    const deeper = await createPage(cms.payload, { site: site.id, title: 'Tider', parent: booking.id })
    await cms.payload.update({ collection: 'pages', id: service.id, data: { slug: 'service-och-verkstad' }, overrideAccess: true, context: { skipRevalidate: true } })
    const moved = await cms.payload.findByID({ collection: 'pages', id: deeper.id, overrideAccess: true })
    expect(moved.path).toBe('/service-och-verkstad/boka/tider')
  })

  it('refuses a second home page with a clear error, and keeps the first', async () => {
    const response = await cms.rest('POST', '/pages', { token, body: { site: site.id, title: 'Andra hem' } })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.json)).toContain('This site already has a home page')
    expect((await cms.payload.findByID({ collection: 'pages', id: home.id, overrideAccess: true })).title).toBe('Hem')
  })

  it('refuses a path another page already has', async () => {
    const response = await cms.rest('POST', '/pages', { token, body: { site: site.id, title: 'Köp bil igen', parent: home.id, slug: 'kop-bil' } })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.json)).toContain('already has the path /kop-bil')
  })

  it('refuses a slug that is not a path segment', async () => {
    const response = await cms.rest('POST', '/pages', { token, body: { site: site.id, title: 'X', parent: home.id, slug: 'Köp Bil/2' } })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.json)).toContain('lower-case letters, digits and dashes')
  })

  it('refuses a parent on another site', async () => {
    const foreignHome = await createPage(cms.payload, { site: otherSite.id, title: 'Start' })
    const response = await cms.rest('POST', '/pages', { token, body: { site: site.id, title: 'Fel', parent: foreignHome.id } })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.json)).toContain('The parent page must be on the same site.')
  })

  it('refuses to place a page below itself, and leaves the tree as it was', async () => {
    const parent = await createPage(cms.payload, { site: site.id, title: 'Om oss', parent: home.id })
    const child = await createPage(cms.payload, { site: site.id, title: 'Historia', parent: parent.id })
    const response = await cms.rest('PATCH', `/pages/${parent.id}`, { token, body: { parent: child.id } })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.json)).toContain('A page cannot be placed below itself.')
    expect((await cms.payload.findByID({ collection: 'pages', id: parent.id, overrideAccess: true })).path).toBe('/om-oss')
  })

  it('refuses to delete a page that has sub-pages, and deletes nothing', async () => {
    const parent = await createPage(cms.payload, { site: site.id, title: 'Karriär', parent: home.id })
    await createPage(cms.payload, { site: site.id, title: 'Lediga jobb', parent: parent.id })
    const response = await cms.rest('DELETE', `/pages/${parent.id}`, { token })
    expect(response.status).toBe(409)
    expect(JSON.stringify(response.json)).toContain('has 1 sub-page(s)')
    expect((await cms.payload.count({ collection: 'pages', where: { path: { like: '/karriar' } }, overrideAccess: true })).totalDocs).toBe(2)
  })

  it('refuses a second site with a host another site has', async () => {
    const response = await cms.rest('POST', '/sites', {
      token,
      body: { key: 'thief', name: 'Thief', type: 'dealer', country: 'SE', url: 'http://thief.localhost', hostnames: [{ hostname: 'Paths.localhost' }], locales: ['sv-SE'], defaultLocale: 'sv-SE' },
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.json)).toContain('paths.localhost already belongs to the site Site paths.')
    expect((await cms.payload.count({ collection: 'sites', where: { key: { equals: 'thief' } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('refuses a default language the site does not have', async () => {
    const response = await cms.rest('PATCH', `/sites/${site.id}`, { token, body: { defaultLocale: 'fi-FI' } })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.json)).toContain('The default language must be one of the site’s languages.')
  })
})
