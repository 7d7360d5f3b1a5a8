import type { StoriesListPage, StoryCard } from './queries'

/**
 * The stories list's state (spec 1 §4): loading, success or empty, filtered by any of the chosen tags (each
 * chip toggles; 'All' clears), growing by cursor. Pure, so the rules are tested without a browser.
 */
export type ListState = {
  selected: number[]
  stories: StoryCard[]
  total: number
  hasNext: boolean
  endCursor: string | null
  status: 'idle' | 'loading' | 'error'
}

export function initialListState(page: StoriesListPage): ListState {
  return {
    selected: [],
    stories: page.stories,
    total: page.total,
    hasNext: page.pageInfo.hasNext,
    endCursor: page.pageInfo.endCursor,
    status: 'idle',
  }
}

/** The tags chosen after clicking a chip: a tag toggles; null ('All') clears them all. */
export function toggleTag(selected: number[], tag: number | null): number[] {
  if (tag === null) return []
  return selected.includes(tag) ? selected.filter((id) => id !== tag) : [...selected, tag].sort((a, b) => a - b)
}

/** The stories list's next page (src/app/api/story-list): not the CMS's `/api/stories`, which is the collection's own API. */
export const STORY_LIST_PATH = '/api/story-list'

export type ListQuery = { site: string; locale: string; index: number }

/** The address of a page of the list: after the cursor (load more) or the first page of a new filter. */
export function listUrl(query: ListQuery, selected: number[], cursor: string | null): string {
  const params = new URLSearchParams({ site: query.site, locale: query.locale, index: String(query.index) })
  if (cursor) params.set('cursor', cursor)
  if (selected.length > 0) params.set('tags', selected.join(','))
  return `${STORY_LIST_PATH}?${params.toString()}`
}

/** A fetched page: replaces the list for a new filter, or is appended for load-more. */
export function withPage(state: ListState, page: StoriesListPage, mode: 'replace' | 'append'): ListState {
  const stories =
    mode === 'append'
      ? [...state.stories, ...page.stories.filter((story) => !state.stories.some((shown) => shown.id === story.id))]
      : page.stories
  return { ...state, stories, total: page.total, hasNext: page.pageInfo.hasNext, endCursor: page.pageInfo.endCursor, status: 'idle' }
}
