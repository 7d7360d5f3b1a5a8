'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

import type { CarMediaAnswer } from '@/features/media/ports'

import { nextTurntableFrame, TURNTABLE_AUTO_ROTATE_MS, turntableFrameAfterDrag } from '../turntable-motion'

export type MediaSwitcherTexts = { images: string; video: string; interior360: string; exterior360: string; turntable: string }

const ENGLISH: MediaSwitcherTexts = { images: 'Images', video: 'Video', interior360: 'Interior 360°', exterior360: 'Exterior 360°', turntable: 'Turn the car: drag or use the arrow keys' }

export type MediaSwitcherProps = {
  /** `car_regno`; the views are asked for by it. */
  regNo: string
  /** The car page's normal gallery: shown first, and alone when the car has no other views or they fail to load. */
  gallery: ReactNode
  /** Button labels (the UK site's are English). */
  texts?: Partial<MediaSwitcherTexts>
  apiBase?: string
}

type View = 'images' | 'video' | 'interior360' | 'exterior360'

/**
 * The UK car page's media (spec 2 §4, §7): a button for each view that exists (images, video, interior 360°,
 * exterior 360°). The exterior 360° view turns a frame every 150 ms until it is dragged (5 px a frame) or turned
 * by the arrow keys. A failure is logged and the gallery shown as usual.
 */
export function MediaSwitcher({ regNo, gallery, texts: overrides, apiBase = '/api/car-media' }: MediaSwitcherProps) {
  const texts = { ...ENGLISH, ...overrides }
  const [media, setMedia] = useState<CarMediaAnswer | null>(null)
  const [view, setView] = useState<View>('images')

  useEffect(() => {
    if (!regNo) return
    let live = true
    fetch(`${apiBase}/${encodeURIComponent(regNo.replace(/\s+/g, ''))}`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`media answered ${response.status}`)
        const answer = (await response.json()) as CarMediaAnswer
        if (live) setMedia(answer)
      })
      .catch((error: unknown) => console.warn('car media unavailable; showing the gallery', error))
    return () => {
      live = false
    }
  }, [regNo, apiBase])

  const views: Array<{ view: View; label: string }> = [{ view: 'images', label: texts.images }]
  if (media?.hasVideo && media.videoUrl) views.push({ view: 'video', label: texts.video })
  if (media?.hasInternal360 && media.internal360.length > 0) views.push({ view: 'interior360', label: texts.interior360 })
  if (media?.has360 && media.images360.length > 0) views.push({ view: 'exterior360', label: texts.exterior360 })
  if (views.length === 1) return <>{gallery}</>

  return (
    <div>
      <div role="group" aria-label={texts.images} className="mb-3 flex flex-wrap gap-2">
        {views.map((entry) => (
          <button
            key={entry.view}
            type="button"
            aria-pressed={view === entry.view}
            onClick={() => setView(entry.view)}
            className="rounded-full border border-line px-4 py-1.5 text-sm font-semibold aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-accent-ink focus-visible:ring-4 focus-visible:ring-accent/40"
          >
            {entry.label}
          </button>
        ))}
      </div>
      {view === 'images' || !media ? gallery : null}
      {view === 'video' && media?.videoUrl ? <video className="aspect-video w-full rounded-xl bg-black" src={media.videoUrl} controls playsInline /> : null}
      {view === 'interior360' && media ? <Turntable frames={media.internal360} label={`${texts.interior360}. ${texts.turntable}`} autoRotate={false} /> : null}
      {view === 'exterior360' && media ? <Turntable frames={media.images360} label={`${texts.exterior360}. ${texts.turntable}`} autoRotate /> : null}
    </div>
  )
}

/** A turn of frames: dragged 5 px a frame, turned by the arrow keys, and (exterior) turning by itself until touched. */
function Turntable({ frames, label, autoRotate }: { frames: string[]; label: string; autoRotate: boolean }) {
  const [frame, setFrame] = useState(0)
  const [turning, setTurning] = useState(autoRotate)
  const drag = useRef<{ x: number; frame: number } | null>(null)

  useEffect(() => {
    // Every frame is fetched once, so the turn does not wait on the network.
    for (const src of frames) new Image().src = src
  }, [frames])

  useEffect(() => {
    if (!turning) return
    const timer = setInterval(() => setFrame((current) => nextTurntableFrame(current, frames.length)), TURNTABLE_AUTO_ROTATE_MS)
    return () => clearInterval(timer)
  }, [turning, frames.length])

  const degrees = Math.round((frame / frames.length) * 360)
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={frames.length - 1}
      aria-valuenow={frame}
      aria-valuetext={`${degrees}°`}
      className="relative aspect-video w-full cursor-grab touch-none select-none overflow-hidden rounded-xl bg-surface-2 outline-none focus-visible:ring-4 focus-visible:ring-accent/40 active:cursor-grabbing"
      onPointerDown={(event) => {
        setTurning(false)
        drag.current = { x: event.clientX, frame }
        event.currentTarget.setPointerCapture(event.pointerId)
      }}
      onPointerMove={(event) => {
        if (drag.current) setFrame(turntableFrameAfterDrag(drag.current.frame, event.clientX - drag.current.x, frames.length))
      }}
      onPointerUp={() => {
        drag.current = null
      }}
      onKeyDown={(event) => {
        const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
        if (step === 0) return
        event.preventDefault()
        setTurning(false)
        setFrame((current) => (current + step + frames.length) % frames.length)
      }}
    >
      {/* Frames change every 150 ms: they are not optimised images. */}
      <img src={frames[frame]} alt="" draggable={false} className="h-full w-full object-contain" />
    </div>
  )
}
