// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'

import type { NotFoundHeroBlock } from '@/payload-types'

import { axeViolations, blockContext, renderInMain } from '../test-context'
import type { BlockContext } from '../types'
import { NotFoundHeroSection } from './Component'

const context = blockContext({ locale: 'en-GB', isFirst: true, page: { path: '/404', publicPath: '/en-gb/404' } })
const block: NotFoundHeroBlock = {
  blockType: 'notFoundHero',
  title: 'We could not find that page',
  text: 'It may have moved.',
  link: { type: 'internal', page: { id: 2, path: '/' } as never, label: 'Back to the start page' },
}

const render = (value: NotFoundHeroBlock, ctx: BlockContext = context) => {
  renderInMain(NotFoundHeroSection({ block: value, context: ctx }))
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the not-found hero block', () => {
  it('carries the h1 when it opens the page, and is a section heading further down', () => {
    render(block)
    expect(document.querySelector('h1')?.textContent).toBe('We could not find that page')
    render(block, { ...context, isFirst: false })
    expect(document.querySelector('h1')).toBeNull()
    expect(document.querySelector('h2')?.textContent).toBe('We could not find that page')
  })

  it('shows the text and a button to the linked page in the visitor’s language', () => {
    render(block)
    expect(document.querySelector('p:not([aria-hidden])')?.textContent).toBe('It may have moved.')
    const button = document.querySelector('a')!
    expect(button.textContent).toBe('Back to the start page')
    expect(button.getAttribute('href')).toBe('/en-gb')
    expect(button.className).toContain('button-primary')
  })

  it('tells screen readers when the button opens a new tab, and leaves out a link without a label', () => {
    render({ ...block, link: { type: 'external', url: 'https://nordvik.se/kontakt', newTab: true, label: 'Kontakta oss' } })
    const button = document.querySelector('a')!
    expect(button.getAttribute('target')).toBe('_blank')
    expect(button.textContent).toBe('Kontakta oss (öppnas i ny flik)')
    render({ ...block, link: { type: 'external', url: 'https://nordvik.se' } })
    expect(document.querySelector('a')).toBeNull()
  })

  it('has no accessibility violations axe can find without layout', async () => {
    render(block)
    expect(await axeViolations()).toEqual([])
  })
})
