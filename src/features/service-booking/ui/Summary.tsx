'use client'

import dynamic from 'next/dynamic'
import { useRef, useState, type PointerEvent } from 'react'

import { formatSek } from '../money'
import { totals, type BookingState } from './state'
import { SummaryContent } from './SummaryContent'
import { TEXTS } from './texts'

/** The open sheet, in a script of its own: fetched when the visitor reaches for the bar, shown when it comes. */
const loadSheetDialog = () => import('./SummarySheetDialog')
const SummarySheetDialog = dynamic(() => loadSheetDialog().then((module) => module.SummarySheetDialog), { ssr: false })
const preloadSheetDialog = () => void loadSheetDialog().catch(() => {})

/** 'sheet 72 px collapsed, 80 vh open' (spec 3 §9); the open height is the dialog's. */
const SHEET_COLLAPSED_PX = 72
/** How far the sheet is dragged before it opens or closes. */
const DRAG_THRESHOLD_PX = 48
/** How far a pointer moves before it drags the sheet instead of tapping it. */
const DRAG_START_PX = 6

/** The desktop side panel. */
export function SummaryPanel({ state }: { state: BookingState }) {
  return (
    <aside
      aria-labelledby="booking-summary-heading"
      className="rounded-3xl bg-surface p-6 shadow-[0_18px_50px_-24px_rgb(0_0_0/0.25)] ring-1 ring-black/5"
    >
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
        <button
          type="button"
          onClick={() => setOpen(true)}
          onFocus={preloadSheetDialog}
          onPointerEnter={preloadSheetDialog}
          aria-haspopup="dialog"
          className="flex w-full items-center justify-between gap-3 px-5 pt-2 pb-3 text-left"
        >
          <span>
            <span className="block text-sm font-semibold text-ink">{TEXTS.summaryHeading}</span>
            <span className="block text-xs text-muted">
              {count > 0 ? `${count} ${count === 1 ? 'tjänst' : 'tjänster'}` : TEXTS.openSummary}
            </span>
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
