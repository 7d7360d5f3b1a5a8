'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

import { IconButton } from '@/features/content/ui/IconButton'

import { PHONE_MEDIA_QUERY, REDUCED_MOTION_QUERY, type VideoLabels, type VideoSource } from '../video'

type Props = {
  desktop: VideoSource
  /** A separate video for phones (under 640 px), e.g. a portrait cut. */
  phone?: VideoSource | null
  poster?: string | null
  /** The play/pause and mute/unmute buttons; on unless turned off. */
  controls?: boolean
  /** Sizes and places the frame; the video covers it. */
  className?: string
  labels: VideoLabels
  /** Where the buttons sit in the frame, when bottom right would cover something else. */
  controlsClassName?: string
}

/**
 * A muted, looping background video (spec 1 §4: playing or paused, muted or unmuted, both on at first).
 * It starts paused on the poster for visitors who prefer reduced motion, and holds still while out of view.
 * Playback starts from the browser once the source is chosen, so a phone never downloads the desktop cut.
 */
export function Video({ desktop, phone, poster, controls = true, className, labels, controlsClassName }: Props) {
  const ref = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(true)
  const [muted, setMuted] = useState(true)
  const [onPhone, setOnPhone] = useState(false)
  const [ready, setReady] = useState(false)
  // Unknown until the browser has measured: a video below the fold loads nothing before it comes into view.
  const [inView, setInView] = useState<boolean | null>(null)
  const source = onPhone && phone ? phone : desktop

  useEffect(() => {
    if (window.matchMedia(REDUCED_MOTION_QUERY).matches) setPlaying(false)
    setOnPhone(window.matchMedia(PHONE_MEDIA_QUERY).matches)
    setReady(true)
  }, [])

  useEffect(() => {
    const video = ref.current
    if (!video) return
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true)
      return
    }
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1]
      if (entry) setInView(entry.isIntersecting)
    })
    observer.observe(video)
    return () => observer.disconnect()
  }, [source.src])

  useEffect(() => {
    const video = ref.current
    if (!video || !ready || inView === null) return
    if (!playing || !inView) {
      video.pause()
      return
    }
    video.play()?.catch((error: unknown) => {
      // Refused (power saving, autoplay rules) or unplayable: show the play button. A pause we asked for is not a refusal.
      if ((error as { name?: string } | null)?.name !== 'AbortError') setPlaying(false)
    })
  }, [playing, inView, ready, source.src])

  return (
    <div className={className}>
      <div className="relative h-full w-full">
        <video
          // A new source needs a new element: browsers do not reload a changed <source> by themselves.
          key={source.src}
          ref={ref}
          muted={muted}
          loop
          playsInline
          disablePictureInPicture
          preload={poster ? 'none' : 'metadata'}
          poster={poster ?? undefined}
          aria-hidden="true"
          tabIndex={-1}
          data-state={playing ? 'playing' : 'paused'}
          className="block h-full w-full object-cover"
        >
          <source src={source.src} type={source.type} />
        </video>
        {controls ? (
          <div className={['absolute z-20 flex gap-2', controlsClassName ?? 'bottom-4 right-4 md:bottom-6 md:right-6'].join(' ')}>
            <VideoButton label={playing ? labels.pause : labels.play} onClick={() => setPlaying((value) => !value)}>
              {playing ? <path d="M9 5.5v13M15 5.5v13" /> : <path d="M8 5.2v13.6a.6.6 0 0 0 .9.5l10.4-6.8a.6.6 0 0 0 0-1L8.9 4.7a.6.6 0 0 0-.9.5Z" fill="currentColor" />}
            </VideoButton>
            <VideoButton label={muted ? labels.unmute : labels.mute} onClick={() => setMuted((value) => !value)}>
              <path d="M11 5 6.5 9H3.5v6h3L11 19V5Z" fill="currentColor" />
              {muted ? <path d="m16 9.5 5 5m0-5-5 5" /> : <path d="M15.5 9a4.2 4.2 0 0 1 0 6M18.3 6.3a8 8 0 0 1 0 11.4" />}
            </VideoButton>
          </div>
        ) : null}
      </div>
    </div>
  )
}

function VideoButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <IconButton
      label={label}
      onClick={onClick}
      className="grid h-11 w-11 place-items-center rounded-full bg-black/60 text-white shadow-md ring-1 ring-white/30 backdrop-blur-sm transition-colors hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      {children}
    </IconButton>
  )
}
