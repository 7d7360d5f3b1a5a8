'use client'

import { useId } from 'react'

import type { IsoDate } from '@/lib/iso-date'
import { DatePicker, type DatePickerLabels } from '@/features/calendar/ui/DatePicker'
import { FieldError } from '@/features/leads/ui/fields'

/** The form's own fields beside the shared text fields: a select, a checkbox group and the date. */

const describedBy = (...ids: Array<string | false | null | undefined>) => ids.filter(Boolean).join(' ') || undefined

function Required() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-accent">
      *
    </span>
  )
}

type SelectFieldProps = {
  label: string
  name: string
  placeholder: string
  options: ReadonlyArray<{ value: string; label: string }>
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  error?: string
  className?: string
}

export function SelectField({ label, name, placeholder, options, value, onChange, onBlur, error, className }: SelectFieldProps) {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        <Required />
      </label>
      <div className="relative mt-2">
        <select
          id={id}
          name={name}
          value={value}
          required
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && `${id}-error`)}
          className="block min-h-12 w-full cursor-pointer appearance-none rounded-xl border border-line bg-surface py-3 pr-11 pl-4 text-base text-ink transition-colors hover:border-muted focus-visible:border-accent focus-visible:outline-offset-1 disabled:cursor-not-allowed disabled:bg-surface-1 disabled:text-muted aria-invalid:border-[#b42318]"
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-muted"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.25"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  )
}

/** A fixed choice shown as text where a select would be: the motorcycle form's one workshop. */
export function FixedValue({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={className}>
      <p className="text-sm font-semibold text-ink">{label}</p>
      <p className="mt-2 flex min-h-12 items-center gap-3 rounded-xl bg-surface-1 px-4 py-3 text-base text-ink">
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
          <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
          <circle cx="12" cy="9.5" r="2.5" />
        </svg>
        {value}
      </p>
    </div>
  )
}

type ChoicesProps = {
  legend: string
  optionalLabel: string
  name: string
  options: readonly string[]
  value: readonly string[]
  onChange: (value: string[]) => void
  error?: string
  className?: string
}

/** Any number of options, drawn as tick chips. */
export function CheckboxChoices({ legend, optionalLabel, name, options, value, onChange, error, className }: ChoicesProps) {
  const id = useId()
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? options.filter((entry) => entry === option || value.includes(entry)) : value.filter((entry) => entry !== option))
  return (
    <fieldset className={['min-w-0', className].filter(Boolean).join(' ')} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-ink">
        {legend}
        <span className="ml-1.5 font-normal text-muted">({optionalLabel})</span>
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option, index) => {
          const optionId = `${id}-${index}`
          return (
            <label
              key={option}
              htmlFor={optionId}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface px-4 py-2.5 text-base text-ink transition-colors hover:border-muted has-checked:border-accent has-checked:bg-accent/5 has-checked:shadow-[inset_0_0_0_1px_var(--fc-accent)] has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent has-disabled:cursor-not-allowed has-disabled:opacity-60"
            >
              <input
                id={optionId}
                type="checkbox"
                name={name}
                value={option}
                checked={value.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
                className="size-5 shrink-0 cursor-pointer accent-accent focus-visible:outline-none"
              />
              <span className="min-w-0 break-words hyphens-auto">{option}</span>
            </label>
          )
        })}
      </div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </fieldset>
  )
}

type DateFieldProps = {
  id: string
  label: string
  hint?: string
  value: IsoDate | null
  onChange: (date: IsoDate) => void
  onOpen?: () => void
  today: IsoDate
  locale: string
  labels: DatePickerLabels
  disabled?: boolean
  error?: string
  className?: string
}

/** The desired date: a labelled date picker that cannot go before today. */
export function DateField({ id, label, hint, value, onChange, onOpen, today, locale, labels, disabled, error, className }: DateFieldProps) {
  const labelId = `${id}-label`
  return (
    <div className={className}>
      <p id={labelId} className="text-sm font-semibold text-ink">
        {label}
        <Required />
      </p>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="mt-2">
        <DatePicker
          id={id}
          labelId={labelId}
          value={value}
          onChange={onChange}
          onOpen={onOpen}
          today={today}
          min={today}
          locale={locale}
          labels={labels}
          disabled={disabled}
          invalid={Boolean(error)}
          describedBy={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
        />
      </div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  )
}
