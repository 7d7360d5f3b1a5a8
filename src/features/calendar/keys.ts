import { addDays, addMonths, clampDate, endOfWeek, startOfWeek, type IsoDate } from '@/lib/iso-date'

/**
 * Where a key moves the focused day of the calendar (the date-picker keys of the WAI-ARIA practices):
 * arrows by a day or a week, Home/End to the week's Monday/Sunday, PageUp/PageDown by a month (with Shift
 * by a year). The move stays within [min, max]. Null for a key that does not move.
 */
export function dateForKey(
  focused: IsoDate,
  key: string,
  { shiftKey = false, min, max }: { shiftKey?: boolean; min?: IsoDate | null; max?: IsoDate | null } = {},
): IsoDate | null {
  const moved = move(focused, key, shiftKey)
  return moved === null ? null : clampDate(moved, min, max)
}

function move(focused: IsoDate, key: string, shiftKey: boolean): IsoDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(focused, -1)
    case 'ArrowRight':
      return addDays(focused, 1)
    case 'ArrowUp':
      return addDays(focused, -7)
    case 'ArrowDown':
      return addDays(focused, 7)
    case 'Home':
      return startOfWeek(focused)
    case 'End':
      return endOfWeek(focused)
    case 'PageUp':
      return addMonths(focused, shiftKey ? -12 : -1)
    case 'PageDown':
      return addMonths(focused, shiftKey ? 12 : 1)
    default:
      return null
  }
}
