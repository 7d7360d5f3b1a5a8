'use client'

import { useRef, useState } from 'react'

import { initialListState, listUrl, toggleTag, withPage, type ListQuery, type ListState } from '@/features/stories/list-state'
import type { StoriesListPage, StoryTagEntry } from '@/features/stories/queries'
import { StoryCard } from '@/features/stories/ui/StoryCard'

export type StoriesBrowserTexts = {
  all: string
  filter: string
  loadMore: string
  loading: string
  empty: string
  error: string
  count: string
  latest: string
}

type Props = {
  query: ListQuery
  initial: StoriesListPage
  tags: StoryTagEntry[]
  layout: 'TwoColumns' | 'SingleColumn'
  showDates: boolean
  highlightLatest: boolean
  texts: StoriesBrowserTexts
}

/** The stories list: tag chips (OR), cards, a spinner while loading, 'no results', and load-more by cursor. */
export function StoriesBrowser({ query, initial, tags, layout, showDates, highlightLatest, texts }: Props) {
  const [state, setState] = useState<ListState>(() => initialListState(initial))
  const request = useRef(0)
  const listRef = useRef<HTMLUListElement>(null)

  const load = async (selected: number[], cursor: string | null) => {
    const ticket = ++request.current
    const shownBefore = cursor ? state.stories.length : 0
    setState((current) => ({ ...current, selected, status: 'loading', ...(cursor ? {} : { stories: [], hasNext: false }) }))
    try {
      const response = await fetch(listUrl(query, selected, cursor), { headers: { accept: 'application/json' } })
      if (!response.ok) throw new Error(`stories ${response.status}`)
      const page = (await response.json()) as StoriesListPage
      if (ticket !== request.current) return
      setState((current) => withPage(current, page, cursor ? 'append' : 'replace'))
      if (cursor) {
        // Keyboard users continue at the first new story.
        requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLAnchorElement>('[data-story-card] a')[shownBefore]?.focus())
      }
    } catch {
      if (ticket === request.current) setState((current) => ({ ...current, status: 'error' }))
    }
  }

  const choose = (tag: number | null) => load(toggleTag(state.selected, tag), null)
  const filtered = state.selected.length > 0
  const loading = state.status === 'loading'
  const single = layout === 'SingleColumn'

  return (
    <div>
      {tags.length > 0 ? (
        <div role="group" aria-label={texts.filter} className="mb-8 flex flex-wrap gap-2">
          <Chip pressed={!filtered} onClick={() => choose(null)}>
            {texts.all}
          </Chip>
          {tags.map((tag) => (
            <Chip key={tag.id} pressed={state.selected.includes(tag.id)} onClick={() => choose(tag.id)}>
              {tag.value}
            </Chip>
          ))}
        </div>
      ) : null}

      <p className="sr-only" role="status" aria-live="polite">
        {loading
          ? texts.loading
          : state.status === 'error'
            ? texts.error
            : texts.count.replace('{shown}', String(state.stories.length)).replace('{total}', String(state.total))}
      </p>

      {state.stories.length > 0 ? (
        <ul ref={listRef} className={['grid gap-6 md:gap-8', single ? 'grid-cols-1' : 'md:grid-cols-2'].join(' ')} aria-busy={loading}>
          {state.stories.map((story, index) => {
            const place = storyPlace(index, state.stories.length, { single, highlightFirst: highlightLatest && !filtered })
            return (
              <li key={story.id} className={place === 'regular' || single ? '' : 'md:col-span-2'}>
                <StoryCard
                  story={story}
                  showDate={showDates}
                  highlight={place === 'highlight'}
                  horizontal={single || place === 'wide'}
                  latestLabel={texts.latest}
                  headingLevel="h2"
                  eager={index === 0}
                />
              </li>
            )
          })}
        </ul>
      ) : null}

      {loading ? (
        <div className="flex justify-center py-10" aria-hidden="true">
          <span
            className="size-10 animate-spin rounded-full border-4 border-line border-t-accent motion-reduce:animate-none"
            data-spinner=""
          />
        </div>
      ) : null}
      {!loading && state.status !== 'error' && state.stories.length === 0 ? (
        <p className="rounded-2xl bg-surface-1 px-6 py-10 text-center text-lg text-muted">{texts.empty}</p>
      ) : null}
      {state.status === 'error' ? <p className="mt-6 rounded-2xl bg-surface-1 px-6 py-6 text-center text-ink">{texts.error}</p> : null}

      {state.hasNext && !loading ? (
        <div className="mt-10 flex flex-col items-center gap-3">
          <p className="text-sm text-muted">
            {texts.count.replace('{shown}', String(state.stories.length)).replace('{total}', String(state.total))}
          </p>
          <button type="button" className="button button-ghost" onClick={() => load(state.selected, state.endCursor)}>
            {texts.loadMore}
          </button>
        </div>
      ) : null}
    </div>
  )
}

/**
 * Where a story sits in a two-column list: the latest across both columns when it is highlighted, and the last
 * one across both columns, lying on its side, when it would otherwise be alone in its row.
 */
export function storyPlace(
  index: number,
  count: number,
  { single, highlightFirst }: { single: boolean; highlightFirst: boolean },
): 'highlight' | 'wide' | 'regular' {
  if (highlightFirst && index === 0) return 'highlight'
  if (single) return 'regular'
  const inColumns = count - (highlightFirst ? 1 : 0)
  return inColumns % 2 === 1 && index === count - 1 ? 'wide' : 'regular'
}

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={[
        'min-h-11 rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        pressed ? 'border-accent bg-accent text-accent-ink' : 'border-line bg-surface text-ink hover:border-accent hover:text-accent',
      ].join(' ')}
    >
      {children}
    </button>
  )
}
