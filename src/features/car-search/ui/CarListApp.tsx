'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { fillText } from '@/lib/fill-text'

import type { CarCardDoc } from '../car-card'
import type { ListFilter } from '../car-list-request'
import { activeFilterCount, clearAll, leafPaths, setRangeFilter, toggleValue, type CarListState } from '../filter-state'
import { FILTER_TYPE_STORAGE_KEY, isSticky, readFilterType, type FilterType } from '../filter-view'
import type { SearchResponse } from '../result'
import { CAR_LIST_SORTS, showCarsLabel, type CarListTexts } from '../texts'
import { CarListResults } from './CarListResults'
import { CompareBar } from './CompareBar'
import type { CompareContext } from './compare-store'
import { CrossIcon } from './icons'
import { useCarListQuery } from './useCarListQuery'
import { PRICE_RATING_FACET, PRICE_RATING_SORT } from '../list-facets'
import type { RatingTexts } from '@/features/price-insight/texts'
import { criteriaOf } from '@/features/saved-searches/criteria'
import { searchName } from '@/features/saved-searches/naming'
import type { CarListSavedSearchTexts } from '@/features/saved-searches/texts'

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
  priceTexts: RatingTexts | null
  /** The save-search dialog's and the favourite hearts' texts. */
  savedSearchTexts: CarListSavedSearchTexts
}

/**
 * The car list in the browser: the server drew its first page; from then on every filter, search, sort and 'show
 * more' asks `POST /api/search` and writes the state to the address (back and forward restore it).
 */
export function CarListApp(props: CarListAppProps) {
  const { index, searchKey, basePath, locale, currency, texts, priceTexts } = props
  // First: its effect (the stored filter view, the media query) runs before the query's (history, analytics).
  const layout = useFilterLayout()
  const query = useCarListQuery(props)
  const [saveOpen, setSaveOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  // Marks the list as live (its buttons answer) without drawing it again; tests and monitors wait for it.
  useEffect(() => root.current?.setAttribute('data-hydrated', ''), [])
  const { state, response, change } = query
  const compareContext: CompareContext = { index, searchKey, locale, detailBase: props.detailBase, texts }
  const badge = activeFilterCount(state.filters)

  // The side panel and the drawer hold the same filters.
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
  const pinSwitch = <PinSwitch layout={layout} label={texts.carListPinFilters} />
  const submitRow = (
    <SubmitRow
      texts={texts}
      total={response.total_items}
      clearDisabled={badge === 0 && !state.keyphrase}
      onClearAll={() => change(clearAll(state))}
      onShowCars={() => {
        layout.setDrawerOpen(false)
        query.resultsRef.current?.scrollIntoView({ block: 'start' })
      }}
    />
  )

  return (
    <div ref={root} data-car-list="" data-filter-type={layout.filterType} className="container-page pb-16 pt-6 md:pt-8">
      <div className="flex flex-wrap items-center gap-3">
        <KeyphraseForm basePath={basePath} typed={query.typed} onType={query.setTyped} onSubmit={query.submitKeyphrase} texts={texts} />
        <FiltersButton sticky={layout.sticky} badge={badge} label={texts.carListFilters} onClick={() => layout.setDrawerOpen(true)} />
        <SortSelect state={state} texts={texts} priceTexts={priceTexts} onChange={change} />
      </div>

      <FilterChips state={state} texts={texts} locale={locale} currency={currency} priceTexts={priceTexts} onChange={change} />

      <div className={['mt-6', layout.sticky ? 'lg:grid lg:grid-cols-[17.5rem_minmax(0,1fr)] lg:gap-10' : ''].join(' ')}>
        {layout.sticky ? (
          <StickyFilters basePath={basePath} state={state} heading={texts.carListFiltersHeading} submitRow={submitRow}>
            {pinSwitch}
            {panel}
          </StickyFilters>
        ) : null}

        <CarListResults
          {...props}
          query={query}
          sticky={layout.sticky}
          compareContext={compareContext}
          onSaveSearch={() => setSaveOpen(true)}
        />
      </div>

      {layout.drawerOpen ? (
        <FilterDrawer
          isOpen={layout.drawerOpen}
          onClose={() => layout.setDrawerOpen(false)}
          title={texts.carListFiltersHeading}
          closeLabel={texts.carListClose}
          footer={submitRow}
        >
          {pinSwitch}
          {panel}
        </FilterDrawer>
      ) : null}
      {saveOpen ? <SaveSearch {...props} state={state} onClose={() => setSaveOpen(false)} /> : null}
      <CompareBar context={compareContext} />
    </div>
  )
}

type SaveSearchProps = Pick<CarListAppProps, 'basePath' | 'fixed' | 'locale' | 'currency' | 'savedSearchTexts'> & {
  state: CarListState
  onClose: () => void
}

/** The save-search dialog for the list as it is now. */
function SaveSearch({ basePath, fixed, locale, currency, savedSearchTexts, state, onClose }: SaveSearchProps) {
  return (
    <SaveSearchDialog
      isOpen
      onClose={onClose}
      target={{
        kind: 'search',
        name: searchName(criteriaOf(state, fixed), { locale, currency, texts: savedSearchTexts }),
        criteria: criteriaOf(state, fixed),
        filterCount: activeFilterCount(state.filters),
      }}
      listUrl={typeof window === 'undefined' ? basePath : `${window.location.pathname}${window.location.search}`}
      locale={locale}
      texts={savedSearchTexts}
    />
  )
}

/**
 * How the filters show: the visitor's choice (kept for the session) and whether the screen is wide enough for the
 * side panel; narrower, or by choice, they open in the drawer.
 */
function useFilterLayout() {
  const [filterType, setFilterType] = useState<FilterType>('sticky')
  const [wide, setWide] = useState(true)
  const [drawerOpen, setDrawerOpen] = useState(false)

  useEffect(() => {
    setFilterType(readFilterType(sessionStorageItem(FILTER_TYPE_STORAGE_KEY)))
    const query = window.matchMedia('(min-width: 1024px)')
    const update = () => setWide(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])

  function chooseFilterType(next: FilterType) {
    setFilterType(next)
    try {
      window.sessionStorage.setItem(FILTER_TYPE_STORAGE_KEY, next)
    } catch {
      // Not kept when storage is refused.
    }
    if (next === 'sticky' && wide) setDrawerOpen(false)
  }

  return { filterType, wide, sticky: isSticky(filterType, wide ? 1024 : 0), drawerOpen, setDrawerOpen, chooseFilterType }
}

type FilterLayout = ReturnType<typeof useFilterLayout>

/** Pins the filters beside the cars; offered only where the side panel fits. */
function PinSwitch({ layout, label }: { layout: FilterLayout; label: string }) {
  if (!layout.wide) return null
  return (
    <label className="flex items-center gap-3 py-3 text-sm font-medium text-ink">
      <input
        type="checkbox"
        checked={layout.filterType === 'sticky'}
        onChange={(event) => layout.chooseFilterType(event.target.checked ? 'sticky' : 'toggle')}
        className="h-[1.125rem] w-[1.125rem] accent-[var(--fc-accent)]"
      />
      {label}
    </label>
  )
}

type SubmitRowProps = { texts: CarListTexts; total: number; clearDisabled: boolean; onClearAll: () => void; onShowCars: () => void }

/** The filters' foot: clear them all, or go to the cars. */
function SubmitRow({ texts, total, clearDisabled, onClearAll, onShowCars }: SubmitRowProps) {
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        onClick={onClearAll}
        disabled={clearDisabled}
        className="text-sm font-semibold text-muted underline underline-offset-4 hover:text-ink disabled:opacity-40 disabled:no-underline"
      >
        {texts.carListClearAll}
      </button>
      <button
        type="submit"
        data-show-cars=""
        onClick={(event) => {
          event.preventDefault()
          onShowCars()
        }}
        className="button button-primary ml-auto min-h-11 flex-1 px-5"
      >
        {showCarsLabel(texts, total)}
      </button>
    </div>
  )
}

type KeyphraseFormProps = {
  basePath: string
  typed: string
  onType: (typed: string) => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  texts: CarListTexts
}

/** The free-text search; without the page's script it sends the list's own form. */
function KeyphraseForm({ basePath, typed, onType, onSubmit, texts }: KeyphraseFormProps) {
  return (
    <form
      role="search"
      action={basePath}
      method="get"
      onSubmit={onSubmit}
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
        onChange={(event) => onType(event.target.value)}
        placeholder={texts.carListSearchPlaceholder}
        enterKeyHint="search"
        autoComplete="off"
        className="h-10 min-w-0 flex-1 text-ellipsis bg-transparent pl-4 pr-2 text-base placeholder:text-[0.9375rem] placeholder:text-muted focus-visible:outline-none"
      />
      <button type="submit" className="button button-primary min-h-10 px-5 py-2">
        {texts.carListSearchButton}
      </button>
    </form>
  )
}

/** Opens the drawer; hidden on wide screens while the side panel shows. */
function FiltersButton({ sticky, badge, label, onClick }: { sticky: boolean; badge: number; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      data-open-filters=""
      onClick={onClick}
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
      {label}
      {badge > 0 ? (
        <span
          data-filter-badge=""
          className="grid h-6 min-w-6 place-items-center rounded-full bg-accent px-1.5 text-xs font-bold text-accent-ink"
        >
          {badge}
        </span>
      ) : null}
    </button>
  )
}

type SortSelectProps = {
  state: CarListState
  texts: CarListTexts
  priceTexts: RatingTexts | null
  onChange: (next: CarListState) => void
}

function SortSelect({ state, texts, priceTexts, onChange }: SortSelectProps) {
  return (
    <label className="ml-auto flex min-w-0 flex-1 items-center justify-end gap-2 text-sm font-medium text-muted md:flex-none">
      <span className="sr-only sm:not-sr-only">{texts.carListSort}</span>
      <select
        data-sort=""
        value={state.sortName ?? CAR_LIST_SORTS[0]}
        onChange={(event) => onChange({ ...state, sortName: event.target.value, page: 0 })}
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
  )
}

type FilterChipsProps = {
  state: CarListState
  texts: CarListTexts
  locale: string
  currency: string
  priceTexts: RatingTexts | null
  onChange: (next: CarListState) => void
}

/** The filters chosen, each removable, and 'clear all'; nothing when none is chosen. */
function FilterChips({ state, texts, locale, currency, priceTexts, onChange }: FilterChipsProps) {
  const chips = activeChips(state, texts, locale, currency, priceTexts)
  if (chips.length === 0) return null
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2" role="group" aria-label={texts.carListSelected}>
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          onClick={() => onChange(chip.remove(state))}
          aria-label={fillText(texts.carListRemoveFilter, { value: chip.label })}
          className="flex items-center gap-2 rounded-full bg-surface-1 py-1.5 pl-3.5 pr-2.5 text-sm font-medium text-ink ring-1 ring-line hover:bg-surface-2"
        >
          {chip.label}
          <CrossIcon size={14} />
        </button>
      ))}
      <button
        type="button"
        onClick={() => onChange(clearAll(state))}
        className="px-2 text-sm font-semibold text-accent underline underline-offset-4"
      >
        {texts.carListClearAll}
      </button>
    </div>
  )
}

type StickyFiltersProps = { basePath: string; state: CarListState; heading: string; submitRow: ReactNode; children: ReactNode }

/** The side panel beside the cars on wide screens; a real form, so it works before the page's script runs. */
function StickyFilters({ basePath, state, heading, submitRow, children }: StickyFiltersProps) {
  return (
    <aside aria-labelledby="car-list-filters" className="hidden lg:block">
      <form
        action={basePath}
        method="get"
        className="sticky top-24 flex max-h-[calc(100svh-11rem)] flex-col rounded-2xl bg-surface ring-1 ring-line"
      >
        {/* The heading keeps its own band: the facets scroll below its rule, never under its words. */}
        <div data-filters-heading="" className="flex items-center justify-between gap-3 border-b border-line px-5 pb-3 pt-4">
          <h2 id="car-list-filters" className="text-lg">
            {heading}
          </h2>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5">{children}</div>
        <KeptInForm state={state} />
        <div className="border-t border-line p-4">{submitRow}</div>
      </form>
    </aside>
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
function activeChips(state: CarListState, texts: CarListTexts, locale: string, currency: string, priceTexts: RatingTexts | null): Chip[] {
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
export function priceRatingLabel(priceTexts: RatingTexts | null, value: string): string {
  const key = `priceRating_${value}` as keyof RatingTexts
  return priceTexts && key in priceTexts ? priceTexts[key] : value
}
