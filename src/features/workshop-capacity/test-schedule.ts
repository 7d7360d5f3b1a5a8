import type { WorkshopSchedule } from './schedule'

/** A Swedish workshop open 07:00–17:00 on weekdays, hour slots, two bays, 8 hours of all-day work. */
export function scheduleOf(changes: Partial<WorkshopSchedule> = {}): WorkshopSchedule {
  return {
    timeZone: 'Europe/Stockholm',
    openingHours: (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((weekday) => ({ weekday, opens: '07:00', closes: '17:00' })),
    slotMinutes: 60,
    placesPerSlot: 2,
    allDayMinutes: 480,
    bookingWeeks: 8,
    closedDays: [],
    ...changes,
  }
}
