import { pushDataLayer, type DataLayerTarget } from './data-layer'

/**
 * The page-view event of spec 1 §7: every page view is reported with channel WEB, currency USD, the page's name,
 * its variant and the language. Forecourt has no personalisation, so every page is its default variant. A page
 * view that cannot be reported costs the visitor nothing: it is logged at debug level only (spec 1 §8).
 */

export const PAGE_VIEW_CHANNEL = 'WEB'
export const PAGE_VIEW_CURRENCY = 'USD'
/** The variant a page is shown in when nothing personalises it. */
export const DEFAULT_PAGE_VARIANT = '_default'

export type PageView = { page: string; pageVariantId?: string; language: string }

export function pageViewEvent({ page, pageVariantId = DEFAULT_PAGE_VARIANT, language }: PageView) {
  return { event: 'page_view', channel: PAGE_VIEW_CHANNEL, currency: PAGE_VIEW_CURRENCY, page, pageVariantId, language } as const
}

/** A page's name from its address: its last segment, or 'home' for the start page. */
export function pageNameOf(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean)
  const last = segments[segments.length - 1]
  if (!last) return 'home'
  try {
    return decodeURIComponent(last)
  } catch {
    return last
  }
}

/** Reports a page view; a failure is logged at debug level and nothing else happens. */
export function sendPageView(
  view: PageView,
  target?: DataLayerTarget,
  debug: (message: string, error: unknown) => void = (message, error) => console.debug(message, error),
): boolean {
  try {
    pushDataLayer(pageViewEvent(view), target)
    return true
  } catch (error) {
    debug('page view not tracked', error)
    return false
  }
}
