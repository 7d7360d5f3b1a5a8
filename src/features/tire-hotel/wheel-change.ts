import { randomBytes } from 'node:crypto'

import type { Database } from '@/db/database'
import { addMonths } from '@/lib/iso-date'
import { bookingView, CANCEL_DEADLINE_MS, cancelUntilText, type BookingView } from '@/features/service-booking/booking-links'
import { cancellationEmail } from '@/features/service-booking/confirmation-email'
import type { WorkshopDirectory, WorkshopEntry } from '@/features/service-booking/directory'
import { localSlotOf } from '@/features/service-booking/engine'
import { slotsCovered } from '@/features/workshop-capacity/capacity'
import { ALL_DAY_BOOKING_TIME } from '@/features/workshop-capacity/constants'
import {
  bookingByReference,
  bookingsBetween,
  cancelBooking,
  carBookedTimes,
  CarAlreadyBooked,
  reserveBooking,
  TimeslotNotAvailable,
} from '@/features/workshop-capacity/repository'
import { addDays, bookingWindow, hhmmOf, instantOf, localDayOf, openingOf } from '@/features/workshop-capacity/schedule'
import { dayAvailability } from '@/features/workshop-capacity/week'
import type { TireAgreement, TireHotelVehicle } from './ports'
import type { Sealer } from '@/lib/encryption'

import { TIRE_HOTEL_PRODUCT_ID, wheelChangeEmail } from './confirmation-email'
import { cancelLinkInvalid, cancelTooLate, carAlreadyBooked, otherVehicle, outsideWindow, timeNotAvailable, TireHotelError } from './errors'
import { BOOKING_FIRST_DAY_OFFSET, BOOKING_WINDOW_MONTHS, WHEEL_CHANGE_MINUTES } from './rules'
import { cancelToken, openCancelToken } from './tokens'

/**
 * Booking a wheel change (spec 3 §2.5 Booking, §3.3, §7 booking/…): the free days and times of the workshop that
 * keeps the car's tires, from 3 days to 3 months ahead, and the booking itself — taken from the workshop's
 * capacity by the workshop capacity engine in one transaction with its confirmation e-mail, exactly as a
 * service booking is, so the two never book the same place twice. The e-mail carries a calendar invitation and a
 * link that cancels the wheel change until 24 hours before it.
 */

/** What the booking is called on the confirmation, in the e-mail and the workshop's list. */
export const WHEEL_CHANGE_SERVICE = 'Hjulskifte'
const WHEEL_CHANGE_CODE = 'WHEEL_CHANGE'
/** The path of the cancel page (an application path on every host, see src/features/sites/operational-routes.ts). */
export const CANCEL_PAGE_PATH = '/tirehotel/cancel'

/** Spec 3 §3.3 'Booking request'. `bookingStart` is null when the day had no times: the workshop then returns with one. */
export type WheelChangeRequest = {
  bookingDate: string
  bookingStart: string | null
  regNo: string
  freeText: string
  customer: { firstName: string; lastName: string; email: string; phoneMobile: string }
}

/** Spec 3 §3.3 'Booking confirmation'. */
export type WheelChangeConfirmation = {
  bookingConfirmationId: string
  services: Array<{ name: string }>
  /** The workshop's local date and time with its UTC offset, e.g. 2026-12-01T09:00:00+01:00. */
  appointmentTime: string
  isFullDay: boolean
  workshop: { name: string; address: string; email: string; phoneNumber: string }
  freeText: string
  customerBase: { firstName: string; lastName: string; email: string; phoneMobile: string }
}

/** The body of GetTimeslotDays and GetTimeslots: `regNo` is the car's registration number or its brand code (spec 3 §7). */
export type DaysQuery = { startDate: string; endDate: string; regNo: string }

export type WheelChangeDeps = {
  db: Database
  directory: () => Promise<WorkshopDirectory>
  sealer: () => Sealer
  now: () => Date
  reference?: () => string
}

/** A cancel link's booking, as the cancel page shows it. */
export type CancellationView = BookingView

/** How the e-mails speak of a wheel change (ett hjulskifte: avbokat). */
const WHEEL_CHANGE_WORDS = { text: 'Ditt hjulskifte', cancelled: 'avbokat', short: 'hjulskifte' }

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
/** A wheel change's reference, e.g. DH-7K3Q9XWD (DH: däckhotell). */
export function wheelChangeReference(): string {
  return `DH-${Array.from(randomBytes(8), (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('')}`
}

/** The car of the agreement a call is about: at its workshop (erpId), by registration number or brand code; 403 otherwise. */
export function vehicleFor(agreement: TireAgreement, erpId: string, regNo: string): TireHotelVehicle {
  const wanted = regNo.replace(/\s+/g, '').toUpperCase()
  const atWorkshop = agreement.vehicles.filter((vehicle) => vehicle.location.erpId !== '' && vehicle.location.erpId === erpId)
  const vehicle =
    atWorkshop.find((candidate) => candidate.regNo === wanted) ??
    atWorkshop.find((candidate) => candidate.brandCode.toUpperCase() === wanted)
  if (!vehicle) throw otherVehicle()
  return vehicle
}

/** The days a wheel change can be booked at a workshop seen at `now`: 3 days to 3 months ahead, within the workshop's own weeks. */
export function wheelChangeWindow(schedule: WorkshopEntry['schedule'], now: Date): { first: string; last: string } {
  const today = localDayOf(now, schedule.timeZone)
  const own = bookingWindow(schedule, now)
  const first = addDays(today, BOOKING_FIRST_DAY_OFFSET)
  const last = addMonths(today, BOOKING_WINDOW_MONTHS)
  return { first: first > own.first ? first : own.first, last: last < own.last ? last : own.last }
}

/** `YYYY-MM-DDTHH:mm:00+01:00`: a local date and time with the offset it has at that instant. */
export function withOffset(localDate: string, localTime: string, instant: Date): string {
  const local = Date.UTC(
    Number(localDate.slice(0, 4)),
    Number(localDate.slice(5, 7)) - 1,
    Number(localDate.slice(8, 10)),
    Number(localTime.slice(0, 2)),
    Number(localTime.slice(3, 5)),
  )
  const offset = Math.round((local - instant.getTime()) / 60_000)
  const sign = offset < 0 ? '-' : '+'
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0')
  return `${localDate}T${localTime}:00${sign}${hours}:${minutes}`
}

async function workshopOf(deps: WheelChangeDeps, erpId: string): Promise<WorkshopEntry> {
  const workshop = (await deps.directory()).byDepartmentId.get(erpId)
  // The car's workshop takes no online bookings now.
  if (!workshop) throw timeNotAvailable()
  return workshop
}

/** The days of the query within the window, each with its free times for a wheel change of the car. */
async function freeDays(deps: WheelChangeDeps, erpId: string, query: DaysQuery, vehicle: TireHotelVehicle) {
  const workshop = await workshopOf(deps, erpId)
  const now = deps.now()
  const window = wheelChangeWindow(workshop.schedule, now)
  const from = query.startDate.slice(0, 10) > window.first ? query.startDate.slice(0, 10) : window.first
  const to = query.endDate.slice(0, 10) < window.last ? query.endDate.slice(0, 10) : window.last
  if (from > to) return []
  const { timeZone } = workshop.schedule
  const [byWorkshop, busy] = await Promise.all([
    bookingsBetween(deps.db, [workshop.id], from, to),
    // The times the car is booked already (a service, another wheel change) are not offered to it.
    carBookedTimes(
      deps.db,
      vehicle.regNo,
      instantOf(addDays(from, -1), '00:00', timeZone) ?? now,
      instantOf(addDays(to, 2), '00:00', timeZone) ?? now,
    ),
  ])
  const bookings = byWorkshop.get(workshop.id)!
  const days = []
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const free = dayAvailability(workshop.schedule, day, bookings, WHEEL_CHANGE_MINUTES, now, busy)
    if (free.availableSlots.length > 0 || free.allDaySlotAvailable) days.push(free)
  }
  return days
}

/** The booking of a cancel link, its workshop, and how the cancel page shows it. */
async function cancelLinkBooking(deps: WheelChangeDeps, token: string) {
  const claim = openCancelToken(deps.sealer(), token)
  const booking = claim ? await bookingByReference(deps.db, claim.reference) : null
  if (!claim || !booking || booking.kind !== 'wheel-change') throw cancelLinkInvalid()
  const workshop = (await deps.directory()).workshops.find((entry) => entry.id === booking.workshopId)
  return { booking, workshop, view: bookingView(booking, workshop, deps.now()) }
}

/** Where a requested wheel change falls: the day's start and end, the workshop's local time, and whether it is all day. */
function requestedTime(request: WheelChangeRequest, schedule: WorkshopEntry['schedule'], now: Date) {
  const day = request.bookingDate.slice(0, 10)
  const window = wheelChangeWindow(schedule, now)
  if (day < window.first || day > window.last) throw outsideWindow()
  let localTime = ALL_DAY_BOOKING_TIME
  const isFullDay = !request.bookingStart
  if (request.bookingStart) {
    const slot = /^\d{2}:\d{2}$/.test(request.bookingStart)
      ? { localDate: day, localTime: request.bookingStart }
      : localSlotOf(request.bookingStart, schedule.timeZone)
    if (!slot || slot.localDate !== day)
      throw new TireHotelError(400, 'invalid_request', 'bookingStart is a time on bookingDate (HH:mm, or the startTime given).')
    localTime = slot.localTime
  }
  const startsAt = instantOf(day, localTime, schedule.timeZone)
  const opening = openingOf(schedule, day)
  if (!startsAt || !opening) throw timeNotAvailable()
  const end = isFullDay
    ? (instantOf(day, hhmmOf(opening.closes), schedule.timeZone) ?? startsAt)
    : new Date(startsAt.getTime() + slotsCovered(schedule, WHEEL_CHANGE_MINUTES) * schedule.slotMinutes * 60_000)
  return { day, localTime, isFullDay, startsAt, end }
}

type WheelChangeBooking = ReturnType<typeof requestedTime> & {
  reference: string
  workshop: WorkshopEntry
  vehicle: TireHotelVehicle
  freeText: string
  customer: WheelChangeConfirmation['customerBase']
  siteId: number | null
  cancelUrl: string
  now: Date
}

/** Takes the wheel change from the workshop's capacity together with its confirmation e-mail; a refusal in the page's words. */
async function reserveWheelChange(db: Database, booking: WheelChangeBooking): Promise<void> {
  const { workshop, vehicle, customer, freeText, day, localTime, isFullDay, startsAt, end } = booking
  const { schedule } = workshop
  try {
    await reserveBooking(
      db,
      schedule,
      {
        reference: booking.reference,
        kind: 'wheel-change',
        workshopId: workshop.id,
        siteId: booking.siteId,
        localDate: day,
        localTime,
        isFullDay,
        durationMinutes: WHEEL_CHANGE_MINUTES,
        startsAt,
        endsAt: end,
        registrationNumber: vehicle.regNo,
        vehicle: `${vehicle.brand} ${vehicle.model}`,
        mileage: null,
        customer: { firstName: customer.firstName, lastName: customer.lastName, phone: customer.phoneMobile, email: customer.email },
        freeText,
        services: [
          {
            code: WHEEL_CHANGE_CODE,
            name: WHEEL_CHANGE_SERVICE,
            productId: vehicle.productId,
            packageLevel: vehicle.packageLevel,
            tires: vehicle.tires.length,
          },
        ],
        totalPrice: null,
      },
      {
        now: booking.now,
        email: wheelChangeEmail({
          reference: booking.reference,
          service: WHEEL_CHANGE_SERVICE,
          customer,
          car: vehicle,
          workshop: {
            name: workshop.name,
            address: workshop.address,
            phone: workshop.phone,
            email: workshop.email,
            latitude: workshop.latitude,
            longitude: workshop.longitude,
          },
          start: startsAt,
          end,
          localDate: day,
          localTime,
          isFullDay,
          freeText,
          cancelUrl: booking.cancelUrl,
          cancelUntil: cancelUntilText(startsAt, schedule.timeZone),
          stamp: booking.now,
        }),
      },
    )
  } catch (error) {
    if (error instanceof CarAlreadyBooked) throw carAlreadyBooked(vehicle.regNo)
    if (error instanceof TimeslotNotAvailable) throw timeNotAvailable()
    throw error
  }
}

/** Spec 3 §7 booking/create: the wheel change booked and e-mailed, or a refusal with the message the page shows. */
async function book(
  deps: WheelChangeDeps,
  agreement: TireAgreement,
  erpId: string,
  request: WheelChangeRequest,
  context: { siteId: number | null; origin: string },
): Promise<WheelChangeConfirmation> {
  const vehicle = vehicleFor(agreement, erpId, request.regNo)
  const workshop = await workshopOf(deps, erpId)
  const now = deps.now()
  const time = requestedTime(request, workshop.schedule, now)
  const reference = (deps.reference ?? wheelChangeReference)()
  const freeText = request.freeText.trim()
  const customer = {
    firstName: request.customer.firstName.trim(),
    lastName: request.customer.lastName.trim(),
    email: request.customer.email.trim(),
    phoneMobile: request.customer.phoneMobile,
  }
  const sealer = deps.sealer()
  const cancelUrl = `${context.origin}${CANCEL_PAGE_PATH}?${new URLSearchParams({ token: cancelToken(sealer, { reference }) })}`
  await reserveWheelChange(deps.db, { ...time, reference, workshop, vehicle, freeText, customer, siteId: context.siteId, cancelUrl, now })
  return {
    bookingConfirmationId: reference,
    services: [{ name: WHEEL_CHANGE_SERVICE }],
    appointmentTime: withOffset(time.day, time.localTime, time.startsAt),
    isFullDay: time.isFullDay,
    workshop: { name: workshop.name, address: workshop.address, email: workshop.email, phoneNumber: workshop.phone },
    freeText,
    customerBase: customer,
  }
}

/**
 * Cancels the booking of a cancel link until 24 hours before it, e-mailing the customer a cancellation with the
 * calendar update that removes the event; a booking already cancelled stays so.
 */
async function cancel(deps: WheelChangeDeps, token: string): Promise<CancellationView> {
  const { booking, workshop, view: current } = await cancelLinkBooking(deps, token)
  if (current.status === 'cancelled') return current
  if (!current.cancellable) throw cancelTooLate()
  const now = deps.now()
  const email = cancellationEmail(
    {
      reference: booking.reference,
      customer: { firstName: booking.customer.firstName, email: booking.customer.email },
      car: `${booking.vehicle}, ${booking.registrationNumber}`,
      workshop: workshop
        ? { name: workshop.name, address: workshop.address, phone: workshop.phone, email: workshop.email }
        : { name: 'verkstaden', address: '', phone: '', email: '' },
      start: booking.startsAt,
      end: booking.endsAt,
      localDate: booking.localDate,
      localTime: booking.localTime,
      isFullDay: booking.isFullDay,
      stamp: now,
    },
    { what: WHEEL_CHANGE_WORDS, productId: TIRE_HOTEL_PRODUCT_ID },
  )
  if (
    !(await cancelBooking(deps.db, {
      id: booking.id,
      kind: 'wheel-change',
      startsAfter: new Date(now.getTime() + CANCEL_DEADLINE_MS),
      now,
      email,
    }))
  ) {
    const after = (await cancelLinkBooking(deps, token)).view
    if (after.status === 'cancelled') return after
    throw cancelTooLate()
  }
  return { ...current, status: 'cancelled', cancellable: false }
}

export function wheelChanges(deps: WheelChangeDeps) {
  return {
    /** Spec 3 §7 GetTimeslotDays: `availableDates[]` with date, the days with a free time or an all-day place. */
    async availableDays(agreement: TireAgreement, erpId: string, query: DaysQuery): Promise<{ availableDates: Array<{ date: string }> }> {
      const vehicle = vehicleFor(agreement, erpId, query.regNo)
      return { availableDates: (await freeDays(deps, erpId, query, vehicle)).map((day) => ({ date: day.date })) }
    },

    /** Spec 3 §7 GetTimeslots: `availableTimeSlotDates[].startTime[]`, the workshop's local times; none on a day only for leaving the car. */
    async timeslots(
      agreement: TireAgreement,
      erpId: string,
      query: DaysQuery,
    ): Promise<{ availableTimeSlotDates: Array<{ date: string; startTime: string[] }> }> {
      const vehicle = vehicleFor(agreement, erpId, query.regNo)
      const days = await freeDays(deps, erpId, query, vehicle)
      return {
        availableTimeSlotDates: days.map((day) => ({
          date: day.date,
          startTime: day.availableSlots.map((time) => `${day.date}T${time}:00`),
        })),
      }
    },

    book: (agreement: TireAgreement, erpId: string, request: WheelChangeRequest, context: { siteId: number | null; origin: string }) =>
      book(deps, agreement, erpId, request, context),

    /** The booking a cancel link is for, and whether it still cancels it. */
    async cancellation(token: string): Promise<CancellationView> {
      return (await cancelLinkBooking(deps, token)).view
    },

    cancel: (token: string) => cancel(deps, token),
  }
}
