'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

const NAVIGATING_CLASS = 'is-navigating'
/** A route change that never completes (offline, aborted) must not leave the wait cursor behind. */
const GIVE_UP_AFTER_MS = 15_000

function isRouteChangeClick(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  // Page-editing mode keeps links from navigating at all.
  if (document.documentElement.hasAttribute('data-editing')) return false
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return false
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search
  return !samePage
}

/** A link click sets the cursor to wait until the route change completes (spec 1 §2.2). */
export function NavigationCursor() {
  const pathname = usePathname()
  const searchParams = useSearchParams()

  useEffect(() => {
    document.documentElement.classList.remove(NAVIGATING_CLASS)
  }, [pathname, searchParams])

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const onClick = (event: MouseEvent) => {
      if (!isRouteChangeClick(event)) return
      document.documentElement.classList.add(NAVIGATING_CLASS)
      clearTimeout(timer)
      timer = setTimeout(() => document.documentElement.classList.remove(NAVIGATING_CLASS), GIVE_UP_AFTER_MS)
    }
    const onPageShow = () => document.documentElement.classList.remove(NAVIGATING_CLASS)
    // Capture: the router's own link handler cancels the click's default before it would bubble here.
    document.addEventListener('click', onClick, true)
    window.addEventListener('pageshow', onPageShow)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('pageshow', onPageShow)
    }
  }, [])
  return null
}
