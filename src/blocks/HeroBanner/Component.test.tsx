// @vitest-environment happy-dom
import axe from 'axe-core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { HeroBannerBlock, Media } from '@/payload-types'

import { blockContext } from '../test-context'
import type { BlockContext } from '../types'
import { HeroBanner } from './Component'
import { ScrollDownButton } from './ScrollDownButton'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const context = blockContext()
const media = (filename: string, fields: Partial<Media> = {}) =>
  ({ id: 1, alt: 'En bil vid fjorden', site: 1, filename, width: 2400, height: 1200, updatedAt: '', createdAt: '', ...fields }) as Media
const image = media('hero.jpg', { mimeType: 'image/jpeg', sizes: { w1280: { filename: 'hero-1280.webp', width: 1280, height: 640 } } })
const block = (fields: Partial<HeroBannerBlock> = {}): HeroBannerBlock => ({ blockType: 'heroBanner', title: 'Hitta din nästa bil', image, ...fields })
const render = (fields: Partial<HeroBannerBlock> = {}, extra: Partial<BlockContext> = {}) =>
  renderToStaticMarkup(<>{HeroBanner({ block: block(fields), context: { ...context, ...extra } })}</>)

let root: Root | null = null
afterEach(() => {
  if (root) act(() => root!.unmount())
  root = null
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('hero banner', () => {
  it('shows nothing without an image unless it is a video banner (spec 1 §5)', () => {
    expect(render({ image: null })).toBe('')
    expect(render({ image: 12 })).toBe('')
    expect(render({ content: 'Video', image: null, videoDesktop: null })).toBe('')
    expect(render({ content: 'Video', image: null, videoDesktop: media('film.mp4', { mimeType: 'video/mp4' }) })).toContain('<video')
  })

  it('shows the image behind the title, text and button, eagerly only as the first section', () => {
    const link = { type: 'external' as const, url: '/kop-bil', label: 'Se alla bilar' }
    const html = render({ text: 'Över 2 000 bilar i lager', link })
    expect(html).toMatch(/<h1 class="text-display"[^>]*>Hitta din nästa bil<\/h1>/)
    expect(html).toContain('Över 2 000 bilar i lager')
    expect(html).toMatch(/<a href="\/kop-bil" class="button button-primary">Se alla bilar<\/a>/)
    expect(html).toContain('src="/-/media/hero-1280.webp"')
    expect(html).toContain('loading="lazy"')
    expect(render({}, { isFirst: true })).toContain('fetchPriority="high"')
  })

  it('uses the editor’s title tag', () => {
    expect(render({ titleTag: 'h2' })).toMatch(/<h2 class="text-display"[^>]*>Hitta din nästa bil<\/h2>/)
  })

  it('puts black text on a light scrim and white text on a dark one, and keeps ghost buttons visible', () => {
    const link = { type: 'external' as const, url: '/kop-bil', label: 'Se alla bilar' }
    const black = render({ textColor: 'Black', buttonType: 'Ghost Contrast', link })
    expect(black).toContain('text-ink')
    expect(black).toContain('from-white/90')
    expect(black).toContain('button button-ghost"')
    const white = render({ textColor: 'White', buttonType: 'Ghost', link })
    expect(white).toContain('text-white')
    expect(white).toContain('from-black/80')
    expect(white).toContain('button button-ghost-contrast')
  })

  it('places the content at the top, bottom or centre, and centres it when asked', () => {
    expect(render({ contentPlacement: 'Top' })).toContain('justify-start')
    expect(render({ contentPlacement: 'Bottom' })).toContain('justify-end')
    expect(render({})).toContain('justify-center')
    expect(render({ centerContent: true })).toContain('mx-auto items-center text-center')
    expect(render({ hasMarginTop: true })).toContain('mt-10')
    expect(render({})).not.toContain('mt-10')
  })

  it('fills the viewport in the FullScreen variant, with a bouncing scroll-down button that rests for reduced motion', () => {
    const html = render({ variant: 'FullScreen' })
    expect(html).toContain('min-h-svh')
    expect(html).toMatch(/<button type="button" aria-label="Scrolla ned"[^>]*class="[^"]*motion-safe:animate-bounce/)
    expect(render({})).not.toContain('Scrolla ned')
    // As the first section it is marked, so that below a header taking its own room it fills only the rest.
    expect(render({ variant: 'FullScreen' }, { isFirst: true })).toContain('data-full-screen-first=""')
    expect(html).not.toContain('data-full-screen-first')
    expect(render({}, { isFirst: true })).not.toContain('data-full-screen-first')
  })

  it('plays the video with the image as poster and the shell’s button labels', () => {
    const html = render({
      content: 'Video',
      videoDesktop: media('film.mp4', { mimeType: 'video/mp4' }),
      videoPhone: media('film-phone.webm', { mimeType: 'video/webm' }),
    })
    expect(html).toContain('<source src="/-/media/film.mp4" type="video/mp4"/>')
    expect(html).toContain('poster="/-/media/hero-1280.webp"')
    expect(html).toContain('aria-label="Pausa"')
    expect(html).toContain('aria-label="Slå på ljudet"')
    expect(html).not.toContain('<img')
  })

  it('shows the image of an image banner even when videos are set', () => {
    const html = render({ content: 'Image', videoDesktop: media('film.mp4', { mimeType: 'video/mp4' }) })
    expect(html).not.toContain('<video')
    expect(html).toContain('<img')
  })

  it('has a search bar only when asked, going to the search address or else the car list', () => {
    expect(render({})).not.toContain('role="search"')
    const html = render({ hasSearchBar: true, searchUrl: '/begagnat' })
    expect(html).toContain('role="search"')
    expect(html).toContain('action="/begagnat"')
    expect(html).toContain('placeholder="Sök på märke, modell eller utrustning"')
    expect(html).toContain('>Sök bil</label>')
    expect(render({ hasSearchBar: true, searchPlaceholder: 'Sök elbil' })).toContain('action="/kop-bil"')
    expect(render({ hasSearchBar: true, searchPlaceholder: 'Sök elbil' })).toContain('placeholder="Sök elbil"')
  })

  it('marks its fields in page-editing mode only', () => {
    expect(render({ text: 'Text' }, { editing: true })).toContain('data-editable="Title"')
    expect(render({ text: 'Text' })).not.toContain('data-editable')
  })

  it('has no serious accessibility violations', async () => {
    document.body.innerHTML = `<main>${render({
      variant: 'FullScreen',
      text: 'Över 2 000 bilar i lager',
      hasSearchBar: true,
      link: { type: 'external', url: '/kop-bil', label: 'Se alla bilar' },
    })}</main>`
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
    expect(result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([])
  })
})

describe('scroll-down button', () => {
  function mountInBanner(reducedMotion: boolean) {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ media: query, matches: reducedMotion }) as unknown as MediaQueryList)
    const header = document.body.appendChild(document.createElement('header'))
    header.setAttribute('data-bar', 'solid')
    header.style.position = 'sticky'
    header.getBoundingClientRect = () => ({ height: 80 }) as DOMRect
    const banner = document.body.appendChild(document.createElement('section'))
    banner.getBoundingClientRect = () => ({ bottom: 900 }) as DOMRect
    root = createRoot(banner)
    act(() => root!.render(<ScrollDownButton label="Scrolla ned" tone="light" />))
    return banner.querySelector('button')!
  }

  it('scrolls to just below the banner, under the sticky header', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    const button = mountInBanner(false)
    act(() => button.click())
    expect(scrollTo).toHaveBeenCalledWith({ top: 900 + window.scrollY - 80, behavior: 'smooth' })
  })

  it('jumps instead of gliding for visitors who prefer reduced motion', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    const button = mountInBanner(true)
    act(() => button.click())
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'auto' }))
  })
})
