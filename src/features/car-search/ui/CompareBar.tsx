'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'

import { fillText } from '@/lib/fill-text'

import { carCardImage } from '../car-card'
import {
  clearCompared,
  COMPARE_PARAM,
  isCompared,
  parseCompareParam,
  removeCompared,
  toggleCompared,
  withFullRecord,
  withModal,
  type CompareCar,
} from '../compare'
import { comparedCount } from '../texts'
import { compareState, fetchCompareCars, updateCompare, useCompare, type CompareContext } from './compare-store'
import { CrossIcon } from './icons'

/** The full-screen table loads with React Aria's modal only when a visitor first opens it. */
const CompareModal = dynamic(() => import('./CompareModal').then((module) => module.CompareModal), { ssr: false })

/**
 * The compare option on a car card. Adding a car fetches its full record by car_id (the list entry stays when that
 * fails or finds nothing); a car already in the tray is removed.
 */
export function CompareToggle({ car, context }: { car: CompareCar; context: CompareContext }) {
  const compare = useCompare()
  const selected = isCompared(compare, car.car_id)

  async function toggle() {
    if (isCompared(compareState(), car.car_id)) return updateCompare((state) => toggleCompared(state, car))
    // The card's entry at once, then the full record by car_id; the entry stays when that fails.
    updateCompare((state) => toggleCompared(state, car))
    const [record] = await fetchCompareCars(context.index, context.searchKey, [car.car_id]).catch(() => [])
    if (record) updateCompare((state) => withFullRecord(state, record))
  }

  return (
    <label className={selected ? 'card-toggle compare-toggle compare-toggle-on' : 'card-toggle compare-toggle card-toggle-idle'}>
      <input
        type="checkbox"
        checked={selected}
        onChange={toggle}
        aria-label={`${context.texts.carCardCompare} ${car.car_brand} ${car.car_model}`}
      />
      <span aria-hidden="true">{context.texts.carCardCompare}</span>
    </label>
  )
}

/**
 * The fixed bar at the bottom of the screen while at least one car is picked: show or hide the picked cars, clear
 * all, and Compare with the count, which opens the full-screen table. A shared address (`?compare=1,2,3`) opens
 * the table with its cars.
 */
export function CompareBar({ context }: { context: CompareContext }) {
  const compare = useCompare()
  const [expanded, setExpanded] = useState(false)
  const [host, setHost] = useState<HTMLElement | null>(null)
  const { texts } = context

  useEffect(() => {
    // Outside the page's sections (their containment would pin a fixed bar to the section).
    setHost(document.body)
    const shared = parseCompareParam(new URLSearchParams(window.location.search).get(COMPARE_PARAM))
    if (shared.length === 0) return
    fetchCompareCars(context.index, context.searchKey, shared).then((cars) => {
      if (cars.length > 0) updateCompare(() => ({ cars, modal: true }))
    })
  }, [context.index, context.searchKey])

  const visible = Boolean(host) && compare.cars.length > 0
  useEffect(() => {
    if (!visible) return
    // The end of the page stays reachable above the bar.
    document.body.style.paddingBottom = '6rem'
    return () => void (document.body.style.paddingBottom = '')
  }, [visible])

  if (!host || !visible) return null
  return createPortal(
    <>
      <div
        data-compare-bar=""
        data-bottom-bar=""
        role="region"
        aria-label={texts.compareTitle}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 shadow-[0_-12px_32px_-16px_rgb(0_0_0/0.3)] backdrop-blur"
      >
        {expanded ? (
          <ul className="container-page flex gap-3 overflow-x-auto pt-3" aria-label={comparedCount(texts, compare.cars.length)}>
            {compare.cars.map((car) => {
              const image = carCardImage(car.car_primary_image)
              return (
                <li key={car.car_id} className="flex shrink-0 items-center gap-3 rounded-xl bg-surface-1 py-2 pl-2 pr-1">
                  {image ? <img src={image.src} alt="" width={64} height={40} className="h-10 w-16 rounded-lg object-cover" /> : null}
                  <span className="max-w-40 truncate text-sm font-semibold">
                    {car.car_brand} {car.car_model}
                  </span>
                  <button
                    type="button"
                    onClick={() => updateCompare((state) => removeCompared(state, car.car_id))}
                    aria-label={fillText(texts.compareRemove, { car: `${car.car_brand} ${car.car_model}` })}
                    className="grid h-9 w-9 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-ink"
                  >
                    <CrossIcon size={16} />
                  </button>
                </li>
              )
            })}
          </ul>
        ) : null}
        <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
          <p className="mr-auto text-sm font-semibold" aria-live="polite">
            {comparedCount(texts, compare.cars.length)}
          </p>
          <button
            type="button"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
            className="text-sm font-semibold text-accent underline-offset-4 hover:underline"
          >
            {expanded ? texts.compareHideCars : texts.compareShowCars}
          </button>
          <button
            type="button"
            onClick={() => updateCompare(clearCompared)}
            className="text-sm font-semibold text-muted underline-offset-4 hover:text-ink hover:underline"
          >
            {texts.compareClear}
          </button>
          <button
            type="button"
            data-compare-open=""
            onClick={() => updateCompare((state) => withModal(state, true))}
            className="button button-primary min-h-11 px-6"
          >
            {fillText(texts.compareButton, { count: compare.cars.length })}
          </button>
        </div>
      </div>
      {compare.modal ? <CompareModal context={context} /> : null}
    </>,
    host,
  )
}
