import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RICH_TEXT_FEATURES } from '@/cms/fields/rich-text'

import { renderRichText, UnknownRichTextNodeError, type RichTextValue } from './RichText'

const text = (value: string, format = 0) => ({ type: 'text', text: value, format })
const paragraph = (...children: object[]) => ({ type: 'paragraph', children })
const render = (...children: object[]) => renderToStaticMarkup(<>{renderRichText({ root: { type: 'root', children } } as RichTextValue, { pageHref: (page) => page.path ?? '/' })}</>)

/** What each feature editors are offered writes into the text, and what the site must show of it. */
const WRITTEN_BY_FEATURE: Record<string, { nodes: object[]; shows: RegExp }> = {
  bold: { nodes: [paragraph(text('Fet', 1))], shows: /<strong>Fet<\/strong>/ },
  italic: { nodes: [paragraph(text('Kursiv', 2))], shows: /<em>Kursiv<\/em>/ },
  underline: { nodes: [paragraph(text('Under', 8))], shows: /<u>Under<\/u>/ },
  strikethrough: { nodes: [paragraph(text('Struken', 4))], shows: /<s>Struken<\/s>/ },
  subscript: { nodes: [paragraph(text('2', 32))], shows: /<sub>2<\/sub>/ },
  superscript: { nodes: [paragraph(text('3', 64))], shows: /<sup>3<\/sup>/ },
  inlineCode: { nodes: [paragraph(text('ABC123', 16))], shows: /<code>ABC123<\/code>/ },
  paragraph: { nodes: [paragraph(text('Stycke'), { type: 'linebreak' }, text('rad två'))], shows: /<p><span>Stycke<\/span><br\/><span>rad två<\/span><\/p>/ },
  heading: { nodes: [{ type: 'heading', tag: 'h3', children: [text('Service')] }], shows: /<h3><span>Service<\/span><\/h3>/ },
  align: { nodes: [{ type: 'paragraph', format: 'center', children: [text('Mitten')] }], shows: /<p style="text-align:center">/ },
  indent: { nodes: [{ type: 'paragraph', indent: 2, children: [text('Indrag')] }], shows: /<p style="padding-inline-start:4em">/ },
  unorderedList: { nodes: [{ type: 'list', listType: 'bullet', children: [{ type: 'listitem', children: [text('Punkt')] }] }], shows: /<ul><li><span>Punkt<\/span><\/li><\/ul>/ },
  orderedList: { nodes: [{ type: 'list', listType: 'number', children: [{ type: 'listitem', children: [text('Ett')] }] }], shows: /<ol><li>/ },
  checklist: { nodes: [{ type: 'list', listType: 'check', children: [{ type: 'listitem', checked: true, children: [text('Klart')] }] }], shows: /<li role="checkbox" aria-checked="true">/ },
  link: {
    nodes: [paragraph({ type: 'link', fields: { linkType: 'internal', doc: { relationTo: 'pages', value: { path: '/salj-bil' } } }, children: [text('Sälj')] }, { type: 'autolink', fields: { url: 'https://example.se' }, children: [text('example.se')] })],
    shows: /<a href="\/salj-bil">.*<a href="https:\/\/example.se">/,
  },
  blockquote: { nodes: [{ type: 'quote', children: [text('Citat')] }], shows: /<blockquote><span>Citat<\/span><\/blockquote>/ },
  upload: { nodes: [{ type: 'upload', relationTo: 'media', value: { id: 1, alt: 'En bil', url: '/api/media/file/bil.png', filename: 'bil.png', width: 800, height: 600, mimeType: 'image/png', sizes: {} } }], shows: /<figure><img[^>]*alt="En bil"/ },
  horizontalRule: { nodes: [{ type: 'horizontalrule' }], shows: /<hr\/>/ },
  // The floating toolbar writes nothing of its own.
  toolbarInline: { nodes: [], shows: /^<div class="rich-text"><\/div>$/ },
}

describe('rich text: editors are offered only what the sites show, and the sites show all of it', () => {
  it('knows what every offered feature writes', () => {
    expect(RICH_TEXT_FEATURES.map((feature) => feature.key).sort()).toEqual(Object.keys(WRITTEN_BY_FEATURE).sort())
  })

  it.each(Object.entries(WRITTEN_BY_FEATURE))('%s is shown', (_, { nodes, shows }) => {
    expect(render(...nodes)).toMatch(shows)
  })

  it('does not offer a related document as a block, which no page could show', () => {
    expect(RICH_TEXT_FEATURES.map((feature) => feature.key)).not.toContain('relationship')
    expect(() => render({ type: 'relationship', relationTo: 'pages', value: { id: 1 } })).toThrow(UnknownRichTextNodeError)
  })
})
