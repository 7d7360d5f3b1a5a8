// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'

import { DEBT_WARNING, HALLA_KONSUMENT_URL, KONSUMENTVERKET_URL } from '@/features/finance/debt-warning'
import type { ConsumerDebtWarningBlock } from '@/payload-types'

import { axeViolations, blockContext, renderInMain } from '../test-context'
import { ConsumerDebtWarning } from './Component'

const context = blockContext({ locale: 'en-GB', page: { path: '/finansiering', publicPath: '/en-gb/finansiering' } })
const block: ConsumerDebtWarningBlock = { blockType: 'consumerDebtWarning' }

const render = (value: ConsumerDebtWarningBlock) => {
  renderInMain(ConsumerDebtWarning({ block: value, context }))
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the consumer-credit warning', () => {
  it('warns in Swedish whatever the page language, with heading, risk, advice and where to get help', () => {
    render(block)
    const section = document.querySelector('section')!
    expect(section.getAttribute('lang')).toBe('sv')
    expect(document.querySelector('h2')?.textContent).toBe('Att låna kostar pengar!')
    expect(section.textContent).toContain(DEBT_WARNING.risk)
    expect(section.textContent).toContain('betalningsanmärkning')
    expect(section.textContent).toContain(DEBT_WARNING.debtAdvice)
    expect([...section.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([KONSUMENTVERKET_URL, HALLA_KONSUMENT_URL])
    expect(section.textContent).toContain('Hallå konsument')
  })

  it('compact keeps heading, risk text and the consumer agency but leaves out the longer advice', () => {
    render({ ...block, compact: true })
    const section = document.querySelector('section')!
    expect(document.querySelector('h2')?.textContent).toBe(DEBT_WARNING.heading)
    expect(section.textContent).toContain(DEBT_WARNING.risk)
    expect(section.textContent).not.toContain(DEBT_WARNING.debtAdvice)
    expect(section.querySelector(`a[href="${KONSUMENTVERKET_URL}"]`)).not.toBeNull()
  })

  it('draws the warning symbol for sight only: the heading carries the meaning', () => {
    render(block)
    expect(document.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('has no accessibility violations axe can find without layout', async () => {
    render(block)
    expect(await axeViolations()).toEqual([])
  })
})
