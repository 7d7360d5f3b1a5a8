'use client'

import { useEffect, useRef, useState, type Dispatch, type PointerEvent, type SetStateAction } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'

import { fillText } from '@/lib/fill-text'

import { framesToPreload, stepFrame, SWIPE_MIN_PX } from '../interaction'
import type { GalleryImage, GalleryTexts } from './gallery-types'

type Props = { images: GalleryImage[]; start: number; texts: GalleryTexts; title: string; onClose: () => void }

/**
 * The gallery full screen (spec 2 §2, §9): arrow keys and swipes move between pictures, Escape or the close button
 * closes it, the page behind does not scroll, and the 5 pictures ahead and behind are loaded before they are asked for.
 */
export function GalleryViewer({ images, start, texts, title, onClose }: Props) {
  const [current, setCurrent] = useState(start)
  const count = images.length
  const move = (delta: number) => setCurrent((frame) => stepFrame(frame, delta, count))
  const swipe = useSwipe(move)
  useBodyScrollLock()
  useArrowKeys(count, setCurrent)
  usePreload(images, current, count)

  const image = images[current]!
  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled={false}
      onOpenChange={(open) => (open ? null : onClose())}
      className="fixed inset-0 z-[80] bg-[#0b0c0e]"
    >
      <Modal className="h-full w-full outline-none">
        <Dialog data-car-gallery-viewer className="h-full w-full text-white outline-none">
          <div className="flex h-full w-full flex-col">
            <div className="flex items-center justify-between gap-4 px-4 py-3 md:px-6">
              <Heading slot="title" className="truncate text-base font-semibold">
                {title}
              </Heading>
              <div className="flex items-center gap-4">
                <p aria-live="polite" className="text-sm tabular-nums text-white/80">
                  {fillText(texts.imageOf, { number: current + 1, count })}
                </p>
                <button type="button" onClick={onClose} className={ROUND} aria-label={texts.close} data-gallery-close>
                  <svg
                    aria-hidden="true"
                    width="20"
                    height="20"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.25"
                    strokeLinecap="round"
                  >
                    <path d="M6 6l12 12M18 6 6 18" />
                  </svg>
                </button>
              </div>
            </div>
            <div className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 md:px-20" {...swipe}>
              <img
                key={image.src}
                src={image.src}
                srcSet={image.srcSet ?? undefined}
                sizes="100vw"
                alt={fillText(texts.imageOf, { number: current + 1, count })}
                data-gallery-frame={current}
                draggable={false}
                className="max-h-full max-w-full select-none object-contain"
                style={image.blur ? { backgroundImage: `url("${image.blur}")`, backgroundSize: 'cover' } : undefined}
              />
              {count > 1 ? <StepButtons texts={texts} move={move} /> : null}
            </div>
            <Thumbnails images={images} current={current} texts={texts} onChoose={setCurrent} />
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

const ROUND =
  'grid h-12 w-12 place-items-center rounded-full bg-white/12 text-white ring-1 ring-white/25 transition-colors hover:bg-white/25'

/** A horizontal swipe of SWIPE_MIN_PX or more moves one picture; a mostly vertical one scrolls as usual. */
function useSwipe(move: (delta: number) => void) {
  const swipe = useRef<{ x: number; y: number } | null>(null)
  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, y: event.clientY }
  }
  const onPointerUp = (event: PointerEvent) => {
    const from = swipe.current
    swipe.current = null
    if (!from) return
    const dx = event.clientX - from.x
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) move(dx < 0 ? 1 : -1)
  }
  return { onPointerDown, onPointerUp, onPointerCancel: () => (swipe.current = null) }
}

/** The body stays where it is while the gallery is open. */
function useBodyScrollLock() {
  useEffect(() => {
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
    }
  }, [])
}

/** The arrow keys move wherever focus is inside the open gallery (the dialog itself takes it first). */
function useArrowKeys(count: number, setCurrent: Dispatch<SetStateAction<number>>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
      event.preventDefault()
      setCurrent((frame) => stepFrame(frame, event.key === 'ArrowRight' ? 1 : -1, count))
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [count, setCurrent])
}

/** The pictures around the current one load before they are asked for; leaving them stops what is still loading. */
function usePreload(images: GalleryImage[], current: number, count: number) {
  useEffect(() => {
    const loaded = framesToPreload(current, count).map((frame) => {
      const image = new Image()
      image.decoding = 'async'
      if (images[frame]!.srcSet) {
        image.srcset = images[frame]!.srcSet!
        image.sizes = '100vw'
      }
      image.src = images[frame]!.src
      return image
    })
    return () => {
      for (const image of loaded) image.src = ''
    }
  }, [current, count, images])
}

function StepButtons({ texts, move }: { texts: GalleryTexts; move: (delta: number) => void }) {
  return (
    <>
      <button
        type="button"
        onClick={() => move(-1)}
        aria-label={texts.previous}
        className={`${ROUND} absolute left-3 top-1/2 -translate-y-1/2 md:left-6`}
      >
        <svg
          aria-hidden="true"
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.25"
          strokeLinecap="round"
        >
          <path d="m15 6-6 6 6 6" />
        </svg>
      </button>
      <button
        type="button"
        onClick={() => move(1)}
        aria-label={texts.next}
        className={`${ROUND} absolute right-3 top-1/2 -translate-y-1/2 md:right-6`}
      >
        <svg
          aria-hidden="true"
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.25"
          strokeLinecap="round"
        >
          <path d="m9 6 6 6-6 6" />
        </svg>
      </button>
    </>
  )
}

function Thumbnails({
  images,
  current,
  texts,
  onChoose,
}: {
  images: GalleryImage[]
  current: number
  texts: GalleryTexts
  onChoose: (index: number) => void
}) {
  const count = images.length
  return (
    <ul className="flex gap-2 overflow-x-auto px-4 py-3 md:justify-center md:px-6">
      {images.map((thumb, index) => (
        <li key={thumb.src} className="shrink-0">
          <button
            type="button"
            onClick={() => onChoose(index)}
            aria-label={fillText(texts.imageOf, { number: index + 1, count })}
            aria-current={index === current ? 'true' : undefined}
            className={[
              'block h-12 w-20 overflow-hidden rounded-md ring-2 transition-opacity',
              index === current ? 'opacity-100 ring-white' : 'opacity-55 ring-transparent hover:opacity-90',
            ].join(' ')}
          >
            <img src={thumb.thumb} alt="" width={80} height={48} decoding="async" className="h-full w-full object-cover" />
          </button>
        </li>
      ))}
    </ul>
  )
}
