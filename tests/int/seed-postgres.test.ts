import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as content from '@/features/content/queries'
import { findSiteByKey } from '@/features/sites/hosts'
import type { Site } from '@/payload-types'

import { seedDemo } from '../../scripts/seed/index'
import { demoSites } from '../../scripts/seed/sites'
import { createPage, createSite, createUser } from './helpers/fixtures'
import { startCms, type TestCms } from './helpers/cms'

/**
 * The demo seed on PostgreSQL (the PostgreSQL pass only; the end-to-end suite seeds SQLite): the seed is
 * idempotent, the content queries and the per-site access rules hold on what it wrote.
 */
describe('the demo seed on PostgreSQL', () => {
  let cms: TestCms

  beforeAll(async () => {
    cms = await startCms()
  })
  afterAll(async () => {
    await cms?.stop()
  })

  it('seeds a demo site once, and a second run changes nothing', async () => {
    const sites = demoSites().filter((site) => site.key === 'fi-dealer')
    const first = await seedDemo(cms.payload, { port: 3000, sites, adminPassword: 'postgres-admin-password' })
    expect(first).toMatchObject({ sites: 1, adminCreated: true })
    expect(first.pages).toBe(sites[0]!.pages.length)
    expect(first.stories).toBeGreaterThanOrEqual(12)
    expect(first.redirects).toBeGreaterThanOrEqual(15)
    const before = await cms.payload.find({
      collection: 'pages',
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { updatedAt: true },
    })
    const second = await seedDemo(cms.payload, { port: 3000, sites, adminPassword: 'postgres-admin-password' })
    expect(second).toEqual({
      sites: 0,
      pages: 0,
      stories: 0,
      redirects: 0,
      media: 0,
      dictionary: 0,
      brands: 0,
      dealerSites: 0,
      cars: 0,
      adminCreated: false,
    })
    const after = await cms.payload.find({
      collection: 'pages',
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { updatedAt: true },
    })
    expect(after.docs).toEqual(before.docs)
    // Seeding a site (pages, stories, generated pictures) twice on a two-core machine takes a few minutes, more
    // while other test files run beside it.
  }, 600_000)

  it('answers the content queries', async () => {
    const site = (await findSiteByKey(cms.payload, 'fi-dealer')) as Site
    const tree = await content.navigationTree(cms.payload, site, 'en')
    expect(tree.map((item) => item.url.path)).toContain('/en/osta-auto')
    expect((await content.availableLanguages(cms.payload, site, 'fi-FI', '/huolto')).map((language) => language.name)).toEqual([
      'fi-FI',
      'en',
    ])
    expect((await content.findPage(cms.payload, { siteId: site.id, locale: 'fi-FI', path: '/huolto' }))?.layout?.length).toBeGreaterThan(0)
    expect(Object.keys(await content.dictionary(cms.payload, site.id, 'fi-FI'))).toContain('skipToContent')
  })

  it('keeps an editor to their own site', async () => {
    const own = await createSite(cms.payload, 'pg-own')
    const other = await createSite(cms.payload, 'pg-other')
    const otherHome = await createPage(cms.payload, { site: other.id, title: 'Koti' })
    const { token } = await createUser(cms.payload, 'pg.editor@forecourt.test', ['editor'], [own.id])
    const pages = await cms.rest('GET', '/pages?limit=100&draft=true', { token })
    expect(pages.json.docs).toEqual([])
    expect((await cms.rest('GET', `/pages/${otherHome.id}`, { token })).status).toBe(404)
    expect((await cms.rest('PATCH', `/pages/${otherHome.id}`, { token, body: { title: 'Kaapattu' } })).status).not.toBe(200)
  })
})
