import { describe, expect, it } from 'vitest'

import { blockTitle } from './block-title'

describe('blockTitle: what a block row is called in the page form', () => {
  it.each<[string, Record<string, unknown> | undefined, string]>([
    ['its title', { blockType: 'heroBanner', title: 'Vinterdäck nu', blockName: '' }, 'Vinterdäck nu'],
    ['the first slide of a carousel', { blockType: 'heroCarousel', slides: [{ title: 'Nya elbilar' }, { title: 'Service' }] }, 'Nya elbilar'],
    ['the first words of its text', { blockType: 'richText', content: { root: { children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Välkommen   till' }, { type: 'text', text: 'Nordvik' }] }] } } }, 'Välkommen till Nordvik'],
    ['its block name when it has nothing else', { blockType: 'socialSharing', blockName: 'Dela' }, 'Dela'],
    ['nothing for a block without words', { blockType: 'consumerDebtWarning' }, ''],
    ['nothing for no row', undefined, ''],
  ])('%s', (_, row, title) => {
    expect(blockTitle(row)).toBe(title)
  })
})
