'use client'

import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type SetStateAction,
  type TouchEvent,
} from 'react'

import { IconButton } from '@/features/content/ui/IconButton'
import { REDUCED_MOTION_QUERY } from '@/features/media/video'

import { createAutoplay, type Autoplay, type AutoplayHold } from './autoplay'

export type CarouselLabels = { previous: string; next: string; goTo: string }

type Props = {
  /** The carousel's name for assistive technology. */
  label: string
  /** The slides, rendered on the server; only the one shown is reachable. */
  slides: ReactNode[]
  labels: CarouselLabels
  /** The frame's height. */
  className?: string
  /** Where the previous/next buttons and dots sit. */
  controlsClassName?: string
}

/** A horizontal swipe at least this long changes the slide. */
const SWIPE_MIN_PX = 48

const SlideActive = createContext(true)

/** Whether the slide around a component is the one shown (a slide's video plays only then). */
export function useSlideActive(): boolean {
  return useContext(SlideActive)
}

/**
 * The hero carousel's frame: one slide at a time, cross-fading; previous, next and a dot per slide; arrow
 * keys while focus is inside. It rotates every 5 s, holds while the visitor points at it, focuses in it or
 * touches it, never rotates for visitors who prefer reduced motion, and stops for good once the visitor
 * picks a slide (WAI-ARIA carousel pattern).
 */
export function CarouselFrame({ label, slides, labels, className, controlsClassName }: Props) {
  const count = slides.length
  const { active, rotating, show, handlers } = useCarousel(count)

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-hero-carousel=""
      className={['relative isolate grid overflow-hidden bg-brand', className].filter(Boolean).join(' ')}
      {...handlers}
    >
      {/* Announces the new slide when the visitor changes it, not every few seconds while it rotates. */}
      <div className="grid" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <Slide key={index} index={index} count={count} active={index === active}>
            {slide}
          </Slide>
        ))}
      </div>
      {count > 1 ? <Controls count={count} active={active} show={show} labels={labels} className={controlsClassName} /> : null}
    </section>
  )
}

/** The slide shown, the visitor's ways to change it, and the autoplay's holds, bound to the frame's events. */
function useCarousel(count: number) {
  const [active, setActive] = useState(0)
  const autoplay = useAutoplay(count, setActive)
  const touchStart = useRef<{ x: number; y: number } | null>(null)

  function show(index: number) {
    autoplay.stop()
    setActive(((index % count) + count) % count)
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (count < 2 || isTextEntry(event.target)) return
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    show(active + (event.key === 'ArrowRight' ? 1 : -1))
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) autoplay.release('focus')
  }

  function onTouchStart(event: TouchEvent<HTMLElement>) {
    autoplay.hold('touch')
    const touch = event.touches[0]
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null
  }

  function onTouchEnd(event: TouchEvent<HTMLElement>) {
    autoplay.release('touch')
    const start = touchStart.current
    const touch = event.changedTouches[0]
    touchStart.current = null
    if (!start || !touch || count < 2) return
    const dx = touch.clientX - start.x
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(touch.clientY - start.y)) show(active + (dx < 0 ? 1 : -1))
  }

  const handlers = {
    onKeyDown,
    onPointerEnter: (event: PointerEvent) => event.pointerType === 'mouse' && autoplay.hold('hover'),
    onPointerLeave: (event: PointerEvent) => event.pointerType === 'mouse' && autoplay.release('hover'),
    onFocus: () => autoplay.hold('focus'),
    onBlur,
    onTouchStart,
    onTouchEnd,
    onTouchCancel: () => autoplay.release('touch'),
  }
  return { active, rotating: autoplay.rotating, show, handlers }
}

function Slide({ index, count, active, children }: { index: number; count: number; active: boolean; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} / ${count}`}
      inert={!active}
      data-active={active ? '' : undefined}
      className={[
        'transition-opacity duration-700 ease-out [grid-area:1/1]',
        active ? 'z-[1] opacity-100' : 'pointer-events-none opacity-0',
      ].join(' ')}
    >
      <SlideActive value={active}>{children}</SlideActive>
    </div>
  )
}

type ControlsProps = { count: number; active: number; show: (index: number) => void; labels: CarouselLabels; className?: string }

/** Previous, a dot per slide, next: one pill over the slides. */
function Controls({ count, active, show, labels, className }: ControlsProps) {
  return (
    <div className={['pointer-events-none absolute inset-x-0 z-10 flex justify-center', className ?? 'bottom-5 md:bottom-7'].join(' ')}>
      <div className="pointer-events-auto flex items-center gap-0.5 rounded-full bg-black/55 p-1 text-white shadow-lg ring-1 ring-white/15 backdrop-blur-md">
        <StepButton label={labels.previous} onClick={() => show(active - 1)} path="M14.5 6 8.5 12l6 6" />
        <div className="flex items-center px-0.5">
          {Array.from({ length: count }, (_, index) => (
            <Dot key={index} label={`${labels.goTo} ${index + 1}`} current={index === active} onClick={() => show(index)} />
          ))}
        </div>
        <StepButton label={labels.next} onClick={() => show(active + 1)} path="m9.5 6 6 6-6 6" />
      </div>
    </div>
  )
}

function Dot({ label, current, onClick }: { label: string; current: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-current={current ? 'true' : undefined}
      onClick={onClick}
      className="group grid h-8 w-6 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white"
    >
      <span
        aria-hidden="true"
        className={[
          'block h-2 rounded-full transition-all duration-300',
          current ? 'w-5 bg-white' : 'w-2 bg-white/55 group-hover:bg-white/85',
        ].join(' ')}
      />
    </button>
  )
}

function StepButton({ label, onClick, path }: { label: string; onClick: () => void; path: string }) {
  return (
    <IconButton
      label={label}
      onClick={onClick}
      className="grid h-10 w-10 place-items-center rounded-full transition-colors hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white"
    >
      <path d={path} />
    </IconButton>
  )
}

function isTextEntry(target: EventTarget): boolean {
  const element = target as HTMLElement
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)
}

/** The rotation clock of ./autoplay bound to the carousel: started after mount, never for reduced motion. */
function useAutoplay(count: number, setActive: Dispatch<SetStateAction<number>>) {
  const [rotating, setRotating] = useState(false)
  const clock = useRef<Autoplay | null>(null)

  useEffect(() => {
    if (count < 2) return
    const reducedMotion = window.matchMedia(REDUCED_MOTION_QUERY)
    if (reducedMotion.matches) return
    const autoplay = createAutoplay(() => setActive((index) => (index + 1) % count), { onRunningChange: setRotating })
    clock.current = autoplay
    const onVisibility = () => (document.hidden ? autoplay.hold('hidden') : autoplay.release('hidden'))
    const onMotionPreference = () => {
      if (reducedMotion.matches) autoplay.stop()
    }
    document.addEventListener('visibilitychange', onVisibility)
    reducedMotion.addEventListener?.('change', onMotionPreference)
    onVisibility()
    autoplay.start()
    return () => {
      autoplay.stop()
      clock.current = null
      document.removeEventListener('visibilitychange', onVisibility)
      reducedMotion.removeEventListener?.('change', onMotionPreference)
    }
  }, [count, setActive])

  return {
    rotating,
    hold: (reason: AutoplayHold) => clock.current?.hold(reason),
    release: (reason: AutoplayHold) => clock.current?.release(reason),
    stop: () => clock.current?.stop(),
  }
}
