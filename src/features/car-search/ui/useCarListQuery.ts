'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import { CAR_LIST_NAME, carListSearchEvent, pageImpressionEvent, productListEvent, whenReady } from '../analytics'
import type { CarCardDoc } from '../car-card'
import { carListRequest, type ListFilter } from '../car-list-request'
import { carListAddress } from '../car-list-url'
import { searchFromBrowser } from '../client'
import { activeFilterCount, CAR_LIST_PAGE_SIZE, type CarListState } from '../filter-state'
import { applyKeyphrase } from '../keyphrase'
import type { SearchResponse } from '../result'
import type { SearchRequest } from '../schema'
import { pushDataLayer } from '@/lib/analytics/data-layer'

export type CarListStatus = 'idle' | 'loading' | 'more' | 'error'
type HistoryEntry = { carList?: CarListState }
type SearchMode = 'replace' | 'more' | 'push'
type Router = ReturnType<typeof useRouter>

export type CarListQueryConfig = {
  index: string
  searchKey: string
  basePath: string
  fixed: ListFilter[]
  initialState: CarListState
  initialResponse: SearchResponse<CarCardDoc>
  initialFailed: boolean
}

/**
 * The car list's data: the state shown, the cars found and the search status. Every change asks `POST /api/search`
 * and writes the state to the address; back and forward restore it. Only the latest search is shown.
 */
export function useCarListQuery({ index, searchKey, basePath, fixed, initialState, initialResponse, initialFailed }: CarListQueryConfig) {
  const [state, setState] = useState(initialState)
  const [response, setResponse] = useState(initialResponse)
  const [status, setStatus] = useState<CarListStatus>(initialFailed ? 'error' : 'idle')
  const [typed, setTyped] = useState(initialState.keyphrase)
  const ticket = useRef(0)
  const router = useRouter()
  const resultsRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    window.history.replaceState({ ...(window.history.state as object), carList: initialState } satisfies HistoryEntry, '')
    const onPop = (event: PopStateEvent) => {
      const restored = (event.state as HistoryEntry | null)?.carList ?? initialState
      setTyped(restored.keyphrase)
      void search(restored, 'replace')
    }
    window.addEventListener('popstate', onPop)
    const stop = announceList(initialResponse)
    return () => {
      window.removeEventListener('popstate', onPop)
      stop()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the list's first state only: later ones come from the visitor
  }, [])

  async function search(next: CarListState, mode: SearchMode) {
    const mine = ++ticket.current
    const shown = response.content.length
    setState(next)
    setStatus(mode === 'more' ? 'more' : 'loading')
    if (mode !== 'replace' && !writeAddress(router, carListAddress(basePath, next), next, mode)) return
    const request = carListRequest(index, next, fixed)
    const answer = await fetchCars(mode === 'more' ? { ...request, offset: shown, limit: CAR_LIST_PAGE_SIZE } : request, searchKey)
    if (mine !== ticket.current) return
    if (!answer) return setStatus('error')
    setResponse(mode === 'more' ? { ...answer, content: [...response.content, ...answer.content], offset: 0 } : answer)
    setStatus('idle')
    pushDataLayer(productListEvent(answer.content, mode === 'more' ? shown : 0))
    if (mode === 'more') {
      // Keyboard users go on at the first new car.
      requestAnimationFrame(() => resultsRef.current?.querySelectorAll<HTMLAnchorElement>('[data-car-card] h3 a')[shown]?.focus())
    }
  }

  const change = (next: CarListState) => void search(next, 'push')

  function submitKeyphrase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const next = applyKeyphrase(state, typed, response.facet)
    setTyped(next.keyphrase)
    pushDataLayer(carListSearchEvent(typed, activeFilterCount(next.filters)))
    change(next)
  }

  return {
    state,
    response,
    status,
    typed,
    setTyped,
    resultsRef,
    change,
    submitKeyphrase,
    retry: () => void search(state, 'replace'),
    showMore: () => void search({ ...state, page: state.page + 1 }, 'more'),
  }
}

export type CarListQuery = ReturnType<typeof useCarListQuery>

/** The first page's analytics: its cars now, the page impression once the title is set. Returns the stop. */
function announceList(initialResponse: SearchResponse<CarCardDoc>): () => void {
  pushDataLayer(productListEvent(initialResponse.content))
  return whenReady(
    () => document.title !== '',
    () =>
      pushDataLayer(
        pageImpressionEvent({
          type: CAR_LIST_NAME,
          title: document.title,
          path: window.location.pathname,
          totalItems: initialResponse.total_items,
        }),
      ),
  )
}

/**
 * Writes the state to the address. False when a make or model chosen changes the list's path: the server draws
 * that list, with its own heading and title, so there is nothing to search here.
 */
function writeAddress(router: Router, url: string, next: CarListState, mode: Exclude<SearchMode, 'replace'>): boolean {
  if (mode === 'push' && new URL(url, window.location.href).pathname !== window.location.pathname) {
    router.push(url, { scroll: false })
    return false
  }
  if (mode === 'push') window.history.pushState({ carList: next } satisfies HistoryEntry, '', url)
  else window.history.replaceState({ carList: next } satisfies HistoryEntry, '', url)
  return true
}

/** The cars for a request; null when the search failed (logged). */
async function fetchCars(request: SearchRequest, key: string): Promise<SearchResponse<CarCardDoc> | null> {
  let failed = false
  const answer = await searchFromBrowser<CarCardDoc>(request, {
    key,
    onError: (error) => {
      failed = true
      console.error(error)
    },
  })
  return failed ? null : answer
}
