// @vitest-environment happy-dom
import axe from 'axe-core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CONSENT_CHANGE_EVENT, consentTexts } from '../consent'
import { CookieConsent } from './CookieConsent'
import { CookieSettingsButton } from './CookieSettingsButton'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const texts = consentTexts({})
const GTM_ID = 'GTM-TEST123'
type Page = Window & { dataLayer?: object[] }

let root: Root | null = null

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
}

function mount(gtmId: string | null = GTM_ID) {
  const host = document.body.appendChild(document.createElement('div'))
  root = createRoot(host)
  act(() =>
    root!.render(
      <>
        <main id="main" tabIndex={-1} />
        <footer>
          <CookieSettingsButton label="Cookie-inställningar" />
        </footer>
        <CookieConsent texts={texts} gtmId={gtmId} />
      </>,
    ),
  )
}

const banner = () => document.querySelector<HTMLElement>('[data-cookie-consent]')
const settings = () => document.querySelector<HTMLElement>('[data-cookie-settings]')!
/** Clicks a button that opens the settings, and waits for their script (fetched on first opening). */
async function openWith(opener: HTMLElement) {
  await act(async () => opener.click())
  await act(async () => {
    await vi.waitFor(() => expect(settings()).not.toBeNull(), { timeout: 5000 })
  })
}
const button = (name: string, within: ParentNode = document) =>
  [...within.querySelectorAll('button')].find((element) => element.textContent === name || element.getAttribute('aria-label') === name)!
const switchFor = (label: string) => {
  const id = [...settings().querySelectorAll('label')].find((element) => element.textContent === label)!.htmlFor
  return document.getElementById(id) as HTMLInputElement
}
const tagManager = () => document.getElementById('gtm')
const consentEvents = () => ((window as Page).dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'consent_update')

beforeEach(() => {
  clearCookies()
})

afterEach(() => {
  if (root) act(() => root!.unmount())
  root = null
  document.body.innerHTML = ''
  tagManager()?.remove()
  delete (window as Page).dataLayer
  clearCookies()
  vi.restoreAllMocks()
})

describe('cookie consent', () => {
  it('renders nothing on the server, so cached pages are the same for everyone', () => {
    expect(renderToStaticMarkup(<CookieConsent texts={texts} gtmId={GTM_ID} />)).toBe('')
  })

  it('asks on the first visit in a labelled, non-modal panel with three equal choices', () => {
    mount()
    const panel = banner()!
    expect(panel.getAttribute('role')).toBe('dialog')
    expect(panel.getAttribute('aria-modal')).toBe('false')
    expect(document.getElementById(panel.getAttribute('aria-labelledby')!)?.textContent).toBe(texts.title)
    expect(document.getElementById(panel.getAttribute('aria-describedby')!)?.textContent).toBe(texts.text)
    const choices = [...panel.querySelectorAll('button')]
    expect(choices.map((choice) => choice.textContent)).toEqual([texts.acceptAll, texts.rejectAll, texts.customize])
    expect(new Set(choices.map((choice) => choice.className)).size).toBe(1)
    expect(tagManager()).toBeNull()
    expect(settings()).toBeNull()
  })

  it('loads the tag manager and tells it when the visitor accepts all', () => {
    mount()
    act(() => button(texts.acceptAll, banner()!).click())
    expect(document.cookie).toContain('cookieConsent=v1.s1.m1')
    expect(banner()).toBeNull()
    expect(tagManager()?.tagName).toBe('SCRIPT')
    expect(tagManager()?.textContent).toContain(JSON.stringify(GTM_ID))
    expect(tagManager()?.parentElement).toBe(document.head)
    expect(consentEvents()).toEqual([{ event: 'consent_update', necessary: true, statistics: true, marketing: true }])
  })

  it('keeps the tag manager away when the visitor rejects', () => {
    mount()
    const reject = button(texts.rejectAll, banner()!)
    reject.focus()
    act(() => reject.click())
    expect(document.cookie).toContain('cookieConsent=v1.s0.m0')
    expect(banner()).toBeNull()
    expect(document.activeElement?.id).toBe('main')
    expect(tagManager()).toBeNull()
    expect(consentEvents()).toEqual([{ event: 'consent_update', necessary: true, statistics: false, marketing: false }])
  })

  it('never loads the tag manager on a site without one', () => {
    mount(null)
    act(() => button(texts.acceptAll, banner()!).click())
    expect(tagManager()).toBeNull()
  })

  it('applies a stored choice at page load without asking again', () => {
    document.cookie = 'cookieConsent=v1.s1.m0; Path=/'
    mount()
    expect(banner()).toBeNull()
    expect(tagManager()).not.toBeNull()
    expect(consentEvents()).toEqual([{ event: 'consent_update', necessary: true, statistics: true, marketing: false }])
  })

  it('does not load the tag manager for a stored choice without statistics', () => {
    document.cookie = 'cookieConsent=v1.s0.m1; Path=/'
    mount()
    expect(banner()).toBeNull()
    expect(tagManager()).toBeNull()
  })

  it('asks again when the stored choice is unreadable', () => {
    document.cookie = 'cookieConsent=v0.s1.m1; Path=/'
    mount()
    expect(banner()).not.toBeNull()
    expect(tagManager()).toBeNull()
  })

  it('lets the visitor choose categories; necessary cookies stay on', async () => {
    mount()
    await openWith(button(texts.customize, banner()!))
    expect(settings().getAttribute('role')).toBe('dialog')
    expect(document.getElementById(settings().getAttribute('aria-labelledby')!)?.textContent).toBe(texts.settings)
    // One or the other: the panel steps aside while the settings are open.
    expect(banner()).toBeNull()
    const necessary = switchFor(texts.necessary)
    expect(necessary.checked).toBe(true)
    expect(necessary.disabled).toBe(true)
    expect(switchFor(texts.statistics).checked).toBe(false)
    expect(switchFor(texts.marketing).checked).toBe(false)
    act(() => switchFor(texts.marketing).click())
    expect(switchFor(texts.marketing).checked).toBe(true)
    await act(async () => button(texts.save, settings()).click())
    expect(document.cookie).toContain('cookieConsent=v1.s0.m1')
    expect(settings()).toBeNull()
    expect(banner()).toBeNull()
    expect(tagManager()).toBeNull()
    expect(document.activeElement?.id).toBe('main')
  })

  it('brings the panel back, with focus on its button, when the settings close without a choice', async () => {
    mount()
    const customize = button(texts.customize, banner()!)
    customize.focus()
    await openWith(customize)
    expect(banner()).toBeNull()
    await act(async () => button(texts.close, settings()).click())
    expect(settings()).toBeNull()
    expect(banner()).not.toBeNull()
    expect(document.activeElement).toBe(button(texts.customize, banner()!))
    expect(document.cookie).not.toContain('cookieConsent')
  })

  it('opens from the footer’s button, shows the stored choice, and returns focus when closed', async () => {
    document.cookie = 'cookieConsent=v1.s0.m1; Path=/'
    mount()
    const opener = button('Cookie-inställningar')
    opener.focus()
    await openWith(opener)
    expect(switchFor(texts.statistics).checked).toBe(false)
    expect(switchFor(texts.marketing).checked).toBe(true)
    await act(async () => button(texts.close, settings()).click())
    expect(settings()).toBeNull()
    expect(document.activeElement).toBe(opener)
    expect(document.cookie).toContain('cookieConsent=v1.s0.m1')
  })

  it('offers accept all and reject all in the settings too', async () => {
    mount()
    await openWith(button('Cookie-inställningar'))
    await act(async () => button(texts.acceptAll, settings()).click())
    expect(document.cookie).toContain('cookieConsent=v1.s1.m1')
    expect(tagManager()).not.toBeNull()
  })

  it('reloads the page when statistics are withdrawn after the tag manager loaded', async () => {
    document.cookie = 'cookieConsent=v1.s1.m1; Path=/'
    document.cookie = '_ga=GA1.1.123; Path=/'
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, protocol: 'http:', hostname: 'localhost', reload } as Location)
    mount()
    expect(tagManager()).not.toBeNull()
    await openWith(button('Cookie-inställningar'))
    expect(switchFor(texts.statistics).checked).toBe(true)
    act(() => switchFor(texts.statistics).click())
    await act(async () => button(texts.save, settings()).click())
    expect(document.cookie).toContain('cookieConsent=v1.s0.m1')
    expect(document.cookie).not.toContain('_ga=GA1.1.123')
    expect(reload).toHaveBeenCalledTimes(1)
    expect(consentEvents().at(-1)).toEqual({ event: 'consent_update', necessary: true, statistics: false, marketing: true })
  })

  it('announces every saved choice on the window, so embeds waiting for consent follow it', async () => {
    const announced: unknown[] = []
    const listener = (event: Event) => announced.push((event as CustomEvent).detail)
    window.addEventListener(CONSENT_CHANGE_EVENT, listener)
    try {
      mount()
      expect(announced).toEqual([])
      await openWith(button(texts.customize, banner()!))
      act(() => switchFor(texts.marketing).click())
      await act(async () => button(texts.save, settings()).click())
      await openWith(button('Cookie-inställningar'))
      await act(async () => button(texts.acceptAll, settings()).click())
      expect(announced).toEqual([
        { statistics: false, marketing: true },
        { statistics: true, marketing: true },
      ])
    } finally {
      window.removeEventListener(CONSENT_CHANGE_EVENT, listener)
    }
  })

  it('does not reload when statistics were never on', () => {
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, protocol: 'http:', hostname: 'localhost', reload } as Location)
    mount()
    act(() => button(texts.rejectAll, banner()!).click())
    expect(reload).not.toHaveBeenCalled()
  })

  it('has no accessibility violations axe can find without layout, with the panel, and with the settings open', async () => {
    mount()
    const results0 = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })
    expect(results0.violations.map((violation) => violation.id)).toEqual([])
    await openWith(button(texts.customize, banner()!))
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([])
  })
})
