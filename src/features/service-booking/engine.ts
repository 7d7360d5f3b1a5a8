import { randomBytes } from 'node:crypto'

import type { Database } from '@/db/database'
import { slotsCovered } from '@/features/workshop-capacity/capacity'
import { afterCursor, byDistance, byFirstTime } from '@/features/workshop-capacity/nearest'
import {
  bookingsBetween,
  carBookedTimes,
  CarAlreadyBooked,
  reserveBooking,
  TimeslotNotAvailable,
} from '@/features/workshop-capacity/repository'
import { addDays, bookingWindow, instantOf, localDayOf, openingOf } from '@/features/workshop-capacity/schedule'
import { firstAvailable, weekAvailability, weekDays } from '@/features/workshop-capacity/week'
import type { Sealer } from '@/lib/encryption'

import { changeUrlOf, conflictToken } from './booking-change'
import { DEFAULT_MILEAGE, normaliseRegistration } from './booking-rules'
import type { CatalogueOffering } from './catalogue'
import { confirmationEmail, type BookedService } from './confirmation-email'
import type { WorkshopDirectory, WorkshopEntry } from './directory'
import {
  brandNotSupported,
  carAlreadyBooked,
  departmentNotFound,
  invalidReg,
  isBookingError,
  messageMissing,
  serviceNotAvailable,
  timeslotNotAvailable,
  unknownService,
  vehicleNotFound,
} from './errors'
import { priceCatalogue, priceOffering, type PricedCar } from './pricing'
import type {
  BookingConfirmation,
  BookingRequest,
  Car,
  ClosestMessage,
  Department,
  PriceOffer,
  RegisteredVehicle,
  VehicleRegister,
  WorkshopSystem,
} from './ports'

/**
 * Forecourt's own booking engine: the workshop system port's default adapter (spec 3 §7 /api/mechmate), over the
 * catalogue and workshops of the CMS and the bookings table. Each call is a few named steps: the car, the
 * workshops that service its make, the services asked for, then the capacity engine.
 */

/** How many nearby workshops a price is the median of. */
export const PRICE_SAMPLE_WORKSHOPS = 5

export type EngineDeps = {
  db: Database
  directory: () => Promise<WorkshopDirectory>
  register: VehicleRegister
  now?: () => Date
  /** A booking's reference, e.g. NB-7K3Q9XWD. */
  reference?: () => string
  /**
   * Seals a booking's change link and a refusal's conflict token; it throws without an encryption key (demo-off
   * without one), and the e-mail then has no change link. Without it at all, neither is made.
   */
  sealer?: () => Sealer
}

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
export function newReference(): string {
  const bytes = randomBytes(8)
  return `NB-${Array.from(bytes, (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('')}`
}

const sameBrand = (a: string, b: string) => a.localeCompare(b, 'sv', { sensitivity: 'base' }) === 0
const services = (workshop: WorkshopEntry, brand: string) => workshop.brands.some((name) => sameBrand(name, brand))

/** `YYYY-MM-DDTHH:mm` as the workshop's local date and time; a time with an offset is converted to the workshop's clock. */
export function localSlotOf(timeSlot: string, timeZone: string): { localDate: string; localTime: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/.exec(timeSlot)
  if (!match) return null
  if (!match[3]) return { localDate: match[1]!, localTime: match[2]! }
  const instant = new Date(timeSlot)
  if (Number.isNaN(instant.getTime())) return null
  const localDate = localDayOf(instant, timeZone)
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant)
  return { localDate, localTime: parts }
}

/** The car of a registration number, with whether any workshop services its make. */
async function lookup(
  deps: EngineDeps,
  registrationNumber: string,
): Promise<{ vehicle: RegisteredVehicle; directory: WorkshopDirectory; car: Car }> {
  const plate = normaliseRegistration(registrationNumber)
  if (!plate) throw invalidReg()
  const [vehicle, directory] = await Promise.all([deps.register.lookup(plate), deps.directory()])
  if (!vehicle) throw vehicleNotFound()
  const isSupported = directory.workshops.some((workshop) => services(workshop, vehicle.brand))
  return { vehicle, directory, car: { ...vehicle, isSupported } }
}

async function supportedCar(deps: EngineDeps, registrationNumber: string) {
  const found = await lookup(deps, registrationNumber)
  if (!found.car.isSupported) throw brandNotSupported(found.vehicle.brand)
  return found
}

function offeringsOf(directory: WorkshopDirectory, codes: string[]): CatalogueOffering[] {
  return [...new Set(codes)].map((code) => {
    const offering = directory.offeringsByCode.get(code)
    if (!offering) throw unknownService(code)
    return offering
  })
}

const durationOf = (offerings: CatalogueOffering[]) => offerings.reduce((sum, offering) => sum + offering.durationMinutes, 0)

function workshopFor(directory: WorkshopDirectory, departmentId: string, brand: string): WorkshopEntry {
  const workshop = directory.byDepartmentId.get(departmentId)
  if (!workshop) throw departmentNotFound()
  if (!services(workshop, brand)) throw brandNotSupported(brand)
  return workshop
}

/** The times the car is booked (anywhere) from the start of `from` to the end of `to`, local dates of a time zone. */
function carBusy(db: Database, registrationNumber: string, from: string, to: string, timeZone: string) {
  const start = instantOf(addDays(from, -1), '00:00', timeZone) ?? new Date(`${from}T00:00:00Z`)
  const end = instantOf(addDays(to, 2), '00:00', timeZone) ?? new Date(`${to}T23:59:59Z`)
  return carBookedTimes(db, registrationNumber, start, end)
}

/** The sealed token that sends a booking's change link again, or null when nothing seals it. */
function conflictOf(deps: EngineDeps, now: () => Date, reference: string): string | null {
  if (!deps.sealer) return null
  try {
    return conflictToken(deps.sealer(), reference, now())
  } catch (error) {
    if (error instanceof Error && error.name === 'ConfigurationError') return null
    throw error
  }
}

type NearbyWorkshop = WorkshopEntry & { distanceKm: number }

const department = (workshop: NearbyWorkshop, firstTimeSlot: Department['firstTimeSlot']): Department => ({
  departmentId: workshop.departmentId,
  siteId: workshop.dealerSiteId,
  siteName: workshop.dealerSiteName,
  address: workshop.address,
  latitude: workshop.latitude,
  longitude: workshop.longitude,
  brands: workshop.brands,
  distance: Math.round(workshop.distanceKm * 10) / 10,
  firstTimeSlot,
})

/**
 * What gives each workshop its first time that is free there and for the car: the bookings of every workshop's
 * booking window, and the car's own, are read once for them all.
 */
async function firstTimes(db: Database, serving: NearbyWorkshop[], registrationNumber: string, duration: number, at: Date) {
  const windows = serving.map((workshop) => bookingWindow(workshop.schedule, at))
  const from = windows.reduce((first, window) => (window.first < first ? window.first : first), windows[0]!.first)
  const to = windows.reduce((last, window) => (window.last > last ? window.last : last), windows[0]!.last)
  const [bookings, busy] = await Promise.all([
    bookingsBetween(
      db,
      serving.map((workshop) => workshop.id),
      from,
      to,
    ),
    carBusy(db, registrationNumber, from, to, serving[0]!.schedule.timeZone),
  ])
  return (workshop: NearbyWorkshop) => ({
    ...workshop,
    firstTimeSlot: firstAvailable(workshop.schedule, bookings.get(workshop.id)!, duration, at, busy),
  })
}

/** The workshops that service the car, nearest or first free time first, after the cursor; a refusal as a message. */
async function* closestAvailable(
  deps: EngineDeps,
  now: () => Date,
  { registrationNumber, codes, position, cursor, sort }: Parameters<WorkshopSystem['closestAvailable']>[0],
): AsyncGenerator<ClosestMessage> {
  let found: Awaited<ReturnType<typeof supportedCar>>
  let duration: number
  try {
    found = await supportedCar(deps, registrationNumber)
    duration = durationOf(offeringsOf(found.directory, codes))
  } catch (error) {
    if (isBookingError(error)) {
      yield { kind: 'error', error: error.message }
      return
    }
    throw error
  }
  const serving = byDistance(
    found.directory.workshops.filter((workshop) => services(workshop, found.vehicle.brand)),
    position,
  )
  if (serving.length === 0) {
    yield { kind: 'nosites' }
    return
  }
  const withFirst = await firstTimes(deps.db, serving, found.vehicle.registrationNumber, duration, now())
  let sent = 0
  if (sort === 'firstAvailable') {
    for (const workshop of afterCursor(byFirstTime(serving.map(withFirst)), cursor)) {
      sent += 1
      yield { kind: 'workshop', department: department(workshop, workshop.firstTimeSlot) }
    }
  } else {
    for (const candidate of afterCursor(serving, cursor)) {
      const workshop = withFirst(candidate)
      if (!workshop.firstTimeSlot) continue
      sent += 1
      yield { kind: 'workshop', department: department(workshop, workshop.firstTimeSlot) }
    }
  }
  if (sent === 0 && !cursor) yield { kind: 'nosites' }
}

/** The services a booking asks for, each once, priced at the workshop; a message a service needs is required. */
function chosenServices(
  directory: WorkshopDirectory,
  workshop: WorkshopEntry,
  car: PricedCar,
  lines: BookingRequest['serviceOfferingRequests'],
): { chosen: BookedService[]; duration: number } {
  const seen = new Set<string>()
  const chosen: BookedService[] = []
  let duration = 0
  for (const line of lines) {
    const offering = directory.offeringsByKobraId.get(line.kobraId)
    if (!offering) throw unknownService(line.kobraId)
    if (seen.has(offering.code)) continue
    seen.add(offering.code)
    const priced = priceOffering(offering, car, [workshop.priceLevel])
    if (!priced.isAvailable) throw serviceNotAvailable(offering.name)
    const userInput = (line.userInput ?? '').trim()
    if (offering.allowUserInput && !userInput) throw messageMissing(offering.name)
    const units = offering.unitPrice
      ? Math.min(offering.unitPrice.maximum, Math.max(offering.unitPrice.minimum, line.unitsSelected ?? offering.unitPrice.minimum))
      : null
    const price = priced.price === null ? null : units === null ? priced.price : priced.price * units
    duration += offering.durationMinutes
    chosen.push({
      code: offering.code,
      kobraId: offering.kobraId,
      name: offering.name,
      price,
      priceKnown: priced.priceKnown,
      priceDiscount: units === null ? priced.priceDiscount : priced.priceDiscount * units,
      userInput,
      units,
      type: directory.kindOf.get(offering.code) ?? 'service',
    })
  }
  return { chosen, duration }
}

type BookedTimes = { localDate: string; localTime: string; startsAt: Date; end: Date }

/** When a booking starts and ends: a full day to the workshop's closing, else the slots its services cover. */
function bookedTimes(schedule: WorkshopEntry['schedule'], request: BookingRequest, duration: number): BookedTimes {
  const slot = localSlotOf(request.timeSlot, schedule.timeZone)
  if (!slot) throw timeslotNotAvailable()
  const startsAt = instantOf(slot.localDate, slot.localTime, schedule.timeZone)
  const opening = openingOf(schedule, slot.localDate)
  if (!startsAt || !opening) throw timeslotNotAvailable()
  const end = request.isFullDay
    ? (instantOf(
        slot.localDate,
        `${String(Math.floor(opening.closes / 60)).padStart(2, '0')}:${String(opening.closes % 60).padStart(2, '0')}`,
        schedule.timeZone,
      ) ?? startsAt)
    : new Date(startsAt.getTime() + slotsCovered(schedule, duration) * schedule.slotMinutes * 60_000)
  return { localDate: slot.localDate, localTime: slot.localTime, startsAt, end }
}

type BookingContext = Parameters<WorkshopSystem['book']>[1]

/** The confirmation e-mail of a booking, with its calendar invitation and, when something seals it, its change link. */
function bookingEmail(
  deps: EngineDeps,
  context: BookingContext,
  booking: {
    reference: string
    request: BookingRequest
    vehicle: RegisteredVehicle
    workshop: WorkshopEntry
    times: BookedTimes
    services: BookedService[]
    freeText: string
    at: Date
  },
) {
  const { reference, request, vehicle, workshop, times } = booking
  return confirmationEmail({
    reference,
    customer: request.customer,
    car: vehicle,
    workshop: {
      name: workshop.dealerSiteName,
      address: workshop.address,
      phone: workshop.phone,
      email: workshop.email,
      latitude: workshop.latitude,
      longitude: workshop.longitude,
    },
    start: times.startsAt,
    end: times.end,
    localDate: times.localDate,
    localTime: times.localTime,
    isFullDay: request.isFullDay,
    services: booking.services,
    freeText: booking.freeText,
    stamp: booking.at,
    changeUrl: deps.sealer && context.origin ? changeUrlOf(deps.sealer, context.origin, reference) : null,
  })
}

/** A booking: the car, the workshop, the services and the time checked, then the time reserved with its e-mail. */
async function book(
  deps: EngineDeps,
  clock: { now: () => Date; reference: () => string },
  request: BookingRequest,
  context: BookingContext,
): Promise<BookingConfirmation> {
  const { vehicle, directory } = await supportedCar(deps, request.registrationNumber)
  const workshop = workshopFor(directory, request.departmentId, vehicle.brand)
  const { chosen, duration } = chosenServices(directory, workshop, vehicle, request.serviceOfferingRequests)
  const times = bookedTimes(workshop.schedule, request, duration)
  const mileage = request.mileage && request.mileage > 0 ? Math.round(request.mileage) : DEFAULT_MILEAGE
  const bookingReference = clock.reference()
  const at = clock.now()
  const totalPrice = chosen.reduce((sum, service) => sum + (service.price ?? 0), 0)
  const freeText = (request.freeText ?? '').trim()
  try {
    await reserveBooking(
      deps.db,
      workshop.schedule,
      {
        reference: bookingReference,
        kind: 'service',
        workshopId: workshop.id,
        siteId: context.siteId,
        localDate: times.localDate,
        localTime: times.localTime,
        isFullDay: request.isFullDay,
        durationMinutes: duration,
        startsAt: times.startsAt,
        endsAt: times.end,
        registrationNumber: vehicle.registrationNumber,
        vehicle: `${vehicle.brand} ${vehicle.model} ${vehicle.buildYear}`,
        mileage,
        customer: request.customer,
        freeText,
        services: chosen,
        totalPrice,
      },
      // The confirmation (with its calendar invitation) is written before the booking is: nothing waits on it.
      {
        now: at,
        email: bookingEmail(deps, context, {
          reference: bookingReference,
          request,
          vehicle,
          workshop,
          times,
          services: chosen,
          freeText,
          at,
        }),
      },
    )
    // The booking's id is the customer's reference: the one the confirmation, the e-mail and the invitation show.
    return {
      id: bookingReference,
      registrationNumber: vehicle.registrationNumber,
      kobraProductIds: chosen.map((service) => service.kobraId),
    }
  } catch (error) {
    if (error instanceof CarAlreadyBooked) throw carAlreadyBooked(vehicle.registrationNumber, conflictOf(deps, clock.now, error.reference))
    if (error instanceof TimeslotNotAvailable) throw timeslotNotAvailable()
    throw error
  }
}

export function bookingEngine(deps: EngineDeps): WorkshopSystem {
  const now = deps.now ?? (() => new Date())
  const reference = deps.reference ?? newReference

  return {
    async car(registrationNumber) {
      return (await lookup(deps, registrationNumber)).car
    },

    async services(registrationNumber, kind, near) {
      const { vehicle, directory } = await supportedCar(deps, registrationNumber)
      const serving = directory.workshops.filter((workshop) => services(workshop, vehicle.brand))
      const sample = near ? byDistance(serving, near).slice(0, PRICE_SAMPLE_WORKSHOPS) : serving
      return priceCatalogue(
        directory.categories,
        kind,
        vehicle,
        sample.map((workshop) => workshop.priceLevel),
      )
    },

    async prices(registrationNumber, _mileage, departmentId, codes): Promise<PriceOffer[]> {
      const { vehicle, directory } = await supportedCar(deps, registrationNumber)
      const workshop = workshopFor(directory, departmentId, vehicle.brand)
      return offeringsOf(directory, codes).map((offering) => {
        const priced = priceOffering(offering, vehicle, [workshop.priceLevel])
        return { code: priced.code, price: priced.price, priceKnown: priced.priceKnown, priceDiscount: priced.priceDiscount }
      })
    },

    async hasBrand(brand) {
      const directory = await deps.directory()
      const name = brand.replace(/-/g, ' ')
      return directory.workshops.some((workshop) => services(workshop, name))
    },

    async authorisedBrands() {
      const directory = await deps.directory()
      return [...new Set(directory.workshops.flatMap((workshop) => workshop.brands))].sort((a, b) => a.localeCompare(b, 'sv'))
    },

    closestAvailable(request) {
      return closestAvailable(deps, now, request)
    },

    async timeSlots(registrationNumber, departmentId, weekStart, codes) {
      const { vehicle, directory } = await supportedCar(deps, registrationNumber)
      const workshop = workshopFor(directory, departmentId, vehicle.brand)
      const duration = durationOf(offeringsOf(directory, codes))
      const start = /^\d{4}-\d{2}-\d{2}$/.test(weekStart) ? weekStart : localDayOf(new Date(weekStart), workshop.schedule.timeZone)
      const days = weekDays(start)
      const [bookings, busy] = await Promise.all([
        bookingsBetween(deps.db, [workshop.id], days[0]!, days[6]!),
        carBusy(deps.db, vehicle.registrationNumber, days[0]!, days[6]!, workshop.schedule.timeZone),
      ])
      // The times free at the workshop that meet none of the car's own bookings.
      return weekAvailability(workshop.schedule, start, bookings.get(workshop.id)!, duration, now(), busy)
    },

    book(request, context) {
      return book(deps, { now, reference }, request, context)
    },
  }
}
