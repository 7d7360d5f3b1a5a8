import type { StoredBooking } from '@/features/workshop-capacity/repository'
import { localDayOf } from '@/features/workshop-capacity/schedule'

import { longDate } from './confirmation-email'
import type { WorkshopEntry } from './directory'

/**
 * A booking as the page of its e-mail's link shows it (the service booking's change link, the tire hotel's cancel
 * link): what, when and where, and whether the link still cancels it. Both kinds are cancelled on the web until 24
 * hours before; after that the customer calls the workshop.
 */

/** A booking can be cancelled by its link until 24 hours before it. */
export const CANCEL_DEADLINE_MS = 24 * 60 * 60_000

export type BookingView = {
  reference: string
  status: 'booked' | 'done' | 'cancelled'
  when: string
  car: string
  workshop: string
  /** Whether the link still cancels it (booked, more than 24 hours ahead). */
  cancellable: boolean
  /** The last moment the link cancels, in words of the workshop's time zone. */
  cancelUntil: string
}

/** "tisdag 1 december 2026 kl. 09:00", or the all-day drop-off, of a stored booking. */
export function bookedWhen(booking: Pick<StoredBooking, 'localDate' | 'localTime' | 'isFullDay'>): string {
  return booking.isFullDay ? `${longDate(booking.localDate)}, lämna bilen före ${booking.localTime}` : `${longDate(booking.localDate)} kl. ${booking.localTime}`
}

/** The last moment a booking starting at `startsAt` is cancelled on the web, in words of the workshop's time zone. */
export function cancelUntilText(startsAt: Date, timeZone: string): string {
  const deadline = new Date(startsAt.getTime() - CANCEL_DEADLINE_MS)
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(deadline)
  return `${longDate(localDayOf(deadline, timeZone))} kl. ${time}`
}

export function bookingView(booking: StoredBooking, workshop: Pick<WorkshopEntry, 'name' | 'address' | 'schedule'> | undefined, now: Date): BookingView {
  const timeZone = workshop?.schedule.timeZone ?? 'Europe/Stockholm'
  return {
    reference: booking.reference,
    status: booking.status as BookingView['status'],
    when: bookedWhen(booking),
    car: `${booking.vehicle}, ${booking.registrationNumber}`,
    workshop: workshop ? `${workshop.name}, ${workshop.address}` : '',
    cancellable: booking.status === 'booked' && booking.startsAt.getTime() - now.getTime() > CANCEL_DEADLINE_MS,
    cancelUntil: cancelUntilText(booking.startsAt, timeZone),
  }
}
