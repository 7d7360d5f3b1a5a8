'use client'

import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import { CAR_LIST_NAME, carListSearchEvent, pageImpressionEvent, productListEvent, whenReady } from '../analytics'
import { carCardView, type CarCardDoc } from '../car-card'
import { carListRequest, type ListFilter } from '../car-list-request'
import { carListAddress } from '../car-list-url'
import { searchFromBrowser } from '../client'
import {
  activeFilterCount,
  CAR_LIST_PAGE_SIZE,
  canLoadMore,
  clearAll,
  formatTotal,
  leafPaths,
  setRangeFilter,
  showLoadMore,
  toggleValue,
  type CarListState,
} from '../filter-state'
import { FILTER_TYPE_STORAGE_KEY, isSticky, readFilterType, SKELETON_CARDS, type FilterType } from '../filter-view'
import { applyKeyphrase } from '../keyphrase'
import type { SearchResponse } from '../result'
import { CAR_LIST_SORTS, fillText, type CarListTexts } from '../texts'
import { CarCard, CarCardSkeleton } from './CarCard'
import { CompareBar, CompareToggle } from './CompareBar'
import type { CompareContext } from './compare-store'
import { CrossIcon } from './icons'
import { pushDataLayer } from '@/lib/analytics/data-layer'
import { PRICE_RATING_FACET, PRICE_RATING_SORT } from '../list-facets'
import type { PriceInsightTexts } from '@/features/price-insight/texts'
import { criteriaOf } from '@/features/saved-searches/criteria'
import { searchName } from '@/features/saved-searches/naming'
import type { SavedSearchTexts } from '@/features/saved-searches/texts'
import { FavouriteToggle } from '@/features/saved-searches/ui/FavouriteToggle'
import { FavouritesLink } from '@/features/saved-searches/ui/FavouritesLink'

import { facetLabel, FilterPanel } from './FilterPanel'

/** React Aria's modal for the drawer loads when a visitor first opens the filters there. */
const FilterDrawer = dynamic(() => import('./FilterDrawer').then((module) => module.FilterDrawer), { ssr: false })
/** And the save-search dialog when a visitor first opens it. */
const SaveSearchDialog = dynamic(() => import('@/features/saved-searches/ui/SaveSearchDialog').then((module) => module.SaveSearchDialog), {
  ssr: false,
})

export type CarListAppProps = {
  index: string
  searchKey: string
  /** The list's own address, without facet segments or query. */
  basePath: string
  initialState: CarListState
  initialResponse: SearchResponse<CarCardDoc>
  /** The first search failed (the error state shows). */
  initialFailed: boolean
  fixed: ListFilter[]
  locale: string
  currency: string
  detailBase: string
  deductibleVat: boolean
  texts: CarListTexts
  /** The price rating's texts; null where the site does not show ratings (no badge, filter or sort). */
  priceTexts: PriceInsightTexts | null
  /** The save-search dialog's and the favourite hearts' texts. */
  savedSearchTexts: SavedSearchTexts
}

type Status = 'idle' | 'loading' | 'more' | 'error'
type HistoryEntry = { carList?: CarListState }

/**
 * The car list in the browser: the server drew its first page; from then on every filter, search, sort and 'show
 * more' asks `POST /api/search` and writes the state to the address (back and forward restore it).
 */
export function CarListApp(props: CarListAppProps) {
  const { index, searchKey, basePath, fixed, locale, currency, texts, priceTexts } = props
  const [state, setState] = useState(props.initialState)
  const [response, setResponse] = useState(props.initialResponse)
  const [status, setStatus] = useState<Status>(props.initialFailed ? 'error' : 'idle')
  const [typed, setTyped] = useState(props.initialState.keyphrase)
  const [filterType, setFilterType] = useState<FilterType>('sticky')
  const [wide, setWide] = useState(true)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [saveOpen, setSaveOpen] = useState(false)
  const ticket = useRef(0)
  const router = useRouter()
  const resultsRef = useRef<HTMLDivElement>(null)
  const cardOptions = { locale, detailBase: props.detailBase, deductibleVat: props.deductibleVat, priceRating: priceTexts !== null }
  const cardTexts = priceTexts ? { ...texts, ...priceTexts } : texts
  const compareContext: CompareContext = { index, searchKey, locale, detailBase: props.detailBase, texts }
  const sticky = isSticky(filterType, wide ? 1024 : 0)

  useEffect(() => {
    setFilterType(readFilterType(sessionStorageItem(FILTER_TYPE_STORAGE_KEY)))
    const query = window.matchMedia('(min-width: 1024px)')
    const update = () => setWide(query.matches)
    update()
    query.addEventListener('change', update)
    window.history.replaceState({ ...(window.history.state as object), carList: props.initialState } satisfies HistoryEntry, '')
    const onPop = (event: PopStateEvent) => {
      const restored = (event.state as HistoryEntry | null)?.carList ?? props.initialState
      setTyped(restored.keyphrase)
      void search(restored, 'replace')
    }
    window.addEventListener('popstate', onPop)
    pushDataLayer(productListEvent(props.initialResponse.content))
    const stop = whenReady(
      () => document.title !== '',
      () =>
        pushDataLayer(
          pageImpressionEvent({
            type: CAR_LIST_NAME,
            title: document.title,
            path: window.location.pathname,
            totalItems: props.initialResponse.total_items,
          }),
        ),
    )
    return () => {
      query.removeEventListener('change', update)
      window.removeEventListener('popstate', onPop)
      stop()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the list's first state only: later ones come from the visitor
  }, [])

  async function search(next: CarListState, mode: 'replace' | 'more' | 'push') {
    const mine = ++ticket.current
    const shown = response.content.length
    setState(next)
    setStatus(mode === 'more' ? 'more' : 'loading')
    if (mode !== 'replace') {
      const url = carListAddress(basePath, next)
      // A make or model chosen changes the list's path: the server draws it, with its own heading and title.
      if (mode === 'push' && new URL(url, window.location.href).pathname !== window.location.pathname) {
        router.push(url, { scroll: false })
        return
      }
      if (mode === 'push') window.history.pushState({ carList: next } satisfies HistoryEntry, '', url)
      else window.history.replaceState({ carList: next } satisfies HistoryEntry, '', url)
    }
    let failed = false
    const request = carListRequest(index, next, fixed)
    const answer = await searchFromBrowser<CarCardDoc>(
      mode === 'more' ? { ...request, offset: shown, limit: CAR_LIST_PAGE_SIZE } : request,
      {
        key: searchKey,
        onError: (error) => {
          failed = true
          console.error(error)
        },
      },
    )
    if (mine !== ticket.current) return
    if (failed) return setStatus('error')
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

  function chooseFilterType(next: FilterType) {
    setFilterType(next)
    try {
      window.sessionStorage.setItem(FILTER_TYPE_STORAGE_KEY, next)
    } catch {
      // Not kept when storage is refused.
    }
    if (next === 'sticky' && wide) setDrawerOpen(false)
  }

  const shown = response.content.length
  const total = response.total_items
  const badge = activeFilterCount(state.filters)
  const loading = status === 'loading'
  const showCars = fillText(texts.carListShowCars, { count: formatTotal(total) })
  const chips = activeChips(state, texts, locale, currency, priceTexts)

  const panel = (
    <FilterPanel
      facets={response.facet}
      filters={state.filters}
      locale={locale}
      currency={currency}
      texts={texts}
      priceTexts={priceTexts}
      onToggle={(facet, path) => change(toggleValue(state, facet, path))}
      onRange={(facet, range) => change(setRangeFilter(state, facet, range))}
    />
  )
  const pinSwitch = wide ? (
    <label className="flex items-center gap-3 py-3 text-sm font-medium text-ink">
      <input
        type="checkbox"
        checked={filterType === 'sticky'}
        onChange={(event) => chooseFilterType(event.target.checked ? 'sticky' : 'toggle')}
        className="h-[1.125rem] w-[1.125rem] accent-[var(--fc-accent)]"
      />
      {texts.carListPinFilters}
    </label>
  ) : null
  const submitRow = (
    <div className="flex items-center gap-3">
      <button
        type="button"
        onClick={() => change(clearAll(state))}
        disabled={badge === 0 && !state.keyphrase}
        className="text-sm font-semibold text-muted underline underline-offset-4 hover:text-ink disabled:opacity-40 disabled:no-underline"
      >
        {texts.carListClearAll}
      </button>
      <button
        type="submit"
        data-show-cars=""
        onClick={(event) => {
          event.preventDefault()
          setDrawerOpen(false)
          resultsRef.current?.scrollIntoView({ block: 'start' })
        }}
        className="button button-primary ml-auto min-h-11 flex-1 px-5"
      >
        {showCars}
      </button>
    </div>
  )

  return (
    <div data-car-list="" data-filter-type={filterType} className="container-page pb-16 pt-6 md:pt-8">
      <div className="flex flex-wrap items-center gap-3">
        <form
          role="search"
          action={basePath}
          method="get"
          onSubmit={submitKeyphrase}
          className="flex w-full min-w-0 items-center gap-1 rounded-full bg-surface p-1 ring-1 ring-line has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-accent md:w-auto md:flex-[1_1_20rem]"
        >
          <label htmlFor="car-list-keyphrase" className="sr-only">
            {texts.carListSearchLabel}
          </label>
          <input
            id="car-list-keyphrase"
            type="search"
            name="keyphrase"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={texts.carListSearchPlaceholder}
            enterKeyHint="search"
            autoComplete="off"
            className="h-10 min-w-0 flex-1 text-ellipsis bg-transparent pl-4 pr-2 text-base placeholder:text-[0.9375rem] placeholder:text-muted focus-visible:outline-none"
          />
          <button type="submit" className="button button-primary min-h-10 px-5 py-2">
            {texts.carListSearchButton}
          </button>
        </form>
        <button
          type="button"
          data-open-filters=""
          onClick={() => setDrawerOpen(true)}
          className={['button button-ghost min-h-12 shrink-0 px-5', sticky ? 'lg:hidden' : ''].join(' ')}
          aria-haspopup="dialog"
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
            <path d="M4 6h16M7 12h10M10 18h4" />
          </svg>
          {texts.carListFilters}
          {badge > 0 ? (
            <span
              data-filter-badge=""
              className="grid h-6 min-w-6 place-items-center rounded-full bg-accent px-1.5 text-xs font-bold text-accent-ink"
            >
              {badge}
            </span>
          ) : null}
        </button>
        <label className="ml-auto flex min-w-0 flex-1 items-center justify-end gap-2 text-sm font-medium text-muted md:flex-none">
          <span className="sr-only sm:not-sr-only">{texts.carListSort}</span>
          <select
            data-sort=""
            value={state.sortName ?? CAR_LIST_SORTS[0]}
            onChange={(event) => change({ ...state, sortName: event.target.value, page: 0 })}
            className="h-12 w-full min-w-0 rounded-full border border-line bg-surface pl-4 pr-9 text-base font-medium text-ink focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent sm:w-auto"
          >
            {CAR_LIST_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {texts[`sort_${sort}`]}
              </option>
            ))}
            {priceTexts ? <option value={PRICE_RATING_SORT}>{priceTexts.priceRatingSort}</option> : null}
          </select>
        </label>
      </div>

      {chips.length > 0 ? (
        <div className="mt-4 flex flex-wrap items-center gap-2" role="group" aria-label={texts.carListSelected}>
          {chips.map((chip) => (
            <button
              key={chip.key}
              type="button"
              onClick={() => change(chip.remove(state))}
              aria-label={fillText(texts.carListRemoveFilter, { value: chip.label })}
              className="flex items-center gap-2 rounded-full bg-surface-1 py-1.5 pl-3.5 pr-2.5 text-sm font-medium text-ink ring-1 ring-line hover:bg-surface-2"
            >
              {chip.label}
              <CrossIcon size={14} />
            </button>
          ))}
          <button
            type="button"
            onClick={() => change(clearAll(state))}
            className="px-2 text-sm font-semibold text-accent underline underline-offset-4"
          >
            {texts.carListClearAll}
          </button>
        </div>
      ) : null}

      <div className={['mt-6', sticky ? 'lg:grid lg:grid-cols-[17.5rem_minmax(0,1fr)] lg:gap-10' : ''].join(' ')}>
        {sticky ? (
          <aside aria-labelledby="car-list-filters" className="hidden lg:block">
            <form
              action={basePath}
              method="get"
              className="sticky top-24 flex max-h-[calc(100svh-11rem)] flex-col rounded-2xl bg-surface ring-1 ring-line"
            >
              {/* The heading keeps its own band: the facets scroll below its rule, never under its words. */}
              <div data-filters-heading="" className="flex items-center justify-between gap-3 border-b border-line px-5 pb-3 pt-4">
                <h2 id="car-list-filters" className="text-lg">
                  {texts.carListFiltersHeading}
                </h2>
              </div>
              <div className="min-h-0 flex-1 overflow-y-auto px-5">
                {pinSwitch}
                {panel}
              </div>
              <KeptInForm state={state} />
              <div className="border-t border-line p-4">{submitRow}</div>
            </form>
          </aside>
        ) : null}

        <div ref={resultsRef} className="scroll-mt-28" aria-busy={loading}>
          <h2 className="sr-only">{texts.carListCars}</h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm font-medium text-muted" role="status" data-car-count={total}>
              {loading
                ? texts.carListLoading
                : status === 'error'
                  ? ''
                  : fillText(texts.carListShowing, { shown, total: formatTotal(total) })}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <FavouritesLink texts={props.savedSearchTexts} />
              <button
                type="button"
                data-save-search=""
                onClick={() => setSaveOpen(true)}
                aria-haspopup="dialog"
                className="button button-ghost min-h-11 gap-2 px-4 text-sm"
              >
                <svg
                  aria-hidden="true"
                  width="18"
                  height="18"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
                  <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
                </svg>
                {props.savedSearchTexts.saveSearchButton}
              </button>
            </div>
          </div>
          {status === 'error' ? (
            <div data-car-list-error="" className="rounded-2xl bg-surface-1 px-6 py-12 text-center">
              <p className="mx-auto max-w-md text-lg text-ink">{texts.carListError}</p>
              <button type="button" onClick={() => void search(state, 'replace')} className="button button-primary mt-6">
                {texts.carListRetry}
              </button>
            </div>
          ) : !loading && shown === 0 ? (
            <div data-car-list-empty="" className="rounded-2xl bg-surface-1 px-6 py-12 text-center">
              <p className="mx-auto max-w-md text-lg text-ink">{texts.noSearchResults}</p>
              {badge > 0 || state.keyphrase ? (
                <button type="button" onClick={() => change(clearAll(state))} className="button button-primary mt-6">
                  {texts.carListClearAll}
                </button>
              ) : null}
            </div>
          ) : (
            <ul className={['grid gap-5 sm:grid-cols-2', sticky ? 'xl:grid-cols-3' : 'lg:grid-cols-3 xl:grid-cols-4'].join(' ')}>
              {loading
                ? Array.from({ length: SKELETON_CARDS }, (_, position) => (
                    <li key={position}>
                      <CarCardSkeleton />
                    </li>
                  ))
                : response.content.map((car, position) => (
                    <li key={car.car_id}>
                      <CarCard
                        car={carCardView(car, cardOptions)}
                        texts={cardTexts}
                        eager={position < 3}
                        compare={<CompareToggle car={car} context={compareContext} />}
                        favourite={<FavouriteToggle car={car} texts={props.savedSearchTexts} />}
                      />
                    </li>
                  ))}
            </ul>
          )}
          {status !== 'error' && !loading && showLoadMore(shown, total) ? (
            <div data-load-more="" className="mt-10 flex flex-col items-center gap-4">
              <p className="text-sm text-muted">{fillText(texts.carListShowing, { shown, total: formatTotal(total) })}</p>
              <div className="h-1.5 w-64 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
                <div className="h-full rounded-full bg-accent" style={{ width: `${total ? Math.min(100, (shown / total) * 100) : 0}%` }} />
              </div>
              {canLoadMore(state.page, shown, total) ? (
                <a
                  href={carListAddress(basePath, { ...state, page: state.page + 1 })}
                  data-show-more=""
                  onClick={(event) => {
                    event.preventDefault()
                    if (status !== 'more') void search({ ...state, page: state.page + 1 }, 'more')
                  }}
                  aria-disabled={status === 'more'}
                  className="button button-ghost min-w-56"
                >
                  {status === 'more' ? texts.carListLoading : texts.carListShowMore}
                </a>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>

      {drawerOpen ? (
        <FilterDrawer
          isOpen={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={texts.carListFiltersHeading}
          closeLabel={texts.carListClose}
          footer={submitRow}
        >
          {pinSwitch}
          {panel}
        </FilterDrawer>
      ) : null}
      {saveOpen ? (
        <SaveSearchDialog
          isOpen={saveOpen}
          onClose={() => setSaveOpen(false)}
          target={{
            kind: 'search',
            name: searchName(criteriaOf(state, fixed), { locale, currency, texts: props.savedSearchTexts }),
            criteria: criteriaOf(state, fixed),
            filterCount: badge,
          }}
          listUrl={typeof window === 'undefined' ? basePath : `${window.location.pathname}${window.location.search}`}
          locale={locale}
          texts={props.savedSearchTexts}
        />
      ) : null}
      <CompareBar context={compareContext} />
    </div>
  )
}

/** What the form's boxes do not hold, so sending it without the page's script keeps ranges, sort and search. */
function KeptInForm({ state }: { state: CarListState }) {
  return (
    <>
      {Object.entries(state.filters).map(([facet, filter]) =>
        'range' in filter ? <input key={facet} type="hidden" name={facet} value={`${filter.range[0]}-${filter.range[1]}`} /> : null,
      )}
      {state.sortName ? <input type="hidden" name="sortName" value={state.sortName} /> : null}
      {state.keyphrase ? <input type="hidden" name="keyphrase" value={state.keyphrase} /> : null}
    </>
  )
}

function sessionStorageItem(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}

type Chip = { key: string; label: string; remove: (state: CarListState) => CarListState }

/** One chip per selected value (the deepest of a brand and model) and per range. */
function activeChips(
  state: CarListState,
  texts: CarListTexts,
  locale: string,
  currency: string,
  priceTexts: PriceInsightTexts | null,
): Chip[] {
  return Object.entries(state.filters).flatMap(([facet, filter]): Chip[] => {
    if ('range' in filter) {
      const money = [
        'car_price',
        'car_campaign_price',
        'car_privateleasing_monthly_cost',
        'car_companyleasing_monthly_cost',
        'gross_price',
      ].includes(facet)
      const format = new Intl.NumberFormat(
        locale,
        money ? { style: 'currency', currency, maximumFractionDigits: 0 } : { maximumFractionDigits: 0 },
      )
      return [
        {
          key: facet,
          label: `${facetLabel(texts, facet)}: ${format.formatRange(filter.range[0], filter.range[1])}`,
          remove: (current) => setRangeFilter(current, facet, null),
        },
      ]
    }
    return leafPaths(filter.values).map((path) => ({
      key: `${facet}:${path.join('>')}`,
      label: facet === PRICE_RATING_FACET ? priceRatingLabel(priceTexts, path[0] ?? '') : path.join(' '),
      remove: (current: CarListState) => toggleValue(current, facet, path),
    }))
  })
}

/** A rating band's name in the site's words ('good' → 'Bra pris'). */
export function priceRatingLabel(priceTexts: PriceInsightTexts | null, value: string): string {
  const key = `priceRating_${value}` as keyof PriceInsightTexts
  return priceTexts && key in priceTexts ? priceTexts[key] : value
}
