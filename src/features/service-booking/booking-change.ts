import type { Database } from '@/db/database'
import { bookingByReference, cancelBooking, sendEmail, type StoredBooking } from '@/features/workshop-capacity/repository'
import type { Sealer } from '@/lib/encryption'

import { bookingView, CANCEL_DEADLINE_MS, type BookingView } from './booking-links'
import { cancellationEmail, changeLinkEmail, type CancellationDetails } from './confirmation-email'
import type { WorkshopDirectory, WorkshopEntry } from './directory'
import { BookingError } from './errors'

/**
 * Changing a service booking (issue 42: one car, one booking at a time): the confirmation e-mail's link
 * `/service-booking/change?token=` opens a page that shows the booking and cancels it until 24 hours before,
 * e-mailing a cancellation with a calendar update; the visitor then books a new time. A booking refused because
 * its car is already booked then carries a sealed `conflict` token naming that booking, which sends its change
 * link again — to the address the booking was made with, never to whoever asks.
 */

/** The path of the change page (on every site's host; the request pipeline draws it in the site's frame). */
export const CHANGE_PAGE_PATH = '/service-booking/change'
/** How long a refusal's `conflict` token sends the change link. */
export const CONFLICT_TOKEN_LIFETIME_MS = 60 * 60_000

export type BookingChangeDeps = {
  db: Database
  directory: () => Promise<WorkshopDirectory>
  /** The installation's sealer; it throws when no encryption key is configured (demo-off without one). */
  sealer: () => Sealer
  now: () => Date
}

/** The token of a booking's change link: its reference, sealed. */
export function changeToken(sealer: Sealer, reference: string): string {
  return sealer.seal('service-booking-change', JSON.stringify({ r: reference }))
}

export function openChangeToken(sealer: Sealer, token: string): string | null {
  const opened = sealer.open('service-booking-change', token)
  return opened === null ? null : (JSON.parse(opened) as { r: string }).r
}

/** A refusal's token for the booking it met: its reference and the time, sealed; it reveals nothing to its holder. */
export function conflictToken(sealer: Sealer, reference: string, now: Date): string {
  return sealer.seal('service-booking-conflict', JSON.stringify({ r: reference, t: now.getTime() }))
}

export function openConflictToken(sealer: Sealer, token: string, now: Date): string | null {
  const opened = sealer.open('service-booking-conflict', token)
  if (opened === null) return null
  const claim = JSON.parse(opened) as { r: string; t: number }
  const age = now.getTime() - claim.t
  return age >= -60_000 && age <= CONFLICT_TOKEN_LIFETIME_MS ? claim.r : null
}

/** The change link of a booking on the site's own host, or null without an encryption key. */
export function changeUrlOf(sealer: () => Sealer, origin: string, reference: string): string | null {
  try {
    return `${origin}${CHANGE_PAGE_PATH}?${new URLSearchParams({ token: changeToken(sealer(), reference) })}`
  } catch (error) {
    if (error instanceof Error && error.name === 'ConfigurationError') return null
    throw error
  }
}

export const changeLinkInvalid = () => new BookingError('NotFound', 404, 'Länken gäller ingen bokning. Kontakta verkstaden om du vill ändra eller avboka.')
export const conflictExpired = () => new BookingError('ConflictExpired', 404, 'Vi hittar inte bokningen längre. Boka igen, eller kontakta verkstaden.')
export const cancelTooLate = () => new BookingError('TooLate', 409, 'Bokningen kan inte avbokas på webben mindre än 24 timmar före. Kontakta verkstaden.')

export function bookingChanges(deps: BookingChangeDeps) {
  async function workshopOf(booking: StoredBooking): Promise<WorkshopEntry | undefined> {
    return (await deps.directory()).workshops.find((entry) => entry.id === booking.workshopId)
  }

  const viewOf = (booking: StoredBooking, workshop: WorkshopEntry | undefined) =>
    bookingView(booking, workshop ? { name: workshop.dealerSiteName, address: workshop.address, schedule: workshop.schedule } : undefined, deps.now())

  async function open(token: string): Promise<{ booking: StoredBooking; workshop: WorkshopEntry | undefined; view: BookingView }> {
    const reference = openChangeToken(deps.sealer(), token)
    const booking = reference ? await bookingByReference(deps.db, reference) : null
    if (!booking || booking.kind !== 'service') throw changeLinkInvalid()
    const workshop = await workshopOf(booking)
    return { booking, workshop, view: viewOf(booking, workshop) }
  }

  function details(booking: StoredBooking, workshop: WorkshopEntry | undefined, stamp: Date): CancellationDetails {
    return {
      reference: booking.reference,
      customer: { firstName: booking.customer.firstName, email: booking.customer.email },
      car: `${booking.vehicle}, ${booking.registrationNumber}`,
      workshop: workshop
        ? { name: workshop.dealerSiteName, address: workshop.address, phone: workshop.phone, email: workshop.email }
        : { name: 'verkstaden', address: '', phone: '', email: '' },
      start: booking.startsAt,
      end: booking.endsAt,
      localDate: booking.localDate,
      localTime: booking.localTime,
      isFullDay: booking.isFullDay,
      stamp,
    }
  }

  return {
    /** The booking a change link is for, and whether it still cancels it. */
    async view(token: string): Promise<BookingView> {
      return (await open(token)).view
    },

    /** Cancels the booking of a change link until 24 hours before, with a cancellation e-mail; a cancelled one stays so. */
    async cancel(token: string): Promise<BookingView> {
      const { booking, workshop, view } = await open(token)
      if (view.status === 'cancelled') return view
      if (!view.cancellable) throw cancelTooLate()
      const now = deps.now()
      const cancelled = await cancelBooking(deps.db, { id: booking.id, kind: 'service', startsAfter: new Date(now.getTime() + CANCEL_DEADLINE_MS), now, email: cancellationEmail(details(booking, workshop, now)) })
      if (!cancelled) {
        const after = (await open(token)).view
        if (after.status === 'cancelled') return after
        throw cancelTooLate()
      }
      return { ...view, status: 'cancelled', cancellable: false }
    },

    /**
     * Sends the change link of the booking a refusal met to the address that booking was made with. The visitor
     * learns nothing of it: neither the address nor the booking.
     */
    async sendChangeLink(conflict: string, origin: string): Promise<void> {
      const now = deps.now()
      const reference = openConflictToken(deps.sealer(), conflict, now)
      const booking = reference ? await bookingByReference(deps.db, reference) : null
      if (!booking || booking.status !== 'booked') throw conflictExpired()
      const workshop = await workshopOf(booking)
      const url = changeUrlOf(deps.sealer, origin, booking.reference)!
      await sendEmail(deps.db, changeLinkEmail({ ...details(booking, workshop, now), changeUrl: url }), now)
    },
  }
}

export type BookingChanges = ReturnType<typeof bookingChanges>
