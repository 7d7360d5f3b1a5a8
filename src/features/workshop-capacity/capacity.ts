import { ALL_DAY_BOOKING_TIME } from './constants'
import { hhmmOf, minutesOf, openingOf, slotStartsOf, type WorkshopSchedule } from './schedule'

/**
 * How a booking consumes a workshop's capacity. A timed booking takes one bay from its start for as many whole
 * slots as its services last, and must end by closing time; a time is free when every slot it covers has fewer
 * bookings than the workshop's cars per slot (bookings are intervals, so that many bays then suffice). A car
 * left all day takes its services' minutes from the day's all-day capacity.
 */

/** A booking already made on the day, as far as capacity goes. */
export type DayBooking = { localTime: string; isFullDay: boolean; durationMinutes: number }

/** Whole slots a booking of this length covers (at least one). */
export function slotsCovered(schedule: WorkshopSchedule, durationMinutes: number): number {
  return Math.max(1, Math.ceil(durationMinutes / schedule.slotMinutes))
}

/** Timed bookings per slot start of the day. */
function occupancy(schedule: WorkshopSchedule, starts: number[], bookings: DayBooking[]): Map<number, number> {
  const taken = new Map<number, number>(starts.map((start) => [start, 0]))
  for (const booking of bookings) {
    if (booking.isFullDay) continue
    const from = minutesOf(booking.localTime)
    const to = from + slotsCovered(schedule, booking.durationMinutes) * schedule.slotMinutes
    for (const start of starts) if (start >= from && start < to) taken.set(start, taken.get(start)! + 1)
  }
  return taken
}

/** The free start times (HH:mm) of a day for a booking of this length. */
export function availableSlots(schedule: WorkshopSchedule, day: string, bookings: DayBooking[], durationMinutes: number): string[] {
  const opening = openingOf(schedule, day)
  if (!opening) return []
  const starts = slotStartsOf(schedule, day)
  const taken = occupancy(schedule, starts, bookings)
  const length = slotsCovered(schedule, durationMinutes) * schedule.slotMinutes
  const free: string[] = []
  for (const start of starts) {
    if (start + length > opening.closes) break
    let fits = true
    for (let covered = start; covered < start + length; covered += schedule.slotMinutes) {
      // A slot skipped by a daylight-saving change cannot be worked in.
      const count = taken.get(covered)
      if (count === undefined || count >= schedule.placesPerSlot) {
        fits = false
        break
      }
    }
    if (fits) free.push(hhmmOf(start))
  }
  return free
}

/** Whether a car can be left all day for services of this length. */
export function allDayAvailable(schedule: WorkshopSchedule, day: string, bookings: DayBooking[], durationMinutes: number): boolean {
  if (schedule.allDayMinutes <= 0 || !openingOf(schedule, day)) return false
  if (durationMinutes > schedule.allDayMinutes) return false
  const used = bookings.reduce((sum, booking) => sum + (booking.isFullDay ? booking.durationMinutes : 0), 0)
  return used + durationMinutes <= schedule.allDayMinutes
}

/** Whether a booking of this length fits the day at `localTime`, or all day. */
export function fits(schedule: WorkshopSchedule, day: string, bookings: DayBooking[], request: { localTime: string; isFullDay: boolean; durationMinutes: number }): boolean {
  if (request.isFullDay) return request.localTime === ALL_DAY_BOOKING_TIME && allDayAvailable(schedule, day, bookings, request.durationMinutes)
  return availableSlots(schedule, day, bookings, request.durationMinutes).includes(request.localTime)
}
