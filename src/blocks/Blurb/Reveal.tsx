'use client'

import { useEffect, useRef, type ReactNode } from 'react'

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

/*
 * Only a transform and opacity change, so nothing around it moves (no layout shift). The hidden state exists
 * only once this script has run, so without JavaScript, and when printed, the content is simply there.
 */
const REVEAL_CLASS =
  'transition-[opacity,translate] duration-700 ease-out data-[reveal=waiting]:translate-y-8 data-[reveal=waiting]:opacity-0 print:translate-none! print:opacity-100!'

type Props = { children: ReactNode; className?: string; delayMs?: number }

/**
 * Fades and rises its content into view the first time it is scrolled into view. Content the visitor can
 * already see when the page loads stays as it is, and nothing moves for visitors who prefer reduced motion.
 */
export function Reveal({ children, className, delayMs = 0 }: Props) {
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia?.(REDUCED_MOTION_QUERY).matches) return
    if (element.getBoundingClientRect().top < window.innerHeight) return
    element.dataset.reveal = 'waiting'
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        element.dataset.reveal = 'shown'
        observer.disconnect()
      },
      { rootMargin: '0px 0px -12% 0px' },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      // Never leave content hidden without an observer that would show it again.
      if (element.dataset.reveal === 'waiting') element.dataset.reveal = 'shown'
    }
  }, [])

  return (
    <div ref={ref} className={[REVEAL_CLASS, className].filter(Boolean).join(' ')} style={delayMs ? { transitionDelay: `${delayMs}ms` } : undefined}>
      {children}
    </div>
  )
}
