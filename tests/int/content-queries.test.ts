import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { defaultText } from '@/features/dictionary/defaults'
import {
  availableLanguages,
  currentLanguage,
  dictionary,
  findPage,
  homePath,
  navigationTree,
  publishedPagePaths,
} from '@/features/content/queries'
import type { Site } from '@/payload-types'

import { createPage, createSite } from './helpers/fixtures'
import { startCms, type TestCms } from './helpers/cms'

/** The content queries of spec 1 §7 over the in-process API. */
describe('content queries', () => {
  let cms: TestCms
  let site: Site

  beforeAll(async () => {
    cms = await startCms()
    const { payload } = cms
    site = (await createSite(payload, 'queries')) as Site
    const home = await createPage(payload, { site: site.id, title: 'Hem' })
    await payload.update({
      collection: 'pages',
      id: home.id,
      locale: 'en',
      data: { title: 'Home', _status: 'published' },
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
    const about = await createPage(payload, { site: site.id, title: 'Om oss', parent: home.id, slug: 'om-oss', extra: { sortOrder: 20 } })
    await payload.update({
      collection: 'pages',
      id: about.id,
      locale: 'en',
      data: { title: 'About us', _status: 'published' },
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
    const buy = await createPage(payload, {
      site: site.id,
      title: 'Köp bil',
      parent: home.id,
      slug: 'kop-bil',
      extra: { sortOrder: 10, navTitle: 'Bilar' },
    })
    await createPage(payload, { site: site.id, title: 'Alla bilar', parent: buy.id, slug: 'alla' })
    await createPage(payload, {
      site: site.id,
      title: 'Dold',
      parent: home.id,
      slug: 'dold',
      extra: { hideInNavigation: true, sortOrder: 30 },
    })
    await createPage(payload, { site: site.id, title: 'Utkast', parent: home.id, slug: 'utkast', status: 'draft' })
    for (const [language, key, value] of [
      ['sv-SE', 'menu', 'Alla sidor'],
      ['en', 'menu', 'Everything'],
    ] as const) {
      await payload.create({
        collection: 'dictionary',
        data: { key, value, language, site: site.id },
        overrideAccess: true,
        context: { skipRevalidate: true },
      })
    }
  })
  afterAll(async () => {
    await cms?.stop()
  })

  it('1. home path by site and language', () => {
    expect(homePath(site, 'sv-SE')).toBe('/')
    expect(homePath(site, 'en')).toBe('/en')
  })

  it('2. navigation tree by path and language, without drafts', async () => {
    const tree = await navigationTree(cms.payload, site, 'sv-SE')
    expect(tree.map((item) => [item.navTitle, item.url.path, item.hideInNavigation])).toEqual([
      ['Bilar', '/kop-bil', false],
      ['Om oss', '/om-oss', false],
      ['Dold', '/dold', true],
    ])
    expect(tree[0]!.children.map((item) => item.url.path)).toEqual(['/kop-bil/alla'])
    const english = await navigationTree(cms.payload, site, 'en')
    expect(english.map((item) => [item.navTitle, item.url.path])).toEqual([['About us', '/en/om-oss']])
  })

  it('3. available languages of a route, with language names', async () => {
    const languages = await availableLanguages(cms.payload, site, 'sv-SE', '/om-oss')
    expect(languages).toEqual([
      {
        name: 'sv-SE',
        displayName: 'svenska (Sverige)',
        englishName: 'Swedish (Sweden)',
        nativeName: 'Svenska (Sverige)',
        url: { path: '/om-oss' },
      },
      { name: 'en', displayName: 'engelska', englishName: 'English', nativeName: 'English', url: { path: '/en/om-oss' } },
    ])
    expect((await availableLanguages(cms.payload, site, 'sv-SE', '/kop-bil')).map((language) => language.name)).toEqual(['sv-SE'])
  })

  it('4. current language of a route', async () => {
    expect((await currentLanguage(cms.payload, site, 'en', '/om-oss'))?.url.path).toBe('/en/om-oss')
    expect(await currentLanguage(cms.payload, site, 'en', '/kop-bil')).toBeNull()
  })

  it('dictionary lookup by language and site: the language’s defaults, with the site’s own entries over them', async () => {
    const swedish = await dictionary(cms.payload, site.id, 'sv-SE')
    expect(swedish).toMatchObject({ menu: 'Alla sidor', closeMenu: 'Stäng menyn', skipToContent: 'Hoppa till innehållet' })
    expect(await dictionary(cms.payload, site.id, 'en')).toMatchObject({
      menu: 'Everything',
      closeMenu: 'Close menu',
      skipToContent: 'Skip to content',
    })
    // No entry at all in Finnish: the site speaks Finnish all the same, every key of the Swedish dictionary included.
    const finnish = await dictionary(cms.payload, site.id, 'fi-FI')
    expect(finnish.skipToContent).toBe(defaultText('fi-FI', 'skipToContent'))
    expect(finnish.skipToContent).not.toBe(swedish.skipToContent)
    expect(Object.keys(finnish).sort()).toEqual(Object.keys(swedish).sort())
  })

  it('finds published pages only, and drafts in editing mode', async () => {
    expect(await findPage(cms.payload, { siteId: site.id, locale: 'sv-SE', path: '/utkast' })).toBeNull()
    expect((await findPage(cms.payload, { siteId: site.id, locale: 'sv-SE', path: '/utkast', draft: true }))?.title).toBe('Utkast')
    expect(await findPage(cms.payload, { siteId: site.id, locale: 'en', path: '/kop-bil' })).toBeNull()
    expect((await findPage(cms.payload, { siteId: site.id, locale: 'en', path: '/om-oss' }))?.title).toBe('About us')
  })

  it('lists published pages with their languages for the sitemap', async () => {
    const pages = await publishedPagePaths(cms.payload, site)
    expect(pages.find((page) => page.path === '/om-oss')?.locales).toEqual(['sv-SE', 'en'])
    expect(pages.map((page) => page.path)).not.toContain('/utkast')
  })
})
