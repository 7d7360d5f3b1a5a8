// @vitest-environment happy-dom
import axe from 'axe-core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { HeroCarouselBlock, Media } from '@/payload-types'

import { blockContext } from '../test-context'
import type { BlockContext } from '../types'
import { HeroCarousel } from './Component'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const context = blockContext()
const media = (filename: string, fields: Partial<Media> = {}) =>
  ({ id: 1, alt: 'Bil', site: 1, filename, width: 1920, height: 1080, updatedAt: '', createdAt: '', ...fields }) as Media
type SlideFields = HeroCarouselBlock['slides'][number]
const slide = (title: string, fields: Partial<SlideFields> = {}): SlideFields => ({ title, image: media(`${title.toLowerCase()}.jpg`), ...fields })
const block = (fields: Partial<HeroCarouselBlock> = {}): HeroCarouselBlock => ({
  blockType: 'heroCarousel',
  slides: [slide('Elbilar'), slide('Kombi'), slide('Service')],
  ...fields,
})
const render = (fields: Partial<HeroCarouselBlock> = {}, extra: Partial<BlockContext> = {}) =>
  renderToStaticMarkup(<>{HeroCarousel({ block: block(fields), context: { ...context, ...extra } })}</>)

let root: Root | null = null
let reducedMotion = false

function mount(fields: Partial<HeroCarouselBlock> = {}) {
  const host = document.body.appendChild(document.createElement('main'))
  root = createRoot(host)
  act(() => root!.render(<>{HeroCarousel({ block: block(fields), context })}</>))
  return host
}

const carousel = () => document.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!
const slides = () => [...document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
const activeTitle = () => slides().find((element) => !element.hasAttribute('inert'))?.querySelector('h1, h2')?.textContent
const button = (label: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))
const pointer = (type: 'pointerover' | 'pointerout', target: Element) =>
  act(() => {
    target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse' }))
  })

beforeEach(() => {
  vi.useFakeTimers()
  reducedMotion = false
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        media: query,
        matches: query.includes('reduced-motion') && reducedMotion,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  )
})

afterEach(() => {
  if (root) act(() => root!.unmount())
  root = null
  document.body.innerHTML = ''
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('hero carousel markup', () => {
  it('is a named carousel region of slides labelled n / m, the hidden ones inert', () => {
    const html = render()
    expect(html).toMatch(/<section aria-roledescription="carousel" aria-label="Elbilar"/)
    expect(html.match(/role="group" aria-roledescription="slide"/g)).toHaveLength(3)
    expect(html).toContain('aria-label="1 / 3"')
    expect(html).toContain('aria-label="3 / 3"')
    expect(html.match(/ inert=""/g)).toHaveLength(2)
  })

  it('makes the first slide’s title the page heading when it is the first section', () => {
    const first = render({}, { isFirst: true })
    expect(first).toMatch(/<h1 class="text-display"[^>]*>Elbilar<\/h1>/)
    expect(first).toMatch(/<h2 class="text-display"[^>]*>Kombi<\/h2>/)
    expect(first.match(/<h1/g)).toHaveLength(1)
    expect(render()).not.toContain('<h1')
  })

  it('loads only the first slide’s image at once, and only as the first section', () => {
    const first = render({}, { isFirst: true })
    expect(first.match(/<img[^>]*fetchPriority="high"/g)).toHaveLength(1)
    expect(first.match(/loading="eager"/g)).toHaveLength(1)
    expect(first.match(/loading="lazy"/g)).toHaveLength(2)
    expect(render().match(/loading="lazy"/g)).toHaveLength(3)
  })

  it('has previous, next and a dot per slide, and none of them for a single slide', () => {
    const html = render()
    expect(html).toContain('aria-label="Föregående bild"')
    expect(html).toContain('aria-label="Nästa bild"')
    expect(html).toContain('aria-label="Visa bild 1" aria-current="true"')
    expect(html).toContain('aria-label="Visa bild 3"')
    const single = render({ slides: [slide('Elbilar')] })
    expect(single).not.toContain('Nästa bild')
    expect(single).not.toContain('Visa bild')
  })

  it('places the content on both axes and sizes the frame by the height variant', () => {
    expect(render({ contentPlacementXAxis: 'Right', contentPlacementYAxis: 'Bottom' })).toMatch(/justify-end[\s\S]*ml-auto items-end text-right/)
    expect(render({ contentPlacementXAxis: 'Center', contentPlacementYAxis: 'Top' })).toMatch(/justify-start[\s\S]*mx-auto items-center text-center/)
    expect(render()).toMatch(/justify-center[\s\S]*mr-auto items-start text-left/)
    expect(render({ height: 'FullHeight' })).toContain('min-h-svh')
    // As the first section it is marked, so that below a header taking its own room it fills only the rest.
    expect(render({ height: 'FullHeight' }, { isFirst: true })).toContain('data-full-screen-first=""')
    expect(render({ height: 'FullHeight' })).not.toContain('data-full-screen-first')
    expect(render({}, { isFirst: true })).not.toContain('data-full-screen-first')
    expect(render({ height: 'Medium' })).toContain('min-h-[26rem]')
    expect(render()).toContain('min-h-[34rem]')
  })

  it('shows each slide’s text, button, text colour and shadow', () => {
    const html = render({
      slides: [
        slide('Elbilar', {
          text: 'Ladda hemma',
          textColor: 'Black',
          textShadow: true,
          buttonType: 'Secondary',
          link: { type: 'external', url: '/elbilar', label: 'Se elbilar' },
        }),
        slide('Kombi'),
      ],
    })
    expect(html).toContain('Ladda hemma')
    expect(html).toMatch(/<a href="\/elbilar" class="button button-secondary">Se elbilar<\/a>/)
    expect(html).toContain('text-ink [text-shadow:0_1px_14px_rgb(255_255_255/0.9)]')
  })

  it('plays a slide’s video over its image, with the video buttons unless they are turned off', () => {
    const withVideo = { slides: [slide('Elbilar', { video: media('film.mp4', { mimeType: 'video/mp4' }) }), slide('Kombi', { video: media('kombi.mp4', { mimeType: 'video/mp4' }) })] }
    const html = render(withVideo)
    expect(html).toContain('<source src="/-/media/film.mp4" type="video/mp4"/>')
    // Hidden slides neither download nor play their video.
    expect(html).not.toContain('kombi.mp4')
    expect(html).toContain('poster="/-/media/elbilar.jpg"')
    expect(html).toContain('aria-label="Pausa"')
    expect(render({ ...withVideo, hasMediaButtons: false })).not.toContain('aria-label="Pausa"')
  })

  it('has a search bar under the slides when asked, going to the search address with keyphrase', () => {
    expect(render()).not.toContain('role="search"')
    const html = render({ hasSearchBar: true, searchUrl: '/kop-bil/alla', searchPlaceholder: 'Sök bland bilar' })
    expect(html).toContain('action="/kop-bil/alla"')
    expect(html).toContain('name="keyphrase"')
    expect(html).toContain('placeholder="Sök bland bilar"')
    expect(html).toMatch(/<button type="submit" disabled=""/)
  })
})

describe('hero carousel behaviour', () => {
  it('advances every 5 seconds and wraps round', () => {
    mount()
    expect(activeTitle()).toBe('Elbilar')
    wait(4999)
    expect(activeTitle()).toBe('Elbilar')
    wait(1)
    expect(activeTitle()).toBe('Kombi')
    wait(10_000)
    expect(activeTitle()).toBe('Elbilar')
  })

  it('holds while the pointer is over it, and goes on after it leaves', () => {
    mount()
    pointer('pointerover', carousel())
    wait(5000)
    expect(activeTitle()).toBe('Elbilar')
    wait(20_000)
    expect(activeTitle()).toBe('Elbilar')
    pointer('pointerout', carousel())
    wait(5000)
    expect(activeTitle()).toBe('Kombi')
  })

  it('holds while focus is inside it', () => {
    mount()
    act(() => button('Visa bild 1').focus())
    wait(5000)
    expect(activeTitle()).toBe('Elbilar')
    wait(20_000)
    expect(activeTitle()).toBe('Elbilar')
  })

  it('holds while a finger is on it', () => {
    mount()
    act(() => {
      carousel().dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [] }))
    })
    wait(5000)
    expect(activeTitle()).toBe('Elbilar')
    wait(20_000)
    expect(activeTitle()).toBe('Elbilar')
  })

  it('never rotates for visitors who prefer reduced motion', () => {
    reducedMotion = true
    mount()
    wait(5000)
    expect(activeTitle()).toBe('Elbilar')
    wait(25_000)
    expect(activeTitle()).toBe('Elbilar')
  })

  it('goes to the next, previous and chosen slide, and then stops rotating', () => {
    mount()
    act(() => button('Nästa bild').click())
    expect(activeTitle()).toBe('Kombi')
    act(() => button('Föregående bild').click())
    act(() => button('Föregående bild').click())
    expect(activeTitle()).toBe('Service')
    act(() => button('Visa bild 2').click())
    expect(activeTitle()).toBe('Kombi')
    expect(button('Visa bild 2').getAttribute('aria-current')).toBe('true')
    expect(button('Visa bild 1').hasAttribute('aria-current')).toBe(false)
    act(() => (document.activeElement as HTMLElement | null)?.blur())
    wait(5000)
    expect(activeTitle()).toBe('Kombi')
    wait(25_000)
    expect(activeTitle()).toBe('Kombi')
  })

  it('follows the arrow keys while focus is in the carousel, but not in a text field', () => {
    mount({ hasSearchBar: true, searchUrl: '/kop-bil' })
    act(() => {
      button('Nästa bild').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    })
    expect(activeTitle()).toBe('Kombi')
    act(() => {
      button('Nästa bild').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }))
    })
    expect(activeTitle()).toBe('Elbilar')
    act(() => {
      document.querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    })
    expect(activeTitle()).toBe('Elbilar')
  })

  it('announces slide changes only once it has stopped rotating', () => {
    mount()
    const live = () => slides()[0]!.parentElement!.getAttribute('aria-live')
    expect(live()).toBe('off')
    act(() => button('Nästa bild').click())
    expect(live()).toBe('polite')
  })

  it('has no serious accessibility violations', async () => {
    vi.useRealTimers()
    const host = mount({
      hasSearchBar: true,
      slides: [slide('Elbilar', { text: 'Ladda hemma', link: { type: 'external', url: '/elbilar', label: 'Se elbilar' } }), slide('Kombi')],
    })
    const result = await axe.run(host, { rules: { 'color-contrast': { enabled: false } } })
    expect(result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([])
  })
})
