import { ALL_DAY_BOOKING_TIME } from './constants'
import { allDayAvailable, availableSlots, type DayBooking } from './capacity'
import { addDays, bookingWindow, daysBetween, mondayOf, type WorkshopSchedule } from './schedule'

/** A day of a week's time slots (spec 3 §3.1 "Time slot week day"). */
export type TimeSlotDay = { date: string; availableSlots: string[]; allDaySlotAvailable: boolean }

/** The bookings of a workshop, by local day. */
export type BookingsByDay = ReadonlyMap<string, DayBooking[]>

/** The seven days (Monday to Sunday) of the week a day is in. */
export function weekDays(day: string): string[] {
  const monday = mondayOf(day)
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index))
}

/** One day's free times for a booking of this length; nothing outside the booking window. */
export function dayAvailability(schedule: WorkshopSchedule, day: string, bookings: BookingsByDay, durationMinutes: number, now: Date): TimeSlotDay {
  const window = bookingWindow(schedule, now)
  if (day < window.first || day > window.last) return { date: day, availableSlots: [], allDaySlotAvailable: false }
  const ofDay = bookings.get(day) ?? []
  return { date: day, availableSlots: availableSlots(schedule, day, ofDay, durationMinutes), allDaySlotAvailable: allDayAvailable(schedule, day, ofDay, durationMinutes) }
}

/** The week (Monday to Sunday) that `day` is in, each day with its free times for a booking of this length. */
export function weekAvailability(schedule: WorkshopSchedule, day: string, bookings: BookingsByDay, durationMinutes: number, now: Date): TimeSlotDay[] {
  return weekDays(day).map((date) => dayAvailability(schedule, date, bookings, durationMinutes, now))
}

export type FirstTimeSlot = { date: string; time: string; isFullDay: boolean }

/** The earliest free time in the booking window: a timed slot, or the all-day drop-off at 08:00 when that comes first. */
export function firstAvailable(schedule: WorkshopSchedule, bookings: BookingsByDay, durationMinutes: number, now: Date): FirstTimeSlot | null {
  const window = bookingWindow(schedule, now)
  const span = daysBetween(window.first, window.last)
  for (let offset = 0; offset <= span; offset += 1) {
    const day = addDays(window.first, offset)
    const { availableSlots: slots, allDaySlotAvailable } = dayAvailability(schedule, day, bookings, durationMinutes, now)
    const first = slots[0]
    if (first !== undefined && (!allDaySlotAvailable || first <= ALL_DAY_BOOKING_TIME)) return { date: day, time: first, isFullDay: false }
    if (allDaySlotAvailable) return { date: day, time: ALL_DAY_BOOKING_TIME, isFullDay: true }
  }
  return null
}
