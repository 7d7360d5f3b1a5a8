/** The workshop capacity engine's fixed values (spec 3 §2.1, §9): service booking and the tire hotel share them. */

/** 'The all-day option is booked at 08:00 (the customer leaves the car before 08:00).' */
export const ALL_DAY_BOOKING_TIME = '08:00'

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

export const BOOKING_KINDS = ['service', 'wheel-change'] as const
export type BookingKind = (typeof BOOKING_KINDS)[number]

/** A booking is booked until the workshop marks it done or cancels it; a cancelled booking frees its capacity. */
export const BOOKING_STATUSES = ['booked', 'done', 'cancelled'] as const

export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
