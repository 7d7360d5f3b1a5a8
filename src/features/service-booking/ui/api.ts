import type { ServiceCategory } from '../catalogue'
import { bookingErrorMessage, tooManyRequestsMessage } from '../errors-client'
import type { BookingCar } from './state'

/** The page's calls to /api/mechmate (spec 3 §7). Each answers a result or a message to show. */

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string; code?: string }

async function getJson<T>(url: string): Promise<Outcome<T>> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' } })
    const body = (await response.json().catch(() => null)) as (T & { message?: string; error?: string }) | null
    if (response.ok && body) return { ok: true, value: body }
    if (response.status === 429) return { ok: false, message: tooManyRequestsMessage(response.headers.get('retry-after')), code: body?.error }
    return { ok: false, message: body?.message ?? 'Något gick fel, vänligen försök igen senare', code: body?.error }
  } catch {
    return { ok: false, message: 'Något gick fel, vänligen försök igen senare' }
  }
}

const plate = (registrationNumber: string) => encodeURIComponent(registrationNumber)
const position = (lat: number | null, lng: number | null) => (lat !== null && lng !== null ? `?lat=${lat.toFixed(5)}&lng=${lng.toFixed(5)}` : '')

export const fetchCar = (registrationNumber: string) => getJson<BookingCar>(`/api/mechmate/car/${plate(registrationNumber)}`)

export const fetchCategories = (kind: 'services' | 'addons', registrationNumber: string, lat: number | null, lng: number | null) =>
  getJson<{ serviceOfferingCategories: ServiceCategory[] }>(`/api/mechmate/${kind}/${plate(registrationNumber)}${position(lat, lng)}`)

export const fetchHasBrand = (brand: string) => getJson<{ hasBrand: boolean }>(`/api/mechmate/authorized-workshop/${encodeURIComponent(brand.trim().replace(/\s+/g, '-'))}`)

export type WorkshopPrice = { code: string; price: number | null; priceKnown: boolean; priceDiscount: number }

/** The chosen workshop's own prices for the chosen services (spec 3 §7, the pricing refresh when a location is chosen). */
export const fetchPrices = (registrationNumber: string, mileage: number, departmentId: string, codes: string[]) =>
  getJson<{ serviceOfferings: WorkshopPrice[] }>(
    `/api/mechmate/prices/${plate(registrationNumber)}/${mileage}/${encodeURIComponent(departmentId)}?serviceOfferings=${codes.map(encodeURIComponent).join(',')}`,
  )

export type WeekDay = { date: string; availableSlots: string[]; allDaySlotAvailable: boolean }

/** A week's free times, at the address of spec 3 §7 (ending in a slash); empty on failure. */
export async function fetchWeek(registrationNumber: string, departmentId: string, weekStart: string, codes: string[]): Promise<WeekDay[]> {
  const answer = await getJson<WeekDay[]>(`/api/mechmate/timeslots/from/${plate(registrationNumber)}/${encodeURIComponent(departmentId)}/${weekStart}/?serviceOfferings=${codes.join(',')}`)
  return answer.ok && Array.isArray(answer.value) ? answer.value : []
}

export function closestUrl(options: { registrationNumber: string; codes: string[]; lat: number; lng: number; cursor?: string; sort: 'nearest' | 'firstAvailable' }): string {
  const query = new URLSearchParams({ regNo: options.registrationNumber, serviceOfferings: options.codes.join(','), latitude: options.lat.toFixed(5), longitude: options.lng.toFixed(5) })
  if (options.cursor) query.set('cursor', options.cursor)
  if (options.sort !== 'nearest') query.set('sort', options.sort)
  return `/api/mechmate/departments/closestAvailable?${query}`
}

export type BookingPayload = {
  customer: { firstName: string; lastName: string; phone: string; email: string }
  freeText: string
  departmentId: string
  timeSlot: string
  isFullDay: boolean
  registrationNumber: string
  mileage: number
  serviceOfferingRequests: Array<{ kobraId: string; unitsSelected?: number; userInput?: string }>
}

/** A refused booking: the message to show, its code, and for a car booked then the token that sends that booking's change link. */
export type BookingRefusal = { ok: false; message: string; code?: string; conflict?: string }

/** Books; on failure the message of the Error Result list's first entry (spec 3 §8). */
export async function postBooking(payload: BookingPayload): Promise<{ ok: true; value: { id: string; registrationNumber: string; kobraProductIds: string[] } } | BookingRefusal> {
  try {
    const response = await fetch('/api/mechmate/book', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) })
    const body = (await response.json().catch(() => null)) as {
      id?: string
      registrationNumber?: string
      kobraProductIds?: string[]
      errors?: Array<{ code?: string; message?: string }>
      error?: string
      conflict?: string
    } | null
    if (response.ok && body && typeof body.id === 'string') return { ok: true, value: { id: body.id, registrationNumber: body.registrationNumber ?? '', kobraProductIds: body.kobraProductIds ?? [] } }
    const code = body?.errors?.[0]?.code ?? (response.status >= 500 ? 'ServerError' : body?.error)
    if (response.status === 429) return { ok: false, message: tooManyRequestsMessage(response.headers.get('retry-after')), code }
    // A car booked then is told in the server's words, which name the car (issue 42); the spec's codes in the page's.
    if (code === 'CarAlreadyBooked') return { ok: false, code, message: body?.errors?.[0]?.message ?? bookingErrorMessage(code), ...(body?.conflict ? { conflict: body.conflict } : {}) }
    return { ok: false, message: bookingErrorMessage(code), code }
  } catch {
    return { ok: false, message: bookingErrorMessage('ServerError'), code: 'ServerError' }
  }
}

/** Sends the change link of the booking a refusal met to the address that booking was made with. */
export async function postChangeLink(conflict: string): Promise<boolean> {
  try {
    const response = await fetch('/api/mechmate/change-link', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ conflict }) })
    return response.status === 202
  } catch {
    return false
  }
}
