import { pushDataLayer, type DataLayerTarget } from './data-layer'

/**
 * The page impression of the tag manager's data layer (spec 3 §7 'page_impression (polled every 100 ms until
 * ready)', spec 2 §7): pushed once a page knows what it shows and the document has its title. A page holds one
 * impression, whichever of its blocks asks first.
 */

export const PAGE_IMPRESSION_POLL_MS = 100

export function pageImpressionEvent(page: { type: string; title: string; path: string; totalItems?: number }) {
  return {
    event: 'page_impression',
    page_type: page.type,
    page_title: page.title,
    page_path: page.path,
    ...(page.totalItems === undefined ? {} : { total_items: page.totalItems }),
  } as const
}

/**
 * Calls `push` once `ready()` holds, checking every 100 ms (at most `attempts` times); returns a stop function.
 */
export function whenReady(ready: () => boolean, push: () => void, options: { attempts?: number; every?: number } = {}): () => void {
  const { attempts = 100, every = PAGE_IMPRESSION_POLL_MS } = options
  let left = attempts
  let timer: ReturnType<typeof setTimeout> | null = null
  const check = () => {
    timer = null
    if (ready()) return push()
    if (--left > 0) timer = setTimeout(check, every)
  }
  check()
  return () => {
    if (timer) clearTimeout(timer)
  }
}

type PageOf = { title: () => string; path: () => string }
const documentPage: PageOf = { title: () => document.title, path: () => window.location.pathname }

/** The pages whose impression is pushed, per data layer: one each. */
const pushed = new WeakMap<object, Set<string>>()

/**
 * Pushes the page's impression once its title is there (a block's page: the service booking, the tire hotel, a
 * lead form); a second block on the same page, or the block mounted again, pushes nothing more. Returns a stop
 * function for an unmounted block.
 */
export function trackPageImpression(type: string, options: { target?: DataLayerTarget; page?: PageOf; every?: number } = {}): () => void {
  const target = options.target ?? (globalThis as DataLayerTarget)
  const page = options.page ?? documentPage
  return whenReady(
    () => page.title().trim() !== '',
    () => {
      const path = page.path()
      const seen = pushed.get(target) ?? new Set<string>()
      pushed.set(target, seen)
      if (seen.has(path)) return
      seen.add(path)
      pushDataLayer(pageImpressionEvent({ type, title: page.title(), path }), target)
    },
    { every: options.every },
  )
}
