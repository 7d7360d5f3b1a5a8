// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'

import type { SocialSharingBlock } from '@/payload-types'

import { axeViolations, blockContext, renderInMain } from '../test-context'
import type { BlockContext } from '../types'
import { SocialSharing } from './Component'

const context = blockContext({ page: { path: '/nyheter/ex30', title: '' } })
const block: SocialSharingBlock = { blockType: 'socialSharing', channels: ['facebook', 'linkedin', 'x', 'email', 'copy'] }

const render = (value: SocialSharingBlock, ctx: BlockContext = context) => {
  renderInMain(SocialSharing({ block: value, context: ctx }))
}

afterEach(() => {
  document.body.innerHTML = ''
})

const names = () => [...document.querySelectorAll('li')].map((item) => item.querySelector('a, button')?.textContent)

describe('the social sharing block', () => {
  it('has the default heading and one named round control per channel', () => {
    render(block)
    expect(document.querySelector('h2')?.textContent).toBe('Dela sidan')
    expect(names()).toEqual(['Dela på Facebook (öppnas i ny flik)', 'Dela på LinkedIn (öppnas i ny flik)', 'Dela på X (öppnas i ny flik)', 'Dela via e-post', 'Kopiera länk'])
  })

  it("shares the page's absolute address; networks open in a new tab without access to this page", () => {
    render(block)
    const facebook = document.querySelector('a[href^="https://www.facebook.com"]')!
    expect(facebook.getAttribute('href')).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fnordvik.se%2Fnyheter%2Fex30')
    expect(facebook.getAttribute('target')).toBe('_blank')
    expect(facebook.getAttribute('rel')).toContain('noopener')
    const email = document.querySelector('a[href^="mailto:"]')!
    expect(email.getAttribute('href')).toBe('mailto:?body=https%3A%2F%2Fnordvik.se%2Fnyheter%2Fex30')
    expect(email.hasAttribute('target')).toBe(false)
  })

  it('puts the page title in the e-mail subject once the page passes it', () => {
    render(block, blockContext({ page: { path: '/nyheter/ex30', title: 'Nya EX30' } }))
    expect(document.querySelector('a[href^="mailto:"]')?.getAttribute('href')).toBe('mailto:?subject=Nya%20EX30&body=https%3A%2F%2Fnordvik.se%2Fnyheter%2Fex30')
  })

  it("shows the editor's heading and channels, in the dictionary's language", () => {
    render({ ...block, heading: 'Tipsa en vän', channels: ['email', 'linkedin'] }, { ...context, dictionary: { shareOn: 'Share on', opensInNewTab: '(opens in a new tab)' } })
    expect(document.querySelector('h2')?.textContent).toBe('Tipsa en vän')
    expect(names()).toEqual(['Dela via e-post', 'Share on LinkedIn (opens in a new tab)'])
  })

  it('renders nothing without channels', () => {
    expect(SocialSharing({ block: { ...block, channels: [] }, context })).toBeNull()
  })

  it('has no accessibility violations axe can find without layout', async () => {
    render(block)
    expect(await axeViolations()).toEqual([])
  })
})
