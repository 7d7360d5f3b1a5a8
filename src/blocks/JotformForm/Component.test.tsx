// @vitest-environment happy-dom
import axe from 'axe-core'
import { act, type ReactNode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { ACCEPT_ALL, announceConsent, consentCookie, OPEN_COOKIE_SETTINGS_EVENT, type ConsentChoice } from '@/features/consent/consent'
import { FORM_EMBED_TEXTS } from '@/features/form-embeds/texts'
import type { JotformFormBlock } from '@/payload-types'

import { axeViolations, blockContext, loadClientParts, renderInMain } from '../test-context'
import { JotformForm } from './Component'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

type Page = Window & { dataLayer?: object[]; happyDOM: { settings: { navigation: { disableChildFrameNavigation: boolean } } } }
const page = window as unknown as Page

const FORM_ID = '241234567890123'
const context = blockContext({ dictionary: { cookieSettings: 'Cookie-inställningar' } })
const block: JotformFormBlock = { blockType: 'jotformForm', formId: FORM_ID, title: 'Boka provkörning', heading: 'Provkör bilen' }

let root: Root | null = null
let send: ReturnType<typeof vi.fn<typeof fetch>>

function mount(node: ReactNode) {
  root = createRoot(document.body.appendChild(document.createElement('main')))
  act(() => root!.render(node))
}

const section = (value: JotformFormBlock = block) => JotformForm({ block: value, context }) as ReactNode
const frame = () => document.querySelector<HTMLIFrameElement>('iframe[data-jotform-frame]')
const notices = () => document.querySelectorAll('[data-consent-notice]')
const submissions = () => (page.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'form_submission')
const completed = (formID: string = FORM_ID) => ({ action: 'submission-completed', formID })

async function choose(choice: ConsentChoice) {
  await act(async () => {
    document.cookie = consentCookie(choice)
    announceConsent(choice)
  })
}

/** A message as the form's frame posts it to the page. */
async function post(data: unknown, { origin = 'https://form.jotform.com', source = frame()?.contentWindow ?? null }: { origin?: string; source?: MessageEventSource | null } = {}) {
  await act(async () => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }))
  })
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
}

beforeAll(() => {
  // The frame is never fetched in tests: it gets its window and address, nothing from the network.
  page.happyDOM.settings.navigation.disableChildFrameNavigation = true
})

beforeEach(() => {
  clearCookies()
  send = vi.fn<typeof fetch>(async () => Response.json({ answers: 4 }))
  vi.stubGlobal('fetch', send)
})

afterEach(() => {
  if (root) act(() => root!.unmount())
  root = null
  document.body.innerHTML = ''
  delete page.dataLayer
  clearCookies()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

// The form's script loads on first use (client-parts.tsx): loaded once, then rendered at once.
beforeAll(() => loadClientParts(section()))

describe('the Jotform form block (spec 3 §2.6)', () => {
  it('shows exactly “Missing FormId” without a form id', () => {
    for (const formId of [null, '', '  ']) {
      renderInMain(JotformForm({ block: { ...block, formId }, context }))
      expect(document.querySelector('main')?.textContent).toBe('Missing FormId')
    }
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('draws only a placeholder on the server, where nobody’s choice is known, and hydrates to the visitor’s choice', async () => {
    const html = renderToString(section())
    expect(html).toContain('data-consent-pending')
    expect(html).not.toContain('data-consent-notice')
    expect(html).not.toContain('<iframe')
    const main = document.body.appendChild(document.createElement('main'))
    main.innerHTML = html
    const errors = vi.spyOn(console, 'error')
    await act(async () => {
      root = hydrateRoot(main, section())
    })
    expect(errors).not.toHaveBeenCalled()
    expect(notices()).toHaveLength(1)
    expect(frame()).toBeNull()
  })

  it('shows no frame before marketing consent: a notice offers the cookie settings instead', async () => {
    mount(section())
    expect(document.querySelector('h2')?.textContent).toBe('Provkör bilen')
    expect(frame()).toBeNull()
    expect(notices()[0]?.textContent).toContain(FORM_EMBED_TEXTS.formConsentNotice)
    const opened = vi.fn()
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, opened)
    act(() => [...document.querySelectorAll('button')].find((element) => element.textContent === 'Cookie-inställningar')!.click())
    window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, opened)
    expect(opened).toHaveBeenCalledTimes(1)
    await choose({ statistics: true, marketing: false })
    expect(frame()).toBeNull()
  })

  it('after marketing consent shows the provider’s form in a frame titled by the block', async () => {
    mount(section())
    await choose(ACCEPT_ALL)
    expect(notices()).toHaveLength(0)
    expect(frame()?.getAttribute('src')).toBe(`https://form.jotform.com/${FORM_ID}?isIframeEmbed=1`)
    expect(frame()?.title).toBe('Boka provkörning')
  })

  it('reports a finished submission to POST /api/jotform and pushes the form-submission event', async () => {
    document.cookie = consentCookie(ACCEPT_ALL)
    mount(section())
    await post(completed())
    expect(send).toHaveBeenCalledTimes(1)
    const [path, init] = send.mock.calls[0]!
    expect(path).toBe('/api/jotform')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ formId: FORM_ID })
    expect(submissions()).toEqual([{ event: 'form_submission', form_provider: 'jotform', form_id: FORM_ID }])
    expect(page.dataLayer).toContainEqual({ event: 'lead', form_name: `jotform:${FORM_ID}`, lead_type: 'form_embed' })
  })

  it('ignores messages from other origins, other frames and other forms', async () => {
    document.cookie = consentCookie(ACCEPT_ALL)
    mount(section())
    await post(completed(), { origin: 'https://evil.example' })
    await post(completed(), { origin: 'https://form.jotform.com.evil.example' })
    expect(frame()?.contentWindow).toBeTruthy()
    await post(completed(), { source: window })
    await post(completed('99999'))
    await post('submission-completed')
    expect(send).not.toHaveBeenCalled()
    expect(submissions()).toEqual([])
  })

  it('only logs a failed report: the visitor sees nothing break (spec 3 §8)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    send.mockResolvedValue(Response.json({ error: 'not_configured' }, { status: 503 }))
    document.cookie = consentCookie(ACCEPT_ALL)
    mount(section())
    await post(completed())
    send.mockRejectedValue(new TypeError('offline'))
    await post(completed())
    expect(errors).toHaveBeenCalledTimes(2)
    expect(frame()).not.toBeNull()
    expect(document.querySelector('[role="alert"]')).toBeNull()
  })

  it('starts the form again 3 s after a submission', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    document.cookie = consentCookie(ACCEPT_ALL)
    mount(section())
    const first = frame()
    await post(completed())
    act(() => vi.advanceTimersByTime(2999))
    expect(frame()).toBe(first)
    act(() => vi.advanceTimersByTime(1))
    expect(frame()).not.toBe(first)
    expect(frame()?.getAttribute('src')).toBe(first?.getAttribute('src'))
  })

  it('takes the form’s height from the frame', async () => {
    document.cookie = consentCookie(ACCEPT_ALL)
    mount(section())
    await post(`setHeight:1180:${FORM_ID}`)
    expect(frame()?.style.height).toBe('1180px')
    await post(`setHeight:90:${FORM_ID}`, { origin: 'https://evil.example' })
    expect(frame()?.style.height).toBe('1180px')
  })

  it('names the frame after the heading when the title is empty', async () => {
    document.cookie = consentCookie(ACCEPT_ALL)
    mount(section({ ...block, title: '' }))
    expect(frame()?.title).toBe('Provkör bilen')
  })

  it('has no accessibility violations axe can find without layout, before and after consent', async () => {
    mount(section())
    expect(await axeViolations()).toEqual([])
    await choose(ACCEPT_ALL)
    // The frame's inside is the provider's page: axe checks the frame element, not what it shows.
    const results = await axe.run(document.body, { iframes: false, rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([])
  })
})
