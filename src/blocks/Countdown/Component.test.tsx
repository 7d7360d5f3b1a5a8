// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { CountdownBlock } from '@/payload-types'

import { axeViolations, blockContext, loadClientParts, renderInMain } from '../test-context'
import { Countdown } from './Component'

const context = blockContext({ dictionary: { days: 'd', hours: 'h' }, page: { path: '/kampanj' } })
const NOW = Date.parse('2025-11-28T08:00:00.000Z')

const block: CountdownBlock = {
  blockType: 'countdown',
  title: 'Black Week',
  text: 'Upp till 40 000 kr i rabatt på lagerbilar.',
  endsAt: '2025-11-30T22:59:59.000Z',
  endedText: 'Kampanjen är slut – tack!',
  link: { type: 'external', url: 'https://nordvik.se/kampanj', label: 'Se erbjudandena' },
}

const render = (value: Partial<CountdownBlock> = {}) => {
  renderInMain(Countdown({ block: { ...block, ...value }, context }))
  return document.querySelector('section')!
}
const digits = () => [...document.querySelectorAll('[data-digits]')].map((element) => element.textContent).join(':')

// The block's interactive part loads on first use (client-parts.tsx): loaded once, then rendered at once.
beforeAll(() => loadClientParts(Countdown({ block, context })))

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(NOW)
})

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('the countdown block (spec 1 §2.3)', () => {
  it('renders the digits for the moment of the request, with the dictionary’s unit names', () => {
    const section = render()
    expect(digits()).toBe('02:14:59:59')
    expect([...section.querySelectorAll('[data-unit]')].map((unit) => unit.lastElementChild!.textContent)).toEqual(['d', 'h', 'minuter', 'sekunder'])
    expect(section.querySelector('h2')!.textContent).toBe('Black Week')
    expect(section.querySelector('a')!.textContent).toBe('Se erbjudandena')
  })

  it('shows the ended text once the time has passed, or zeros without one', () => {
    render({ endsAt: '2025-11-27T00:00:00.000Z' })
    expect(document.querySelector('[data-countdown-ended]')!.textContent).toBe('Kampanjen är slut – tack!')
    expect(digits()).toBe('')
    render({ endsAt: '2025-11-27T00:00:00.000Z', endedText: null })
    expect(digits()).toBe('00:00:00:00')
  })

  it('is dark by default with light digit boxes, and light on the other backgrounds', () => {
    expect(render().className).toContain('bg-surface-3')
    expect(document.querySelector('[data-unit]')!.className).toContain('bg-white/10')
    expect(render({ backgroundColor: 'BackgroundColor1' }).className).toContain('bg-surface-1')
    expect(document.querySelector('[data-unit]')!.className).toContain('ring-line')
  })

  it('has no accessibility violations', async () => {
    render()
    vi.useRealTimers()
    expect(await axeViolations()).toEqual([])
  })
})
