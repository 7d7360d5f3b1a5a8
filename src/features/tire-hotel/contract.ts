/**
 * What the tire hotel page sends to and reads from /api/tirehotel (spec 3 §3.3, §7): the shapes as the page
 * relies on them. Answers are read defensively, as from any server: a field of the wrong type is left out.
 */

import type { StoredTire, TireHotelLocation, TireHotelVehicle } from './ports'

import type { Credentials, FoundCustomer } from './authorization'
import type { WheelChangeConfirmation, WheelChangeRequest } from './wheel-change'

export type { StoredTire, TireHotelLocation, TireHotelVehicle }
export type TireHotelCustomer = FoundCustomer
export type TireHotelCredentials = Credentials
export type TireHotelBookingRequest = WheelChangeRequest
export type TireHotelConfirmation = WheelChangeConfirmation
export type TireWheel = StoredTire['wheel']

/**
 * 'Validated session: status (0 means logged in), vehicles[]', plus the session token the booking calls are
 * made with, as the page reads it: any status (only 0 logs in), and a token that may be missing.
 */
export type ValidatedSession = { status: number; vehicles: TireHotelVehicle[]; sessionToken: string | null }

/** 'Review: rating, comment, date (ISO)'. */
export type TireHotelReview = { rating: number; comment: string; date: string }

type Loose = Record<string, unknown>

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')
const numberOrNull = (value: unknown): number | null => {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : Number.NaN
  return Number.isFinite(parsed) ? parsed : null
}
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

export function readCustomer(body: unknown): TireHotelCustomer | null {
  if (!isObject(body)) return null
  const customer = { encryptedPhoneNumber: text(body.encryptedPhoneNumber), obfuscatedPhoneNumber: text(body.obfuscatedPhoneNumber), regNo: text(body.regNo) }
  return customer.encryptedPhoneNumber && customer.regNo ? customer : null
}

export function readCredentials(body: unknown): TireHotelCredentials | null {
  return isObject(body) && typeof body.authorizationToken === 'string' && body.authorizationToken ? { authorizationToken: body.authorizationToken } : null
}

function readLocation(value: unknown): TireHotelLocation {
  const location = isObject(value) ? value : {}
  return { erpId: text(location.erpId), locationName: text(location.locationName), departmentName: text(location.departmentName), phone: text(location.phone), email: text(location.email) }
}

function readTire(value: unknown): StoredTire | null {
  if (!isObject(value)) return null
  const wheel = isObject(value.wheel) ? value.wheel : {}
  return {
    equipmentPosition: text(value.equipmentPosition),
    wheel: {
      name: text(wheel.name),
      rimDiameter: numberOrNull(wheel.rimDiameter),
      sectionWidth: numberOrNull(wheel.sectionWidth),
      aspectRatio: numberOrNull(wheel.aspectRatio),
      threadPattern: text(wheel.threadPattern),
      threadDepth: numberOrNull(wheel.threadDepth),
      threadStatusId: numberOrNull(wheel.threadStatusId) ?? 0,
      threadStatusMessage: text(wheel.threadStatusMessage),
    },
  }
}

function readVehicle(value: unknown): TireHotelVehicle | null {
  if (!isObject(value) || !text(value.regNo)) return null
  return {
    regNo: text(value.regNo),
    brandCode: text(value.brandCode),
    brand: text(value.brand),
    model: text(value.model),
    name: text(value.name),
    productId: text(value.productId),
    packageLevel: text(value.packageLevel),
    tires: list(value.tires).map(readTire).filter((tire): tire is StoredTire => tire !== null),
    location: readLocation(value.location),
  }
}

/** The validated session, wherever the answer puts its token (`sessionToken`, or `token`). */
export function readValidatedSession(body: unknown): ValidatedSession | null {
  if (!isObject(body)) return null
  const status = numberOrNull(body.status)
  if (status === null) return null
  const token = body.sessionToken ?? body.token
  return {
    status,
    vehicles: list(body.vehicles).map(readVehicle).filter((vehicle): vehicle is TireHotelVehicle => vehicle !== null),
    sessionToken: typeof token === 'string' && token ? token : null,
  }
}

export function readConfirmation(body: unknown): TireHotelConfirmation | null {
  if (!isObject(body) || !text(body.bookingConfirmationId)) return null
  const workshop = isObject(body.workshop) ? body.workshop : {}
  const customer = isObject(body.customerBase) ? body.customerBase : {}
  return {
    bookingConfirmationId: text(body.bookingConfirmationId),
    services: list(body.services)
      .map((service) => (isObject(service) ? text(service.name) : ''))
      .filter(Boolean)
      .map((name) => ({ name })),
    appointmentTime: text(body.appointmentTime),
    isFullDay: body.isFullDay === true,
    workshop: { name: text(workshop.name), address: text(workshop.address), email: text(workshop.email), phoneNumber: text(workshop.phoneNumber) },
    freeText: text(body.freeText),
    customerBase: { firstName: text(customer.firstName), lastName: text(customer.lastName), email: text(customer.email), phoneMobile: text(customer.phoneMobile) },
  }
}

/** The days of 'availableDates[] with date', as YYYY-MM-DD, in order and once each. */
export function readAvailableDates(body: unknown): string[] {
  const dates = list(isObject(body) ? body.availableDates : undefined)
    .map((entry) => (isObject(entry) ? text(entry.date) : text(entry)).slice(0, 10))
    .filter((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))
  return [...new Set(dates)].sort()
}

const CLOCK = /(?:^|T|\s)(\d{1,2}):(\d{2})/

/** A start time ("2027-05-12T08:00:00", "08:00", "8:00") as HH:mm, or null when it holds no time of day. */
export function clockTime(startTime: string): string | null {
  const match = CLOCK.exec(startTime)
  if (!match) return null
  const [hours, minutes] = [Number(match[1]), Number(match[2])]
  if (hours > 23 || minutes > 59) return null
  return `${String(hours).padStart(2, '0')}:${match[2]}`
}

/** 'Times are shown as HH:mm, deduplicated and sorted' (spec 3 §5.4), from availableTimeSlotDates[].startTime[]. */
export function readTimes(body: unknown): string[] {
  const times = list(isObject(body) ? body.availableTimeSlotDates : undefined)
    .flatMap((entry) => list(isObject(entry) ? entry.startTime : undefined))
    .map((startTime) => clockTime(text(startTime)))
    .filter((time): time is string => time !== null)
  return [...new Set(times)].sort()
}

/** The server's message of a refusal, when it sent one. */
export function readMessage(body: unknown): string | null {
  return isObject(body) && typeof body.message === 'string' && body.message.trim() ? body.message.trim() : null
}
