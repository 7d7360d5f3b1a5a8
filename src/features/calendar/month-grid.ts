import { addDays, startOfWeek, toIsoDate, type IsoDate, type YearMonth } from '@/lib/iso-date'

/** The calendar shows 42 days, six weeks starting on a Monday (spec 3 §9). */
export const CALENDAR_DAYS = 42

/** The 42 days a month's page shows: from the Monday on or before the 1st. */
export function monthGrid(month: YearMonth): IsoDate[] {
  const first = startOfWeek(toIsoDate(month, 1))
  return Array.from({ length: CALENDAR_DAYS }, (_, index) => addDays(first, index))
}
