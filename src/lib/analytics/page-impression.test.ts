import { describe, expect, it } from 'vitest'

import { pageImpressionEvent, trackPageImpression, whenReady } from './page-impression'

describe('the page impression (spec 3 §7: polled every 100 ms until ready)', () => {
  it('is pushed once the page is ready, checking every 100 ms, and at most once a page', async () => {
    const target: { dataLayer?: unknown[]; document?: { title: string }; location?: { pathname: string } } = {}
    let title = ''
    const page = { title: () => title, path: () => '/service-och-verkstad/boka-bilverkstad' }
    const stop = trackPageImpression('service booking', { target, page, every: 5 })
    expect(target.dataLayer ?? []).toEqual([])
    title = 'Boka verkstad | Nordvik Bilhall'
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(target.dataLayer).toEqual([
      {
        event: 'page_impression',
        page_type: 'service booking',
        page_title: 'Boka verkstad | Nordvik Bilhall',
        page_path: '/service-och-verkstad/boka-bilverkstad',
      },
    ])
    // A second block of the page, or the same one mounted again, pushes nothing more.
    trackPageImpression('tire hotel', { target, page, every: 5 })
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(target.dataLayer).toHaveLength(1)
    stop()
  })

  it('keeps the shape the car pages push', () => {
    expect(pageImpressionEvent({ type: 'car list', title: 'Bilar', path: '/bilar', totalItems: 48 })).toEqual({
      event: 'page_impression',
      page_type: 'car list',
      page_title: 'Bilar',
      page_path: '/bilar',
      total_items: 48,
    })
  })

  it('stops polling when asked', async () => {
    let checks = 0
    const stop = whenReady(
      () => {
        checks += 1
        return false
      },
      () => {},
      { every: 5 },
    )
    stop()
    const before = checks
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(checks).toBe(before)
  })
})
