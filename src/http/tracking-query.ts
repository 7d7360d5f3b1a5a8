/**
 * Campaign and click parameters (`utm_source`, `fbclid`, `gclid` …) that links from ads, newsletters and social
 * posts add to a page's address. They are read by the analytics in the browser, never by the server: a page looks
 * the same with or without them. A click id is new on every click, so a crowd arriving from one shared post asks
 * for as many addresses as it has visitors.
 *
 * The server in front of Next.js (scripts/serve.ts, through the page cache) therefore sets them aside before a page
 * is looked up or rendered: the page is rendered, kept and found under its address without them, and the visitor's
 * own query string travels beside the request in TRACKING_QUERY_HEADER, so that the request pipeline's redirects
 * (src/proxy.ts) still match on it and carry it on. The browser keeps its own address, with the parameters, for the
 * analytics to read.
 */
export const TRACKING_QUERY_HEADER = 'x-forecourt-visitor-query'

const TRACKING_PARAMETER =
  /^(?:utm_[a-z_]+|fbclid|gclid|gclsrc|dclid|gbraid|wbraid|msclkid|twclid|ttclid|li_fat_id|igshid|yclid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|mkt_tok)$/i

/** Whether a query parameter, as written (percent-escapes decoded), is a campaign or click parameter. */
export function isTrackingParameter(name: string): boolean {
  try {
    return TRACKING_PARAMETER.test(decodeURIComponent(name.replace(/\+/g, ' ')))
  } catch {
    return false
  }
}

/**
 * A query string (with or without its `?`) without its campaign and click parameters, every other parameter kept as
 * written and in its order; `?` and nothing else is dropped too.
 */
export function withoutTrackingParameters(search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search
  if (query === '') return ''
  const kept = query.split('&').filter((part) => part !== '' && !isTrackingParameter(part.split('=', 1)[0]!))
  return kept.length > 0 ? `?${kept.join('&')}` : ''
}

/**
 * A path with query split into the address a page is rendered and kept under (without campaign and click
 * parameters) and the visitor's query string as sent; null when the address has none of them.
 */
export function setAsideTrackingParameters(url: string): { pageUrl: string; visitorQuery: string } | null {
  const mark = url.indexOf('?')
  if (mark < 0) return null
  const query = url.slice(mark)
  const pageQuery = withoutTrackingParameters(query)
  if (pageQuery.length === query.length) return null
  return { pageUrl: `${url.slice(0, mark)}${pageQuery}`, visitorQuery: query }
}
