'use client'

import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'

import { useInBrowser } from '@/lib/use-in-browser'

import { HONEYPOT_FIELD } from '../form-rules'

/** The error colour is fixed, not themed: it must read as an error on every site (6.6:1 on white). */
const ERROR_TEXT = 'text-[#b42318]'

const CONTROL =
  'block w-full min-h-12 rounded-xl border border-line bg-surface px-4 py-3 text-base text-ink shadow-[inset_0_1px_2px_rgb(0_0_0/0.04)] transition-colors placeholder:text-muted hover:border-muted focus-visible:border-accent focus-visible:outline-offset-1 disabled:cursor-not-allowed disabled:bg-surface-1 disabled:text-muted aria-[invalid=true]:border-[#b42318] aria-[invalid=true]:hover:border-[#b42318]'

const describedBy = (...ids: Array<string | false | null | undefined>) => ids.filter(Boolean).join(' ') || undefined

function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-accent">
      *
    </span>
  )
}

function LabelText({ label, required, optionalLabel }: { label: ReactNode; required?: boolean; optionalLabel?: string }) {
  return (
    <>
      {label}
      {required ? <RequiredMark /> : optionalLabel ? <span className="ml-1.5 font-normal text-muted">({optionalLabel})</span> : null}
    </>
  )
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={`mt-2 flex items-start gap-1.5 text-sm font-medium ${ERROR_TEXT}`}>
      <svg aria-hidden="true" className="mt-0.5 size-4 shrink-0" viewBox="0 0 20 20" fill="currentColor">
        <path fillRule="evenodd" d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-.75-11.25a.75.75 0 0 1 1.5 0v4a.75.75 0 0 1-1.5 0v-4ZM10 15a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z" />
      </svg>
      <span>{children}</span>
    </p>
  )
}

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'inputMode' | 'maxLength' | 'min' | 'max' | 'step' | 'autoCapitalize' | 'spellCheck' | 'placeholder' | 'enterKeyHint'
>

export type TextFieldProps = InputProps & {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  type?: 'text' | 'email' | 'tel' | 'number'
  required?: boolean
  /** Shown after the label of a field that may be left empty, e.g. "valfritt". */
  optionalLabel?: string
  hint?: string
  error?: string
  disabled?: boolean
  /** A text area of this many rows instead of a one-line input. */
  rows?: number
  className?: string
  inputClassName?: string
}

/**
 * A labelled input (or text area) with required marker, inline error and hint, tied together for screen readers.
 * The hint sits under the input so inputs side by side line up whether or not they have one.
 */
export function TextField({ label, name, value, onChange, onBlur, type = 'text', required, optionalLabel, hint, error, disabled, rows, className, inputClassName, ...input }: TextFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const shared = {
    id,
    name,
    value,
    required,
    disabled,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(error && errorId, hint && hintId),
    className: [CONTROL, inputClassName].filter(Boolean).join(' '),
  }
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        <LabelText label={label} required={required} optionalLabel={optionalLabel} />
      </label>
      <div className="mt-2">
        {rows ? (
          <textarea {...shared} rows={rows} maxLength={input.maxLength} placeholder={input.placeholder} onChange={(event) => onChange(event.target.value)} className={`${shared.className} resize-y`} />
        ) : (
          <input {...shared} {...input} type={type} onChange={(event) => onChange(event.target.value)} />
        )}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

export type RadioOption<Value extends string> = { value: Value; label: string; hint?: string }

type RadioGroupProps<Value extends string> = {
  legend: string
  name: string
  options: readonly RadioOption<Value>[]
  value: Value
  onChange: (value: Value) => void
  disabled?: boolean
  error?: string
  className?: string
}

/** One choice of a few, drawn as cards side by side from 640 px; the whole card is the target. */
export function RadioGroup<Value extends string>({ legend, name, options, value, onChange, disabled, error, className }: RadioGroupProps<Value>) {
  const id = useId()
  return (
    <fieldset className={['min-w-0', className].filter(Boolean).join(' ')} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface p-4 transition-colors hover:border-muted has-checked:border-accent has-checked:bg-accent/5 has-checked:shadow-[inset_0_0_0_1px_var(--fc-accent)] has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent has-disabled:cursor-not-allowed has-disabled:opacity-60"
            >
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={disabled}
                onChange={() => onChange(option.value)}
                aria-labelledby={`${optionId}-label`}
                aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                className="mt-0.5 size-5 shrink-0 accent-accent focus-visible:outline-none"
              />
              <span className="min-w-0">
                <span id={`${optionId}-label`} className="block font-semibold text-ink">
                  {option.label}
                </span>
                {option.hint ? (
                  <span id={`${optionId}-hint`} className="mt-0.5 block text-sm text-muted">
                    {option.hint}
                  </span>
                ) : null}
              </span>
            </label>
          )
        })}
      </div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </fieldset>
  )
}

type CheckboxFieldProps = {
  label: ReactNode
  name: string
  checked: boolean
  onChange: (checked: boolean) => void
  required?: boolean
  /** Said after the label of a box the visitor may leave unticked. */
  optionalLabel?: string
  hint?: string
  error?: string
  disabled?: boolean
  className?: string
}

/** A checkbox with its label beside it, a hint and an inline error (consents, newsletter, options). */
export function CheckboxField({ label, name, checked, onChange, required, optionalLabel, hint, error, disabled, className }: CheckboxFieldProps) {
  const id = useId()
  return (
    <div className={className}>
      <div className="flex min-h-11 items-start gap-3 py-1">
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          required={required}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && `${id}-error`, hint && `${id}-hint`)}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-accent disabled:cursor-not-allowed"
        />
        <div className="min-w-0">
          <label htmlFor={id} className="cursor-pointer text-base text-ink">
            <LabelText label={label} required={required} optionalLabel={optionalLabel} />
          </label>
          {hint ? (
            <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  )
}

type SubmitButtonProps = { busy: boolean; busyLabel: string; disabled?: boolean; children: ReactNode; className?: string }

/** The form's submit button: it can be pressed once the form's script runs; while sending it says so and cannot be pressed again. */
export function SubmitButton({ busy, busyLabel, disabled, children, className }: SubmitButtonProps) {
  // Until the form's script runs, sending would leave the page with the form's values (Enter in a field too:
  // a form whose submit button is disabled is not sent by Enter).
  const started = useInBrowser()
  return (
    <button
      type="submit"
      disabled={busy || disabled || !started}
      aria-busy={busy || undefined}
      className={['button button-primary w-full min-w-52 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto', className].filter(Boolean).join(' ')}
    >
      {busy ? (
        <>
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  )
}

type FormStatusProps = { kind: 'success' | 'error'; children: ReactNode; ref?: Ref<HTMLDivElement>; className?: string }

/**
 * The outcome of sending a form. It takes focus when it appears (tabIndex -1), so keyboard and screen-reader
 * users land on it; a success is a status, a failure an alert.
 */
export function FormStatus({ kind, children, ref, className }: FormStatusProps) {
  const success = kind === 'success'
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={success ? 'status' : 'alert'}
      data-form-status={kind}
      className={[
        'flex items-start gap-3 rounded-xl border p-4 text-base',
        success ? 'border-[#1f7a4d]/40 bg-[#ecf7f0] text-[#14532d]' : 'border-[#b42318]/40 bg-[#fdf0ef] text-[#7a1a12]',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <svg aria-hidden="true" className="mt-0.5 size-5 shrink-0" viewBox="0 0 20 20" fill="currentColor">
        {success ? (
          <path fillRule="evenodd" d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.86a.75.75 0 0 0-1.22-.88l-3.3 4.6-1.78-1.78a.75.75 0 1 0-1.06 1.06l2.4 2.4a.75.75 0 0 0 1.14-.09l3.82-5.31Z" />
        ) : (
          <path fillRule="evenodd" d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-.75-11.25a.75.75 0 0 1 1.5 0v4a.75.75 0 0 1-1.5 0v-4ZM10 15a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z" />
        )}
      </svg>
      <p className="min-w-0 font-medium">{children}</p>
    </div>
  )
}

/** The honeypot's label: only robots read it. */
export const HONEYPOT_LABEL = 'Leave empty'

/**
 * A field people never see or reach: off screen, out of the tab order and hidden from assistive tech. Robots
 * that fill in every input fill it in; its value goes with the post and the server refuses the lead.
 */
export function Honeypot() {
  const id = useId()
  return (
    <div aria-hidden="true" data-honeypot="" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' }}>
      <label htmlFor={id}>{HONEYPOT_LABEL}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
