// @vitest-environment happy-dom
import { act, type ComponentProps } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ALERT_CLOSE_MS, HIDE_ALERT_COOKIE, type Alert } from '../alert'
import { AlertBanner } from './AlertBanner'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const campaign: Alert = { title: 'Vinterhjul på köpet', text: 'Gäller alla nya bilar i december.', type: 'Dark', icon: 'CampaignAlert', closable: true }
const link = { label: 'Läs mer', href: 'https://nordvik.se/kampanj', newTab: true, newTabText: '(öppnas i ny flik)' }

let root: Root
function render(alert: Alert, props: Partial<ComponentProps<typeof AlertBanner>> = {}) {
  act(() => root.render(<AlertBanner alert={alert} closeLabel="Stäng meddelandet" {...props} />))
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] })
  root = createRoot(document.body.appendChild(document.createElement('div')))
})

afterEach(() => {
  act(() => root.unmount())
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('data-hide-alert')
  document.cookie = `${HIDE_ALERT_COOKIE}=; Max-Age=0; Path=/`
  vi.useRealTimers()
})

const banner = () => document.querySelector<HTMLElement>('[data-alert]')
const close = () => document.querySelector<HTMLButtonElement>('button[aria-label="Stäng meddelandet"]')

describe('the alert banner (spec 1 §4)', () => {
  it('is a region under the bar named by its title, marked for the head script that hides closed alerts before paint', () => {
    render(campaign)
    expect(banner()?.tagName).toBe('DIV')
    expect(banner()?.getAttribute('role')).toBe('region')
    expect(banner()?.getAttribute('aria-label')).toBe('Vinterhjul på köpet')
    expect(banner()?.getAttribute('data-alert')).toBe('Dark')
    expect(banner()?.querySelector('p.flex-1')?.textContent).toBe('Vinterhjul på köpet Gäller alla nya bilar i december.')
    expect(banner()?.hasAttribute('data-alert-closable')).toBe(true)
    expect(banner()?.querySelector('a')).toBeNull()
  })

  it('on a phone is one line, its title, with the whole message one tap away (a Warning too)', () => {
    render({ ...campaign, type: 'Warning', icon: 'WarningAlert', closable: false })
    const details = banner()!.querySelector('details')!
    expect(details.closest('.md\\:hidden')).not.toBeNull()
    expect(details.open).toBe(false)
    expect(details.querySelector('summary')?.textContent).toBe('Vinterhjul på köpet')
    expect(details.querySelector('summary + div')?.textContent).toBe('Gäller alla nya bilar i december.')
    act(() => details.querySelector('summary')!.click())
    expect(details.open).toBe(true)
  })

  it.each(['bar', 'section'] as const)('closing (%s) sets the hideAlert cookie for a day and folds the height to 0 in 0.3 s', (placement) => {
    render(campaign, { placement })
    act(() => close()!.click())
    expect(document.cookie).toContain(`${HIDE_ALERT_COOKIE}=true`)
    act(() => vi.advanceTimersToNextFrame())
    expect(banner()?.style.height).toBe('0px')
    act(() => vi.advanceTimersByTime(ALERT_CLOSE_MS - 20))
    expect(banner()).not.toBeNull()
    act(() => vi.advanceTimersByTime(20))
    expect(banner()).toBeNull()
    expect(document.documentElement.hasAttribute('data-hide-alert')).toBe(true)
  })

  it.each(['bar', 'section'] as const)('a Warning (%s) cannot be closed and is not hidden by the cookie', (placement) => {
    render({ ...campaign, type: 'Warning', icon: 'WarningAlert', closable: false }, { placement })
    expect(close()).toBeNull()
    expect(banner()?.hasAttribute('data-alert-closable')).toBe(false)
  })

  it('placed in the page, is a section with title, text and link', () => {
    render(campaign, { placement: 'section', link })
    expect(banner()?.tagName).toBe('SECTION')
    expect(banner()?.getAttribute('aria-label')).toBe('Vinterhjul på köpet')
    expect(banner()?.textContent).toContain('Gäller alla nya bilar i december.')
    const anchor = banner()?.querySelector('a')
    expect(anchor?.getAttribute('href')).toBe('https://nordvik.se/kampanj')
    expect(anchor?.getAttribute('target')).toBe('_blank')
    expect(anchor?.textContent).toBe('Läs mer (öppnas i ny flik)')
    expect(anchor?.className).toContain('button-ghost-contrast')
  })

  it('under the bar, shows a link after the message too', () => {
    render(campaign, { link: { label: 'Läs mer', href: 'https://nordvik.se/kampanj' } })
    expect(banner()?.querySelector('a')?.getAttribute('href')).toBe('https://nordvik.se/kampanj')
    expect(banner()?.querySelector('a')?.textContent).toBe('Läs mer')
  })
})
