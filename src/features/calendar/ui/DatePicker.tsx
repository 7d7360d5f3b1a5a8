'use client'

import { useId, useRef, useState } from 'react'

import type { IsoDate } from '@/lib/iso-date'
import { fullDate } from '../names'
import { Calendar, type CalendarLabels } from './Calendar'

export type DatePickerLabels = CalendarLabels & {
  /** Shown in the field while no date is chosen. */
  placeholder: string
}

type Props = {
  /** The field's button; a label elsewhere names it through `labelId`. */
  id: string
  labelId: string
  value: IsoDate | null
  onChange: (date: IsoDate) => void
  today: IsoDate
  min?: IsoDate | null
  max?: IsoDate | null
  locale: string
  labels: DatePickerLabels
  disabled?: boolean
  invalid?: boolean
  /** Ids of the hint or error message under the field. */
  describedBy?: string
  /** The calendar was opened: the form counts it as filling in. */
  onOpen?: () => void
}

/**
 * A field that shows the chosen date and opens a calendar under itself. Choosing a day, or Escape, closes
 * the calendar and puts focus back on the field.
 */
export function DatePicker({
  id,
  labelId,
  value,
  onChange,
  today,
  min,
  max,
  locale,
  labels,
  disabled = false,
  invalid = false,
  describedBy,
  onOpen,
}: Props) {
  const calendarId = useId()
  const field = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)

  function close() {
    setOpen(false)
    field.current?.focus()
  }

  return (
    <div>
      <button
        ref={field}
        id={id}
        type="button"
        aria-labelledby={`${labelId} ${id}`}
        aria-expanded={open}
        aria-controls={open ? calendarId : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        onClick={() => {
          if (!open) onOpen?.()
          setOpen(!open)
        }}
        className={[
          'flex min-h-12 w-full items-center justify-between gap-3 rounded-xl border bg-surface px-4 py-3 text-left text-base transition-colors focus-visible:border-accent focus-visible:outline-offset-1 disabled:cursor-not-allowed disabled:bg-surface-1 disabled:text-muted',
          invalid ? 'border-[#b42318]' : open ? 'border-accent' : 'border-line hover:border-muted',
        ].join(' ')}
      >
        <span className={value ? 'text-ink' : 'text-muted'}>{value ? fullDate(value, locale) : labels.placeholder}</span>
        <svg
          aria-hidden="true"
          className="shrink-0 text-muted"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
          <path d="M3.5 10h17M8 3v4M16 3v4" />
        </svg>
      </button>
      {open && !disabled ? (
        <div className="mt-2">
          <Calendar
            id={calendarId}
            value={value}
            today={today}
            min={min}
            max={max}
            locale={locale}
            labels={labels}
            autoFocus
            onEscape={close}
            onSelect={(date) => {
              onChange(date)
              close()
            }}
          />
        </div>
      ) : null}
    </div>
  )
}
