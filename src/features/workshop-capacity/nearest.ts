import type { FirstTimeSlot } from './week'

/**
 * The order workshops are offered in (spec 3 §2.1 workshop step): nearest to the visitor first, or the first free
 * time first (then nearest), and where a 'Hämta fler' continues: after the last workshop the page received.
 */

export type Position = { latitude: number; longitude: number }
export const WORKSHOP_SORTS = ['nearest', 'firstAvailable'] as const
export type WorkshopSort = (typeof WORKSHOP_SORTS)[number]

const EARTH_RADIUS_KM = 6371

/** The great-circle distance in kilometres. */
export function distanceKm(a: Position, b: Position): number {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLng = (b.longitude - a.longitude) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

export type Placed = { departmentId: string; latitude: number; longitude: number }

/** Workshops nearest first; equal distances by department id, so the order (and a cursor into it) is stable. */
export function byDistance<T extends Placed>(workshops: T[], from: Position): Array<T & { distanceKm: number }> {
  return workshops
    .map((workshop) => ({ ...workshop, distanceKm: distanceKm(from, workshop) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.departmentId.localeCompare(b.departmentId))
}

const slotKey = (slot: FirstTimeSlot) => `${slot.date}T${slot.time}`

/** Workshops with a free time, first free time first; the distance order among equal times. */
export function byFirstTime<T extends Placed & { distanceKm: number; firstTimeSlot: FirstTimeSlot | null }>(workshops: T[]): T[] {
  return workshops
    .filter((workshop) => workshop.firstTimeSlot !== null)
    .sort((a, b) => slotKey(a.firstTimeSlot!).localeCompare(slotKey(b.firstTimeSlot!)) || a.distanceKm - b.distanceKm || a.departmentId.localeCompare(b.departmentId))
}

/** The workshops after the one with the cursor's department id; all of them without a cursor or with one not in the list. */
export function afterCursor<T extends { departmentId: string }>(ordered: T[], cursor: string | undefined): T[] {
  if (!cursor) return ordered
  const at = ordered.findIndex((workshop) => workshop.departmentId === cursor)
  return at === -1 ? ordered : ordered.slice(at + 1)
}
