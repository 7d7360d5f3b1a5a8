'use client'

import { useEffect, useState } from 'react'

/** The button appears after this much scrolling (spec 1 §9). */
export const SCROLL_TO_TOP_THRESHOLD_PX = 528

/** What the button must never cover (besides text): a form's outcome and its send button, and what a page marks so (a step's Continue). */
const KEEP_CLEAR = 'form [role="status"], form [role="alert"], form button[type="submit"], [data-keep-clear]'

/** Bars fixed along the bottom of the screen (a phone's booking summary, the compare bar): the button sits above them. */
const BOTTOM_BARS = '[data-bottom-bar]'
/** The space between such a bar and the button. */
const ABOVE_BAR_GAP_PX = 12

type Box = { top: number; right: number; bottom: number; left: number }

/** Whether two boxes on the screen share any area. */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
}

/** Whether the button, where it sits, would cover any of the given boxes (empty ones do not count). */
export function coversAny(button: Box, boxes: readonly Box[]): boolean {
  return boxes.some((box) => box.bottom > box.top && box.right > box.left && boxesOverlap(button, box))
}

/** How far up from the screen's bottom edge the bars along it reach (0 when none is shown there). */
export function barsHeight(bars: readonly Box[], viewportHeight: number): number {
  let height = 0
  for (const bar of bars) {
    const shown = bar.bottom > bar.top && bar.right > bar.left && bar.top < viewportHeight
    if (shown && bar.bottom >= viewportHeight - 1) height = Math.max(height, viewportHeight - bar.top)
  }
  return Math.ceil(height)
}

/** The text under a place on the screen: the boxes of the words of the elements found there (not the button's own). */
function textBoxesUnder(slot: Box, own: Element | null): Box[] {
  const inset = 4
  const points: Array<[number, number]> = [
    [slot.left + inset, slot.top + inset],
    [slot.right - inset, slot.top + inset],
    [slot.left + inset, slot.bottom - inset],
    [slot.right - inset, slot.bottom - inset],
    [(slot.left + slot.right) / 2, (slot.top + slot.bottom) / 2],
  ]
  const boxes: Box[] = []
  const seen = new Set<Element>()
  for (const [x, y] of points) {
    for (const element of document.elementsFromPoint(x, y)) {
      if (own?.contains(element) || seen.has(element)) continue
      seen.add(element)
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        boxes.push(...range.getClientRects())
      }
      // The topmost element with a background hides what is below it.
      if (getComputedStyle(element).backgroundColor !== 'rgba(0, 0, 0, 0)') break
    }
  }
  return boxes
}

export function ScrollToTop({ label }: { label: string }) {
  const [scrolled, setScrolled] = useState(false)
  const [inTheWay, setInTheWay] = useState(false)
  const [lift, setLift] = useState(0)
  const [button, setButton] = useState<HTMLButtonElement | null>(null)
  useEffect(() => {
    let frame = 0
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        setScrolled(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX)
        const bars = barsHeight(
          [...document.querySelectorAll(BOTTOM_BARS)].map((element) => element.getBoundingClientRect()),
          window.innerHeight,
        )
        setLift(bars)
        // The button's place is fixed; measured even while it is hidden, from its wrapper's slot (where it is
        // about to be when a bar has just come or gone).
        const measured = button?.parentElement?.getBoundingClientRect()
        const bottom = window.innerHeight - bars - ABOVE_BAR_GAP_PX
        const slot = measured && bars > 0 ? { left: measured.left, right: measured.right, top: bottom - measured.height, bottom } : measured
        const keepClear = [...document.querySelectorAll(KEEP_CLEAR)].map((element) => element.getBoundingClientRect())
        // Nor does it ever sit on words: over a paragraph, a list or the footer's links it steps aside.
        setInTheWay(slot ? coversAny(slot, keepClear) || coversAny(slot, textBoxesUnder(slot, button?.parentElement ?? null)) : false)
      })
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    // A form's outcome appears without scrolling.
    const main = document.getElementById('main')
    const changes = new MutationObserver(update)
    if (main) changes.observe(main, { childList: true, subtree: true })
    // A bar along the bottom may be put straight into the body (outside the sections' containment).
    changes.observe(document.body, { childList: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
      changes.disconnect()
    }
  }, [button])
  return (
    // The slot keeps the button's place on the screen so it can be measured while the button is hidden.
    <div className="pointer-events-none fixed bottom-5 left-5 z-40 h-12 w-12 md:bottom-8 md:left-8" style={lift > 0 ? { bottom: lift + ABOVE_BAR_GAP_PX } : undefined}>
      <button
        ref={setButton}
        type="button"
        aria-label={label}
        title={label}
        data-scroll-to-top=""
        hidden={!scrolled || inTheWay}
        onClick={() => {
          window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
          document.getElementById('main')?.focus({ preventScroll: true })
        }}
        // Light with a ring and a shadow: it stands out on light pages and on dark footers alike.
        className="pointer-events-auto grid h-12 w-12 place-items-center rounded-full bg-surface text-ink shadow-[0_6px_20px_-4px_rgb(0_0_0/0.45)] ring-1 ring-black/10 transition hover:scale-105 hover:bg-surface-1"
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 19V5M5 12l7-7 7 7" />
        </svg>
      </button>
    </div>
  )
}
