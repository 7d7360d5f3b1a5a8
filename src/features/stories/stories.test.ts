import { describe, expect, it } from 'vitest'

import { decodeCursor, encodeCursor, InvalidCursorError } from './cursor'
import { formatStoryDate, shownDate } from './dates'
import { articleJsonLd } from './json-ld'
import { initialListState, listUrl, toggleTag, withPage } from './list-state'
import { parentPath, splitStoryPath, storiesIndexUrl, storyPath, teaserMoreHref } from './paths'
import type { StoryCard } from './queries'

const card = (id: number, title = `Story ${id}`): StoryCard => ({
  id,
  date: { value: '2026-03-01T08:00:00.000Z', formattedDateValue: '2026-03-01 09:00' },
  image: null,
  displayName: title,
  url: { path: `/nyheter/2026/story-${id}` },
  title: { value: title },
  premble: { value: 'Intro' },
  tags: '',
  tagIds: [],
  author: 'Anna Berg',
})

describe('story paths (spec 1 §2.6)', () => {
  it('the back button goes to the path minus its last two segments', () => {
    expect(parentPath('/livet-med-bil/2026/vinterdack')).toBe('/livet-med-bil')
    expect(parentPath('/om-oss/nyheter/2025/ny-hall')).toBe('/om-oss/nyheter')
    expect(parentPath('/2026/story')).toBe('/')
    expect(parentPath('/en/news/2026/story')).toBe('/en/news')
  })

  it('the teaser links to the stories index address minus its last two segments: the index page', () => {
    expect(storiesIndexUrl('/livet-med-bil')).toBe('/livet-med-bil/data/stories')
    expect(teaserMoreHref('/livet-med-bil/data/stories')).toBe('/livet-med-bil')
    expect(teaserMoreHref(storiesIndexUrl('/'))).toBe('/')
  })

  it('a story lives at <index>/<year>/<slug>, and such a path splits back', () => {
    expect(storyPath('/nyheter', '2026-01-05T10:00:00Z', 'ny-modell')).toBe('/nyheter/2026/ny-modell')
    expect(storyPath('/', '2025-12-31T10:00:00Z', 'x')).toBe('/2025/x')
    expect(splitStoryPath('/nyheter/2026/ny-modell')).toEqual({ indexPath: '/nyheter', year: 2026, slug: 'ny-modell' })
    expect(splitStoryPath('/nyheter/ny-modell')).toBeNull()
    expect(splitStoryPath('/nyheter/2026/Ny Modell')).toBeNull()
  })
})

describe('story dates', () => {
  it('only the part of formattedDateValue before the first space is shown', () => {
    expect(shownDate('2026-10-14 08:30')).toBe('2026-10-14')
    expect(shownDate('14.10.2026 08.30')).toBe('14.10.2026')
    expect(shownDate('2026-10-14')).toBe('2026-10-14')
  })

  it('formats the date in the site language and time zone without spaces in the date part', () => {
    expect(formatStoryDate('2026-10-14T06:30:00Z', 'sv-SE', 'Europe/Stockholm')).toBe('2026-10-14 08:30')
    expect(shownDate(formatStoryDate('2026-10-14T06:30:00Z', 'sk-SK', 'Europe/Bratislava'))).toBe('14.10.2026')
    expect(shownDate(formatStoryDate('2026-10-14T06:30:00Z', 'en-GB', 'Europe/London'))).toBe('14/10/2026')
    // Late evening UTC is the next day in Helsinki.
    expect(shownDate(formatStoryDate('2026-10-14T22:30:00Z', 'fi-FI', 'Europe/Helsinki'))).toBe('15.10.2026')
  })
})

describe('cursor', () => {
  it('round-trips and refuses anything else', () => {
    const cursor = encodeCursor({ date: '2026-03-01T08:00:00.000Z', id: 42 })
    expect(decodeCursor(cursor)).toEqual({ date: '2026-03-01T08:00:00.000Z', id: 42 })
    for (const bad of [
      '',
      'abc',
      Buffer.from('{"date":1}').toString('base64url'),
      Buffer.from('["2026-01-01", 1.5]').toString('base64url'),
    ]) {
      expect(() => decodeCursor(bad)).toThrow(InvalidCursorError)
    }
  })
})

describe('stories list state (spec 1 §4)', () => {
  it('tags toggle and combine; All clears them', () => {
    expect(toggleTag([], 3)).toEqual([3])
    expect(toggleTag([3], 1)).toEqual([1, 3])
    expect(toggleTag([1, 3], 3)).toEqual([1])
    expect(toggleTag([1, 3], null)).toEqual([])
  })

  it('asks for the next page after the cursor with the chosen tags', () => {
    const query = { site: 'se-dealer-2', locale: 'sv-SE', index: 7 }
    expect(listUrl(query, [], null)).toBe('/api/story-list?site=se-dealer-2&locale=sv-SE&index=7')
    expect(listUrl(query, [2, 5], 'abc')).toBe('/api/story-list?site=se-dealer-2&locale=sv-SE&index=7&cursor=abc&tags=2%2C5')
  })

  it('appends a loaded page without duplicates, and a new filter replaces the list', () => {
    const state = initialListState({ stories: [card(1), card(2)], pageInfo: { hasNext: true, endCursor: 'c1' }, total: 4 })
    const more = withPage(
      state,
      { stories: [card(2), card(3), card(4)], pageInfo: { hasNext: false, endCursor: 'c2' }, total: 4 },
      'append',
    )
    expect(more.stories.map((story) => story.id)).toEqual([1, 2, 3, 4])
    expect(more).toMatchObject({ hasNext: false, endCursor: 'c2', status: 'idle' })
    const filtered = withPage(more, { stories: [card(9)], pageInfo: { hasNext: false, endCursor: 'c9' }, total: 1 }, 'replace')
    expect(filtered.stories.map((story) => story.id)).toEqual([9])
    expect(filtered.total).toBe(1)
  })
})

describe('Article JSON-LD', () => {
  it('describes the story with absolute addresses', () => {
    const data = articleJsonLd(card(1, 'Vinterdäck'), { name: 'Nordvik Bilhall', url: 'http://se2.localhost:3000' }, 'sv-SE')
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'Vinterdäck',
      datePublished: '2026-03-01T08:00:00.000Z',
      mainEntityOfPage: { '@id': 'http://se2.localhost:3000/nyheter/2026/story-1' },
      author: { '@type': 'Person', name: 'Anna Berg' },
      publisher: { name: 'Nordvik Bilhall' },
    })
  })
})
