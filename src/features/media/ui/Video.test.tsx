// @vitest-environment happy-dom
import { act, type ReactElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { videoLabels } from '../video'
import { Video } from './Video'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const labels = videoLabels({})
const desktop = { src: '/-/media/film.mp4', type: 'video/mp4' }
const phone = { src: '/-/media/film-phone.webm', type: 'video/webm' }

let root: Root | null = null

/** The browser's visibility reports, under the test's control; videos start out in view unless a test says not. */
const observers = new Set<{ callback: IntersectionObserverCallback; target: Element | null }>()
let startInView = true
class FakeIntersectionObserver {
  private entry: { callback: IntersectionObserverCallback; target: Element | null }
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, target: null }
  }
  observe(target: Element) {
    this.entry.target = target
    observers.add(this.entry)
    if (startInView) this.entry.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver)
  }
  disconnect() {
    observers.delete(this.entry)
  }
}
function scroll(intoView: boolean) {
  act(() => {
    for (const { callback, target } of observers) callback([{ isIntersecting: intoView, target } as IntersectionObserverEntry], {} as IntersectionObserver)
  })
}

beforeEach(() => {
  startInView = true
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
})

function prefer({ reducedMotion = false, phoneWidth = false } = {}) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        media: query,
        matches: (query.includes('reduced-motion') && reducedMotion) || (query.includes('max-width') && phoneWidth),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  )
}

async function mount(element: ReactElement) {
  const host = document.body.appendChild(document.createElement('div'))
  root = createRoot(host)
  await act(async () => root!.render(element))
  return host
}

const video = () => document.querySelector('video')!
const button = (label: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)

afterEach(() => {
  if (root) act(() => root!.unmount())
  root = null
  document.body.innerHTML = ''
  observers.clear()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('video player', () => {
  it('renders the desktop source muted, looping and inline on the server, with poster and both buttons', () => {
    const html = renderToStaticMarkup(<Video desktop={desktop} phone={phone} poster="/-/media/poster.jpg" labels={labels} />)
    expect(html).toContain('<source src="/-/media/film.mp4" type="video/mp4"/>')
    expect(html).not.toContain('film-phone')
    expect(html).toMatch(/<video[^>]* muted=""[^>]* loop=""[^>]* playsInline=""/)
    expect(html).toContain('poster="/-/media/poster.jpg"')
    // Nothing plays before the browser has chosen the source and checked the visitor's motion preference.
    expect(html).not.toContain('autoplay')
    expect(html).toContain('aria-label="Pausa"')
    expect(html).toContain('aria-label="Slå på ljudet"')
  })

  it('starts playing, muted, once mounted', async () => {
    prefer()
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play')
    await mount(<Video desktop={desktop} labels={labels} />)
    expect(play).toHaveBeenCalled()
    expect(video().paused).toBe(false)
    expect(video().muted).toBe(true)
    expect(button('Pausa')).not.toBeNull()
  })

  it('stays paused on the poster for visitors who prefer reduced motion', async () => {
    prefer({ reducedMotion: true })
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play')
    await mount(<Video desktop={desktop} poster="/-/media/poster.jpg" labels={labels} />)
    expect(play).not.toHaveBeenCalled()
    expect(video().paused).toBe(true)
    expect(button('Spela upp')).not.toBeNull()

    await act(async () => button('Spela upp')!.click())
    expect(play).toHaveBeenCalledTimes(1)
    expect(video().paused).toBe(false)
  })

  it('plays the phone cut under 640 px', async () => {
    prefer({ phoneWidth: true })
    await mount(<Video desktop={desktop} phone={phone} labels={labels} />)
    expect(video().querySelector('source')!.getAttribute('src')).toBe(phone.src)
    expect(video().querySelector('source')!.getAttribute('type')).toBe('video/webm')
  })

  it('keeps the desktop cut on phones when there is no phone cut', async () => {
    prefer({ phoneWidth: true })
    await mount(<Video desktop={desktop} labels={labels} />)
    expect(video().querySelector('source')!.getAttribute('src')).toBe(desktop.src)
  })

  it('pauses and plays, mutes and unmutes from its buttons', async () => {
    prefer()
    await mount(<Video desktop={desktop} labels={labels} />)
    await act(async () => button('Pausa')!.click())
    expect(video().paused).toBe(true)
    expect(button('Spela upp')).not.toBeNull()

    await act(async () => button('Slå på ljudet')!.click())
    expect(video().muted).toBe(false)
    await act(async () => button('Stäng av ljudet')!.click())
    expect(video().muted).toBe(true)
  })

  it('waits until it is in view before loading, and holds still while scrolled away', async () => {
    prefer()
    startInView = false
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play')
    await mount(<Video desktop={desktop} labels={labels} />)
    expect(play).not.toHaveBeenCalled()
    scroll(true)
    expect(play).toHaveBeenCalledTimes(1)
    expect(video().paused).toBe(false)
    scroll(false)
    expect(video().paused).toBe(true)
    // Still the visitor's choice: it plays on when it comes back.
    expect(button('Pausa')).not.toBeNull()
    scroll(true)
    expect(video().paused).toBe(false)
  })

  it('shows the play button when the browser refuses to play', async () => {
    prefer()
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' }))
    await mount(<Video desktop={desktop} labels={labels} />)
    expect(button('Spela upp')).not.toBeNull()
  })

  it('has no buttons when controls are off, and keeps the video itself out of the accessibility tree', async () => {
    prefer()
    await mount(<Video desktop={desktop} labels={labels} controls={false} className="aspect-video" />)
    expect(document.querySelectorAll('button')).toHaveLength(0)
    expect(video().getAttribute('aria-hidden')).toBe('true')
    expect(document.querySelector('.aspect-video')).not.toBeNull()
  })
})
