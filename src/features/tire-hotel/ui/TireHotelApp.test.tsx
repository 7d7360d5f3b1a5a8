// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { axeViolations } from '@/blocks/test-context'

import { TIRE_HOTEL_STORAGE_KEY } from '../flow-storage'
import { CONFIRMATION, TIR123_VEHICLE } from '../test-data'
import { TireHotelApp } from './TireHotelApp'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

type Route = (url: URL, init: RequestInit) => { status: number; body?: unknown }
let routes: Record<string, Route>
let calls: Array<{ path: string; url: URL; init: RequestInit }>
let root: Root | null = null

const TODAY = '2027-05-19'
const CUSTOMER = { encryptedPhoneNumber: 'enc', obfuscatedPhoneNumber: '070-*** ** 10', regNo: 'TIR123' }

function server(overrides: Record<string, Route> = {}) {
  routes = {
    '/api/tirehotel/authorization/search': (url) =>
      url.searchParams.get('regNo') === 'TIR123' ? { status: 200, body: CUSTOMER } : { status: 404, body: { error: 'not_found' } },
    '/api/tirehotel/authorization/login': () => ({ status: 200, body: { authorizationToken: 'auth' } }),
    '/api/tirehotel/authorization/validate': (url) =>
      url.searchParams.get('otpToken') === '4209'
        ? { status: 200, body: { status: 0, vehicles: [TIR123_VEHICLE], sessionToken: 'session' } }
        : { status: 400, body: { message: 'Koden stämmer inte.' } },
    '/api/tirehotel/booking/GetTimeslotDays': () => ({
      status: 200,
      body: { availableDates: [{ date: '2027-05-24' }, { date: '2027-05-25' }] },
    }),
    '/api/tirehotel/booking/GetTimeslots': () => ({
      status: 200,
      body: { availableTimeSlotDates: [{ startTime: ['2027-05-24T10:00:00', '2027-05-24T08:00:00', '2027-05-24T08:00:00'] }] },
    }),
    '/api/tirehotel/booking/create': () => ({ status: 200, body: CONFIRMATION }),
    '/api/tirehotel/review/addReview': () => ({ status: 500 }),
    ...overrides,
  }
}

beforeEach(() => {
  calls = []
  server()
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(`${TODAY}T10:00:00Z`))
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://se2.localhost')
    calls.push({ path: url.pathname, url, init })
    const answer = routes[url.pathname]?.(url, init) ?? { status: 404 }
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status })
  })
  window.sessionStorage.clear()
  ;(window as unknown as { dataLayer?: unknown[] }).dataLayer = []
})

afterEach(() => {
  if (root) act(() => root!.unmount())
  root = null
  document.body.innerHTML = ''
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function mount(contactEmail: string | null = 'dack@nordvik.example') {
  const host = document.body.appendChild(document.createElement('main'))
  root = createRoot(host)
  await act(async () =>
    root!.render(
      <TireHotelApp
        heading="Boka hjulskifte"
        intro=""
        contactEmail={contactEmail}
        serviceBookingPath="/boka-service"
        timeZone="Europe/Stockholm"
      />,
    ),
  )
  return host
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
const button = (name: string | RegExp) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find((candidate) =>
    typeof name === 'string' ? candidate.textContent?.trim() === name : name.test(candidate.textContent ?? ''),
  )!
const heading = () => document.querySelector('[data-step-heading]')!.textContent
const boxes = () => [...document.querySelectorAll<HTMLInputElement>('input[aria-label^="Siffra"]')]

function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  act(() => {
    const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}
function key(target: Element, name: string) {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }))
  })
}
async function click(target: HTMLElement) {
  await act(async () => target.click())
  await settle()
}
const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!

async function toValidate() {
  await mount()
  type(field('regNo'), 'tir 123')
  await click(button('Fortsätt'))
  await click(button('Skicka kod'))
}

describe('the tire hotel page', () => {
  it('names the contact address where the site has one, and the customer’s workshop where it has none', async () => {
    const toLogin = async (contactEmail: string | null) => {
      await mount(contactEmail)
      type(field('regNo'), 'tir 123')
      await click(button('Fortsätt'))
    }
    await toLogin('dack@nordvik.example')
    expect(document.querySelectorAll('a[href="mailto:dack@nordvik.example"]')).toHaveLength(2)
    act(() => root!.unmount())
    root = null
    document.body.innerHTML = ''
    await toLogin(null)
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull()
    expect(document.body.textContent).toContain('Har du bytt mobilnummer? Kontakta din verkstad.')
    expect(await axeViolations()).toEqual([])
  })

  it('searches with a cleaned-up plate, Continue disabled under 2 characters; 404 and other failures say so', async () => {
    await mount()
    expect(heading()).toBe('Hitta ditt däckhotellsavtal')
    type(field('regNo'), 'n')
    expect(button('Fortsätt').disabled).toBe(true)
    type(field('regNo'), 'noa 000 99')
    expect(field('regNo').value).toBe('NOA0009')
    expect(button('Fortsätt').disabled).toBe(false)
    type(field('regNo'), 'noa000')
    await click(button('Fortsätt'))
    expect(document.body.textContent).toContain('Vi hittar inget däckhotellsavtal för detta registreringsnummer.')
    expect(document.querySelector<HTMLAnchorElement>('a[href="/boka-service"]')).not.toBeNull()
    expect(await axeViolations()).toEqual([])
    server({ '/api/tirehotel/authorization/search': () => ({ status: 503, body: { message: 'busy' } }) })
    await click(button('Fortsätt'))
    expect(document.body.textContent).toContain('Något gick fel, var god och försök senare.')
  })

  it('logs in with the code in four boxes: typing, Backspace, arrows, the server’s message cleared on change', async () => {
    await toValidate()
    expect(calls.find((call) => call.path.endsWith('/login'))!.url.searchParams.get('encryptedPhoneNumber')).toBe('enc')
    expect(heading()).toBe('Ange koden från sms:et')
    expect(document.activeElement).toBe(boxes()[0])
    for (const digit of '4201') key(document.activeElement!, digit)
    expect(boxes().map((box) => box.value)).toEqual(['4', '2', '0', '1'])
    key(document.activeElement!, 'Backspace')
    expect(boxes()[3]!.value).toBe('')
    key(document.activeElement!, 'ArrowLeft')
    expect(document.activeElement).toBe(boxes()[2])
    key(document.activeElement!, 'Backspace')
    key(document.activeElement!, 'Backspace')
    expect(boxes().map((box) => box.value)).toEqual(['4', '', '', ''])
    expect(document.activeElement).toBe(boxes()[1])
    for (const digit of '111') key(document.activeElement!, digit)
    expect(button('Verifiera kod').disabled).toBe(false)
    await act(async () => key(document.activeElement!, 'Enter'))
    await settle()
    expect(document.body.textContent).toContain('Koden stämmer inte.')
    expect(boxes()[0]!.getAttribute('aria-invalid')).toBe('true')
    expect(await axeViolations()).toEqual([])
    key(boxes()[3]!, 'Backspace')
    expect(document.body.textContent).not.toContain('Koden stämmer inte.')
    expect(button('Verifiera kod').disabled).toBe(true)
  })

  it('takes the first four characters of a pasted code and logs in; the session is kept under one key', async () => {
    await toValidate()
    const paste = new Event('paste', { bubbles: true, cancelable: true })
    Object.assign(paste, { clipboardData: { getData: () => ' 420987' } })
    act(() => {
      boxes()[2]!.dispatchEvent(paste)
    })
    expect(boxes().map((box) => box.value)).toEqual(['4', '2', '0', '9'])
    await click(button('Verifiera kod'))
    expect(heading()).toBe('Volkswagen Passat')
    expect(document.body.textContent).toContain('Dags att byta däck')
    expect(document.body.textContent).toContain('Höger fram')
    expect(document.body.textContent).toContain('3,4 mm')
    expect(document.body.textContent).toContain('Nordvik Bilhall Uppsala')
    expect(document.body.textContent).toContain('Däckhotell Plus')
    expect(Object.keys(window.sessionStorage)).toEqual([TIRE_HOTEL_STORAGE_KEY])
    expect(await axeViolations()).toEqual([])
    const steps = (window as unknown as { dataLayer: Array<{ event: string; flow_step?: number }> }).dataLayer
      .filter((event) => event.event === 'flow_interaction')
      .map((event) => event.flow_step)
    expect(steps).toEqual([1, 2, 3, 4])
  })

  it('jumps from a stored validated session to the car, and Log out returns to Search', async () => {
    window.sessionStorage.setItem(
      TIRE_HOTEL_STORAGE_KEY,
      JSON.stringify({ customer: CUSTOMER, validated: { status: 0, vehicles: [TIR123_VEHICLE], sessionToken: 'session' } }),
    )
    await mount()
    expect(heading()).toBe('Volkswagen Passat')
    await click(button('Logga ut'))
    expect(heading()).toBe('Hitta ditt däckhotellsavtal')
    expect(document.activeElement!.textContent).toBe('Hitta ditt däckhotellsavtal')
    expect(window.sessionStorage.getItem(TIRE_HOTEL_STORAGE_KEY)).toBeNull()
    expect(button('Logga ut')).toBeUndefined()
  })

  it('books a wheel change: free days, times as HH:mm once each, the form, Book, the rating', async () => {
    window.sessionStorage.setItem(
      TIRE_HOTEL_STORAGE_KEY,
      JSON.stringify({ customer: CUSTOMER, validated: { status: 0, vehicles: [TIR123_VEHICLE], sessionToken: 'session' } }),
    )
    await mount()
    await click(button('Boka hjulskifte'))
    expect(heading()).toBe('Välj dag för hjulskifte')
    const days = calls.find((call) => call.path.endsWith('/GetTimeslotDays'))!
    expect(days.url.searchParams.get('workshopIdentifier')).toBe('NB-UPP-01')
    expect(JSON.parse(String(days.init.body))).toEqual({ startDate: '2027-05-22', endDate: '2027-08-19', regNo: 'VW' })
    expect(document.querySelectorAll('button[data-date]')).toHaveLength(42)
    expect(document.querySelector<HTMLButtonElement>('button[aria-label="Föregående månad"]')!.disabled).toBe(true)
    const may23 = document.querySelector<HTMLButtonElement>('button[data-date="2027-05-23"]')!
    expect(may23.getAttribute('aria-disabled')).toBe('true')
    await click(may23)
    expect(document.querySelector('h4[id$="-times"]')).toBeNull()
    expect(document.querySelectorAll('button[data-date]')).toHaveLength(42)
    expect(await axeViolations()).toEqual([])
    await click(document.querySelector<HTMLButtonElement>('button[data-date="2027-05-24"]')!)
    expect([...document.querySelectorAll('ul button')].map((time) => time.textContent?.replace(/^.*kl\. /, ''))).toEqual(['08:00', '10:00'])
    expect(document.querySelector('[name="firstName"]')).toBeNull()
    await click(button(/10:00$/))
    expect(document.activeElement).toBe(field('firstName'))
    expect(button('Boka').disabled).toBe(true)
    type(field('firstName'), 'Vera')
    type(field('lastName'), 'Nilsson')
    type(field('mobile'), '070-174 06 50')
    type(field('email'), 'vera@example.com')
    expect(button('Boka').disabled).toBe(false)
    expect(await axeViolations()).toEqual([])
    await click(button('Ändra tid'))
    expect(document.querySelector('[name="firstName"]')).toBeNull()
    await click(button(/08:00$/))
    await click(button('Boka'))
    const create = calls.find((call) => call.path.endsWith('/create'))!
    expect(create.url.searchParams.get('departmentIdentifier')).toBe('NB-UPP-01')
    expect(new Headers(create.init.headers).get('authorization')).toBe('Bearer session')
    expect(JSON.parse(String(create.init.body))).toMatchObject({
      bookingDate: '2027-05-24',
      bookingStart: '08:00',
      regNo: 'TIR123',
      customer: { phoneMobile: '0701740650' },
    })

    expect(heading()).toBe('Ditt hjulskifte är bokat')
    expect(document.body.textContent).toContain('DH-1001')
    const purchase = (window as unknown as { dataLayer: Array<{ event: string }> }).dataLayer.find((event) => event.event === 'purchase')
    expect(purchase).toMatchObject({ ecommerce: { currency: 'SEK', value: 0 } })
    const send = button('Skicka')
    expect(send.disabled).toBe(true)
    const stars = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')]
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 stjärna',
      '2 stjärnor',
      '3 stjärnor',
      '4 stjärnor',
      '5 stjärnor',
    ])
    await click(stars[3]!)
    expect(button('Skicka').disabled).toBe(false)
    expect(await axeViolations()).toEqual([])
    await click(button('Skicka'))
    // The review call failed (500): thanks all the same.
    expect(document.body.textContent).toContain('Tack för ditt betyg!')
    expect(JSON.parse(String(calls.find((call) => call.path.endsWith('/addReview'))!.init.body))).toMatchObject({ rating: 4, comment: '' })
  })

  it('tells when there are no free days, with the workshop’s phone and e-mail, and when fetches fail', async () => {
    window.sessionStorage.setItem(
      TIRE_HOTEL_STORAGE_KEY,
      JSON.stringify({ customer: CUSTOMER, validated: { status: 0, vehicles: [TIR123_VEHICLE], sessionToken: 'session' } }),
    )
    server({ '/api/tirehotel/booking/GetTimeslotDays': () => ({ status: 200, body: { availableDates: [] } }) })
    await mount()
    await click(button('Boka hjulskifte'))
    expect(document.body.textContent).toContain('Det finns för närvarande inga tillgängliga tider på din verkstad.')
    expect(document.querySelector('a[href="tel:0701740620"]')).not.toBeNull()
    expect(document.querySelector('a[href="mailto:dack.uppsala@nordvik.example"]')).not.toBeNull()
    await click(button('Tillbaka'))
    expect(heading()).toBe('Volkswagen Passat')

    server({ '/api/tirehotel/booking/GetTimeslotDays': () => ({ status: 500 }) })
    await click(button('Boka hjulskifte'))
    expect(document.body.textContent).toContain('Ett fel uppstod')
    await click(button('Tillbaka'))
    server({ '/api/tirehotel/booking/GetTimeslots': () => ({ status: 500 }) })
    await click(button('Boka hjulskifte'))
    await click(document.querySelector<HTMLButtonElement>('button[data-date="2027-05-24"]')!)
    expect(document.body.textContent).toContain('Kunde inte hämta tider för valt datum.')
    await click(button('Ändra datum'))
    expect(document.querySelectorAll('button[data-date]')).toHaveLength(42)
  })

  it('sends an expired session back to Search with a note', async () => {
    window.sessionStorage.setItem(
      TIRE_HOTEL_STORAGE_KEY,
      JSON.stringify({ customer: CUSTOMER, validated: { status: 0, vehicles: [TIR123_VEHICLE], sessionToken: 'session' } }),
    )
    server({ '/api/tirehotel/booking/GetTimeslotDays': () => ({ status: 401, body: { error: 'unauthorized' } }) })
    await mount()
    await click(button('Boka hjulskifte'))
    expect(heading()).toBe('Hitta ditt däckhotellsavtal')
    expect(document.body.textContent).toContain('Din inloggning har gått ut.')
  })
})
