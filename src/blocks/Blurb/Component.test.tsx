// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'

import type { BlurbBlock, Media } from '@/payload-types'

import { axeViolations, blockContext, renderInMain } from '../test-context'
import type { BlockContext } from '../types'
import { Blurb } from './Component'

const context = blockContext({ page: { path: '/elbilar' } })
const media = (filename: string, mimeType: string, alt = 'En blå elbil vid havet') =>
  ({ id: 1, alt, filename, mimeType, width: 1600, height: 1200, sizes: { w640: { filename: `640-${filename}`, width: 640 } } }) as unknown as Media
const text = (value: string) =>
  ({ root: { type: 'root', children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text: value, format: 0 }] }] } }) as unknown as BlurbBlock['richText']

const block: BlurbBlock = {
  blockType: 'blurb',
  title: 'Elbil utan krångel',
  richText: text('Vi hjälper dig med laddbox, finansiering och service.'),
  link: { type: 'external', url: 'https://nordvik.se/elbil', label: 'Läs mer om elbil' },
  imageDesktop: media('ex30.jpg', 'image/jpeg'),
}

const render = (value: Partial<BlurbBlock>, ctx: BlockContext = context) => {
  renderInMain(Blurb({ block: { ...block, ...value }, context: ctx }))
  return document.querySelector('section')!
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the blurb block (spec 1 §2.3, §3)', () => {
  it('shows the title in its tag, the text, the link and the image', () => {
    const section = render({ titleTag: 'h3' })
    expect(section.querySelector('h3')!.textContent).toBe('Elbil utan krångel')
    expect(section.textContent).toContain('Vi hjälper dig med laddbox')
    expect(section.querySelector('a')!.getAttribute('href')).toBe('https://nordvik.se/elbil')
    expect(section.querySelector('img')!.getAttribute('alt')).toBe('En blå elbil vid havet')
    expect(section.querySelector('img')!.getAttribute('loading')).toBe('lazy')
  })

  it('loads the image at once when the blurb is the first section', () => {
    expect(render({}, { ...context, isFirst: true }).querySelector('img')!.getAttribute('loading')).toBe('eager')
  })

  it('puts the media on the left when reversed', () => {
    expect(render({}).querySelector('img')!.closest('.md\\:order-last')).not.toBeNull()
    expect(render({ reverse: true }).querySelector('img')!.closest('.md\\:order-first')).not.toBeNull()
  })

  it('plays a video with the image as its poster, with buttons only when asked', () => {
    const withButtons = render({ videoDesktop: media('ex30.mp4', 'video/mp4'), hasControlBar: true })
    expect(withButtons.querySelector('video source')!.getAttribute('src')).toBe('/-/media/ex30.mp4')
    expect(withButtons.querySelector('video')!.getAttribute('poster')).toBe('/-/media/ex30.jpg')
    expect(withButtons.querySelectorAll('button')).toHaveLength(2)
    expect(render({ videoDesktop: media('ex30.mp4', 'video/mp4'), hasControlBar: false }).querySelectorAll('button')).toHaveLength(0)
  })

  it('prefers YouTube over video and image, and asks YouTube for nothing before play', () => {
    const section = render({ youtubeId: 'dQw4w9WgXcQ', videoDesktop: media('ex30.mp4', 'video/mp4') })
    expect(section.querySelector('video')).toBeNull()
    expect(section.querySelector('iframe')).toBeNull()
    expect(section.querySelector('button')!.getAttribute('aria-label')).toBe('Spela upp videon från YouTube: Elbil utan krångel')
  })

  it('takes the background colour, with light text and a contrast button on the dark one', () => {
    expect(render({ backgroundColor: 'BackgroundColor1' }).className).toContain('bg-surface-1')
    const dark = render({ backgroundColor: 'BackgroundColor3' })
    expect(dark.className).toContain('text-white')
    expect(dark.className).toContain('rich-text-invert')
    expect(dark.querySelector('a')!.className).toContain('button-ghost-contrast')
  })

  it('50/50: media fills its half to the edge, outside the page container', () => {
    const section = render({ variant: '50/50' })
    expect(section.dataset.variant).toBe('50/50')
    expect(section.className).toContain('md:grid-cols-2')
    expect(section.querySelector('.container-page')).toBeNull()
    expect(section.querySelector('img')!.className).toContain('object-cover')
    expect(section.querySelector('img')!.closest('.rounded-2xl')).toBeNull()
    expect(render({ variant: 'Default' }).querySelector('.container-page')).not.toBeNull()
  })

  it('animates text and media only when asked, never hiding them in the server’s HTML', () => {
    const still = render({})
    expect(still.querySelector('[class*="data-[reveal=waiting]"]')).toBeNull()
    const moving = render({ useTextAnimations: true, useMediaAnimations: true })
    const animated = moving.querySelectorAll('[class*="data-[reveal=waiting]"]')
    expect(animated).toHaveLength(2)
    expect(animated[1]!.getAttribute('style')).toContain('transition-delay:150ms')
    expect(moving.innerHTML).not.toContain('data-reveal=')
    expect(render({ useTextAnimations: true }, { ...context, editing: true }).querySelector('[class*="data-[reveal=waiting]"]')).toBeNull()
  })

  it('marks its fields in page-editing mode', () => {
    const section = render({}, { ...context, editing: true })
    expect([...section.querySelectorAll('[data-editable]')].map((element) => element.getAttribute('data-editable'))).toEqual(['ImageDesktop', 'Title', 'RichText', 'Link'])
  })

  it.each([
    ['Default', 'None'],
    ['50/50', 'BackgroundColor3'],
  ] as const)('has no accessibility violations (%s on %s)', async (variant, backgroundColor) => {
    render({ variant, backgroundColor, videoDesktop: media('ex30.mp4', 'video/mp4') })
    expect(await axeViolations()).toEqual([])
  })
})
