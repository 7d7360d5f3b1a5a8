// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import type { CardListBlock, Media, Page } from '@/payload-types'

import { axeViolations, blockContext, renderInMain } from '../test-context'
import type { BlockContext } from '../types'
import { CardList } from './Component'
import { CARD_ICONS } from './config'
import { CardIcon } from './icons'

const context = blockContext({ page: { path: '/service' } })
const image = { id: 1, alt: 'Mekaniker byter däck', filename: 'dack.jpg', mimeType: 'image/jpeg', width: 1200, height: 800 } as unknown as Media
const servicePage = { id: 7, path: '/service/boka' } as unknown as Page

const block: CardListBlock = {
  blockType: 'cardList',
  heading: 'Allt för din bil',
  intro: 'Service, däck och finansiering på ett ställe.',
  cards: [
    { id: 'a', image, title: 'Däckhotell', text: 'Vi förvarar dina däck.', link: { type: 'internal', page: servicePage } },
    { id: 'b', icon: 'service', title: 'Boka service', text: 'Välj tid online.', link: { type: 'external', url: 'https://boka.nordvik.se', newTab: true }, buttonText: 'Boka tid' },
    { id: 'c', icon: 'finance', title: 'Finansiering' },
  ],
}

const render = (value: Partial<CardListBlock>, ctx: BlockContext = context) => {
  renderInMain(CardList({ block: { ...block, ...value }, context: ctx }))
  return document.querySelector('section')!
}
const card = (title: string) => [...document.querySelectorAll('li')].find((element) => element.textContent?.includes(title))!

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the card list block (spec 1 §2.3)', () => {
  it('makes the whole card the link when there is no button text', () => {
    render({})
    const link = card('Däckhotell').querySelector('a')!
    expect(link.getAttribute('href')).toBe('/service/boka')
    expect(link.closest('h3')).not.toBeNull()
    expect(link.className).toContain('after:absolute')
    expect(card('Däckhotell').querySelectorAll('a')).toHaveLength(1)
  })

  it('shows the button text as a button, opening in a new tab when asked', () => {
    render({})
    const links = card('Boka service').querySelectorAll('a')
    expect(links).toHaveLength(1)
    expect(links[0]!.textContent).toBe('Boka tid (öppnas i ny flik)')
    expect(links[0]!.className).toContain('button')
    expect(links[0]!.getAttribute('target')).toBe('_blank')
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer')
    expect(card('Boka service').querySelector('h3 a')).toBeNull()
  })

  it('shows an image, or else the chosen icon, hidden from screen readers', () => {
    render({})
    expect(card('Däckhotell').querySelector('img')!.getAttribute('alt')).toBe('')
    expect(card('Däckhotell').querySelector('svg[data-icon]')).toBeNull()
    const icon = card('Boka service').querySelector('svg[data-icon]')!
    expect(icon.getAttribute('data-icon')).toBe('service')
    expect(icon.getAttribute('aria-hidden')).toBe('true')
    expect(card('Finansiering').querySelector('a')).toBeNull()
  })

  it('draws every icon an editor can choose', () => {
    for (const name of CARD_ICONS) {
      const svg = renderToStaticMarkup(<CardIcon name={name} />)
      expect(svg, name).toMatch(/^<svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24"/)
      expect(svg, name).toMatch(/<(path|circle|rect) /)
    }
  })

  it('lays list cards out as compact rows with the icon beside the text', () => {
    render({ cardStyle: 'List card' })
    const article = card('Boka service').querySelector('article')!
    expect(article.className).toContain('items-start')
    expect(article.firstElementChild!.querySelector('svg[data-icon="service"]')).not.toBeNull()
    expect(card('Däckhotell').querySelector('img')!.className).toContain('h-16 w-16')
  })

  it('applies the cards-per-row rule the editor chose, unless the other leaves fuller rows', () => {
    const four = [...block.cards, { id: 'd', icon: 'service', title: 'Däck' }] as CardListBlock['cards']
    expect(render({ cards: four }).querySelector('ul')!.className).toContain('min-[1281px]:grid-cols-4')
    expect(render({ cards: four, perRow: 'Three' }).querySelector('ul')!.className).toContain('min-[1281px]:grid-cols-4')
    // Three cards fill a row of three, not three quarters of a row of four.
    expect(render({}).querySelector('ul')!.className).toContain('min-[769px]:grid-cols-3')
    expect(render({ perRow: 'Three' }).querySelector('ul')!.className).toContain('min-[769px]:grid-cols-3')
  })

  it('has the variants: borders, gray background, and the default shadow', () => {
    expect(render({ variant: 'Card With Borders' }).querySelector('article')!.className).toContain('border-line')
    const gray = render({ variant: 'Gray background' })
    expect(gray.className).toContain('bg-surface-1')
    expect(render({}).querySelector('article')!.className).toContain('shadow-')
  })

  it('uses h2 for card titles when the list has no heading', () => {
    render({ heading: null, intro: null })
    expect(document.querySelectorAll('h2')).toHaveLength(3)
    expect(document.querySelector('h3')).toBeNull()
  })

  it.each(['Card', 'List card'] as const)('has no accessibility violations (%s)', async (cardStyle) => {
    render({ cardStyle })
    expect(await axeViolations()).toEqual([])
  })
})
