// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'

import type { AccordionBlock } from '@/payload-types'

import { axeViolations, blockContext, renderInMain } from '../test-context'
import type { BlockContext } from '../types'
import { Accordion } from './Component'

const context = blockContext({ page: { path: '/service' } })
const text = (value: string) =>
  ({ root: { type: 'root', children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text: value, format: 0 }] }] } }) as unknown as AccordionBlock['items'][number]['content']

const block: AccordionBlock = {
  blockType: 'accordion',
  heading: 'Vanliga frågor om service',
  items: [
    { id: 'a', title: 'Hur ofta ska bilen servas?', content: text('En gång om året eller var 1 500 mil.') },
    { id: 'b', title: 'Kan jag vänta medan bilen servas?', content: text('Ja, i vår lounge med kaffe och wifi.'), openByDefault: true },
  ],
}

const render = (value: AccordionBlock, ctx: BlockContext = context) => {
  renderInMain(Accordion({ block: value, context: ctx }))
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the accordion block (spec 1 §2.3)', () => {
  it('shows each item as a disclosure with its title and rich text, open only when the editor says so', () => {
    render(block)
    const items = [...document.querySelectorAll('details')]
    expect(items.map((item) => item.querySelector('summary')?.textContent)).toEqual(['Hur ofta ska bilen servas?', 'Kan jag vänta medan bilen servas?'])
    expect(items.map((item) => item.open)).toEqual([false, true])
    expect(items[0]!.querySelector('.rich-text p')?.textContent).toBe('En gång om året eller var 1 500 mil.')
  })

  it('has a heading only when one is set', () => {
    render(block)
    expect(document.querySelector('h2')?.textContent).toBe('Vanliga frågor om service')
    render({ ...block, heading: null })
    expect(document.querySelector('h2')).toBeNull()
    expect(document.querySelectorAll('details')).toHaveLength(2)
  })

  it('renders nothing without items', () => {
    expect(Accordion({ block: { ...block, items: [] }, context })).toBeNull()
  })

  it('throws on rich text it cannot show, so the page shows the section fallback', () => {
    const broken = { root: { type: 'root', children: [{ type: 'widget-from-the-future' }] } } as unknown as AccordionBlock['items'][number]['content']
    expect(() => Accordion({ block: { ...block, items: [{ title: 'Trasig', content: broken }] }, context })).toThrow()
  })

  it('marks editable fields only in page-editing mode', () => {
    render(block)
    expect(document.querySelector('[data-editable]')).toBeNull()
    render(block, { ...context, editing: true })
    expect(document.querySelector('h2')?.getAttribute('data-editable')).toBe('Heading')
  })

  it('has no accessibility violations axe can find without layout', async () => {
    render(block)
    expect(await axeViolations()).toEqual([])
  })
})
