import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadNavigation, NO_CONTEXT_MESSAGE } from '@/features/navigation/queries'

import { startCms, type TestCms } from './helpers/cms'
import { createPage, createSite, createUser } from './helpers/fixtures'

/** The navigation and footer documents of a site: who may touch them, what bad input gets, what the bar reads. */
describe('navigation and footer', () => {
  let cms: TestCms
  let own: { id: number }
  let other: { id: number }
  let otherNavigation: { id: number }
  let otherFooter: { id: number }
  let editorToken: string

  beforeAll(async () => {
    cms = await startCms()
    const { payload } = cms
    own = await createSite(payload, 'own')
    other = await createSite(payload, 'other')
    const home = await createPage(payload, { site: own.id, title: 'Hem' })
    const buy = await createPage(payload, { site: own.id, title: 'Köp bil', parent: home.id, slug: 'kop-bil' })
    await createPage(payload, { site: own.id, title: 'Begagnade bilar', parent: buy.id, slug: 'begagnade' })
    await createPage(payload, { site: own.id, title: 'Gömd', parent: home.id, slug: 'gomd', extra: { hideInNavigation: true } })
    await payload.create({
      collection: 'navigations',
      overrideAccess: true,
      locale: 'sv-SE',
      context: { skipRevalidate: true },
      data: {
        title: 'Own navigation',
        site: own.id,
        isSticky: true,
        hasMessage: true,
        messageType: 'Dark',
        messageTitle: 'Vinterkampanj',
        extraNavigationItems: [
          { title: 'Boka service', link: { type: 'external', url: '/boka-service', newTab: false } },
          { title: ' ', link: { type: 'external', url: '/tom', newTab: false } },
        ],
      },
    })
    otherNavigation = await payload.create({
      collection: 'navigations',
      overrideAccess: true,
      context: { skipRevalidate: true },
      data: { title: 'Other navigation', site: other.id, hasMessage: true, messageType: 'Warning', messageTitle: 'Hemligt' },
    })
    otherFooter = await payload.create({
      collection: 'footers',
      overrideAccess: true,
      context: { skipRevalidate: true },
      data: { title: 'Other footer', site: other.id, showBrands: false },
    })
    editorToken = (await createUser(payload, 'chrome-editor@forecourt.test', ['editor'], [own.id])).token
  })

  afterAll(async () => {
    await cms?.stop()
  })

  it('reads the bar settings and a three-level menu without hidden pages', async () => {
    const site = await cms.payload.findByID({ collection: 'sites', id: own.id, depth: 1, overrideAccess: true })
    const navigation = await loadNavigation(cms.payload, site, 'sv-SE', { error: () => {} })
    expect(navigation!.settings).toMatchObject({ isSticky: true, alert: { title: 'Vinterkampanj', type: 'Dark', closable: true } })
    expect(navigation!.settings.extraItems).toEqual([
      { id: expect.any(String), title: 'Boka service', href: '/boka-service', newTab: false },
    ])
    expect(navigation!.items.map((item) => item.navTitle)).toEqual(['Gömd', 'Köp bil'])
    expect(navigation!.items.find((item) => item.navTitle === 'Gömd')!.hideInNavigation).toBe(true)
    expect(navigation!.items.find((item) => item.navTitle === 'Köp bil')!.children.map((item) => item.url.path)).toEqual([
      '/kop-bil/begagnade',
    ])
  })

  it('logs and answers null without a site or language', async () => {
    const logged: string[] = []
    const log = { error: (message: string) => logged.push(message) }
    expect(await loadNavigation(cms.payload, null, 'sv-SE', log)).toBeNull()
    const site = await cms.payload.findByID({ collection: 'sites', id: own.id, overrideAccess: true })
    expect(await loadNavigation(cms.payload, site, '', log)).toBeNull()
    expect(logged).toEqual([NO_CONTEXT_MESSAGE, NO_CONTEXT_MESSAGE])
    expect(NO_CONTEXT_MESSAGE).toBe('No Sitecore context found')
  })

  it('hides another site’s navigation and footer from an editor and refuses to change them', async () => {
    expect((await cms.rest('GET', `/navigations/${otherNavigation.id}`, { token: editorToken })).status).toBe(404)
    expect((await cms.rest('GET', `/footers/${otherFooter.id}`, { token: editorToken })).status).toBe(404)
    const list = await cms.rest('GET', '/navigations?limit=10', { token: editorToken })
    expect(list.json.docs.map((doc: { title: string }) => doc.title)).toEqual(['Own navigation'])
    const update = await cms.rest('PATCH', `/navigations/${otherNavigation.id}`, { token: editorToken, body: { messageTitle: 'Kapad' } })
    expect([403, 404]).toContain(update.status)
    const still = await cms.payload.findByID({ collection: 'navigations', id: otherNavigation.id, overrideAccess: true })
    expect(still.messageTitle).toBe('Hemligt')
    const graphql = await cms.graphql(`{ Footer(id: ${otherFooter.id}) { title } }`, { token: editorToken })
    expect(graphql.json.data?.Footer ?? null).toBeNull()
    expect((await cms.rest('GET', '/footers')).status).toBe(403)
  })

  it('refuses a second navigation for a site, keeping the first', async () => {
    const second = await cms.rest('POST', '/navigations', { token: editorToken, body: { title: 'Second', site: own.id } })
    expect(second.status).toBe(400)
    const count = await cms.payload.count({ collection: 'navigations', where: { site: { equals: own.id } }, overrideAccess: true })
    expect(count.totalDocs).toBe(1)
  })

  it('refuses a social link that is not a full https address, with a clear error, and stores nothing', async () => {
    const created = await cms.rest('POST', '/footers', {
      token: editorToken,
      body: { title: 'Own footer', site: own.id, socialLinks: [{ name: 'facebook', url: 'facebook.com/nordvik' }] },
    })
    expect(created.status).toBe(400)
    expect(JSON.stringify(created.json)).toContain('Give the full https:// address of the profile.')
    expect((await cms.payload.count({ collection: 'footers', where: { site: { equals: own.id } }, overrideAccess: true })).totalDocs).toBe(
      0,
    )
  })

  it('refuses an unknown alert type and keeps the alert as it was', async () => {
    const list = await cms.rest('GET', '/navigations?limit=1', { token: editorToken })
    const id = list.json.docs[0].id
    const update = await cms.rest('PATCH', `/navigations/${id}`, { token: editorToken, body: { messageType: 'Purple' } })
    expect(update.status).toBe(400)
    const still = await cms.payload.findByID({ collection: 'navigations', id, overrideAccess: true })
    expect(still.messageType).toBe('Dark')
  })
  it('refuses an alert switched on without a type, or without a title or text, saying what is missing, and keeps the alert as it was', async () => {
    const id = (await cms.rest('GET', '/navigations?limit=1', { token: editorToken })).json.docs[0].id
    const untyped = await cms.rest('PATCH', `/navigations/${id}?locale=sv-SE`, {
      token: editorToken,
      body: { hasMessage: true, messageType: null, messageTitle: 'Nytt meddelande' },
    })
    expect(untyped.status).toBe(400)
    expect(untyped.text).toContain('Choose the alert’s type: without one the alert is not shown.')
    const wordless = await cms.rest('PATCH', `/navigations/${id}?locale=sv-SE`, {
      token: editorToken,
      body: { hasMessage: true, messageTitle: '', messageText: ' ' },
    })
    expect(wordless.status).toBe(400)
    expect(wordless.text).toContain('Give the alert a title or a text in this language')
    const still = await cms.payload.findByID({ collection: 'navigations', id, overrideAccess: true, locale: 'sv-SE' })
    expect(still).toMatchObject({ hasMessage: true, messageType: 'Dark', messageTitle: 'Vinterkampanj' })
    // Switched off, nothing else is asked for; a text alone is an alert.
    expect(
      (
        await cms.rest('PATCH', `/navigations/${id}?locale=sv-SE`, {
          token: editorToken,
          body: { hasMessage: false, messageType: null, messageTitle: '' },
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await cms.rest('PATCH', `/navigations/${id}?locale=sv-SE`, {
          token: editorToken,
          body: { hasMessage: true, messageType: 'Neutral', messageText: 'Stängt i morgon.' },
        })
      ).status,
    ).toBe(200)
  })
})
