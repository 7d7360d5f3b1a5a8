// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import type { FaqListBlock } from '@/payload-types'

import { axeViolations, blockContext, renderInMain } from '../test-context'
import { FaqList } from './Component'

const context = blockContext({ page: { path: '/faq' } })
const text = (value: string) =>
  ({ root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: value, format: 0 }] }] } }) as unknown as FaqListBlock['questions'][number]['answer']

const block: FaqListBlock = {
  blockType: 'faqList',
  heading: 'Frågor och svar',
  intro: 'Det här undrar våra kunder oftast.',
  questions: [
    { id: 'a', question: 'Tar ni bilar i inbyte?', answer: text('Ja, alla märken.') },
    { id: 'b', question: 'Vad betyder <b> i annonsen?', answer: text('Inget farligt: </script><script>alert(1)</script>') },
  ],
}

const render = (value: FaqListBlock) => {
  renderInMain(FaqList({ block: value, context }))
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the FAQ list block', () => {
  it('shows heading, intro and the questions as an accordion with their answers', () => {
    render(block)
    expect(document.querySelector('h2')?.textContent).toBe('Frågor och svar')
    expect(document.querySelector('header p')?.textContent).toBe('Det här undrar våra kunder oftast.')
    expect([...document.querySelectorAll('summary')].map((summary) => summary.textContent)).toEqual(['Tar ni bilar i inbyte?', 'Vad betyder <b> i annonsen?'])
    expect(document.querySelector('details .rich-text')?.textContent).toBe('Ja, alla märken.')
  })

  it('describes the questions as FAQPage JSON-LD that text in the answers cannot break out of', () => {
    const html = renderToStaticMarkup(FaqList({ block, context }))
    const script = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1]
    expect(script).toBeDefined()
    expect(script).not.toContain('<')
    const data = JSON.parse(script!)
    expect(data['@type']).toBe('FAQPage')
    expect(data.mainEntity[1]).toEqual({
      '@type': 'Question',
      name: 'Vad betyder <b> i annonsen?',
      acceptedAnswer: { '@type': 'Answer', text: 'Inget farligt: </script><script>alert(1)</script>' },
    })
  })

  it('renders nothing without questions', () => {
    expect(FaqList({ block: { ...block, questions: [] }, context })).toBeNull()
  })

  it('has no accessibility violations axe can find without layout', async () => {
    render(block)
    expect(await axeViolations()).toEqual([])
  })
})
