'use client'

import dynamic from 'next/dynamic'
import { useRef, useState, type PointerEvent } from 'react'

import { formatSek } from '../money'
import { Price } from './parts'
import { slotText } from './format'
import { linePrice, pricedWorkshop, totals, type BookingState } from './state'
import { TEXTS } from './texts'

/** The open sheet, in a script of its own: fetched when the visitor reaches for the bar, shown when it comes. */
const loadSheetDialog = () => import('./SummarySheetDialog')
const SummarySheetDialog = dynamic(() => loadSheetDialog().then((module) => module.SummarySheetDialog), { ssr: false })
const preloadSheetDialog = () => void loadSheetDialog().catch(() => {})

/** 'sheet 72 px collapsed, 80 vh open' (spec 3 §9). */
export const SHEET_COLLAPSED_PX = 72
export const SHEET_OPEN_VH = 80
/** How far the sheet is dragged before it opens or closes. */
const DRAG_THRESHOLD_PX = 48
/** How far a pointer moves before it drags the sheet instead of tapping it. */
const DRAG_START_PX = 6

/** The choices so far (spec 3 §2.1): car, place, services with their prices, workshop and time. */
export function SummaryContent({ state }: { state: BookingState }) {
  const services = Object.values(state.services)
  const sum = totals(state.services)
  const workshop = pricedWorkshop(state)
  return (
    <div className="grid gap-5 text-sm">
      {state.car ? (
        <div>
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">Bil</p>
          <p className="mt-1 font-semibold text-ink">
            {state.car.brand} {state.car.model} {state.car.buildYear}
          </p>
          <p className="font-mono tracking-widest text-muted">{state.car.registrationNumber}</p>
        </div>
      ) : (
        <p className="text-muted">Ange registreringsnummer och ort för att se priser för din bil.</p>
      )}
      {state.bookingInfo.location ? (
        <div>
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">Ort</p>
          <p className="mt-1 text-ink">{state.bookingInfo.location.name}</p>
        </div>
      ) : null}
      {services.length > 0 ? (
        <div>
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">Tjänster</p>
          <ul className="mt-2 grid gap-2">
            {services.map((service) => (
              <li key={service.code} className="flex items-baseline justify-between gap-3">
                <span className="text-ink">
                  {service.name}
                  {service.units !== null ? ` (${service.units} ${service.unitAbbreviation ?? ''})` : ''}
                </span>
                <Price price={linePrice(service)} priceKnown={service.priceKnown} className="text-ink" />
              </li>
            ))}
          </ul>
          {sum.discount > 0 ? (
            <p className="mt-3 flex justify-between gap-3 text-[#17603a]">
              <span>{TEXTS.discount}</span>
              <span className="tabular-nums">−{formatSek(sum.discount)}</span>
            </p>
          ) : null}
          <p className="mt-3 flex items-baseline justify-between gap-3 border-t border-line pt-3 text-base font-semibold text-ink">
            <span>{TEXTS.total}</span>
            <span className="tabular-nums">{formatSek(sum.total)}</span>
          </p>
          <p className="mt-2 text-xs text-muted">{workshop ? TEXTS.workshopPriceNote(workshop) : TEXTS.medianNote}</p>
          {sum.hasUnknownPrice ? <p className="mt-1 text-xs text-muted">{TEXTS.unknownPriceNote}</p> : null}
        </div>
      ) : null}
      {state.location ? (
        <div>
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">Verkstad</p>
          <p className="mt-1 font-semibold text-ink">{state.location.siteName}</p>
          <p className="text-muted">{state.location.address}</p>
          {state.location.timeSlot ? <p className="mt-1 text-ink first-letter:uppercase">{slotText(state.location.timeSlot, state.location.isFullDay)}</p> : null}
        </div>
      ) : null}
    </div>
  )
}

/** The desktop side panel. */
export function SummaryPanel({ state }: { state: BookingState }) {
  return (
    <aside aria-labelledby="booking-summary-heading" className="rounded-3xl bg-surface p-6 shadow-[0_18px_50px_-24px_rgb(0_0_0/0.25)] ring-1 ring-black/5">
      <h2 id="booking-summary-heading" className="mb-4 font-heading text-lg [font-weight:var(--fc-heading-weight)] text-ink">
        {TEXTS.summaryHeading}
      </h2>
      <SummaryContent state={state} />
    </aside>
  )
}

/**
 * The phone's bottom sheet: a 72 px bar with the total that opens (tap, or drag up) to 80 vh, and closes by its
 * button, Escape, a tap outside, or dragging it down.
 */
export function SummarySheet({ state }: { state: BookingState }) {
  const [open, setOpen] = useState(false)
  const [offset, setOffset] = useState(0)
  const drag = useRef<{ startY: number; captured: boolean } | null>(null)
  const sum = totals(state.services)
  const count = Object.keys(state.services).length

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    preloadSheetDialog()
    drag.current = { startY: event.clientY, captured: false }
  }
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!drag.current) return
    const delta = event.clientY - drag.current.startY
    // The pointer is captured only once it moves: a tap stays a click on the button under it.
    if (!drag.current.captured) {
      if (Math.abs(delta) < DRAG_START_PX) return
      event.currentTarget.setPointerCapture(event.pointerId)
      drag.current.captured = true
    }
    setOffset(open ? Math.max(0, delta) : Math.min(0, delta))
  }
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (!drag.current) return
    const { startY, captured } = drag.current
    drag.current = null
    if (!captured) return
    const delta = event.clientY - startY
    setOffset(0)
    if (!open && delta < -DRAG_THRESHOLD_PX) setOpen(true)
    if (open && delta > DRAG_THRESHOLD_PX) setOpen(false)
  }

  return (
    <div className="lg:hidden">
      <div aria-hidden="true" style={{ height: SHEET_COLLAPSED_PX }} />
      <div
        // The page's scroll-to-top button sits above the bar rather than on it.
        data-bottom-bar=""
        className="fixed inset-x-0 bottom-0 z-40 rounded-t-3xl bg-surface shadow-[0_-12px_40px_-12px_rgb(0_0_0/0.3)] ring-1 ring-black/5 touch-none"
        style={{ height: SHEET_COLLAPSED_PX, transform: offset ? `translateY(${offset}px)` : undefined }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null
          setOffset(0)
        }}
      >
        <span aria-hidden="true" className="mx-auto mt-2 block h-1 w-10 rounded-full bg-line" />
        <button type="button" onClick={() => setOpen(true)} onFocus={preloadSheetDialog} onPointerEnter={preloadSheetDialog} aria-haspopup="dialog" className="flex w-full items-center justify-between gap-3 px-5 pt-2 pb-3 text-left">
          <span>
            <span className="block text-sm font-semibold text-ink">{TEXTS.summaryHeading}</span>
            <span className="block text-xs text-muted">{count > 0 ? `${count} ${count === 1 ? 'tjänst' : 'tjänster'}` : TEXTS.openSummary}</span>
          </span>
          <span className="flex items-center gap-2 font-semibold text-ink tabular-nums">
            {count > 0 ? formatSek(sum.total) : null}
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 text-muted" fill="currentColor">
              <path d="M5.3 12.7a1 1 0 0 1 0-1.4l4-4a1 1 0 0 1 1.4 0l4 4a1 1 0 0 1-1.4 1.4L10 9.42l-3.3 3.3a1 1 0 0 1-1.4 0Z" />
            </svg>
          </span>
        </button>
      </div>
      {open ? (
        <SummarySheetDialog
          state={state}
          offset={offset}
          onClose={() => setOpen(false)}
          dragHandlers={{ onPointerDown, onPointerMove, onPointerUp }}
        />
      ) : null}
    </div>
  )
}
