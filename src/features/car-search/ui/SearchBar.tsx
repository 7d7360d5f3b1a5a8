'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { canSearch, KEYPHRASE_PARAM, pushSearchEvent, searchHref } from '../search-bar'

export type SearchBarLabels = { label: string; button: string; clear: string }

type Props = {
  /** Where the search goes; `?keyphrase=` is added. */
  searchUrl: string
  /** The placeholder on phones, and everywhere when there is no desktop one. */
  placeholder: string
  /** The placeholder from 1024 px. */
  placeholderDesktop?: string | null
  labels: SearchBarLabels
  /** The search type pushed to the data layer before leaving; no event without it. */
  trackAs?: string | null
  /**
   * The site's car list and its search: the words that name facet values become the list's path segments
   * ('volvo automat' → `…/volvo/automat`), the rest `?keyphrase=`. Without it, the whole text is the keyphrase.
   */
  carList?: { index: string; searchKey: string } | null
  className?: string
}

const DESKTOP_QUERY = '(min-width: 1024px)'

/** The car search over a hero: a field, a clear button, and a search button that waits for a keyphrase. */
export function SearchBar({ searchUrl, placeholder, placeholderDesktop, labels, trackAs, carList, className }: Props) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [keyphrase, setKeyphrase] = useState('')
  const [desktop, setDesktop] = useState(false)

  useEffect(() => {
    if (!placeholderDesktop) return
    const query = window.matchMedia(DESKTOP_QUERY)
    const update = () => setDesktop(query.matches)
    update()
    query.addEventListener?.('change', update)
    return () => query.removeEventListener?.('change', update)
  }, [placeholderDesktop])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!canSearch(keyphrase)) return
    if (trackAs) pushSearchEvent(window as { dataLayer?: unknown[] }, keyphrase, trackAs)
    if (!carList) return window.location.assign(searchHref(searchUrl, keyphrase))
    // The facet matching loads with the first search, not with every page that has a search bar.
    const { heroDestination } = await import('@/features/car-search/car-list-request')
    window.location.assign(await heroDestination(searchUrl, keyphrase.trim(), { index: carList.index, key: carList.searchKey }))
  }

  function clear() {
    setKeyphrase('')
    input.current?.focus()
  }

  return (
    <form role="search" action={searchUrl} method="get" onSubmit={submit} className={className}>
      <label htmlFor={id} className="sr-only">
        {labels.label}
      </label>
      <div className="flex items-center gap-1 rounded-full bg-white p-1.5 text-left text-ink shadow-[0_12px_40px_-12px_rgb(0_0_0/0.45)] ring-1 ring-black/5 transition-shadow has-[input:focus-visible]:ring-3 has-[input:focus-visible]:ring-accent">
        <svg
          aria-hidden="true"
          className="ml-3.5 shrink-0 text-muted"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.25"
          strokeLinecap="round"
        >
          <circle cx="11" cy="11" r="6.5" />
          <path d="m16 16 4.5 4.5" />
        </svg>
        <input
          ref={input}
          id={id}
          type="search"
          name={KEYPHRASE_PARAM}
          value={keyphrase}
          onChange={(event) => setKeyphrase(event.target.value)}
          placeholder={desktop && placeholderDesktop ? placeholderDesktop : placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 min-w-0 flex-1 text-ellipsis bg-transparent px-2 text-base text-ink placeholder:text-[0.9375rem] placeholder:text-muted focus-visible:outline-none sm:placeholder:text-base [&::-webkit-search-cancel-button]:appearance-none"
        />
        {keyphrase ? (
          <button
            type="button"
            aria-label={labels.clear}
            title={labels.clear}
            onClick={clear}
            className="grid h-10 w-10 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-surface-1 hover:text-ink"
          >
            <svg
              aria-hidden="true"
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.25"
              strokeLinecap="round"
            >
              <path d="m6.5 6.5 11 11m0-11-11 11" />
            </svg>
          </button>
        ) : null}
        <button
          type="submit"
          disabled={!canSearch(keyphrase)}
          className="button button-primary shrink-0 px-5 disabled:cursor-not-allowed disabled:opacity-55 sm:px-7"
        >
          {labels.button}
        </button>
      </div>
    </form>
  )
}
