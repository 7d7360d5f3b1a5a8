// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import type { FacetResult } from '../result'
import { carListTexts } from '../texts'
import { FilterPanel } from './FilterPanel'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const histogram = (name: string, max: number): FacetResult => ({
  name,
  type: 'histogram',
  values: [
    { min: 0, max: max / 2, count: 3 },
    { min: max / 2, max, count: 2 },
  ],
})
const FACETS: FacetResult[] = [
  histogram('car_price', 500_000),
  histogram('car_mileage', 20_000),
  {
    name: 'car_body',
    type: 'value',
    values: [
      { text: 'SUV', count: 3 },
      { text: 'Kombi', count: 2 },
    ],
  },
]

const panel = () => (
  <FilterPanel
    facets={FACETS}
    filters={{}}
    locale="sv-SE"
    currency="SEK"
    texts={carListTexts({})}
    onToggle={() => undefined}
    onRange={() => undefined}
  />
)

let root: Root | null = null
afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.body.innerHTML = ''
})

describe('the filter panel', () => {
  it('draws an open group at once, and a closed group once it is opened (its value boxes for browsers without script)', () => {
    const host = document.body.appendChild(document.createElement('div'))
    host.innerHTML = renderToString(panel())
    // The price is open: its inputs are in the first HTML. The mileage is closed: only its heading is.
    expect(host.querySelectorAll('[data-facet="car_price"] [data-range-input]')).toHaveLength(2)
    expect(host.querySelectorAll('[data-facet="car_mileage"] [data-range-input]')).toHaveLength(0)
    // Value boxes work as a form without the page's script, closed or not: a closed group's are for a browser that runs none.
    expect(host.querySelectorAll('[data-facet="car_body"] input[name="car_body"]')).toHaveLength(2)
    expect(host.querySelector('[data-facet="car_body"] noscript')).not.toBeNull()

    act(() => {
      root = createRoot(host)
      root.render(panel())
    })
    // In the browser a closed group's boxes are drawn once it is opened.
    const body = host.querySelector<HTMLDetailsElement>('[data-facet="car_body"]')!
    expect(body.querySelectorAll('input[name="car_body"]')).toHaveLength(0)
    act(() => {
      body.open = true
      body.dispatchEvent(new Event('toggle'))
    })
    expect(body.querySelectorAll('input[name="car_body"]')).toHaveLength(2)
    expect(body.querySelector('noscript')).toBeNull()
    const mileage = host.querySelector<HTMLDetailsElement>('[data-facet="car_mileage"]')!
    act(() => {
      mileage.open = true
      mileage.dispatchEvent(new Event('toggle'))
    })
    expect(mileage.querySelectorAll('[data-range-input]')).toHaveLength(2)
    // Closed again, it keeps what the visitor typed.
    act(() => {
      mileage.open = false
      mileage.dispatchEvent(new Event('toggle'))
    })
    expect(mileage.querySelectorAll('[data-range-input]')).toHaveLength(2)
  })
})
