import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { PageBlock } from '@/blocks/registry'
import type { Site } from '@/payload-types'

import { RenderBlocks } from './RenderBlocks'

const site = { id: 1, key: 'test', name: 'Test', locales: ['sv-SE'], defaultLocale: 'sv-SE' } as unknown as Site
const text = (value: string) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: value, format: 0 }] }] },
})

describe('page sections', () => {
  it('shows the fallback in place of a section that throws, and renders the others', async () => {
    const blocks = [
      { blockType: 'richText', id: 'a', content: text('Före') },
      { blockType: 'richText', id: 'b', content: { root: { type: 'root', children: [{ type: 'widget-from-the-future' }] } } },
      { blockType: 'richText', id: 'c', content: text('Efter') },
    ] as unknown as PageBlock[]
    const html = renderToStaticMarkup(
      await RenderBlocks({
        blocks,
        context: {
          site,
          locale: 'sv-SE',
          editing: false,
          dictionary: {},
          page: { id: 1, path: '/', publicPath: '/', url: 'http://se.localhost/', title: 'Start' },
        },
      }),
    )
    expect(html).toContain('Före')
    expect(html).toContain('Efter')
    expect(html.match(/data-section-fallback/g)).toHaveLength(1)
    expect(html).toContain('Aj då')
    expect(html).toContain('Här borde en sektion synas men något har tyvärr blivit fel')
    expect(html).toContain('Prova ladda om sidan')
    expect(html.indexOf('Före')).toBeLessThan(html.indexOf('Aj då'))
    expect(html.indexOf('Aj då')).toBeLessThan(html.indexOf('Efter'))
  })

  it('renders nothing for a hero banner without an image (spec 1 §5)', async () => {
    const blocks = [{ blockType: 'heroBanner', id: 'h', title: 'Utan bild' }] as unknown as PageBlock[]
    const html = renderToStaticMarkup(
      await RenderBlocks({
        blocks,
        context: {
          site,
          locale: 'sv-SE',
          editing: false,
          dictionary: {},
          page: { id: 1, path: '/', publicPath: '/', url: 'http://se.localhost/', title: 'Start' },
        },
      }),
    )
    expect(html).not.toContain('Utan bild')
    expect(html).not.toContain('Aj då')
  })
})
