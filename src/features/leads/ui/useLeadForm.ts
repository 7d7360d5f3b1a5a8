'use client'

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'

import { errorEvent, formInteractionEvent, leadEvent, pushDataLayer } from '@/features/analytics/data-layer'

import { FORM_RESET_MS, newSubmissionId, submitLead, type LeadPost, type SubmitOutcome } from '../client'
import { HONEYPOT_FIELD, type FormName } from '../form-rules'
import { useEarlyInput } from './early-input'

export type LeadFormStatus = 'idle' | 'submitting' | 'success' | 'error'

type Values<Field extends string> = Record<Field, string>
export type LeadFormErrors<Field extends string> = Partial<Record<Field, string>>

export type LeadFormConfig<Field extends string> = {
  formName: FormName
  /** The values of a fresh form, read once. */
  initialValues: Values<Field>
  /** How a field keeps what is typed into it (a plate in capitals), read once; as typed when not given. */
  normalize?: Partial<Record<Field, (value: string) => string>>
  /** Localized problems of the values as typed, by field; nothing is sent while there is one. */
  validate: (values: Values<Field>) => LeadFormErrors<Field>
  /** What goes to the server for these values: its values object, the consents shown and the locale. */
  toPost: (values: Values<Field>) => Pick<LeadPost, 'values' | 'consents' | 'locale'>
  /** The lead type of the analytics lead event. */
  leadType: (values: Values<Field>) => string
  /** The message beside a field the server refused; the server's own message is not in the visitor's language. */
  serverFieldMessage?: (field: Field, message: string) => string
  /** How the lead is sent (tests replace it). */
  submit?: (post: LeadPost) => Promise<SubmitOutcome>
}

const SERVER_VALUE_PREFIX = 'values.'

/** The analytics error type of a failed submit. */
export function submitErrorType(outcome: Exclude<SubmitOutcome, { kind: 'accepted' }>): string {
  return outcome.kind === 'rejected' ? `rejected_${outcome.status}` : 'unavailable'
}

/**
 * The state and behaviour every lead form shares: values, validation before sending, one submission id per
 * filled-in form (kept across retries, new after a reset), analytics events, the server's field errors, and
 * the reset FORM_RESET_MS after the outcome (spec 3 §9). The outcome message stays until the visitor types again.
 */
export function useLeadForm<Field extends string>(config: LeadFormConfig<Field>) {
  const { formName } = config
  const [initialValues] = useState(config.initialValues)
  const [normalize] = useState(config.normalize)
  const [values, setValues] = useState<Values<Field>>(initialValues)
  const [errors, setErrors] = useState<LeadFormErrors<Field>>({})
  const [status, setStatus] = useState<LeadFormStatus>('idle')
  // Between the outcome and the reset the form is locked: what it shows is about to be cleared.
  const [resetPending, setResetPending] = useState(false)
  const [invalidAttempt, setInvalidAttempt] = useState(0)

  const formRef = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const submissionId = useRef<string | null>(null)
  const started = useRef(false)
  const sending = useRef(false)
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      if (resetTimer.current) clearTimeout(resetTimer.current)
    }
  }, [])

  // Keyboard and screen-reader users land on the outcome.
  useEffect(() => {
    if (status === 'success' || status === 'error') statusRef.current?.focus()
  }, [status])

  // After a refused submit, the first field to correct takes focus.
  useEffect(() => {
    if (invalidAttempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [invalidAttempt])

  const reset = useCallback(() => {
    if (resetTimer.current) clearTimeout(resetTimer.current)
    resetTimer.current = null
    submissionId.current = null
    started.current = false
    setValues(initialValues)
    setErrors({})
    setResetPending(false)
    const honeypot = formRef.current?.elements.namedItem(HONEYPOT_FIELD)
    if (honeypot instanceof HTMLInputElement) honeypot.value = ''
  }, [initialValues])

  const setValue = useCallback(
    (field: Field, value: string) => {
      if (!started.current) {
        started.current = true
        pushDataLayer(formInteractionEvent(formName, 'start'))
      }
      setValues((current) => ({ ...current, [field]: normalize?.[field]?.(value) ?? value }))
      setErrors((current) => {
        if (!(field in current)) return current
        const { [field]: _corrected, ...rest } = current
        return rest as LeadFormErrors<Field>
      })
      // A new form begins: the last outcome goes away.
      setStatus((current) => (current === 'success' || current === 'error' ? 'idle' : current))
    },
    [formName, normalize],
  )

  // What was typed or chosen before the form started is kept (see early-input.ts).
  useEarlyInput(formRef, (changes) => {
    for (const change of changes) {
      if (change.kind !== 'checkbox' && change.name in initialValues) setValue(change.name as Field, change.value)
    }
  })

  /** Checks a field the visitor leaves; an empty one is left alone until they submit. */
  const checkField = (field: Field) => {
    if (!values[field].trim()) return
    const problem = config.validate(values)[field]
    setErrors((shown) => {
      if (problem) return shown[field] === problem ? shown : { ...shown, [field]: problem }
      if (!(field in shown)) return shown
      const { [field]: _valid, ...rest } = shown
      return rest as LeadFormErrors<Field>
    })
  }

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current || resetPending) return
    const { validate, toPost, leadType, serverFieldMessage, submit = submitLead } = config
    const problems = validate(values)
    if (Object.keys(problems).length > 0) {
      setErrors(problems)
      setInvalidAttempt((count) => count + 1)
      return
    }
    const honeypot = event.currentTarget.elements.namedItem(HONEYPOT_FIELD)
    submissionId.current ??= newSubmissionId()
    sending.current = true
    setErrors({})
    setStatus('submitting')
    pushDataLayer(formInteractionEvent(formName, 'submit'))

    const outcome = await submit({
      formName,
      formSubmissionId: submissionId.current,
      ...toPost(values),
      honeypot: honeypot instanceof HTMLInputElement ? honeypot.value : undefined,
    })
    sending.current = false
    if (!mounted.current) return

    if (outcome.kind === 'accepted') {
      pushDataLayer(leadEvent(formName, leadType(values)))
      setStatus('success')
    } else {
      pushDataLayer(errorEvent(formName, submitErrorType(outcome)))
      pushDataLayer(formInteractionEvent(formName, 'error'))
      if (outcome.kind === 'rejected') setErrors(serverErrors(outcome.fields, values, serverFieldMessage))
      setStatus('error')
    }
    setResetPending(true)
    resetTimer.current = setTimeout(reset, FORM_RESET_MS)
  }

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    disabled: status === 'submitting' || resetPending,
    onChange: (value: string) => setValue(name, value),
    onBlur: () => checkField(name),
  })

  return {
    values,
    errors,
    status,
    /** Sending: the submit button shows it. */
    busy: status === 'submitting',
    /** Fields cannot be changed: sending, or showing the outcome until the reset. */
    locked: status === 'submitting' || resetPending,
    setValue,
    field,
    reset,
    // The form's own localized messages beside each field, instead of the browser's bubble in its own language.
    // Sent by the browser itself (it cannot be before the script runs: see SubmitButton), the values would go
    // in a request body, never into an address.
    formProps: { ref: formRef, onSubmit: handleSubmit, noValidate: true, method: 'post' },
    statusRef,
  }
}

/** The server's field errors (`values.customerPhone`) as the form's own, for the fields the form has. */
function serverErrors<Field extends string>(fields: Record<string, string>, values: Values<Field>, message?: (field: Field, message: string) => string): LeadFormErrors<Field> {
  const errors: LeadFormErrors<Field> = {}
  for (const [path, text] of Object.entries(fields)) {
    if (!path.startsWith(SERVER_VALUE_PREFIX)) continue
    const name = path.slice(SERVER_VALUE_PREFIX.length).split('.')[0]
    if (!name || !(name in values)) continue
    errors[name as Field] ??= message ? message(name as Field, text) : text
  }
  return errors
}
