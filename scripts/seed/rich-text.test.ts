import config from '@payload-config'
import { beforeAll, describe, expect, it } from 'vitest'

import { markdownToRichText, type MarkdownToRichText } from './rich-text'

const resolve = (path: string) => ({ '/om-oss': 7 } as Record<string, number>)[path] ?? null

type Node = { type: string; tag?: string; listType?: string; text?: string; format?: number; fields?: Record<string, unknown>; id?: string; children?: Node[] }

describe('seed rich text from Markdown', () => {
  let richText: MarkdownToRichText
  beforeAll(async () => {
    richText = await markdownToRichText(await config)
  }, 60_000)

  it('turns inline markup into formatted text and links to pages of the site and the web', () => {
    const { root } = richText('Läs **mer** om *oss* [här](/om-oss) eller [där](https://example.com) eller [skriv](mailto:info@nordvik.example).', resolve, 'test')
    const nodes = (root.children as Node[])[0]!.children!
    expect(nodes.map((node) => node.type)).toEqual(['text', 'text', 'text', 'text', 'text', 'link', 'text', 'link', 'text', 'link', 'text'])
    expect(nodes[1]).toMatchObject({ text: 'mer', format: 1 })
    expect(nodes[3]).toMatchObject({ text: 'oss', format: 2 })
    expect(nodes[5]).toMatchObject({ fields: { linkType: 'internal', doc: { relationTo: 'pages', value: 7 }, newTab: false } })
    expect(nodes[7]).toMatchObject({ fields: { linkType: 'custom', url: 'https://example.com', newTab: true } })
    expect(nodes[9]).toMatchObject({ fields: { linkType: 'custom', url: 'mailto:info@nordvik.example', newTab: false } })
    // The same Markdown gives the same rich text on every run.
    expect(nodes.filter((node) => node.type === 'link').map((node) => node.id)).toEqual([undefined, undefined, undefined])
  })

  it('refuses a link to a page that does not exist, naming where it is', () => {
    expect(() => richText('[x](/finns-inte)', resolve, 'content/demo/x/pages/a.md: layout.2')).toThrow('content/demo/x/pages/a.md: layout.2: link to /finns-inte, which is not a page of the site')
  })

  it('builds headings, paragraphs, lists and quotes', () => {
    const { root } = richText('## Rubrik\n\nText som\nfortsätter\n\n- a\n- b\n\n1. c\n\n> Citat', resolve, 'test')
    const children = root.children as Node[]
    expect(children.map((node) => [node.type, node.listType ?? node.tag ?? null])).toEqual([
      ['heading', 'h2'],
      ['paragraph', null],
      ['list', 'bullet'],
      ['list', 'number'],
      ['quote', null],
    ])
    expect(children[1]!.children).toMatchObject([{ text: 'Text som fortsätter' }])
  })
})
