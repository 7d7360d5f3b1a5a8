'use client'

import { useRef, type PointerEvent, type ReactNode } from 'react'

import { CAROUSEL_CARD_WIDTH, snapTarget } from '../interaction'

type Props = { children: ReactNode; label: string; labels: { previous: string; next: string } }

/**
 * The similar cars (spec 2 §2, §9): 330 px cards in a row that scrolls, and that a mouse can drag; letting go after
 * 30 % of a card snaps on to it, less springs back. Touch scrolls natively, snapping to each card.
 */
export function SimilarCarsCarousel({ children, label, labels }: Props) {
  const track = useRef<HTMLUListElement>(null)
  const drag = useRef<{ x: number; scroll: number; start: number; moved: boolean } | null>(null)

  const step = () => {
    const element = track.current
    const first = element?.children[0] as HTMLElement | undefined
    const second = element?.children[1] as HTMLElement | undefined
    return first && second ? second.offsetLeft - first.offsetLeft : CAROUSEL_CARD_WIDTH
  }
  const smooth = (): ScrollBehavior => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth')

  const onPointerDown = (event: PointerEvent<HTMLUListElement>) => {
    if (event.pointerType !== 'mouse' || event.button !== 0 || !track.current) return
    const scroll = track.current.scrollLeft
    drag.current = { x: event.clientX, scroll, start: Math.round(scroll / step()), moved: false }
  }
  const onPointerMove = (event: PointerEvent<HTMLUListElement>) => {
    const state = drag.current
    const element = track.current
    if (!state || !element) return
    const dx = event.clientX - state.x
    if (!state.moved && Math.abs(dx) < 5) return
    if (!state.moved) {
      state.moved = true
      element.setPointerCapture(event.pointerId)
      element.style.scrollSnapType = 'none'
    }
    element.scrollLeft = state.scroll - dx
  }
  const onPointerUp = (event: PointerEvent<HTMLUListElement>) => {
    const state = drag.current
    const element = track.current
    drag.current = null
    if (!state?.moved || !element) return
    const target = snapTarget(state.start, event.clientX - state.x, step(), element.children.length)
    element.scrollTo({ left: target * step(), behavior: smooth() })
    setTimeout(() => (element.style.scrollSnapType = ''), 400)
    // A drag is not a click on the card under the pointer.
    element.addEventListener('click', (click) => click.preventDefault(), { capture: true, once: true })
  }
  const move = (direction: 1 | -1) => {
    const element = track.current
    if (!element) return
    const index = Math.round(element.scrollLeft / step())
    element.scrollTo({ left: Math.max(0, index + direction) * step(), behavior: smooth() })
  }

  const button = 'grid h-11 w-11 place-items-center rounded-full bg-surface text-ink shadow-md ring-1 ring-line hover:bg-surface-1'
  return (
    <div data-similar-cars>
      <ul
        ref={track}
        aria-label={label}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null
          if (track.current) track.current.style.scrollSnapType = ''
        }}
        // A card's link or picture would otherwise start the browser's own drag and cancel ours.
        onDragStart={(event) => event.preventDefault()}
        className="-mx-5 flex cursor-grab snap-x snap-mandatory gap-5 overflow-x-auto scroll-px-5 px-5 pb-4 pt-1 select-none active:cursor-grabbing [scrollbar-width:thin] md:mx-0 md:scroll-px-0 md:px-0"
        style={{ ['--car-card-width' as string]: `${CAROUSEL_CARD_WIDTH}px` }}
      >
        {children}
      </ul>
      <div className="mt-2 hidden justify-end gap-2 md:flex">
        <button type="button" className={button} onClick={() => move(-1)} aria-label={labels.previous}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round">
            <path d="m15 6-6 6 6 6" />
          </svg>
        </button>
        <button type="button" className={button} onClick={() => move(1)} aria-label={labels.next}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round">
            <path d="m9 6 6 6-6 6" />
          </svg>
        </button>
      </div>
    </div>
  )
}
