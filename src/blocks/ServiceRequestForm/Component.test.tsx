// @vitest-environment happy-dom
import axe from 'axe-core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { FORM_RESET_MS } from '@/features/leads/client'
import { HONEYPOT_FIELD, parseLeadRequest } from '@/features/leads/forms'
import type { DealerSite, ServiceRequestFormBlock, Site } from '@/payload-types'

import { blockContext, testSite } from '../test-context'
import { ServiceRequestForm } from './Component'
import { CAR_SERVICE_TYPES, MOTORCYCLE_SERVICE_TYPES } from '@/features/service-request/texts'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const site = (id: number, name: string, order: number, groups: string[]) =>
  ({
    id,
    site_official_name: name,
    website_sort_order: order,
    site_email: `site${id}@nordvik-bil-norge.example`,
    site_departments: groups.map((group) => ({
      name: group,
      group,
      email: `site${id}.${group.replace(' ', '').toLowerCase()}@nordvik-bil-norge.example`,
    })),
  }) as unknown as DealerSite

const NORWEGIAN_SITES = [
  site(11, 'Nordvik Bil Norge Bergen', 20, ['New cars', 'Service']),
  site(10, 'Nordvik Bil Norge Oslo Alnabru', 10, ['New cars', 'Service']),
  site(12, 'Nordvik Bruktbil Sandvika', 30, ['Used cars']),
]
const MOTORCYCLE_SITE = site(20, 'Nordvik MC Oslo', 50, ['Service'])

const find = vi.fn(async ({ where }: { where: Record<string, { equals?: unknown; in?: number[] }> }) => {
  if (where.id?.equals === 20) return { docs: [MOTORCYCLE_SITE] }
  if (where.country?.equals === 'NO') return { docs: NORWEGIAN_SITES }
  return { docs: [] }
})
vi.mock('@/wiring/cms', () => ({ cms: async () => ({ find }) }))

const norwegianSite = {
  ...testSite,
  key: 'no-dealer',
  name: 'Nordvik Bil Norge',
  country: 'NO',
  url: 'http://no.localhost:3000',
  locales: ['nb-NO', 'en'],
  defaultLocale: 'nb-NO',
} as unknown as Site
const context = blockContext({
  site: norwegianSite,
  locale: 'nb-NO',
  page: { path: '/verksted/bestill-service', title: 'Bestill service', url: 'http://no.localhost:3000/verksted/bestill-service' },
})
const carBlock: ServiceRequestFormBlock = {
  blockType: 'serviceRequestForm',
  heading: 'Send en serviceforespørsel',
  intro: 'Vi kontakter deg innen én virkedag.',
}

// Wednesday 19 May 2027, noon in Oslo.
const NOW = new Date('2027-05-19T10:00:00Z')
const ERROR = 'Noe gikk galt, vennligst prøv igjen senere.'

type Page = typeof globalThis & { dataLayer?: Array<{ event: string; form_interaction?: string; lead_type?: string }> }
let root: Root | null = null
let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>

async function mount(block: ServiceRequestFormBlock = carBlock) {
  const element = await ServiceRequestForm({ block, context })
  const host = document.body.appendChild(document.createElement('main'))
  root = createRoot(host)
  act(() => root!.render(element))
  return host
}

const form = () => document.querySelector('form')!
const named = <T extends HTMLElement = HTMLInputElement>(name: string) => form().querySelector<T>(`[name="${name}"]`)!
const dealerSelect = () => form().querySelector('select')
const submitButton = () => form().querySelector<HTMLButtonElement>('button[type="submit"]')!
const dateField = () => [...form().querySelectorAll<HTMLButtonElement>('button[aria-expanded]')][0]!
const errorOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .filter((node) => node?.id.endsWith('-error'))
    .map((node) => node!.textContent)
    .join('')
const events = () =>
  ((globalThis as Page).dataLayer ?? []).map((entry) => [entry.event, entry.form_interaction ?? entry.lead_type].filter(Boolean).join(':'))

function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  act(() => {
    const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value)
    element.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

function choose(select: HTMLSelectElement, value: string) {
  act(() => {
    select.value = value
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

function pickDate(date: string) {
  act(() => dateField().click())
  act(() => document.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`)!.click())
}

function fillIn({ phone = '+47 912 34 567', email = 'kari.nordmann@example.no', newsletter = true } = {}) {
  if (dealerSelect()) choose(dealerSelect()!, '10')
  type(named('regno'), 'el 12345')
  type(named('milage'), '84500')
  pickDate('2027-05-24')
  act(() => form().querySelector<HTMLInputElement>('input[value="Bremser"]')?.click())
  type(named<HTMLTextAreaElement>('description'), 'Det piper fra bremsene foran.')
  type(named('customerName'), 'Kari Nordmann')
  type(named('customerPhone'), phone)
  type(named('customerEmail'), email)
  act(() => named('gdpr').click())
  if (newsletter) act(() => named('newsletter').click())
}

async function send() {
  await act(async () => submitButton().click())
}

const answer = (status: number, body: unknown = null) =>
  new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]![1].body))

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] })
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () => answer(202))
  vi.stubGlobal('fetch', fetchMock)
  find.mockClear()
})

afterEach(() => {
  if (root) act(() => root!.unmount())
  root = null
  document.body.innerHTML = ''
  delete (globalThis as Page).dataLayer
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('the service request form block (spec 3 §2.3)', () => {
  it('offers the country’s workshops with a service department, and the 11 car service types', async () => {
    await mount()
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ collection: 'dealer-sites', where: { country: { equals: 'NO' } } }))
    expect(document.querySelector('h2')!.textContent).toBe('Send en serviceforespørsel')
    expect([...dealerSelect()!.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Velg verksted'],
      ['10', 'Nordvik Bil Norge Oslo Alnabru'],
      ['11', 'Nordvik Bil Norge Bergen'],
    ])
    expect([...form().querySelectorAll<HTMLInputElement>('input[name="services"]')].map((box) => box.value)).toEqual([...CAR_SERVICE_TYPES])
    expect(form().querySelector(`input[name="${HONEYPOT_FIELD}"]`)!.getAttribute('tabindex')).toBe('-1')
  })

  it('offers only the editor’s workshops when some are chosen', async () => {
    await mount({ ...carBlock, dealers: [11] })
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ where: { id: { in: [11] } } }))
  })

  it('as the motorcycle form shows the 3 motorcycle types and the one workshop, without a choice', async () => {
    await mount({ ...carBlock, typeMC: true, motorcycleDealer: 20 })
    expect(dealerSelect()).toBeNull()
    expect(form().textContent).toContain('Nordvik MC Oslo')
    expect([...form().querySelectorAll<HTMLInputElement>('input[name="services"]')].map((box) => box.value)).toEqual([
      ...MOTORCYCLE_SERVICE_TYPES,
    ])
    fillIn()
    await send()
    expect(sentBody().values).toMatchObject({
      siteName: 'Nordvik MC Oslo',
      siteEmail: 'site20.service@nordvik-bil-norge.example',
      typeMC: true,
      services: [],
    })
    expect(events()).toContain('lead:service_request_mc')
  })

  it('sends nothing while required fields are missing, and says what is missing beside each field', async () => {
    await mount()
    await send()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(dealerSelect()!.getAttribute('aria-invalid')).toBe('true')
    expect(errorOf(dealerSelect()!)).toBe('Velg hvilket verksted du vil bestille hos.')
    expect(document.activeElement).toBe(dealerSelect())
    expect(errorOf(named('regno'))).toBe('Skriv inn registreringsnummeret.')
    expect(errorOf(dateField())).toBe('Velg ønsket dato.')
    expect(errorOf(named('customerName'))).toBe('Skriv inn navnet ditt.')
    expect(errorOf(named('gdpr'))).toBe('Du må samtykke for å sende forespørselen.')
    // Marketing consent is never a condition of the service: the box is optional and says so.
    expect(errorOf(named('newsletter'))).toBe('')
    expect(named('newsletter').required).toBe(false)
    expect(form().querySelector(`label[for="${named('newsletter').id}"]`)!.textContent).toContain('(valgfritt)')
    expect(named('milage').getAttribute('aria-invalid')).toBeNull()
    expect(events()).toEqual([])
  })

  it('refuses a phone number or e-mail address of the wrong shape', async () => {
    await mount()
    fillIn({ phone: '12-34', email: 'kari@nordmann' })
    await send()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(named('customerPhone').getAttribute('aria-invalid')).toBe('true')
    expect(errorOf(named('customerPhone'))).toContain('6–20 sifre')
    expect(errorOf(named('customerEmail'))).toContain('gyldig e-postadresse')
    expect(document.activeElement).toBe(named('customerPhone'))
    // Corrected, the message goes as the visitor types.
    type(named('customerPhone'), '912 34 567')
    expect(named('customerPhone').getAttribute('aria-invalid')).toBeNull()
  })

  it('cannot choose a date before today in the site’s time zone', async () => {
    await mount()
    act(() => dateField().click())
    expect(document.querySelector<HTMLButtonElement>('button[data-date="2027-05-18"]')!.disabled).toBe(true)
    expect(document.querySelector<HTMLButtonElement>('button[data-date="2027-05-19"]')!.disabled).toBe(false)
    expect(document.querySelector<HTMLButtonElement>('button[aria-label="Forrige måned"]')!.disabled).toBe(true)
    act(() => document.querySelector<HTMLButtonElement>('button[data-date="2027-05-18"]')!.click())
    expect(dateField().textContent).toBe('Velg dato')
  })

  it('posts a body the server accepts, shows the success and tells the data layer', async () => {
    await mount()
    fillIn()
    await send()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/forms/comhub')
    const body = sentBody()
    const parsed = parseLeadRequest(body, '2027-05-19')
    expect(parsed.ok).toBe(true)
    expect(body).toMatchObject({
      formName: 'service-request',
      locale: 'nb-NO',
      consents: [
        { name: 'gdpr', text: expect.stringContaining('Jeg samtykker') },
        { name: 'newsletter', text: expect.stringContaining('nyhetsbrev') },
      ],
      values: {
        siteName: 'Nordvik Bil Norge Oslo Alnabru',
        siteEmail: 'site10.service@nordvik-bil-norge.example',
        regno: 'EL 12345',
        milage: 84500,
        milageUnit: 'km',
        date: '2027-05-24',
        services: ['Bremser'],
        typeMC: false,
        sourceUrl: 'http://no.localhost:3000/verksted/bestill-service',
      },
    })
    expect(body).not.toHaveProperty(HONEYPOT_FIELD)
    const status = document.querySelector('[role="status"]')!
    expect(status.textContent).toContain('Takk!')
    expect(document.activeElement).toBe(status)
    expect(events()).toEqual(['form_interaction:start', 'form_interaction:submit', 'lead:service_request'])
  })

  it('sends the request with the newsletter box left unticked, recording only the consent given', async () => {
    await mount()
    fillIn({ newsletter: false })
    await send()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const body = sentBody()
    expect(body.values).toMatchObject({ gdpr: true, newsletter: false })
    expect(body.consents).toEqual([{ name: 'gdpr', text: expect.stringContaining('Jeg samtykker') }])
    expect(parseLeadRequest(body, '2027-05-19').ok).toBe(true)
    expect(document.querySelector('[role="status"]')!.textContent).toContain('Takk!')
  })

  it('disables the fields while sending', async () => {
    let release: (response: Response) => void = () => {}
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)))
    await mount()
    fillIn()
    await send()
    expect(form().querySelector('fieldset')!.disabled).toBe(true)
    expect(submitButton().disabled).toBe(true)
    expect(submitButton().textContent).toContain('Sender')
    await act(async () => release(answer(202)))
    expect(document.querySelector('[role="status"]')).not.toBeNull()
  })

  it('empties the form 3 s after a successful send; the next request gets a new submission id', async () => {
    await mount()
    fillIn()
    await send()
    const firstId = sentBody().formSubmissionId
    await act(async () => vi.advanceTimersByTime(2_999))
    expect(named('customerName').value).toBe('Kari Nordmann')
    await act(async () => vi.advanceTimersByTime(1))
    expect(named('customerName').value).toBe('')
    expect(named('regno').value).toBe('')
    expect(named<HTMLInputElement>('gdpr').checked).toBe(false)
    expect(dealerSelect()!.value).toBe('')
    expect(dateField().textContent).toBe('Velg dato')
    expect(form().querySelector('fieldset')!.disabled).toBe(false)
    fillIn()
    await send()
    expect(sentBody(1).formSubmissionId).not.toBe(firstId)
    expect(events().filter((event) => event === 'form_interaction:start')).toHaveLength(2)
  })

  it('shows exactly the error of spec 3 §8 when the server fails, after retrying with the same id', async () => {
    fetchMock.mockImplementation(async () => answer(503))
    await mount()
    fillIn()
    await act(async () => {
      submitButton().click()
      await vi.advanceTimersByTimeAsync(2_000)
    })
    expect(fetchMock).toHaveBeenCalledTimes(3)
    expect(new Set(fetchMock.mock.calls.map((_, index) => sentBody(index).formSubmissionId)).size).toBe(1)
    const alert = document.querySelector('[role="alert"]')!
    expect(alert.textContent).toBe(ERROR)
    expect(events()).toEqual(['form_interaction:start', 'form_interaction:submit', 'event_error', 'form_interaction:error'])
    // Like every lead form, it empties 3 s after the outcome (spec 3 §9), and the next one is a new submission.
    expect(named('customerName').value).toBe('Kari Nordmann')
    await act(async () => vi.advanceTimersByTime(FORM_RESET_MS))
    expect(named('customerName').value).toBe('')
  })

  it('shows the server’s field errors beside the fields', async () => {
    fetchMock.mockImplementation(async () =>
      answer(400, {
        error: 'invalid',
        message: 'Invalid',
        fields: { 'values.customerPhone': 'A phone number: an optional + and then 6 to 20 digits or spaces.' },
      }),
    )
    await mount()
    fillIn()
    await send()
    expect(document.querySelector('[role="alert"]')!.textContent).toBe(ERROR)
    expect(named('customerPhone').getAttribute('aria-invalid')).toBe('true')
    expect(errorOf(named('customerPhone'))).toContain('6–20 sifre')
  })

  it('sends what a robot typed into the honeypot, for the server to refuse', async () => {
    await mount()
    fillIn()
    act(() => {
      named(HONEYPOT_FIELD).value = 'https://spam.example'
    })
    await send()
    expect(sentBody()[HONEYPOT_FIELD]).toBe('https://spam.example')
  })

  it('has no serious accessibility violations, empty, with errors or with the calendar open', async () => {
    const host = await mount()
    const serious = async () =>
      (await axe.run(host, { rules: { 'color-contrast': { enabled: false } } })).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)
    vi.useRealTimers()
    expect(await serious()).toEqual([])
    await send()
    expect(await serious()).toEqual([])
    act(() => dateField().click())
    expect(await serious()).toEqual([])
  })
})
