import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createPage, createSite, createUser } from './helpers/fixtures'
import { startCms, type TestCms } from './helpers/cms'

/**
 * An editor edits the sites assigned to them and nothing else: not another site's pages, drafts, versions or
 * settings — through the admin's own API calls (REST), headless GraphQL, or the in-process API with the user.
 */
describe('an editor restricted to one site', () => {
  let cms: TestCms
  let own: { id: number }
  let other: { id: number }
  let ownPage: { id: number }
  let otherPage: { id: number }
  let otherDraft: { id: number }
  let editorToken: string
  let adminToken: string
  let editor: { id: number }

  beforeAll(async () => {
    cms = await startCms()
    const { payload } = cms
    own = await createSite(payload, 'own')
    other = await createSite(payload, 'other')
    const ownHome = await createPage(payload, { site: own.id, title: 'Hem' })
    ownPage = await createPage(payload, { site: own.id, title: 'Om oss', parent: ownHome.id, slug: 'om-oss' })
    const otherHome = await createPage(payload, { site: other.id, title: 'Start' })
    otherPage = await createPage(payload, { site: other.id, title: 'Kontakt', parent: otherHome.id, slug: 'kontakt' })
    otherDraft = await createPage(payload, { site: other.id, title: 'Hemlig kampanj', parent: otherHome.id, slug: 'kampanj', status: 'draft' })
    const created = await createUser(payload, 'editor@forecourt.test', ['editor'], [own.id])
    editor = created.user
    editorToken = created.token
    adminToken = (await createUser(payload, 'admin2@forecourt.test', ['admin'])).token
  })

  afterAll(async () => {
    await cms?.stop()
  })

  describe('REST API', () => {
    it('lists only the pages of the editor’s site, and every page for an admin', async () => {
      const mine = await cms.rest('GET', '/pages?limit=100&draft=true', { token: editorToken })
      expect(mine.status).toBe(200)
      const sites = new Set(mine.json.docs.map((page: { site: number | { id: number } }) => (typeof page.site === 'object' ? page.site.id : page.site)))
      expect([...sites]).toEqual([own.id])
      const all = await cms.rest('GET', '/pages?limit=100&draft=true', { token: adminToken })
      expect(all.json.totalDocs).toBe(5)
    })

    it('does not show another site’s page or draft by id', async () => {
      expect((await cms.rest('GET', `/pages/${otherPage.id}`, { token: editorToken })).status).toBe(404)
      expect((await cms.rest('GET', `/pages/${otherDraft.id}?draft=true`, { token: editorToken })).status).toBe(404)
      expect((await cms.rest('GET', `/pages/${ownPage.id}`, { token: editorToken })).status).toBe(200)
    })

    it('does not show another site’s versions', async () => {
      const versions = await cms.rest('GET', `/pages/versions?limit=100`, { token: editorToken })
      expect(versions.status).toBe(200)
      const parents = versions.json.docs.map((version: { parent: number | { id: number } }) => (typeof version.parent === 'object' ? version.parent.id : version.parent))
      expect(parents).not.toContain(otherDraft.id)
      expect(parents).not.toContain(otherPage.id)
    })

    it('refuses to change or delete another site’s page, and keeps it as it was', async () => {
      const update = await cms.rest('PATCH', `/pages/${otherPage.id}`, { token: editorToken, body: { title: 'Kapad' } })
      expect([403, 404]).toContain(update.status)
      const removal = await cms.rest('DELETE', `/pages/${otherPage.id}`, { token: editorToken })
      expect([403, 404]).toContain(removal.status)
      const still = await cms.payload.findByID({ collection: 'pages', id: otherPage.id, overrideAccess: true })
      expect(still.title).toBe('Kontakt')
    })

    it('refuses to create a page on another site, with a clear error', async () => {
      const created = await cms.rest('POST', '/pages', { token: editorToken, body: { title: 'Intrång', site: other.id, parent: otherPage.id, slug: 'intrang' } })
      expect(created.status).toBe(403)
      const count = await cms.payload.count({ collection: 'pages', where: { slug: { equals: 'intrang' } }, overrideAccess: true })
      expect(count.totalDocs).toBe(0)
    })

    it('refuses to move the editor’s own page to another site', async () => {
      const moved = await cms.rest('PATCH', `/pages/${ownPage.id}`, { token: editorToken, body: { site: other.id } })
      expect(moved.status).toBe(400)
      expect(JSON.stringify(moved.json)).toContain('You can only use a site you are assigned to.')
      const page = await cms.payload.findByID({ collection: 'pages', id: ownPage.id, depth: 0, overrideAccess: true })
      expect(page.site).toBe(own.id)
    })

    it('hides another site’s settings and refuses to change them', async () => {
      expect((await cms.rest('GET', `/sites/${other.id}`, { token: editorToken })).status).toBe(404)
      const sites = await cms.rest('GET', '/sites', { token: editorToken })
      expect(sites.json.docs.map((site: { key: string }) => site.key)).toEqual(['own'])
      const update = await cms.rest('PATCH', `/sites/${other.id}`, { token: editorToken, body: { titleTemplate: '%s | Kapad' } })
      expect([403, 404]).toContain(update.status)
      const site = await cms.payload.findByID({ collection: 'sites', id: other.id, overrideAccess: true })
      expect(site.titleTemplate ?? null).toBeNull()
    })

    it('lets the editor change their own site’s settings, sent with its address unchanged as the admin’s form does', async () => {
      const current = await cms.payload.findByID({ collection: 'sites', id: own.id, overrideAccess: true })
      const update = await cms.rest('PATCH', `/sites/${own.id}`, {
        token: editorToken,
        body: { titleTemplate: '%s | Egen', key: current.key, url: current.url, hostnames: current.hostnames?.map(({ hostname }) => ({ hostname })) },
      })
      expect(update.status).toBe(200)
      const site = await cms.payload.findByID({ collection: 'sites', id: own.id, overrideAccess: true })
      expect(site.titleTemplate).toBe('%s | Egen')
    })

    it('refuses an editor’s change of their own site’s address (url, host names, key), in words', async () => {
      const before = await cms.payload.findByID({ collection: 'sites', id: own.id, overrideAccess: true })
      for (const change of [{ url: 'http://evil.example' }, { hostnames: [{ hostname: 'stolen.localhost' }] }, { key: 'stolen' }, { url: 'http://evil.example', titleTemplate: '%s | Ond' }]) {
        const update = await cms.rest('PATCH', `/sites/${own.id}`, { token: editorToken, body: change })
        expect(update.status, JSON.stringify(change)).toBe(403)
        expect(update.json.errors[0].message).toMatch(/Only an admin changes a site’s address/)
      }
      const site = await cms.payload.findByID({ collection: 'sites', id: own.id, overrideAccess: true })
      expect([site.url, site.key, site.hostnames?.map((row) => row.hostname), site.titleTemplate]).toEqual([before.url, before.key, ['own.localhost'], before.titleTemplate])
      const graphql = await cms.graphql(`mutation { updateSite(id: ${own.id}, data: { url: "http://evil.example" }) { url } }`, { token: editorToken })
      expect(graphql.json.errors?.[0]?.message).toMatch(/Only an admin changes a site’s address/)
      expect((await cms.payload.findByID({ collection: 'sites', id: own.id, overrideAccess: true })).url).toBe(before.url)
    })

    it('does not let an editor give themselves more sites or the admin role', async () => {
      const update = await cms.rest('PATCH', `/users/${editor.id}`, { token: editorToken, body: { roles: ['admin'], sites: [own.id, other.id] } })
      expect(update.status).toBe(200)
      const user = await cms.payload.findByID({ collection: 'users', id: editor.id, depth: 0, overrideAccess: true })
      expect(user.roles).toEqual(['editor'])
      expect(user.sites?.map((row) => row.site)).toEqual([own.id])
    })

    it('gives anonymous visitors nothing', async () => {
      expect((await cms.rest('GET', '/pages')).status).toBe(403)
      expect((await cms.rest('GET', '/sites')).status).toBe(403)
      expect((await cms.rest('GET', '/dictionary')).status).toBe(403)
    })
  })

  describe('GraphQL', () => {
    it('returns only the editor’s pages and no drafts of other sites', async () => {
      const { json } = await cms.graphql('{ Pages(limit: 100, draft: true) { docs { id title site { key } } } }', { token: editorToken })
      const keys = new Set(json.data.Pages.docs.map((page: { site: { key: string } | null }) => page.site?.key))
      expect([...keys]).toEqual(['own'])
      expect(json.data.Pages.docs.map((page: { title: string }) => page.title)).not.toContain('Hemlig kampanj')
    })

    it('does not find another site’s page or settings by id', async () => {
      const page = await cms.graphql(`{ Page(id: ${otherDraft.id}, draft: true) { title } }`, { token: editorToken })
      expect(page.json.data?.Page ?? null).toBeNull()
      const site = await cms.graphql(`{ Site(id: ${other.id}) { name gtmID } }`, { token: editorToken })
      expect(site.json.data?.Site ?? null).toBeNull()
    })

    it('refuses to update another site’s page', async () => {
      const { json } = await cms.graphql(`mutation { updatePage(id: ${otherPage.id}, data: { title: "Kapad" }) { title } }`, { token: editorToken })
      expect(json.errors?.length).toBeGreaterThan(0)
      const still = await cms.payload.findByID({ collection: 'pages', id: otherPage.id, overrideAccess: true })
      expect(still.title).toBe('Kontakt')
    })
  })

  describe('in-process API with the user', () => {
    it('applies the same rules', async () => {
      const user = { ...(await cms.payload.findByID({ collection: 'users', id: editor.id, overrideAccess: true })), collection: 'users' as const }
      const pages = await cms.payload.find({ collection: 'pages', user, overrideAccess: false, draft: true, limit: 100, depth: 0 })
      expect(pages.docs.every((page) => page.site === own.id)).toBe(true)
      await expect(
        cms.payload.update({ collection: 'pages', id: otherPage.id, user, overrideAccess: false, data: { title: 'Kapad' } }),
      ).rejects.toThrow()
    })
  })
})
