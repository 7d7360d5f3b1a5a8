'use client'

import { useEffect, useState } from 'react'

/** The button appears after this much scrolling (spec 1 §9). */
export const SCROLL_TO_TOP_THRESHOLD_PX = 528

export function ScrollToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    let frame = 0
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX))
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
    }
  }, [])
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-scroll-to-top=""
      hidden={!visible}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
        document.getElementById('main')?.focus({ preventScroll: true })
      }}
      className="fixed bottom-5 left-5 z-40 grid h-12 w-12 place-items-center rounded-full bg-brand text-brand-ink shadow-lg transition hover:scale-105 md:bottom-8 md:left-8"
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  )
}
