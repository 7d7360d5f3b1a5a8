import { ALL_DAY_BOOKING_TIME } from './constants'
import { allDayAvailable, availableSlots, slotsCovered, type DayBooking } from './capacity'
import { addDays, bookingWindow, daysBetween, hhmmOf, instantOf, mondayOf, openingOf, type WorkshopSchedule } from './schedule'

/** A time the car is booked, at this workshop or another: one car, one booking at a time. */
export type BusyTime = { start: Date; end: Date }

const meets = (start: Date, end: Date, busy: readonly BusyTime[]) => busy.some((time) => start.getTime() < time.end.getTime() && time.start.getTime() < end.getTime())

/** Leaves out the times of a day that would meet one of the car's own bookings: a slot for its length, or the whole day from 08:00. */
function freeForCar(schedule: WorkshopSchedule, day: TimeSlotDay, durationMinutes: number, busy: readonly BusyTime[]): TimeSlotDay {
  if (busy.length === 0) return day
  const length = slotsCovered(schedule, durationMinutes) * schedule.slotMinutes * 60_000
  const availableSlots = day.availableSlots.filter((time) => {
    const start = instantOf(day.date, time, schedule.timeZone)
    return start !== null && !meets(start, new Date(start.getTime() + length), busy)
  })
  const opening = openingOf(schedule, day.date)
  const allDayFrom = instantOf(day.date, ALL_DAY_BOOKING_TIME, schedule.timeZone)
  const allDayTo = opening ? instantOf(day.date, hhmmOf(opening.closes), schedule.timeZone) : null
  const allDaySlotAvailable = day.allDaySlotAvailable && allDayFrom !== null && allDayTo !== null && !meets(allDayFrom, allDayTo, busy)
  return { date: day.date, availableSlots, allDaySlotAvailable }
}

/** A day of a week's time slots (spec 3 §3.1 "Time slot week day"). */
export type TimeSlotDay = { date: string; availableSlots: string[]; allDaySlotAvailable: boolean }

/** The bookings of a workshop, by local day. */
export type BookingsByDay = ReadonlyMap<string, DayBooking[]>

/** The seven days (Monday to Sunday) of the week a day is in. */
export function weekDays(day: string): string[] {
  const monday = mondayOf(day)
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index))
}

/**
 * One day's free times for a booking of this length; nothing outside the booking window, and nothing that meets a
 * time the car is booked (`busy`).
 */
export function dayAvailability(schedule: WorkshopSchedule, day: string, bookings: BookingsByDay, durationMinutes: number, now: Date, busy: readonly BusyTime[] = []): TimeSlotDay {
  const window = bookingWindow(schedule, now)
  if (day < window.first || day > window.last) return { date: day, availableSlots: [], allDaySlotAvailable: false }
  const ofDay = bookings.get(day) ?? []
  const free = { date: day, availableSlots: availableSlots(schedule, day, ofDay, durationMinutes), allDaySlotAvailable: allDayAvailable(schedule, day, ofDay, durationMinutes) }
  return freeForCar(schedule, free, durationMinutes, busy)
}

/** The week (Monday to Sunday) that `day` is in, each day with its free times for a booking of this length. */
export function weekAvailability(schedule: WorkshopSchedule, day: string, bookings: BookingsByDay, durationMinutes: number, now: Date, busy: readonly BusyTime[] = []): TimeSlotDay[] {
  return weekDays(day).map((date) => dayAvailability(schedule, date, bookings, durationMinutes, now, busy))
}

export type FirstTimeSlot = { date: string; time: string; isFullDay: boolean }

/** The earliest free time in the booking window: a timed slot, or the all-day drop-off at 08:00 when that comes first. */
export function firstAvailable(schedule: WorkshopSchedule, bookings: BookingsByDay, durationMinutes: number, now: Date, busy: readonly BusyTime[] = []): FirstTimeSlot | null {
  const window = bookingWindow(schedule, now)
  const span = daysBetween(window.first, window.last)
  for (let offset = 0; offset <= span; offset += 1) {
    const day = addDays(window.first, offset)
    const { availableSlots: slots, allDaySlotAvailable } = dayAvailability(schedule, day, bookings, durationMinutes, now, busy)
    const first = slots[0]
    if (first !== undefined && (!allDaySlotAvailable || first <= ALL_DAY_BOOKING_TIME)) return { date: day, time: first, isFullDay: false }
    if (allDaySlotAvailable) return { date: day, time: ALL_DAY_BOOKING_TIME, isFullDay: true }
  }
  return null
}
