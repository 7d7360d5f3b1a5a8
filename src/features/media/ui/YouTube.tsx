'use client'

import { useEffect, useRef, useState } from 'react'

import { youtubeEmbedUrl, youtubeId } from '../video'

type Props = {
  /** The video id (an address such as https://youtu.be/… also works). */
  id: string
  /** The video's title: the frame's name for assistive technology. */
  title: string
  poster?: { src: string; srcSet?: string; alt?: string } | null
  playLabel: string
  className?: string
}

/**
 * A YouTube video behind a click: until the visitor plays it, the page shows our own poster and asks
 * YouTube for nothing, so no request and no cookie reaches Google before that choice.
 */
export function YouTube({ id, title, poster, playLabel, className }: Props) {
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  const videoId = youtubeId(id)

  // The button the visitor pressed is gone: keyboard focus continues in the player.
  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])

  if (!videoId) return null
  return (
    <div className={['relative aspect-video overflow-hidden rounded-2xl bg-brand', className].filter(Boolean).join(' ')}>
      {playing ? (
        <iframe
          ref={frame}
          src={youtubeEmbedUrl(videoId)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : (
        <button
          type="button"
          aria-label={`${playLabel}: ${title}`}
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 grid h-full w-full cursor-pointer place-items-center text-white focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-white"
        >
          {poster?.src ? (
            <img
              src={poster.src}
              srcSet={poster.srcSet}
              sizes="(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw"
              alt={poster.alt ?? ''}
              loading="lazy"
              decoding="async"
              className="absolute inset-0 h-full w-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
            />
          ) : (
            <span aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(120%_90%_at_30%_20%,color-mix(in_srgb,var(--fc-accent)_35%,transparent),transparent_60%),linear-gradient(160deg,var(--fc-brand),#05080c)]">
              <span className="absolute bottom-5 left-5 right-24 line-clamp-2 text-left font-heading text-lg font-semibold leading-snug text-white/90 md:bottom-7 md:left-7 md:text-xl">
                {title}
              </span>
            </span>
          )}
          <span aria-hidden="true" className="absolute inset-0 bg-linear-to-t from-black/45 via-black/5 to-black/10" />
          <span
            aria-hidden="true"
            className="relative grid h-16 w-16 place-items-center rounded-full bg-white/95 text-brand shadow-[0_10px_30px_rgb(0_0_0/0.35)] ring-8 ring-white/20 transition duration-300 group-hover:scale-105 group-hover:bg-accent group-hover:text-accent-ink md:h-20 md:w-20"
          >
            <svg width="28" height="28" viewBox="0 0 24 24" className="ml-1" fill="currentColor">
              <path d="M7 4.8v14.4a.8.8 0 0 0 1.2.7l11.3-7.2a.8.8 0 0 0 0-1.4L8.2 4.1a.8.8 0 0 0-1.2.7Z" />
            </svg>
          </span>
        </button>
      )}
    </div>
  )
}
