// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { Reveal } from './Reveal'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static instances: FakeObserver[] = []
  observed: Element[] = []
  disconnected = false
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this)
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  disconnect() {
    this.disconnected = true
  }
  unobserve() {}
  takeRecords() {
    return []
  }
  enter() {
    this.callback(this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), this as unknown as IntersectionObserver)
  }
}

let root: Root | null = null
let host: HTMLElement

function mount(top: number, reducedMotion = false) {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 300 } as DOMRect)
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: reducedMotion && query.includes('reduce'), media: query }) as MediaQueryList)
  host = document.body.appendChild(document.createElement('div'))
  root = createRoot(host)
  act(() =>
    root!.render(
      <Reveal delayMs={150}>
        <p>Nya XC60</p>
      </Reveal>,
    ),
  )
  return host.firstElementChild as HTMLElement
}

beforeEach(() => {
  FakeObserver.instances = []
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true })
})

afterEach(() => {
  if (root) act(() => root!.unmount())
  root = null
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('reveal on scroll', () => {
  it('is visible in the server’s HTML, before any script runs', () => {
    const html = renderToStaticMarkup(
      <Reveal>
        <p>Nya XC60</p>
      </Reveal>,
    )
    expect(html).not.toContain('data-reveal')
    expect(html).toContain('Nya XC60')
  })

  it('waits below the fold and rises into view when scrolled to', () => {
    const element = mount(1600)
    expect(element.dataset.reveal).toBe('waiting')
    expect(element.className).toContain('data-[reveal=waiting]:opacity-0')
    expect(element.style.transitionDelay).toBe('150ms')
    act(() => FakeObserver.instances.at(-1)!.enter())
    expect(element.dataset.reveal).toBe('shown')
    expect(FakeObserver.instances.at(-1)!.disconnected).toBe(true)
  })

  it('leaves what the visitor already sees alone', () => {
    const element = mount(200)
    expect(element.dataset.reveal).toBeUndefined()
    expect(FakeObserver.instances).toHaveLength(0)
  })

  it('never hides anything for visitors who prefer reduced motion', () => {
    const element = mount(1600, true)
    expect(element.dataset.reveal).toBeUndefined()
    expect(FakeObserver.instances).toHaveLength(0)
  })

  it('does not leave content hidden when it unmounts before being seen', () => {
    const element = mount(1600)
    act(() => root!.unmount())
    root = null
    expect(element.dataset.reveal).toBe('shown')
  })
})
