'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState, type ReactNode } from 'react'

import { barState } from '../sticky'

type Props = { isSticky: boolean; dark: boolean; slim: boolean; separator: boolean; homePaths: string[]; children: ReactNode }

/**
 * The bar's frame (spec 1 §4): sticky when set; on the home path it lies transparent over the first section
 * and turns solid after 100 px of scrolling. The logo is drawn white while the bar is transparent or dark.
 * Its height (`--bar-height`, slim or not) is set on the frame in site.css, where a first full-screen section reads it too.
 */
export function HeaderBar({ isSticky, dark, slim, separator, homePaths, children }: Props) {
  const pathname = usePathname()
  const isHome = homePaths.includes(pathname)
  const [scrollY, setScrollY] = useState(0)
  useEffect(() => {
    if (!isSticky || !isHome) return
    const onScroll = () => setScrollY(window.scrollY)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [isSticky, isHome])

  const { transparent, invertLogo } = barState({ isSticky, isHome, dark }, scrollY)
  const surface = transparent
    ? 'bg-linear-to-b from-black/55 to-transparent text-white'
    : dark
      ? 'bg-brand text-brand-ink'
      : 'bg-surface text-ink'
  return (
    <header
      data-bar={transparent ? 'transparent' : 'solid'}
      data-overlay={isSticky && isHome ? '' : undefined}
      data-slim={slim ? '' : undefined}
      data-invert-logo={invertLogo ? '' : undefined}
      className={[
        'z-30 transition-[background-color,color,box-shadow] duration-300',
        isSticky ? 'sticky top-0' : 'relative',
        // Over the first section for good: turning solid must not move the page below it.
        isSticky && isHome ? '-mb-[var(--bar-height)]' : '',
        !transparent && separator ? 'border-b border-line' : '',
        surface,
      ].join(' ')}
    >
      <div className="container-page flex h-[var(--bar-height)] items-center gap-4 xl:gap-6">{children}</div>
    </header>
  )
}
