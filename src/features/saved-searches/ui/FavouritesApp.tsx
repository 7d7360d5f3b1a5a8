'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'

import { CAR_CARD_FIELDS, carCardView, formatMoney, type CarCardDoc, type CarCardOptions } from '@/features/car-search/car-card'
import { searchFromBrowser } from '@/features/car-search/client'
import type { CarListTexts } from '@/features/car-search/texts'
import { CarCard } from '@/features/car-search/ui/CarCard'
import { fillText } from '@/lib/fill-text'

import { FAVOURITES_PAGE_PATH } from '../paths'
import { favouriteStatus, sharedCarIds, SHARED_CARS_PARAM, toggleFavourite, type Favourite } from '../favourites'
import type { SavedSearchTexts } from '../texts'
import { FavouriteToggle } from './FavouriteToggle'
import { updateFavourites, useFavourites } from './favourites-store'

const SaveSearchDialog = dynamic(() => import('./SaveSearchDialog').then((module) => module.SaveSearchDialog), { ssr: false })

type Props = {
  index: string
  searchKey: string
  locale: string
  detailBase: string
  deductibleVat: boolean
  listTexts: CarListTexts
  texts: SavedSearchTexts
  carListHref: string
}
type Loaded = { state: 'loading' | 'ready' | 'error'; cars: Map<string, CarCardDoc> }

type WatchTarget = { carId: string; carName: string }

/**
 * The page's data: the favourites of this browser (or of a share link, read once the page runs in the browser),
 * their cars as the search index has them now, and sharing or keeping a shared list.
 */
function useFavouritesPage(index: string, searchKey: string, shareText: string) {
  const stored = useFavourites()
  const [shared, setShared] = useState<string[] | null>(null)
  const [started, setStarted] = useState(false)
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading', cars: new Map() })
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    const param = new URLSearchParams(window.location.search).get(SHARED_CARS_PARAM)
    setShared(param === null ? null : sharedCarIds(param))
    setStarted(true)
  }, [])

  const entries: Favourite[] = shared
    ? shared.map((carId) => stored.find((entry) => entry.carId === carId) ?? { carId, price: 0, savedAt: '' })
    : stored
  const ids = entries.map((entry) => entry.carId)
  const idsKey = ids.join(',')

  useEffect(() => {
    if (!started) return
    if (ids.length === 0) return setLoaded({ state: 'ready', cars: new Map() })
    let current = true
    let failed = false
    void searchFromBrowser<CarCardDoc>(
      { index, limit: ids.length, fields: [...CAR_CARD_FIELDS], filters: [{ name: 'car_id', values: ids.map((value) => ({ value })) }] },
      { key: searchKey, onError: () => (failed = true) },
    ).then((answer) => {
      if (!current) return
      setLoaded(
        failed ? { state: 'error', cars: new Map() } : { state: 'ready', cars: new Map(answer.content.map((car) => [car.car_id, car])) },
      )
    })
    return () => {
      current = false
    }
    // The ids decide what to load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idsKey, started, index, searchKey])

  async function share() {
    const url = `${window.location.origin}${FAVOURITES_PAGE_PATH}?${SHARED_CARS_PARAM}=${ids.join(',')}`
    try {
      await navigator.clipboard.writeText(url)
    } catch {
      window.prompt(shareText, url)
    }
    setCopied(true)
  }

  function keepShared() {
    updateFavourites((list) => {
      let next = list
      for (const carId of [...ids].reverse()) {
        const car = loaded.cars.get(carId)
        if (car && !next.some((entry) => entry.carId === carId))
          next = toggleFavourite(next, {
            carId,
            price: car.car_campaign_price > 0 ? car.car_campaign_price : car.car_price,
            title: `${car.car_brand} ${car.car_model}`.trim(),
          })
      }
      return next
    })
    window.history.replaceState(null, '', FAVOURITES_PAGE_PATH)
    setShared(null)
  }

  return { shared, started, loaded, copied, entries, ids, share, keepShared }
}

/**
 * The favourites page: the hearted cars of this browser (or the cars of a share link, `?cars=`), each with its
 * price and status now from the search index: a sold car marked sold, a lowered price with the old one struck
 * through. A share link copies the list's address; a price-drop notice can be asked for per car.
 */
export function FavouritesApp({ index, searchKey, locale, detailBase, deductibleVat, listTexts, texts, carListHref }: Props) {
  const { shared, started, loaded, copied, entries, ids, share, keepShared } = useFavouritesPage(index, searchKey, texts.favouritesShare)
  const [watch, setWatch] = useState<WatchTarget | null>(null)

  return (
    <main id="main" tabIndex={-1} className="bg-surface-1 outline-none">
      <div className="container-page py-10 md:py-14">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <h1 className="font-heading text-title [font-weight:var(--fc-heading-weight)] text-ink">{texts.favouritesHeading}</h1>
            <p className="mt-3 text-lg text-muted">{shared ? texts.favouritesShared : texts.favouritesIntro}</p>
          </div>
          {ids.length > 0 ? (
            shared ? (
              <button type="button" onClick={keepShared} className="button button-primary min-h-12 px-5">
                {texts.favouritesKeep}
              </button>
            ) : (
              <ShareFavourites copied={copied} onShare={() => void share()} texts={texts} />
            )
          ) : null}
        </div>

        <div className="mt-8" aria-busy={!started || loaded.state === 'loading'}>
          {started && ids.length === 0 ? (
            <div data-favourites-empty="" className="rounded-2xl bg-surface px-6 py-12 text-center ring-1 ring-line">
              <p className="mx-auto max-w-md text-lg text-ink">{texts.favouritesEmpty}</p>
              <a href={carListHref} className="button button-primary mt-6">
                {texts.savedSearchBack}
              </a>
            </div>
          ) : loaded.state === 'error' ? (
            <p role="alert" className="rounded-2xl bg-surface px-6 py-8 text-center text-ink ring-1 ring-line">
              {listTexts.carListError}
            </p>
          ) : started && loaded.state === 'ready' ? (
            <ul data-favourites="" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {entries.map((entry) => {
                const car = loaded.cars.get(entry.carId) ?? null
                return car ? (
                  <FavouriteCard
                    key={entry.carId}
                    entry={entry}
                    car={car}
                    card={{ locale, detailBase, deductibleVat }}
                    listTexts={listTexts}
                    texts={texts}
                    onWatch={setWatch}
                  />
                ) : (
                  <SoldFavourite key={entry.carId} entry={entry} removable={!shared} texts={texts} />
                )
              })}
            </ul>
          ) : (
            <p role="status" className="text-sm text-muted">
              {listTexts.carListLoading}
            </p>
          )}
        </div>
      </div>
      {watch ? (
        <SaveSearchDialog
          isOpen
          onClose={() => setWatch(null)}
          target={{ kind: 'car', ...watch }}
          listUrl={FAVOURITES_PAGE_PATH}
          locale={locale}
          texts={texts}
        />
      ) : null}
    </main>
  )
}

function ShareFavourites({ copied, onShare, texts }: { copied: boolean; onShare: () => void; texts: SavedSearchTexts }) {
  return (
    <div className="flex flex-col items-end gap-2">
      <button type="button" data-share-favourites="" onClick={onShare} className="button button-ghost min-h-12 gap-2 px-5">
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
          <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
        </svg>
        {texts.favouritesShare}
      </button>
      <p role="status" className="min-h-5 text-sm text-muted">
        {copied ? texts.favouritesCopied : ''}
      </p>
    </div>
  )
}

/** A favourite the index no longer has: sold, and (on one's own list) removable. */
function SoldFavourite({ entry, removable, texts }: { entry: Favourite; removable: boolean; texts: SavedSearchTexts }) {
  return (
    <li
      data-favourite-card={entry.carId}
      data-status="sold"
      className="flex flex-col justify-between gap-4 rounded-2xl bg-surface p-5 ring-1 ring-line"
    >
      <div>
        <span className="inline-block rounded-full bg-ink px-3 py-1 text-xs font-bold tracking-wide text-surface uppercase">
          {texts.favouritesSold}
        </span>
        <h2 className="mt-3 text-lg leading-snug text-muted">{entry.title || entry.carId}</h2>
      </div>
      {removable ? (
        <button
          type="button"
          onClick={() => updateFavourites((list) => list.filter((other) => other.carId !== entry.carId))}
          className="self-start text-sm font-semibold text-muted underline underline-offset-4 hover:text-ink"
        >
          {fillText(texts.favouriteRemove, { car: entry.title || entry.carId })}
        </button>
      ) : null}
    </li>
  )
}

type FavouriteCardProps = {
  entry: Favourite
  car: CarCardDoc
  card: CarCardOptions
  listTexts: CarListTexts
  texts: SavedSearchTexts
  onWatch: (target: WatchTarget) => void
}

/** A favourite in stock: its card with the price now (a lowered one beside the old), and its price-drop button. */
function FavouriteCard({ entry, car, card, listTexts, texts, onWatch }: FavouriteCardProps) {
  const now = car.car_campaign_price > 0 ? car.car_campaign_price : car.car_price
  const status = favouriteStatus(entry.price > 0 ? entry : null, now)
  const view = carCardView(car, card)
  const lowered = status.kind === 'lowered' ? formatMoney(status.was, car.car_price_currency, card.locale) : null
  return (
    <li data-favourite-card={entry.carId} data-status={status.kind} className="flex flex-col gap-2">
      <CarCard
        car={lowered ? { ...view, retailPrice: lowered } : view}
        texts={lowered ? { ...listTexts, carCardRetailPrice: texts.favouritesWasPrice } : listTexts}
        headingLevel="h2"
        favourite={<FavouriteToggle car={car} texts={texts} />}
        compare={
          lowered ? (
            <span className="rounded-full bg-accent px-3 py-1.5 text-xs font-bold text-accent-ink shadow-sm">
              {texts.favouritesPriceDropped}
            </span>
          ) : undefined
        }
      />
      <button
        type="button"
        data-price-drop=""
        aria-haspopup="dialog"
        onClick={() => onWatch({ carId: car.car_id, carName: `${view.title} ${view.version}`.trim() })}
        className="self-start px-1 text-sm font-semibold text-ink underline underline-offset-4 hover:text-accent-hover"
      >
        {texts.priceDropButton}
      </button>
    </li>
  )
}
