// @vitest-environment happy-dom
import axe from 'axe-core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { FORM_RESET_MS, SUBMIT_RETRY_DELAY_MS } from '@/features/leads/client'
import { LEAD_FORM_TEXTS } from '@/features/leads/form-texts'
import { HONEYPOT_FIELD, parseLeadRequest } from '@/features/leads/forms'
import type { DealerSite, SellCarFormBlock, Site } from '@/payload-types'

import { blockContext, testSite } from '../test-context'
import { SellCarForm } from './Component'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const T = LEAD_FORM_TEXTS
const PAGE_URL = 'https://nordvik.se/salj-bil'
const swedishSite = { ...testSite, country: 'SE' } as Site
const context = blockContext({ site: swedishSite, page: { path: '/salj-bil', title: 'Sälj bil' } })
const uppsala = { id: 7, site_official_name: 'Nordvik Bilhall Uppsala', site_email: 'uppsala@nordvik.example' } as DealerSite
const block: SellCarFormBlock = {
  blockType: 'sellCarForm',
  heading: 'Få ett bud på din bil',
  intro: 'Fyll i uppgifterna så återkommer vi med ett bud.',
  privacyNotice: 'Vi behandlar dina uppgifter för att kunna lämna ett bud.',
}

type DataLayerEvent = { event: string; [key: string]: unknown }
const dataLayer = () => ((globalThis as { dataLayer?: DataLayerEvent[] }).dataLayer ?? []) as DataLayerEvent[]

let root: Root | null = null
let host: HTMLElement
let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>

function mount(value: SellCarFormBlock = block, ctx = context) {
  host = document.body.appendChild(document.createElement('main'))
  root = createRoot(host)
  act(() => root!.render(SellCarForm({ block: value, context: ctx })))
}

const form = () => host.querySelector('form')!
const control = (name: string) => host.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]:not([type="radio"])`)!
const radio = (value: string) => host.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)!
const status = () => host.querySelector<HTMLElement>('[data-form-status]')
const errorOf = (name: string) => {
  const ids = control(name).getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)).find((element) => element?.id.endsWith('-error'))?.textContent ?? null
}

function type(name: string, value: string) {
  const element = control(name)
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value)
    element.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

function leave(name: string) {
  act(() => {
    control(name).dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
  })
}

function fillIn(values: Partial<Record<'regno' | 'milage' | 'customerName' | 'customerPhone' | 'customerEmail' | 'other', string>> = {}) {
  const all = { regno: 'abc123', milage: '8450', customerName: 'Karin Lind', customerPhone: '070 174 06 05', customerEmail: 'karin.lind@example.se', ...values }
  for (const [name, value] of Object.entries(all)) type(name, value)
}

/** Submits as the form's own handler sees it; the browser's required check is not part of this. */
async function submit() {
  await act(async () => {
    form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    await vi.advanceTimersByTimeAsync(0)
  })
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: body === undefined ? {} : { 'content-type': 'application/json' } })
const posted = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]![1].body)) as Record<string, unknown>

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () => answer(202))
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  if (root) act(() => root!.unmount())
  root = null
  document.body.innerHTML = ''
  delete (globalThis as { dataLayer?: unknown }).dataLayer
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('the sell-car form block', () => {
  it('shows the editor’s heading and intro, labelled fields with required markers, and sell chosen', () => {
    mount()
    expect(host.querySelector('h2')?.textContent).toBe(block.heading)
    expect(host.textContent).toContain(block.intro)
    expect(form().getAttribute('aria-label')).toBe(block.heading)
    const labelOf = (name: string) => host.querySelector(`label[for="${control(name).id}"]`)?.textContent
    expect(labelOf('regno')).toBe(`${T.sellCarRegnoLabel}*`)
    expect(labelOf('milage')).toBe(`${T.sellCarMileageLabel} (mil)*`)
    expect(labelOf('customerName')).toBe(`${T.leadFormNameLabel}*`)
    expect(labelOf('customerPhone')).toBe(`${T.leadFormPhoneLabel}*`)
    expect(labelOf('customerEmail')).toBe(`${T.leadFormEmailLabel}*`)
    expect(labelOf('other')).toBe(`${T.sellCarOtherLabel}(${T.leadFormOptional})`)
    for (const name of ['regno', 'milage', 'customerName', 'customerPhone', 'customerEmail']) expect(control(name).required, name).toBe(true)
    expect(control('other').required).toBe(false)
    expect(control('customerPhone').type).toBe('tel')
    expect(control('customerEmail').type).toBe('email')
    expect(control('milage').type).toBe('number')
    expect(control('milage').getAttribute('min')).toBe('0')
    expect(control('regno').maxLength).toBe(10)
    expect(radio('sell').checked).toBe(true)
    expect(radio('trade-in').checked).toBe(false)
  })

  it('shows the privacy notice under the submit button, and the dictionary’s notice when the editor left it empty', () => {
    mount()
    const button = host.querySelector('button[type="submit"]')!
    expect(button.textContent).toBe(T.sellCarSubmit)
    expect(button.nextElementSibling?.textContent).toBe(block.privacyNotice)
    act(() => root!.unmount())
    root = null
    document.body.innerHTML = ''
    mount({ ...block, privacyNotice: null })
    expect(host.querySelector('button[type="submit"]')!.nextElementSibling?.textContent).toBe(T.sellCarPrivacy)
  })

  it('writes the registration number in capitals as it is typed, at most 10 characters', () => {
    mount()
    type('regno', 'abc 123')
    expect(control('regno').value).toBe('ABC 123')
  })

  for (const missing of ['customerName', 'customerPhone', 'customerEmail'] as const) {
    it(`sends nothing while ${missing} is missing, and says what is missing`, async () => {
      mount()
      fillIn({ [missing]: '' })
      await submit()
      expect(fetchMock).not.toHaveBeenCalled()
      const expected = { customerName: T.leadFormNameRequired, customerPhone: T.leadFormPhoneRequired, customerEmail: T.leadFormEmailRequired }[missing]
      expect(errorOf(missing)).toBe(expected)
      expect(control(missing).getAttribute('aria-invalid')).toBe('true')
      expect(document.activeElement).toBe(control(missing))
      expect(dataLayer().map((event) => event.form_interaction)).toEqual(['start'])
    })
  }

  it('refuses an empty form, plate and mileage included', async () => {
    mount()
    await submit()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(errorOf('regno')).toBe(T.sellCarRegnoRequired)
    expect(errorOf('milage')).toBe(T.sellCarMileageRequired)
    expect(document.activeElement).toBe(control('regno'))
  })

  it('explains an invalid phone number and e-mail address in the site’s language, and sends nothing', async () => {
    mount()
    fillIn({ customerPhone: '070-174 0x', customerEmail: 'karin@lind' })
    await submit()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(errorOf('customerPhone')).toBe(T.leadFormPhoneInvalid)
    expect(errorOf('customerEmail')).toBe(T.leadFormEmailInvalid)
    expect(control('customerPhone').getAttribute('aria-describedby')).toMatch(/-error .*-hint$/)
    // The site's own way of writing a number, hyphen and spaces, is a phone number.
    type('customerPhone', '070-174 06 05')
    expect(errorOf('customerPhone')).toBeNull()
    expect(control('customerPhone').hasAttribute('aria-invalid')).toBe(false)
  })

  it('checks a typed field when the visitor leaves it, but not an empty one', () => {
    mount()
    type('customerEmail', 'karin@')
    leave('customerEmail')
    expect(errorOf('customerEmail')).toBe(T.leadFormEmailInvalid)
    leave('customerPhone')
    expect(errorOf('customerPhone')).toBeNull()
    type('milage', '-5')
    leave('milage')
    expect(errorOf('milage')).toBe(T.sellCarMileageInvalid)
  })

  it('posts exactly what the server’s sell-car schema takes, with locale, page address, consent and receiving dealer', async () => {
    mount({ ...block, dealerSite: uppsala })
    fillIn({ regno: 'abc 123', other: '  Vinterdäck ingår. ' })
    act(() => radio('trade-in').click())
    await submit()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/forms/comhub')
    const body = posted()
    expect(Object.keys(body).sort()).toEqual(['consents', 'formName', 'formSubmissionId', 'locale', 'values'])
    expect(body).toMatchObject({ formName: 'sell-car', locale: 'sv-SE', consents: [{ name: 'privacy', text: block.privacyNotice }] })
    expect(body.values).toEqual({
      regno: 'ABC123',
      milage: 8450,
      milageUnit: 'mil',
      customerName: 'Karin Lind',
      customerPhone: '0701740605',
      customerEmail: 'karin.lind@example.se',
      selectedOption: 'trade-in',
      other: 'Vinterdäck ingår.',
      toEmail: 'uppsala@nordvik.example',
      sourceUrl: PAGE_URL,
    })
    const parsed = parseLeadRequest(body, '2026-01-15')
    expect(parsed.ok).toBe(true)
    if (parsed.ok) expect(parsed.request).toMatchObject({ formName: 'sell-car', honeypot: false, values: body.values })
  })

  it('sends no receiving address without a dealer site, and no empty free text', async () => {
    mount()
    fillIn()
    await submit()
    const values = posted().values as Record<string, unknown>
    expect(values).not.toHaveProperty('toEmail')
    expect(values).not.toHaveProperty('other')
    expect(values.selectedOption).toBe('sell')
    expect(parseLeadRequest(posted(), '2026-01-15').ok).toBe(true)
  })

  it('on 202 thanks the visitor, takes focus to the message and reports the lead with the chosen option', async () => {
    mount()
    fillIn()
    act(() => radio('trade-in').click())
    await submit()
    expect(status()?.getAttribute('role')).toBe('status')
    expect(status()?.textContent).toBe(T.sellCarSuccess)
    expect(document.activeElement).toBe(status())
    expect(dataLayer()).toEqual([
      { event: 'form_interaction', form_name: 'sell-car', form_interaction: 'start' },
      { event: 'form_interaction', form_name: 'sell-car', form_interaction: 'submit' },
      { event: 'lead', form_name: 'sell-car', lead_type: 'trade-in' },
    ])
  })

  it('locks the fields while sending and shows that it is sending', async () => {
    let release!: (response: Response) => void
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
    mount()
    fillIn()
    await submit()
    const button = host.querySelector<HTMLButtonElement>('button[type="submit"]')!
    expect(button.disabled).toBe(true)
    expect(button.textContent).toBe(T.leadFormSending)
    expect(control('customerName').disabled).toBe(true)
    expect(radio('sell').disabled).toBe(true)
    await submit()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () => release(answer(202)))
    expect(status()?.textContent).toBe(T.sellCarSuccess)
  })

  it('on failure shows the error, reports it, and keeps the same submission id through the retries', async () => {
    fetchMock.mockImplementation(async () => answer(503))
    mount()
    fillIn()
    await submit()
    await wait(SUBMIT_RETRY_DELAY_MS)
    await wait(SUBMIT_RETRY_DELAY_MS)
    expect(fetchMock).toHaveBeenCalledTimes(3)
    expect(new Set([0, 1, 2].map((call) => posted(call).formSubmissionId)).size).toBe(1)
    expect(status()?.getAttribute('role')).toBe('alert')
    expect(status()?.textContent).toBe(T.leadFormError)
    expect(document.activeElement).toBe(status())
    expect(dataLayer().slice(-2)).toEqual([
      { event: 'event_error', form_name: 'sell-car', error_type: 'unavailable' },
      { event: 'form_interaction', form_name: 'sell-car', form_interaction: 'error' },
    ])
    expect(dataLayer().some((event) => event.event === 'lead')).toBe(false)
  })

  it('succeeds on a retry with the same submission id', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('network')).mockResolvedValueOnce(answer(502)).mockResolvedValueOnce(answer(202))
    mount()
    fillIn()
    await submit()
    await wait(2 * SUBMIT_RETRY_DELAY_MS)
    expect(fetchMock).toHaveBeenCalledTimes(3)
    expect(posted(1).formSubmissionId).toBe(posted(0).formSubmissionId)
    expect(posted(2).formSubmissionId).toBe(posted(0).formSubmissionId)
    expect(status()?.textContent).toBe(T.sellCarSuccess)
  })

  it('resets the form 3 s after the outcome, keeps the message until the visitor types, and starts a new submission', async () => {
    mount()
    fillIn({ other: 'Dragkrok' })
    act(() => radio('trade-in').click())
    await submit()
    const first = posted().formSubmissionId
    await wait(FORM_RESET_MS - 1)
    expect(control('customerName').value).toBe('Karin Lind')
    expect(control('customerName').disabled).toBe(true)
    await wait(1)
    for (const name of ['regno', 'milage', 'customerName', 'customerPhone', 'customerEmail', 'other']) expect(control(name).value, name).toBe('')
    expect(radio('sell').checked).toBe(true)
    expect(control('customerName').disabled).toBe(false)
    expect(status()?.textContent).toBe(T.sellCarSuccess)

    fillIn()
    expect(status()).toBeNull()
    await submit()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(posted(1).formSubmissionId).not.toBe(first)
    expect(dataLayer().filter((event) => event.form_interaction === 'start')).toHaveLength(2)
  })

  it('resets after a failure too', async () => {
    fetchMock.mockImplementation(async () => answer(503))
    mount()
    fillIn()
    await submit()
    await wait(2 * SUBMIT_RETRY_DELAY_MS)
    const first = posted().formSubmissionId
    await wait(FORM_RESET_MS)
    expect(control('customerEmail').value).toBe('')
    expect(status()?.textContent).toBe(T.leadFormError)
    fetchMock.mockImplementation(async () => answer(202))
    fillIn()
    await submit()
    expect(posted(3).formSubmissionId).not.toBe(first)
  })

  it('shows the server’s refusal of a field beside it, in the site’s language', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(422, { error: 'validation', message: 'The form has errors.', fields: { 'values.customerPhone': 'A phone number: an optional + and then 6 to 20 digits or spaces.', formSubmissionId: 'x' } }),
    )
    mount()
    fillIn()
    await submit()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(errorOf('customerPhone')).toBe(T.leadFormPhoneInvalid)
    expect(status()?.textContent).toBe(T.leadFormError)
    expect(dataLayer().find((event) => event.event === 'event_error')).toEqual({ event: 'event_error', form_name: 'sell-car', error_type: 'rejected_422' })
  })

  it('has a honeypot people neither see nor reach, and sends what robots type into it', async () => {
    mount()
    const trap = host.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!
    const wrapper = trap.closest('[data-honeypot]') as HTMLElement
    expect(wrapper.getAttribute('aria-hidden')).toBe('true')
    expect(wrapper.style.position).toBe('absolute')
    expect(wrapper.style.left).toBe('-10000px')
    expect(wrapper.style.overflow).toBe('hidden')
    expect(trap.tabIndex).toBe(-1)
    expect(trap.getAttribute('autocomplete')).toBe('off')
    expect(host.querySelector(`label[for="${trap.id}"]`)?.textContent).toBe('Leave empty')
    fillIn()
    await submit()
    expect(posted()).not.toHaveProperty(HONEYPOT_FIELD)
    await wait(FORM_RESET_MS)
    fillIn()
    trap.value = 'https://spam.example'
    await submit()
    expect(posted(1)[HONEYPOT_FIELD]).toBe('https://spam.example')
    const parsed = parseLeadRequest(posted(1), '2026-01-15')
    expect(parsed.ok && parsed.request.honeypot).toBe(true)
  })

  it('takes its texts from the site’s dictionary and the mileage unit from the site’s country', () => {
    const english = blockContext({
      site: { ...testSite, country: 'GB' } as Site,
      locale: 'en-GB',
      dictionary: { leadFormNameLabel: 'Name', sellCarMileageLabel: 'Mileage', sellCarMileageUnitMiles: 'miles', sellCarSubmit: 'Send request' },
    })
    mount(block, english)
    expect(host.querySelector(`label[for="${control('customerName').id}"]`)?.textContent).toBe('Name*')
    expect(host.querySelector(`label[for="${control('milage').id}"]`)?.textContent).toBe('Mileage (miles)*')
    expect(host.querySelector('button[type="submit"]')?.textContent).toBe('Send request')
  })

  it('has no serious accessibility violations: empty, with errors and with the outcome', async () => {
    mount()
    const serious = async () =>
      (await axe.run(host, { rules: { 'color-contrast': { enabled: false } } })).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)
    vi.useRealTimers()
    expect(await serious()).toEqual([])
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fillIn({ customerPhone: 'abc' })
    await submit()
    vi.useRealTimers()
    expect(await serious()).toEqual([])
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fillIn()
    await submit()
    vi.useRealTimers()
    expect(status()).not.toBeNull()
    expect(await serious()).toEqual([])
  })
})
