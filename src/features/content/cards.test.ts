import { describe, expect, it } from 'vitest'

import { balancedCardsPerRowMode, cardGridClass, cardImageSizes, cardSideways, cardsPerRow, cardsPerRowMode, type CardsPerRowMode } from './cards'

/** What a browser would do with the classes: the widest matching min-width rule wins, else grid-cols-1. */
function columnsFromClasses(classes: string, viewportWidth: number): number {
  let columns = 0
  let from = -1
  for (const token of classes.split(/\s+/)) {
    const base = /^grid-cols-(\d+)$/.exec(token)
    if (base && from < 0) columns = Number(base[1])
    const ranged = /^min-\[(\d+)px\]:grid-cols-(\d+)$/.exec(token)
    if (ranged && viewportWidth >= Number(ranged[1]) && Number(ranged[1]) > from) {
      from = Number(ranged[1])
      columns = Number(ranged[2])
    }
  }
  return columns
}

describe('cards per row (spec 1 §9)', () => {
  it.each([
    [320, 1, 1],
    [768, 1, 1],
    [769, 1, 3],
    [1024, 1, 3],
    [1025, 2, 3],
    [1280, 2, 3],
    [1281, 4, 3],
    [1920, 4, 3],
  ])('at %i px: %i in mode Four, %i in mode Three', (width, four, three) => {
    expect(cardsPerRow('Four', width)).toBe(four)
    expect(cardsPerRow('Three', width)).toBe(three)
  })

  it('grid classes give the same columns as the rule at every width', () => {
    for (const mode of ['Four', 'Three'] as CardsPerRowMode[]) {
      for (let width = 280; width <= 2000; width += 1) {
        expect(columnsFromClasses(cardGridClass(mode), width), `${mode} at ${width}px`).toBe(cardsPerRow(mode, width))
      }
    }
  })

  it('lays a card sideways exactly where it has a tablet-wide row to itself', () => {
    const range = /^min-\[(\d+)px\]:max-\[(\d+)px\]:flex-row$/.exec(cardSideways('Four').card)!
    const [from, to] = [Number(range[1]), Number(range[2])]
    expect(cardsPerRow('Four', from)).toBe(1)
    expect(cardsPerRow('Four', to)).toBe(1)
    expect(cardsPerRow('Four', from - 1)).toBe(1) // a phone: the card stays upright, it is narrow
    expect(cardsPerRow('Four', to + 1)).toBe(2)
    expect(cardSideways('Four').media).toContain(`min-[${from}px]:max-[${to}px]:w-1/2`)
    expect(cardSideways('Three')).toEqual({ card: '', media: '' })
  })

  it('image sizes follow the columns', () => {
    expect(cardImageSizes('Four')).toBe('(min-width: 1281px) 286px, (min-width: 1025px) 50vw, (min-width: 769px) 100vw, 100vw')
    expect(cardImageSizes('Four', { sideways: true })).toBe('(min-width: 1281px) 286px, (min-width: 1025px) 50vw, (min-width: 769px) 50vw, 100vw')
    expect(cardImageSizes('Three', { sideways: true })).toBe(cardImageSizes('Three'))
    expect(cardImageSizes('Three')).toBe('(min-width: 1281px) 390px, (min-width: 1025px) 34vw, (min-width: 769px) 34vw, 100vw')
  })

  it('reads the editor’s choice, defaulting to four', () => {
    expect(cardsPerRowMode('Three')).toBe('Three')
    expect(cardsPerRowMode('Four')).toBe('Four')
    expect(cardsPerRowMode(null)).toBe('Four')
  })

  it('balances the rows: three cards fill a row of three, four a row of four, whatever the editor chose', () => {
    const counts = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    expect(counts.map((count) => balancedCardsPerRowMode('Four', count))).toEqual(['Four', 'Four', 'Three', 'Four', 'Three', 'Three', 'Four', 'Four', 'Three'])
    expect(counts.map((count) => balancedCardsPerRowMode('Three', count))).toEqual(['Four', 'Four', 'Three', 'Four', 'Three', 'Three', 'Four', 'Four', 'Three'])
  })

  it('never leaves a card alone in a row it could share, at any width of spec 1 §9', () => {
    for (const count of [3, 4, 6, 8, 9, 12]) {
      const mode = balancedCardsPerRowMode('Four', count)
      for (const width of [800, 1100, 1440, 1600]) {
        const columns = cardsPerRow(mode, width)
        expect(count % columns, `${count} cards at ${width}px`).toBe(0)
      }
    }
  })
})
