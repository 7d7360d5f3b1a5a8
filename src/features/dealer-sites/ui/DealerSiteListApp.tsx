'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'

import { searchFromBrowser } from '@/features/car-search/client'
import type { FacetResult, SearchResponse } from '@/features/car-search/result'
import {
  coordinatesOf,
  distanceKm,
  nearestFirst,
  siteDetailHref,
  siteListQuery,
  siteListRequest,
  siteListStateFromQuery,
  SITE_SEARCH_BOX_THRESHOLD,
  type SiteCardDoc,
  type SiteListFacetName,
  type SiteListState,
} from '../site-list'
import { fillText } from '@/lib/fill-text'
import { groupLabel, sitesShownCount, type DealerSiteTexts } from '../texts'
import { SiteCard } from './SiteCard'

export type DealerSiteListAppProps = {
  index: string
  searchKey: string
  facets: SiteListFacetName[]
  /** The page's own path: a facility's page is this path plus its slug. */
  basePath: string
  initialResponse: SearchResponse<SiteCardDoc>
  initialFailed: boolean
  /** How many sites the list has unfiltered: the search box shows only above 8. */
  totalSites: number
  texts: DealerSiteTexts
  title: string | null
}

type Status = 'idle' | 'loading' | 'more' | 'error'
type Position = { latitude: number; longitude: number }

const EMPTY_STATE: SiteListState = { filters: {}, keyphrase: '' }

function valuesOf(facet: FacetResult | undefined): Array<{ text: string; count: number }> {
  return facet && facet.type === 'value' ? facet.values.map(({ text, count }) => ({ text, count })) : []
}

/**
 * The list's data: the choice (facets and search words) and its answer, loaded again on each change and written to
 * the address, 'show more', and the visitor's position when they share it.
 */
function useSiteList(props: DealerSiteListAppProps) {
  const { index, searchKey, facets, basePath } = props
  const [state, setState] = useState<SiteListState>(EMPTY_STATE)
  const [response, setResponse] = useState(props.initialResponse)
  const [facetCounts, setFacetCounts] = useState(props.initialResponse.facet)
  const [status, setStatus] = useState<Status>(props.initialFailed ? 'error' : 'idle')
  const [typed, setTyped] = useState('')
  const [position, setPosition] = useState<Position | null>(null)
  const [positionFailed, setPositionFailed] = useState(false)
  const ticket = useRef(0)

  async function load(next: SiteListState, offset = 0, writeAddress = true) {
    const mine = ++ticket.current
    setState(next)
    setStatus(offset ? 'more' : 'loading')
    if (writeAddress) window.history.replaceState(window.history.state, '', `${basePath}${siteListQuery(next)}`)
    try {
      const answer = await searchFromBrowser<SiteCardDoc>(siteListRequest(index, next, facets, offset), {
        key: searchKey,
        onError: () => undefined,
      })
      if (mine !== ticket.current) return
      if (offset) setResponse((previous) => ({ ...answer, content: [...previous.content, ...answer.content] }))
      else {
        setResponse(answer)
        setFacetCounts(answer.facet)
      }
      setStatus('idle')
    } catch {
      if (mine === ticket.current) setStatus('error')
    }
  }

  useEffect(() => {
    // A cached page is drawn unfiltered; links and redirects may carry a choice in the address.
    const fromAddress = siteListStateFromQuery(new URLSearchParams(window.location.search))
    if (fromAddress.keyphrase || Object.keys(fromAddress.filters).length || fromAddress.services?.length) {
      setTyped(fromAddress.keyphrase)
      void load(fromAddress, 0, false)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render: the address's choice
  }, [])

  function toggle(facet: SiteListFacetName, value: string) {
    const current = state.filters[facet] ?? []
    const values = current.includes(value) ? current.filter((one) => one !== value) : [...current, value]
    const filters = { ...state.filters, [facet]: values }
    if (!values.length) delete filters[facet]
    void load({ ...state, filters })
  }

  function search(event: FormEvent) {
    event.preventDefault()
    void load({ ...state, keyphrase: typed.trim() })
  }

  function clear() {
    setTyped('')
    void load(EMPTY_STATE)
  }

  function askPosition() {
    if (!('geolocation' in navigator)) return setPositionFailed(true)
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setPositionFailed(false)
        setPosition({ latitude: coords.latitude, longitude: coords.longitude })
      },
      () => setPositionFailed(true),
      { maximumAge: 600_000, timeout: 10_000 },
    )
  }

  return { state, response, facetCounts, status, typed, setTyped, position, positionFailed, load, toggle, search, clear, askPosition }
}

type SiteList = ReturnType<typeof useSiteList>

/**
 * The dealer site list in the browser: the server drew its first page; facets, the search box and 'show more' ask
 * `POST /api/search` and write the choice to the address. A visitor who shares their position sees the nearest
 * sites first (optional: nothing asks for it unasked).
 */
export function DealerSiteListApp(props: DealerSiteListAppProps) {
  const { basePath, texts } = props
  const list = useSiteList(props)
  const { state, response, status, position } = list

  const sites = position ? nearestFirst(response.content, position) : response.content
  const shown = response.content.length
  const total = response.total_items
  const busy = status === 'loading'

  return (
    <div className="container-page py-10 md:py-14" data-dealer-site-list="">
      {props.title ? <h2 className="mb-6 text-title">{props.title}</h2> : null}
      <SiteListControls list={list} facets={props.facets} showSearch={props.totalSites > SITE_SEARCH_BOX_THRESHOLD} texts={texts} />

      <p role="status" aria-live="polite" className="mb-5 text-sm text-muted" data-site-count="">
        {status === 'error' ? texts.siteListError : total === 0 && !busy ? texts.siteListNoResults : sitesShownCount(texts, shown, total)}
      </p>

      <ul className={['grid gap-5 sm:grid-cols-2 lg:grid-cols-3', busy ? 'opacity-60 transition-opacity' : ''].join(' ')} aria-busy={busy}>
        {sites.map((site, position_) => {
          const point = position ? coordinatesOf(site.site_geocoord) : null
          const note = position && point ? fillText(texts.siteListDistance, { km: Math.round(distanceKm(position, point)) }) : null
          return (
            <li key={site.site_id}>
              <SiteCard site={site} href={siteDetailHref(basePath, site.slug)} eager={position_ < 3} note={note} />
            </li>
          )
        })}
      </ul>

      {shown < total ? (
        <div className="mt-10 flex justify-center">
          <button
            type="button"
            className="button button-secondary"
            disabled={status === 'more'}
            onClick={() => void list.load(state, shown, false)}
          >
            {texts.siteListShowMore}
          </button>
        </div>
      ) : null}
    </div>
  )
}

type ControlsProps = { list: SiteList; facets: SiteListFacetName[]; showSearch: boolean; texts: DealerSiteTexts }

/** The panel above the list: the search box, nearest first, the facets and clearing the choice. */
function SiteListControls({ list, facets, showSearch, texts }: ControlsProps) {
  const { state, position } = list
  const chosen = Object.values(state.filters).some((values) => values?.length) || Boolean(state.keyphrase)
  return (
    <div className="mb-8 flex flex-col gap-5 rounded-2xl bg-surface-2 p-5 md:p-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        {showSearch ? (
          <form role="search" onSubmit={list.search} className="flex w-full max-w-xl gap-2" data-site-search="">
            <label className="flex-1">
              <span className="mb-1.5 block text-sm font-semibold text-ink">{texts.siteListSearchLabel}</span>
              <input
                type="search"
                value={list.typed}
                onChange={(event) => list.setTyped(event.target.value)}
                placeholder={texts.siteListSearchPlaceholder}
                className="h-12 w-full rounded-xl border border-line bg-surface px-4 text-base text-ink placeholder:text-muted focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30"
              />
            </label>
            <button type="submit" className="button button-primary mt-auto h-12">
              {texts.siteListSearchButton}
            </button>
          </form>
        ) : null}
        <button
          type="button"
          onClick={list.askPosition}
          aria-pressed={Boolean(position)}
          className="button button-ghost h-12 shrink-0 self-start md:self-end"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="mr-2 h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="3" />
            <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
          </svg>
          {position ? texts.siteListNearestOn : texts.siteListNearest}
        </button>
      </div>
      {list.positionFailed ? (
        <p role="status" className="text-sm text-muted">
          {texts.siteListNearestFailed}
        </p>
      ) : null}
      {facets.length ? (
        <div className="flex flex-col gap-4" role="group" aria-label={texts.siteListFilters}>
          {facets.map((facet) => (
            <SiteFacet key={facet} facet={facet} list={list} texts={texts} />
          ))}
        </div>
      ) : null}
      {chosen ? (
        <div>
          <button type="button" onClick={list.clear} className="text-sm font-semibold text-ink underline underline-offset-4">
            {texts.siteListClear}
          </button>
        </div>
      ) : null}
    </div>
  )
}

/** One facet's values as toggle buttons with their counts; nothing for a facet without values. */
function SiteFacet({ facet, list, texts }: { facet: SiteListFacetName; list: SiteList; texts: DealerSiteTexts }) {
  const values = valuesOf(list.facetCounts.find((candidate) => candidate.name === facet))
  if (!values.length) return null
  const label = (texts as Record<string, string>)[`facet_${facet}`] ?? facet
  return (
    <fieldset data-site-facet={facet}>
      <legend className="mb-2 text-sm font-semibold text-ink">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {values.map((value) => {
          const on = list.state.filters[facet]?.includes(value.text) ?? false
          const text = facet === 'site_departments.group' ? groupLabel(texts, value.text) : value.text
          return (
            <button
              key={value.text}
              type="button"
              aria-pressed={on}
              onClick={() => list.toggle(facet, value.text)}
              className={[
                'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors',
                on ? 'border-ink bg-ink text-surface' : 'border-line bg-surface text-ink hover:border-ink',
              ].join(' ')}
            >
              {text}
              <span className={on ? 'text-surface/75' : 'text-muted'}>{value.count}</span>
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}
