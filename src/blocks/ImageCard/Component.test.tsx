// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'

import type { ImageCardBlock, Media, Page } from '@/payload-types'

import { axeViolations, blockContext, renderInMain } from '../test-context'
import type { BlockContext } from '../types'
import { ImageCard } from './Component'

const context = blockContext({ locale: 'en-GB', page: { publicPath: '/en-gb' } })
const image = { id: 1, alt: 'Showroom', filename: 'showroom.jpg', mimeType: 'image/jpeg', width: 1600, height: 2000 } as unknown as Media
const page = (path: string) => ({ id: 3, path }) as unknown as Page

const cardsOf = (count: number): ImageCardBlock['cards'] =>
  Array.from({ length: count }, (_, index) => ({ id: String(index), title: `Kort ${index + 1}`, image, link: { type: 'internal', page: page(`/kort-${index + 1}`) } }))

const render = (value: Partial<ImageCardBlock>, ctx: BlockContext = context) => {
  const block: ImageCardBlock = { blockType: 'imageCard', heading: 'Hitta rätt bil', cards: cardsOf(4), ...value }
  renderInMain(ImageCard({ block, context: ctx }))
  return document.querySelector('section')!
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the image card block (spec 1 §2.3)', () => {
  it('makes the whole card one link, named by its title and text, in the visitor’s language', () => {
    render({ cards: [{ id: 'a', title: 'Elbilar', text: 'Över 200 i lager', image, link: { type: 'internal', page: page('/elbilar') } }] })
    const links = document.querySelectorAll('a')
    expect(links).toHaveLength(1)
    expect(links[0]!.getAttribute('href')).toBe('/en-gb/elbilar')
    expect(links[0]!.querySelector('h3')!.textContent).toBe('Elbilar')
    expect(links[0]!.textContent).toContain('Över 200 i lager')
    expect(links[0]!.querySelector('img')!.getAttribute('alt')).toBe('')
    expect(links[0]!.querySelector('img')!.className).toContain('group-hover:scale-105')
  })

  it('shows a card without a link as a plain card', () => {
    render({ cards: [{ id: 'a', title: 'Snart här', image }] })
    expect(document.querySelector('a')).toBeNull()
    expect(document.querySelector('h3')!.textContent).toBe('Snart här')
  })

  it('uses rows of three for 3, 5 or 6 cards, and the four-up rule for 4 or 8', () => {
    expect(render({ cards: cardsOf(3) }).querySelector('ul')!.className).toContain('min-[769px]:grid-cols-3')
    expect(render({ cards: cardsOf(6) }).querySelector('ul')!.className).toContain('min-[769px]:grid-cols-3')
    expect(render({ cards: cardsOf(5) }).querySelector('ul')!.className).toContain('min-[769px]:grid-cols-3')
    expect(render({ cards: cardsOf(4) }).querySelector('ul')!.className).toContain('min-[1281px]:grid-cols-4')
    expect(render({ cards: cardsOf(8) }).querySelector('ul')!.className).toContain('min-[1281px]:grid-cols-4')
  })

  it('tells screen readers when a card opens in a new tab', () => {
    render({ cards: [{ id: 'a', title: 'Karriär', image, link: { type: 'external', url: 'https://jobb.example.com', newTab: true } }] })
    const link = document.querySelector('a')!
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.textContent).toContain('(öppnas i ny flik)')
  })

  it('has no accessibility violations', async () => {
    render({ cards: cardsOf(3) })
    expect(await axeViolations()).toEqual([])
  })
})
