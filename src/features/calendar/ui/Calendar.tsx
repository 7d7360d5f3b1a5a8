'use client'

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'

import {
  addMonths,
  clampDate,
  compareMonths,
  dayOfMonth,
  DAYS_IN_WEEK,
  isWithin,
  monthOf,
  type IsoDate,
  type YearMonth,
} from '@/lib/iso-date'

import { monthGrid } from '../month-grid'
import { dateForKey } from '../keys'
import { fullDate, monthTitle, weekdayNames } from '../names'

export type CalendarLabels = { previousMonth: string; nextMonth: string }

type Props = {
  /** The chosen day, YYYY-MM-DD. */
  value: IsoDate | null
  onSelect: (date: IsoDate) => void
  /** Today in the site's time zone: marked, and where the calendar opens without a value. */
  today: IsoDate
  /** Days before min and after max cannot be chosen. */
  min?: IsoDate | null
  max?: IsoDate | null
  locale: string
  labels: CalendarLabels
  /** Put focus on the focused day when the calendar appears (it opened from a button). */
  autoFocus?: boolean
  /** Escape: the calendar is closed by whoever opened it. */
  onEscape?: () => void
  id?: string
  /** Days within [min, max] that still cannot be chosen (no free time): focusable, announced as unavailable. */
  isUnavailable?: (date: IsoDate) => boolean
  /** Where focus starts without a value (e.g. the first free day); today otherwise. */
  defaultFocus?: IsoDate | null
  /** The frame's classes instead of the popover card's, for a calendar laid out in the page. */
  className?: string
}

const chevron = (direction: 'left' | 'right') => (
  <svg
    aria-hidden="true"
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.25"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={direction === 'left' ? 'm14.5 6-6 6 6 6' : 'm9.5 6 6 6-6 6'} />
  </svg>
)

const MONTH_BUTTON =
  'grid min-h-11 min-w-11 place-items-center rounded-full text-ink transition-colors hover:bg-surface-1 disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent'

/**
 * A month of 42 days from Monday (spec 3 §9) as a grid: one day is in the tab order at a time and the arrow,
 * Home/End and PageUp/PageDown keys move it; Enter or Space chooses it.
 */
export function Calendar({
  value,
  onSelect,
  today,
  min,
  max,
  locale,
  labels,
  autoFocus = false,
  onEscape,
  id,
  isUnavailable,
  defaultFocus,
  className,
}: Props) {
  const titleId = useId()
  const grid = useRef<HTMLTableElement>(null)
  const [focused, setFocused] = useState<IsoDate>(() => clampDate(value ?? defaultFocus ?? today, min, max))
  const choosable = (date: IsoDate) => isWithin(date, min, max) && !isUnavailable?.(date)
  const focusAfterRender = useRef(autoFocus)

  const month = monthOf(focused)
  const days = monthGrid(month)
  const weekdays = useMemo(() => weekdayNames(locale), [locale])
  const weeks = Array.from({ length: days.length / DAYS_IN_WEEK }, (_, week) => days.slice(week * DAYS_IN_WEEK, (week + 1) * DAYS_IN_WEEK))

  useEffect(() => {
    if (!focusAfterRender.current) return
    focusAfterRender.current = false
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus()
  }, [focused])

  function focusDay(date: IsoDate) {
    // The same day again renders nothing new: nothing to move.
    if (date === focused) return
    focusAfterRender.current = true
    setFocused(date)
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Enter' || event.key === ' ') {
      // Handled here rather than by the button's click, so one key press chooses once in every browser.
      event.preventDefault()
      if (choosable(focused)) onSelect(focused)
      return
    }
    const next = dateForKey(focused, event.key, { shiftKey: event.shiftKey, min, max })
    if (next === null) return
    event.preventDefault()
    focusDay(next)
  }

  const showMonth = (months: number) => setFocused(clampDate(addMonths(focused, months), min, max))
  const day = { value, today, focused, month, min, max, locale, isUnavailable, onSelect, onFocus: setFocused, onKeyDown }

  return (
    <div
      id={id}
      className={
        className ??
        'w-full max-w-sm rounded-2xl border border-line bg-surface p-3 text-ink shadow-[0_18px_40px_-20px_rgb(0_0_0/0.35)] sm:p-4'
      }
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onEscape) {
          event.preventDefault()
          onEscape()
        }
      }}
    >
      <MonthHeader month={month} min={min} max={max} locale={locale} labels={labels} titleId={titleId} onShowMonth={showMonth} />
      <table ref={grid} role="grid" aria-labelledby={titleId} className="w-full table-fixed border-collapse">
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" className="pb-1 text-center text-xs font-semibold tracking-wide text-muted uppercase">
                <span aria-hidden="true">{weekday.short}</span>
                <span className="sr-only">{weekday.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => (
                <DayCell key={date} date={date} {...day} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

type MonthHeaderProps = Pick<Props, 'min' | 'max' | 'locale' | 'labels'> & {
  month: YearMonth
  titleId: string
  onShowMonth: (months: number) => void
}

/** The month's name between the buttons to the previous and next month, off past min and max. */
function MonthHeader({ month, min, max, locale, labels, titleId, onShowMonth }: MonthHeaderProps) {
  const canGoBack = !min || compareMonths(month, monthOf(min)) > 0
  const canGoForward = !max || compareMonths(month, monthOf(max)) < 0
  return (
    <div className="mb-2 flex items-center justify-between gap-2">
      <button
        type="button"
        aria-label={labels.previousMonth}
        title={labels.previousMonth}
        disabled={!canGoBack}
        onClick={() => onShowMonth(-1)}
        className={MONTH_BUTTON}
      >
        {chevron('left')}
      </button>
      <div id={titleId} aria-live="polite" className="font-heading text-base font-semibold">
        {monthTitle(month, locale)}
      </div>
      <button
        type="button"
        aria-label={labels.nextMonth}
        title={labels.nextMonth}
        disabled={!canGoForward}
        onClick={() => onShowMonth(1)}
        className={MONTH_BUTTON}
      >
        {chevron('right')}
      </button>
    </div>
  )
}

type DayCellProps = Pick<Props, 'value' | 'today' | 'min' | 'max' | 'locale' | 'isUnavailable' | 'onSelect'> & {
  date: IsoDate
  focused: IsoDate
  month: YearMonth
  /** A click moves the tab stop to the day, chosen or not. */
  onFocus: (date: IsoDate) => void
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void
}

function DayCell({ date, value, today, focused, month, min, max, locale, isUnavailable, onSelect, onFocus, onKeyDown }: DayCellProps) {
  const selected = date === value
  const inRange = isWithin(date, min, max)
  const selectable = inRange && !isUnavailable?.(date)
  const outside = compareMonths(monthOf(date), month) !== 0
  return (
    <td role="gridcell" aria-selected={selected} className="p-0.5 text-center">
      <button
        type="button"
        data-date={date}
        tabIndex={date === focused ? 0 : -1}
        aria-label={fullDate(date, locale)}
        aria-current={date === today ? 'date' : undefined}
        disabled={!inRange}
        aria-disabled={inRange && !selectable ? true : undefined}
        onClick={() => {
          onFocus(date)
          if (selectable) onSelect(date)
        }}
        onKeyDown={onKeyDown}
        className={[
          'mx-auto grid aspect-square w-full max-w-11 min-w-8 place-items-center rounded-full text-sm tabular-nums transition-colors',
          selected
            ? 'bg-brand font-semibold text-brand-ink'
            : selectable
              ? // Among days that mostly cannot be chosen, the ones that can stand out.
                isUnavailable
                ? 'bg-accent/12 font-semibold text-ink hover:bg-accent/25'
                : 'hover:bg-surface-2'
              : 'cursor-not-allowed text-muted/45',
          !selected && date === today ? 'font-semibold ring-1 ring-brand ring-inset' : '',
          !selected && selectable && outside && !isUnavailable ? 'text-muted' : '',
        ].join(' ')}
      >
        {dayOfMonth(date)}
      </button>
    </td>
  )
}
