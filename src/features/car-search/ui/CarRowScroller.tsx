'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

type Props = {
  /** The cards, each an `<li>`. */
  children: ReactNode
  labels: { previous: string; next: string; list: string }
  /** Each card's width in px (spec 2 §9: 315 for query teasers, 330 for carousels). */
  cardWidth: number
}

/**
 * A row of car cards that scrolls sideways, snapping to each card, with previous and next buttons (hidden when
 * there is nothing further that way). Without its script the row still scrolls and every card is a link.
 */
export function CarRowScroller({ children, labels, cardWidth }: Props) {
  const track = useRef<HTMLUListElement>(null)
  const [edges, setEdges] = useState({ start: true, end: false })

  useEffect(() => {
    const element = track.current
    if (!element) return
    const update = () => setEdges({ start: element.scrollLeft <= 2, end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 2 })
    update()
    element.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      element.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [])

  const move = (direction: 1 | -1) => {
    const element = track.current
    if (!element) return
    const step = Math.max(cardWidth, Math.floor(element.clientWidth / cardWidth) * cardWidth)
    element.scrollBy({ left: direction * step, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
  }

  const button = 'grid h-11 w-11 place-items-center rounded-full bg-surface text-ink shadow-md ring-1 ring-line transition-opacity hover:bg-surface-1 disabled:opacity-35'
  return (
    <div className="relative">
      <ul
        ref={track}
        aria-label={labels.list}
        className="-mx-5 flex snap-x snap-mandatory gap-5 overflow-x-auto scroll-px-5 px-5 pb-4 pt-1 [scrollbar-width:thin] md:mx-0 md:scroll-px-0 md:px-0"
        style={{ ['--car-card-width' as string]: `${cardWidth}px` }}
      >
        {children}
      </ul>
      <div className="mt-2 hidden justify-end gap-2 md:flex">
        <button type="button" className={button} onClick={() => move(-1)} disabled={edges.start} aria-label={labels.previous}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round">
            <path d="m15 6-6 6 6 6" />
          </svg>
        </button>
        <button type="button" className={button} onClick={() => move(1)} disabled={edges.end} aria-label={labels.next}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round">
            <path d="m9 6 6 6-6 6" />
          </svg>
        </button>
      </div>
    </div>
  )
}
