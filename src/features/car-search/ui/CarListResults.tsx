'use client'

import { carCardView, type CarCardDoc } from '../car-card'
import { carListAddress } from '../car-list-url'
import { activeFilterCount, canLoadMore, clearAll, showLoadMore, type CarListState } from '../filter-state'
import { SKELETON_CARDS } from '../filter-view'
import { shownCount, type CarListTexts } from '../texts'
import { CarCard, CarCardSkeleton } from './CarCard'
import { CompareToggle } from './CompareBar'
import type { CompareContext } from './compare-store'
import type { CarListQuery } from './useCarListQuery'
import type { RatingTexts } from '@/features/price-insight/texts'
import type { CarListSavedSearchTexts } from '@/features/saved-searches/texts'
import { FavouriteToggle } from '@/features/saved-searches/ui/FavouriteToggle'
import { FavouritesLink } from '@/features/saved-searches/ui/FavouritesLink'

export type CarListResultsProps = {
  query: CarListQuery
  basePath: string
  /** The side panel shows beside the cars: fewer columns. */
  sticky: boolean
  locale: string
  detailBase: string
  deductibleVat: boolean
  texts: CarListTexts
  priceTexts: RatingTexts | null
  savedSearchTexts: CarListSavedSearchTexts
  compareContext: CompareContext
  onSaveSearch: () => void
}

/** The cars found: the count, the save-search button, the cards (or the error or empty state) and 'show more'. */
export function CarListResults(props: CarListResultsProps) {
  const { query, basePath, sticky, texts, savedSearchTexts, onSaveSearch } = props
  const { state, response, status } = query
  const shown = response.content.length
  const total = response.total_items
  const loading = status === 'loading'
  return (
    <div ref={query.resultsRef} className="scroll-mt-28" aria-busy={loading}>
      <h2 className="sr-only">{texts.carListCars}</h2>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-muted" role="status" data-car-count={total}>
          {loading ? texts.carListLoading : status === 'error' ? '' : shownCount(texts, shown, total)}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <FavouritesLink texts={savedSearchTexts} />
          <SaveSearchButton label={savedSearchTexts.saveSearchButton} onClick={onSaveSearch} />
        </div>
      </div>
      {status === 'error' ? (
        <div data-car-list-error="" className="rounded-2xl bg-surface-1 px-6 py-12 text-center">
          <p className="mx-auto max-w-md text-lg text-ink">{texts.carListError}</p>
          <button type="button" onClick={query.retry} className="button button-primary mt-6">
            {texts.carListRetry}
          </button>
        </div>
      ) : !loading && shown === 0 ? (
        <NoCars state={state} texts={texts} onClearAll={() => query.change(clearAll(state))} />
      ) : (
        <CarGrid
          cars={response.content}
          loading={loading}
          sticky={sticky}
          locale={props.locale}
          detailBase={props.detailBase}
          deductibleVat={props.deductibleVat}
          texts={texts}
          priceTexts={props.priceTexts}
          savedSearchTexts={savedSearchTexts}
          compareContext={props.compareContext}
        />
      )}
      {status !== 'error' && !loading && showLoadMore(shown, total) ? <LoadMore query={query} basePath={basePath} texts={texts} /> : null}
    </div>
  )
}

function SaveSearchButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      data-save-search=""
      onClick={onClick}
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
      {label}
    </button>
  )
}

function NoCars({ state, texts, onClearAll }: { state: CarListState; texts: CarListTexts; onClearAll: () => void }) {
  return (
    <div data-car-list-empty="" className="rounded-2xl bg-surface-1 px-6 py-12 text-center">
      <p className="mx-auto max-w-md text-lg text-ink">{texts.noSearchResults}</p>
      {activeFilterCount(state.filters) > 0 || state.keyphrase ? (
        <button type="button" onClick={onClearAll} className="button button-primary mt-6">
          {texts.carListClearAll}
        </button>
      ) : null}
    </div>
  )
}

type CarGridProps = Omit<CarListResultsProps, 'query' | 'basePath' | 'onSaveSearch'> & { cars: CarCardDoc[]; loading: boolean }

/** The cards, or skeletons while a new search loads. */
function CarGrid({
  cars,
  loading,
  sticky,
  locale,
  detailBase,
  deductibleVat,
  texts,
  priceTexts,
  savedSearchTexts,
  compareContext,
}: CarGridProps) {
  const cardOptions = { locale, detailBase, deductibleVat, priceRating: priceTexts !== null }
  const cardTexts = priceTexts ? { ...texts, ...priceTexts } : texts
  return (
    <ul className={['grid gap-5 sm:grid-cols-2', sticky ? 'xl:grid-cols-3' : 'lg:grid-cols-3 xl:grid-cols-4'].join(' ')}>
      {loading
        ? Array.from({ length: SKELETON_CARDS }, (_, position) => (
            <li key={position}>
              <CarCardSkeleton />
            </li>
          ))
        : cars.map((car, position) => (
            <li key={car.car_id}>
              <CarCard
                car={carCardView(car, cardOptions)}
                texts={cardTexts}
                eager={position < 3}
                compare={<CompareToggle car={car} context={compareContext} />}
                favourite={<FavouriteToggle car={car} texts={savedSearchTexts} />}
              />
            </li>
          ))}
    </ul>
  )
}

/** How many of the cars show, and the link to the next page (a real address, for visitors without the script). */
function LoadMore({ query, basePath, texts }: { query: CarListQuery; basePath: string; texts: CarListTexts }) {
  const { state, response, status } = query
  const shown = response.content.length
  const total = response.total_items
  return (
    <div data-load-more="" className="mt-10 flex flex-col items-center gap-4">
      <p className="text-sm text-muted">{shownCount(texts, shown, total)}</p>
      <div className="h-1.5 w-64 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
        <div className="h-full rounded-full bg-accent" style={{ width: `${total ? Math.min(100, (shown / total) * 100) : 0}%` }} />
      </div>
      {canLoadMore(state.page, shown, total) ? (
        <a
          href={carListAddress(basePath, { ...state, page: state.page + 1 })}
          data-show-more=""
          onClick={(event) => {
            event.preventDefault()
            if (status !== 'more') query.showMore()
          }}
          aria-disabled={status === 'more'}
          className="button button-ghost min-w-56"
        >
          {status === 'more' ? texts.carListLoading : texts.carListShowMore}
        </a>
      ) : null}
    </div>
  )
}
