import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { publishedPagePaths } from '@/features/content/queries'
import { listSiteRoutes } from '@/features/sites/routes'
import { decodeCursor, InvalidCursorError } from '@/features/stories/cursor'
import {
  findStory,
  newestStoryCursor,
  searchStories,
  sequentialArticles,
  storiesIndex,
  storyParentId,
  storyPublishDate,
  storyTags,
} from '@/features/stories/queries'
import { storiesIndexPageIds } from '@/cms/hooks/stories'
import type { Site, Story } from '@/payload-types'

import { createPage, createSite } from './helpers/fixtures'
import { startCms, type TestCms } from './helpers/cms'

const ctx = { skipRevalidate: true }

/** The stories queries of spec 1 §7 (5–10, stories index, sequential articles) over the in-process CMS. */
describe('stories', () => {
  let cms: TestCms
  let payload: Payload
  let site: Site
  let indexId: number
  let otherIndexId: number
  let homeId: number
  let aboutId: number
  const tag: Record<string, number> = {}
  const stories: Story[] = []

  const story = async (title: string, date: string, tags: string[], extra: Record<string, unknown> = {}, index = indexId) =>
    (await payload.create({
      collection: 'stories',
      overrideAccess: true,
      context: ctx,
      draft: false,
      data: {
        title,
        premble: `Om ${title}`,
        date,
        tags: tags.map((key) => tag[key]!),
        index,
        site: site.id,
        author: 'Anna Berg',
        _status: 'published',
        ...extra,
      } as never,
    })) as Story

  beforeAll(async () => {
    cms = await startCms()
    payload = cms.payload
    site = (await createSite(payload, 'stories')) as Site
    const home = await createPage(payload, { site: site.id, title: 'Hem' })
    const index = await createPage(payload, {
      site: site.id,
      title: 'Nyheter',
      parent: home.id,
      slug: 'nyheter',
      extra: { layout: [{ blockType: 'storiesList', layout: 'SingleColumn', showDates: false, highlightLatestStory: true }] },
    })
    indexId = index.id
    otherIndexId = (
      await createPage(payload, {
        site: site.id,
        title: 'Press',
        parent: home.id,
        slug: 'press',
        extra: { layout: [{ blockType: 'storiesList', layout: 'SingleColumn' }] },
      })
    ).id
    homeId = home.id
    aboutId = (
      await createPage(payload, {
        site: site.id,
        title: 'Om oss',
        parent: home.id,
        slug: 'om-oss',
        extra: { layout: [{ blockType: 'storiesTeaser', title: 'Nytt från oss', storiesIndex: index.id }] },
      })
    ).id
    for (const [key, value] of [
      ['elbil', 'Elbil'],
      ['service', 'Service'],
      ['vinter', 'Vinter'],
      ['unused', 'Oanvänd'],
    ] as const) {
      tag[key] = (
        await payload.create({ collection: 'story-tags', overrideAccess: true, context: ctx, data: { key, value, site: site.id } })
      ).id
    }
    // Ten stories on nine days: two share a date, so the id breaks the tie.
    const input: Array<[string, string, string[]]> = [
      ['Ett', '2026-01-10T09:00:00Z', ['elbil']],
      ['Två', '2026-02-10T09:00:00Z', ['service']],
      ['Tre', '2026-03-10T09:00:00Z', ['vinter']],
      ['Fyra', '2026-04-10T09:00:00Z', ['elbil', 'vinter']],
      ['Fem', '2026-05-10T09:00:00Z', []],
      ['Sex', '2026-05-10T09:00:00Z', ['service']],
      ['Sju', '2026-07-10T09:00:00Z', ['elbil']],
      ['Åtta', '2026-08-10T09:00:00Z', []],
      ['Nio', '2026-09-10T09:00:00Z', ['service']],
      ['Tio', '2025-12-31T23:30:00Z', ['elbil']],
    ]
    for (const [title, date, tags] of input) stories.push(await story(title, date, tags))
    await story('Utkast', '2026-10-01T09:00:00Z', ['elbil'], { _status: 'draft' })
    await story('Annan lista', '2026-10-02T09:00:00Z', ['elbil'], {}, otherIndexId)
  })
  afterAll(async () => {
    await cms?.stop()
  })

  const titles = (page: { stories: { title: { value: string } }[] }) => page.stories.map((card) => card.title.value)

  it('6. pages through the list by cursor, newest first, 4 at a time, without drafts or other lists', async () => {
    const first = await searchStories(payload, { site, locale: 'sv-SE', indexId })
    expect(titles(first)).toEqual(['Nio', 'Åtta', 'Sju', 'Sex'])
    expect(first.total).toBe(10)
    expect(first.pageInfo.hasNext).toBe(true)
    const second = await searchStories(payload, { site, locale: 'sv-SE', indexId, cursor: first.pageInfo.endCursor })
    expect(titles(second)).toEqual(['Fem', 'Fyra', 'Tre', 'Två'])
    const third = await searchStories(payload, { site, locale: 'sv-SE', indexId, cursor: second.pageInfo.endCursor })
    expect(titles(third)).toEqual(['Ett', 'Tio'])
    expect(third.pageInfo.hasNext).toBe(false)
    expect(third.total).toBe(10)
  })

  it('a story published between two pages does not shift the next page', async () => {
    const first = await searchStories(payload, { site, locale: 'sv-SE', indexId })
    const late = await story('Senast', '2026-11-01T09:00:00Z', ['service'])
    try {
      const second = await searchStories(payload, { site, locale: 'sv-SE', indexId, cursor: first.pageInfo.endCursor })
      expect(titles(second)).toEqual(['Fem', 'Fyra', 'Tre', 'Två'])
    } finally {
      await payload.delete({ collection: 'stories', id: late.id, overrideAccess: true, context: ctx })
    }
  })

  it('6. filters by several tags combined as OR', async () => {
    const elbilOrVinter = await searchStories(payload, { site, locale: 'sv-SE', indexId, tagIds: [tag.elbil!, tag.vinter!], limit: 20 })
    expect(titles(elbilOrVinter)).toEqual(['Sju', 'Fyra', 'Tre', 'Ett', 'Tio'])
    expect(elbilOrVinter.total).toBe(5)
    const service = await searchStories(payload, { site, locale: 'sv-SE', indexId, tagIds: [tag.service!] })
    expect(titles(service)).toEqual(['Nio', 'Sex', 'Två'])
    const none = await searchStories(payload, { site, locale: 'sv-SE', indexId, tagIds: [tag.unused!] })
    expect(none).toEqual({ stories: [], pageInfo: { hasNext: false, endCursor: null }, total: 0 })
  })

  it('gives each story the fields of the Story page entity', async () => {
    const [nio] = (await searchStories(payload, { site, locale: 'sv-SE', indexId, limit: 1 })).stories
    expect(nio).toMatchObject({
      displayName: 'Nio',
      url: { path: '/nyheter/2026/nio' },
      title: { value: 'Nio' },
      premble: { value: 'Om Nio' },
      tags: `{${tag.service}}`,
      date: { value: '2026-09-10T09:00:00.000Z', formattedDateValue: '2026-09-10 11:00' },
    })
  })

  it('a story in English only appears in the English list, at its /en address', async () => {
    const english = await story('Range in winter', '2026-06-01T09:00:00Z', ['elbil'], {}, otherIndexId)
    await payload.update({
      collection: 'stories',
      id: english.id,
      locale: 'en',
      data: { title: 'Range in winter', _status: 'published' },
      overrideAccess: true,
      context: ctx,
    })
    const en = await searchStories(payload, { site, locale: 'en', indexId: otherIndexId })
    expect(en.stories.map((card) => card.url.path)).toEqual(['/en/press/2026/range-in-winter'])
    await payload
      .update({ collection: 'stories', id: english.id, locale: 'sv-SE', data: { title: '' }, overrideAccess: true, context: ctx })
      .catch(() => undefined)
  })

  it('refuses a cursor it did not give out', async () => {
    await expect(searchStories(payload, { site, locale: 'sv-SE', indexId, cursor: 'not-a-cursor' })).rejects.toBeInstanceOf(
      InvalidCursorError,
    )
    expect(() => decodeCursor(Buffer.from('["yesterday", 1]').toString('base64url'))).toThrow(InvalidCursorError)
  })

  it('7. lists the tags the stories use, by name', async () => {
    expect((await storyTags(payload, { site, locale: 'sv-SE', indexId })).map((entry) => [entry.key, entry.value])).toEqual([
      ['elbil', 'Elbil'],
      ['service', 'Service'],
      ['vinter', 'Vinter'],
    ])
  })

  it('5, 8, 9. publish date, parent id and the cursor of the newest story', async () => {
    const sju = stories[6]!
    expect(await storyPublishDate(payload, sju.id)).toBe('2026-07-10T09:00:00.000Z')
    expect(await storyParentId(payload, sju.id)).toBe(indexId)
    expect(decodeCursor((await newestStoryCursor(payload, { site, locale: 'sv-SE', indexId }))!)).toEqual({
      date: '2026-09-10T09:00:00.000Z',
      id: stories[8]!.id,
    })
  })

  it('10. next article is the next older one, previous the next newer one; ties break by id', async () => {
    const logger = { error: vi.fn() }
    const sequence = (index: number) =>
      sequentialArticles(payload, { site, locale: 'sv-SE', story: stories[index]!, indexPath: '/nyheter' }, logger)
    expect(await sequence(5)).toEqual({
      nextArticle: { url: { path: '/nyheter/2026/fem' }, title: 'Fem' },
      prevArticle: { url: { path: '/nyheter/2026/sju' }, title: 'Sju' },
    })
    expect(await sequence(4)).toMatchObject({ nextArticle: { title: 'Fyra' }, prevArticle: { title: 'Sex' } })
    expect(await sequence(8)).toMatchObject({ nextArticle: { title: 'Åtta' }, prevArticle: null })
    expect(await sequence(9)).toMatchObject({ nextArticle: null, prevArticle: { title: 'Ett' } })
    expect(logger.error).not.toHaveBeenCalled()
  })

  it('logs and re-throws a failing sequential-article lookup (spec 1 §8)', async () => {
    const logger = { error: vi.fn() }
    const broken = { ...payload, find: () => Promise.reject(new Error('database gone')) } as unknown as Payload
    await expect(sequentialArticles(broken, { site, locale: 'sv-SE', story: stories[0]!, indexPath: '/nyheter' }, logger)).rejects.toThrow(
      'database gone',
    )
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ story: stories[0]!.id }), 'sequential-article lookup failed')
  })

  it('the stories index by data source: its settings and its data-source address', async () => {
    expect(await storiesIndex(payload, { indexId, locale: 'sv-SE' })).toEqual({
      showDates: false,
      layout: 'SingleColumn',
      highlightLatestStory: true,
      url: { path: '/nyheter/data/stories' },
    })
  })

  it('finds a story by its path, and nothing at a wrong year, slug or draft', async () => {
    const found = await findStory(payload, { site, locale: 'sv-SE', path: '/nyheter/2026/fyra' })
    expect(found?.story.title).toBe('Fyra')
    expect(found?.tags.map((entry) => entry.key).sort()).toEqual(['elbil', 'vinter'])
    expect(await findStory(payload, { site, locale: 'sv-SE', path: '/nyheter/2025/fyra' })).toBeNull()
    expect(await findStory(payload, { site, locale: 'sv-SE', path: '/nyheter/2026/finns-inte' })).toBeNull()
    expect(await findStory(payload, { site, locale: 'sv-SE', path: '/nyheter/2026/utkast' })).toBeNull()
    expect((await findStory(payload, { site, locale: 'sv-SE', path: '/nyheter/2026/utkast', draft: true }))?.story.title).toBe('Utkast')
    expect(await findStory(payload, { site, locale: 'sv-SE', path: '/press/2026/fyra' })).toBeNull()
  })

  it('stories are addresses of the site: the request pipeline and the sitemap know them', async () => {
    const routes = await listSiteRoutes(payload)
    const paths = routes.find((route) => route.key === site.key)!.pages['sv-SE']!
    expect(paths).toEqual(expect.arrayContaining(['/nyheter', '/nyheter/2026/nio', '/nyheter/2025/tio']))
    expect(paths).not.toContain('/nyheter/2026/utkast')
    const sitemap = await publishedPagePaths(payload, site)
    expect(sitemap.map((entry) => entry.path)).toEqual(expect.arrayContaining(['/nyheter/2026/sju', '/press/2026/annan-lista']))
  })

  it('offers as a story’s index the pages of its site that hold a stories list, in any of its languages', async () => {
    const req = await createLocalReq({}, payload)
    expect(await storiesIndexPageIds(req, site.id)).toEqual([indexId, otherIndexId].sort((a, b) => a - b))
    // A page with a stories list only in English is an index too.
    const english = await createPage(payload, {
      site: site.id,
      title: 'Nyheter på engelska',
      parent: homeId,
      slug: 'news',
      locale: 'en',
      extra: { layout: [{ blockType: 'storiesList' }] },
    })
    expect(await storiesIndexPageIds(req, site.id)).toContain(english.id)
    await payload.delete({ collection: 'pages', id: english.id, overrideAccess: true, context: ctx })
  })

  it('refuses a story under a page without a stories list (the home page), in words, and keeps the list as it was', async () => {
    for (const index of [homeId, aboutId]) {
      await expect(
        payload.create({
          collection: 'stories',
          overrideAccess: true,
          context: ctx,
          data: {
            title: 'Under startsidan',
            date: '2026-02-01T09:00:00Z',
            slug: 'under-startsidan',
            index,
            site: site.id,
            _status: 'published',
          },
        }),
      ).rejects.toThrow('The stories index must be a page of the story’s site with a stories list: the story shows in that list.')
    }
    const moved = payload.update({ collection: 'stories', id: stories[0]!.id, overrideAccess: true, context: ctx, data: { index: homeId } })
    await expect(moved).rejects.toThrow(/stories list/)
    expect((await searchStories(payload, { site, locale: 'sv-SE', indexId })).total).toBe(10)
  })

  it('refuses bad input with a clear error and keeps what is stored', async () => {
    await expect(
      payload.create({
        collection: 'stories',
        overrideAccess: true,
        context: ctx,
        data: { title: 'Utan datum', index: indexId, site: site.id, slug: 'utan-datum' } as never,
      }),
    ).rejects.toThrow(/date/i)
    await expect(
      payload.create({
        collection: 'stories',
        overrideAccess: true,
        context: ctx,
        data: { title: 'Fel slug', date: '2026-01-01T00:00:00Z', slug: 'Fel Slug!', index: indexId, site: site.id },
      }),
    ).rejects.toThrow(/Slug/)
    await expect(
      payload.create({
        collection: 'stories',
        overrideAccess: true,
        context: ctx,
        data: { title: 'Nio', date: '2026-01-01T00:00:00Z', slug: 'nio', index: indexId, site: site.id },
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'story-tags',
        overrideAccess: true,
        context: ctx,
        data: { key: 'Not A Key', value: 'X', site: site.id },
      }),
    ).rejects.toThrow(/Key/)
    expect((await searchStories(payload, { site, locale: 'sv-SE', indexId })).total).toBe(10)
  })
})
