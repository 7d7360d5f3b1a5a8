// @vitest-environment happy-dom
import { act, type ReactNode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { ACCEPT_ALL, announceConsent, consentCookie, OPEN_COOKIE_SETTINGS_EVENT, type ConsentChoice } from '@/features/consent/consent'
import { HUBSPOT_SCRIPT_ID, HUBSPOT_SCRIPT_URL, type HubSpotFormOptions, type HubSpotForms } from '@/features/form-embeds/hubspot'
import { FORM_EMBED_TEXTS } from '@/features/form-embeds/texts'
import type { HubSpotFormBlock } from '@/payload-types'

import { axeViolations, blockContext, loadClientParts, renderInMain } from '../test-context'
import { HubSpotForm } from './Component'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

type Page = Window & { hbspt?: { forms?: HubSpotForms }; dataLayer?: object[]; happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
const page = window as unknown as Page

const FORM_ID = '319478e5-e5fd-4d39-9d13-fc1f90bf46da'
const context = blockContext({ dictionary: { cookieSettings: 'Cookie-inställningar' } })
const block: HubSpotFormBlock = { blockType: 'hubSpotForm', portalId: '26123456', formId: FORM_ID, displayMode: 'inline', heading: 'Boka provkörning' }

let root: Root | null = null
let created: HubSpotFormOptions[] = []

function mount(node: ReactNode) {
  const main = document.body.appendChild(document.createElement('main'))
  root = createRoot(main)
  act(() => root!.render(node))
}

const section = (value: HubSpotFormBlock = block) => HubSpotForm({ block: value, context }) as ReactNode
const scripts = () => document.querySelectorAll(`script[src="${HUBSPOT_SCRIPT_URL}"]`)
const notices = () => document.querySelectorAll('[data-consent-notice]')
const button = (name: string) => [...document.querySelectorAll('button')].find((element) => element.textContent === name || element.getAttribute('aria-label') === name)!
const dialog = () => document.querySelector<HTMLElement>('[data-hubspot-dialog]')!
/** Opens the popup and waits for the dialog's script, fetched on first opening. */
async function openPopup(opener: HTMLElement) {
  await act(async () => opener.click())
  await act(async () => {
    await vi.waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 5000 })
  })
}
const submissions = () => (page.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'form_submission')

async function choose(choice: ConsentChoice) {
  await act(async () => {
    document.cookie = consentCookie(choice)
    announceConsent(choice)
  })
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
}

function press(key: string, options: KeyboardEventInit = {}) {
  ;(document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...options }))
}

beforeEach(() => {
  clearCookies()
  created = []
  // The test browser runs no outside script: it reports the provider's script loaded, and the forms API is ours.
  page.happyDOM.settings.handleDisabledFileLoadingAsSuccess = true
  page.hbspt = { forms: { create: (options) => void created.push(options) } }
})

afterEach(() => {
  if (root) act(() => root!.unmount())
  root = null
  document.body.innerHTML = ''
  document.getElementById(HUBSPOT_SCRIPT_ID)?.remove()
  delete page.hbspt
  delete page.dataLayer
  page.happyDOM.settings.handleDisabledFileLoadingAsSuccess = false
  clearCookies()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

// The form's script loads on first use (client-parts.tsx): loaded once, inline and as a popup, then rendered at once.
beforeAll(async () => {
  await loadClientParts(section())
  await loadClientParts(section({ ...block, displayMode: 'popup', buttonText: 'Kontakta säljaren' }))
})

describe('the HubSpot form block (spec 3 §2.6)', () => {
  it('shows exactly “Missing FormId” without a form id, and loads nothing', () => {
    for (const formId of [null, '', '   ']) {
      renderInMain(HubSpotForm({ block: { ...block, formId }, context }))
      expect(document.querySelector('[data-missing-form-id]')?.textContent).toBe('Missing FormId')
      expect(document.querySelector('main')?.textContent).toBe('Missing FormId')
    }
    expect(scripts()).toHaveLength(0)
  })

  it('draws only a placeholder on the server, where nobody’s choice is known, and hydrates to the visitor’s choice', async () => {
    const html = renderToString(section())
    expect(html).toContain('data-consent-pending')
    expect(html).not.toContain('data-consent-notice')
    expect(html).not.toContain('hsforms')
    document.cookie = consentCookie(ACCEPT_ALL)
    const main = document.body.appendChild(document.createElement('main'))
    main.innerHTML = html
    const errors = vi.spyOn(console, 'error')
    await act(async () => {
      root = hydrateRoot(main, section())
    })
    expect(errors).not.toHaveBeenCalled()
    expect(document.querySelector('[data-consent-pending]')).toBeNull()
    expect(created).toHaveLength(1)
  })

  it('loads no script before marketing consent: a notice offers the cookie settings instead', async () => {
    mount(section())
    expect(document.querySelector('h2')?.textContent).toBe('Boka provkörning')
    expect(notices()).toHaveLength(1)
    expect(notices()[0]!.textContent).toContain(FORM_EMBED_TEXTS.formConsentNotice)
    expect(scripts()).toHaveLength(0)

    const opened = vi.fn()
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, opened)
    act(() => button('Cookie-inställningar').click())
    window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, opened)
    expect(opened).toHaveBeenCalledTimes(1)

    await choose({ statistics: true, marketing: false })
    expect(scripts()).toHaveLength(0)
    expect(notices()).toHaveLength(1)
    expect(created).toEqual([])
  })

  it('shows the editor’s own notice when the block has one', () => {
    mount(section({ ...block, consentNotice: 'Formuläret visas när du godkänt marknadsföringskakor.' }))
    expect(notices()[0]!.textContent).toContain('Formuläret visas när du godkänt marknadsföringskakor.')
  })

  it('after marketing consent loads the EU script once for all forms and creates each form in its place', async () => {
    mount(
      <>
        {section()}
        {section({ ...block, formId: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee', heading: 'Nyhetsbrev' })}
      </>,
    )
    await choose({ statistics: false, marketing: true })
    expect(scripts()).toHaveLength(1)
    expect(notices()).toHaveLength(0)
    expect(created.map(({ region, portalId, formId }) => ({ region, portalId, formId }))).toEqual([
      { region: 'eu1', portalId: '26123456', formId: FORM_ID },
      { region: 'eu1', portalId: '26123456', formId: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee' },
    ])
    const targets = created.map((options) => document.querySelector(options.target))
    expect(targets.every((target) => target?.hasAttribute('data-hubspot-form'))).toBe(true)
    expect(targets[0]).not.toBe(targets[1])
  })

  it('loads at once for a visitor who allowed marketing on an earlier visit', async () => {
    document.cookie = consentCookie(ACCEPT_ALL)
    await act(async () => mount(section()))
    expect(scripts()).toHaveLength(1)
    expect(created).toHaveLength(1)
  })

  it('pushes a form-submission event and a lead when the provider reports a submission, then starts the form again after 3 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    mount(section())
    await choose(ACCEPT_ALL)
    const target = document.querySelector(created[0]!.target)!
    target.innerHTML = '<p>Tack!</p>'
    act(() => created[0]!.onFormSubmitted())
    expect(submissions()).toEqual([{ event: 'form_submission', form_provider: 'hubspot', form_id: FORM_ID }])
    expect(page.dataLayer).toContainEqual({ event: 'lead', form_name: `hubspot:${FORM_ID}`, lead_type: 'form_embed' })
    act(() => vi.advanceTimersByTime(2999))
    expect(created).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1))
    expect(created).toHaveLength(2)
    expect(target.innerHTML).toBe('')
    expect(created[1]!.target).toBe(created[0]!.target)
  })

  it('says so when the provider’s script cannot load, without breaking the page', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const append = document.head.appendChild.bind(document.head)
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      if (!(node instanceof HTMLScriptElement)) return append(node)
      node.type = 'text/x-not-delivered'
      append(node)
      queueMicrotask(() => node.dispatchEvent(new Event('error')))
      return node
    })
    mount(section())
    await choose(ACCEPT_ALL)
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(FORM_EMBED_TEXTS.formLoadError)
    expect(created).toEqual([])
    expect(errors).toHaveBeenCalled()
    expect(document.querySelector('h2')?.textContent).toBe('Boka provkörning')
  })

  it('moves focus to the form when the visitor allowed marketing from its notice', async () => {
    mount(section())
    const settings = button('Cookie-inställningar')
    settings.focus()
    act(() => settings.click())
    await choose(ACCEPT_ALL)
    expect(document.activeElement?.contains(document.querySelector('[data-hubspot-form]'))).toBe(true)
  })

  it('has no accessibility violations axe can find without layout, before and after consent', async () => {
    mount(section())
    expect(await axeViolations()).toEqual([])
    await choose(ACCEPT_ALL)
    expect(await axeViolations()).toEqual([])
  })
})

describe('the HubSpot form as a popup', () => {
  const popup: HubSpotFormBlock = { ...block, displayMode: 'popup', buttonText: 'Kontakta säljaren', heading: null }

  it('is a fixed button that opens the form in a modal dialog, all by keyboard', async () => {
    mount(section(popup))
    await choose(ACCEPT_ALL)
    const opener = button('Kontakta säljaren')
    expect(opener.className).toContain('fixed')
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog')
    expect(dialog()).toBeNull()
    // Nothing is asked of the provider until the visitor opens the form.
    expect(scripts()).toHaveLength(0)

    opener.focus()
    await openPopup(opener)
    expect(dialog().getAttribute('role')).toBe('dialog')
    expect(opener.getAttribute('aria-expanded')).toBe('true')
    expect(document.getElementById(dialog().getAttribute('aria-labelledby')!)?.textContent).toBe('Kontakta säljaren')
    expect(dialog().contains(document.activeElement)).toBe(true)
    expect(scripts()).toHaveLength(1)
    expect(created).toHaveLength(1)
    expect(dialog().contains(document.querySelector(created[0]!.target))).toBe(true)

    // The page behind is out of reach while the dialog is open (Tab staying inside is checked in a browser:
    // tests/e2e/site-chrome.spec.ts, the same modal layer); focus starts on the way out.
    expect(opener.closest('[aria-hidden="true"], [inert]')).not.toBeNull()
    expect(document.activeElement).toBe(button('Stäng'))

    act(() => press('Escape'))
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(opener)
    expect(opener.getAttribute('aria-expanded')).toBe('false')

    // Opened again, the form is drawn again from the script already loaded: the script is not asked for twice.
    await openPopup(opener)
    expect(created).toHaveLength(2)
    expect(dialog().contains(document.querySelector(created[1]!.target))).toBe(true)
    act(() => button('Stäng').click())
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(opener)
    expect(scripts()).toHaveLength(1)
  })

  it('shows the consent notice in the dialog until marketing is allowed, then the form', async () => {
    mount(section(popup))
    await openPopup(button('Kontakta säljaren'))
    expect(dialog().querySelector('[data-consent-notice]')).not.toBeNull()
    expect(scripts()).toHaveLength(0)
    const settings = button('Cookie-inställningar')
    settings.focus()
    act(() => settings.click())
    await choose(ACCEPT_ALL)
    expect(dialog().querySelector('[data-consent-notice]')).toBeNull()
    expect(created).toHaveLength(1)
    expect(dialog().contains(document.activeElement)).toBe(true)
  })

  it('uses the heading as the dialog’s title, and the dictionary’s text when the button has none', async () => {
    mount(section({ ...popup, buttonText: null, heading: 'Offertförfrågan' }))
    const opener = button(FORM_EMBED_TEXTS.formOpen)
    await openPopup(opener)
    expect(document.getElementById(dialog().getAttribute('aria-labelledby')!)?.textContent).toBe('Offertförfrågan')
  })

  it('has no accessibility violations axe can find without layout, with the dialog open', async () => {
    mount(section(popup))
    await openPopup(button('Kontakta säljaren'))
    expect(await axeViolations()).toEqual([])
  })
})
