import { describe, expect, it, vi } from 'vitest'

import { pageNameOf, sendPageView } from './page-view'

describe('the page-view event (spec 1 §7)', () => {
  it('reports channel WEB, currency USD, the page’s name, its variant and the language', () => {
    const target = { dataLayer: [] as unknown[] }
    expect(sendPageView({ page: pageNameOf('/kop-bil/alla-bilar-i-lager'), language: 'sv-SE' }, target)).toBe(true)
    expect(target.dataLayer).toEqual([
      { event: 'page_view', channel: 'WEB', currency: 'USD', page: 'alla-bilar-i-lager', pageVariantId: '_default', language: 'sv-SE' },
    ])
    expect(pageNameOf('/')).toBe('home')
    expect(pageNameOf('/en/')).toBe('en')
    expect(pageNameOf('/find-us/nordvik-motors-leeds')).toBe('nordvik-motors-leeds')
  })

  it('logs a failure at debug level only (spec 1 §8)', () => {
    const broken = { dataLayer: Object.freeze([]) as unknown as unknown[] }
    const debug = vi.fn()
    expect(sendPageView({ page: 'home', language: 'en-GB' }, broken, debug)).toBe(false)
    expect(debug).toHaveBeenCalledWith('page view not tracked', expect.any(TypeError))
  })
})
