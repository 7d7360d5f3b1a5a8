'use client'

import type { MouseEvent } from 'react'

import { IconButton } from '@/features/content/ui/IconButton'
import { REDUCED_MOTION_QUERY } from '@/features/media/video'

/**
 * The full-screen banner's way on: scrolls to what follows the banner, below the sticky header if there is one.
 * It bounces to draw the eye, except for visitors who prefer reduced motion.
 */
export function ScrollDownButton({ label, tone }: { label: string; tone: 'light' | 'dark' }) {
  function scrollDown(event: MouseEvent<HTMLButtonElement>) {
    const banner = event.currentTarget.closest('section')
    if (!banner) return
    const header = document.querySelector<HTMLElement>('header[data-bar]')
    const position = header ? getComputedStyle(header).position : ''
    const headerHeight = header && (position === 'sticky' || position === 'fixed') ? header.getBoundingClientRect().height : 0
    const top = banner.getBoundingClientRect().bottom + window.scrollY - headerHeight
    window.scrollTo({ top, behavior: window.matchMedia(REDUCED_MOTION_QUERY).matches ? 'auto' : 'smooth' })
  }

  return (
    <IconButton
      label={label}
      onClick={scrollDown}
      size={22}
      className={[
        'absolute bottom-6 left-1/2 z-10 -ml-6 grid h-12 w-12 place-items-center rounded-full ring-1 backdrop-blur-sm transition-colors motion-safe:animate-bounce md:bottom-8',
        tone === 'light'
          ? 'bg-black/35 text-white ring-white/40 hover:bg-black/55 focus-visible:outline-white'
          : 'bg-white/70 text-ink ring-black/15 hover:bg-white/90',
      ].join(' ')}
    >
      <path d="M12 5v14M5.5 12.5 12 19l6.5-6.5" />
    </IconButton>
  )
}
