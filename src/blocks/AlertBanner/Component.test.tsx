// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'

import type { AlertBannerBlock } from '@/payload-types'

import { axeViolations, blockContext, renderInMain } from '../test-context'
import type { BlockContext } from '../types'
import { AlertBannerSection } from './Component'

const context = blockContext()
const block: AlertBannerBlock = {
  blockType: 'alertBanner',
  type: 'Neutral',
  icon: 'CampaignAlert',
  title: 'Öppet hus i helgen',
  text: 'Provkör nya EX30 lördag och söndag.',
  link: { type: 'external', url: 'https://nordvik.se/oppet-hus', label: 'Anmäl dig' },
}

const render = (value: AlertBannerBlock, ctx: BlockContext = context) => {
  renderInMain(AlertBannerSection({ block: value, context: ctx }))
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the alert banner block (spec 1 §4, §5)', () => {
  it('shows the message with its link and a close button named from the dictionary', () => {
    render(block, { ...context, dictionary: { closeAlert: 'Close the message' } })
    expect(document.querySelector('section')?.textContent).toContain('Öppet hus i helgen')
    expect(document.querySelector('a')?.textContent).toBe('Anmäl dig')
    expect(document.querySelector('a')?.getAttribute('href')).toBe('https://nordvik.se/oppet-hus')
    expect(document.querySelector('button')?.getAttribute('aria-label')).toBe('Close the message')
    expect(document.querySelector('[data-alert-closable]')).not.toBeNull()
  })

  it('shows nothing without a title and a text', () => {
    expect(AlertBannerSection({ block: { ...block, title: ' ', text: '' }, context })).toBeNull()
    render({ ...block, title: null })
    expect(document.querySelector('section')?.getAttribute('aria-label')).toBe('Provkör nya EX30 lördag och söndag.')
  })

  it('a Warning has no close button and ignores the hideAlert cookie', () => {
    render({ ...block, type: 'Warning' })
    expect(document.querySelector('button')).toBeNull()
    expect(document.querySelector('[data-alert-closable]')).toBeNull()
    expect(document.querySelector('[data-alert="Warning"]')).not.toBeNull()
  })

  it('cannot be closed (or hidden by an earlier close) in the editor’s preview', () => {
    render(block, { ...context, editing: true })
    expect(document.querySelector('button')).toBeNull()
    expect(document.querySelector('[data-alert-closable]')).toBeNull()
    expect(document.querySelector('[data-editable]')).not.toBeNull()
  })

  it('has no accessibility violations axe can find without layout', async () => {
    render(block)
    expect(await axeViolations()).toEqual([])
  })
})
