import { describe, expect, it } from 'vitest'

import { inlineNodes, toLexical } from './rich-text'

const resolve = (path: string) => ({ '/om-oss': 7 } as Record<string, number>)[path] ?? null

describe('seed rich text', () => {
  it('turns inline markup into formatted text and links', () => {
    const nodes = inlineNodes('Läs **mer** om *oss* [här](/om-oss) eller [där](https://example.com).', resolve)
    expect(nodes.map((node) => node.type)).toEqual(['text', 'text', 'text', 'text', 'text', 'link', 'text', 'link', 'text'])
    expect(nodes[1]).toMatchObject({ text: 'mer', format: 1 })
    expect(nodes[3]).toMatchObject({ text: 'oss', format: 2 })
    expect(nodes[5]).toMatchObject({ fields: { linkType: 'internal', doc: { relationTo: 'pages', value: 7 } } })
    expect(nodes[7]).toMatchObject({ fields: { linkType: 'custom', url: 'https://example.com', newTab: true } })
  })

  it('refuses a link to a page that does not exist', () => {
    expect(() => inlineNodes('[x](/finns-inte)', resolve)).toThrow('/finns-inte')
  })

  it('builds headings, paragraphs, lists and quotes', () => {
    const { root } = toLexical([{ h2: 'Rubrik' }, { p: 'Text' }, { ul: ['a', 'b'] }, { ol: ['c'] }, { quote: 'Citat' }], resolve)
    const children = root.children as Array<Record<string, unknown>>
    expect(children.map((node) => [node.type, node.listType ?? node.tag ?? null])).toEqual([
      ['heading', 'h2'],
      ['paragraph', null],
      ['list', 'bullet'],
      ['list', 'number'],
      ['quote', null],
    ])
  })
})
