'use client'

import { useCallback, useEffect, useState, type FormEvent } from 'react'

import type { LeadPost, SubmitOutcome } from '../client'
import type { FormName } from '../form-rules'
import { useLeadLifecycle } from './useLeadLifecycle'

export { submitErrorType, type LeadFormStatus } from './useLeadLifecycle'

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

/**
 * A lead form of text fields: values, validation before sending and the server's field errors, on the
 * lifecycle every lead form shares (useLeadLifecycle: submission id, events, early input, reset).
 */
export function useLeadForm<Field extends string>(config: LeadFormConfig<Field>) {
  const { formName } = config
  const [initialValues] = useState(config.initialValues)
  const [normalize] = useState(config.normalize)
  const [values, setValues] = useState<Values<Field>>(initialValues)
  const [errors, setErrors] = useState<LeadFormErrors<Field>>({})
  const [invalidAttempt, setInvalidAttempt] = useState(0)

  const setValue = useCallback(
    (field: Field, value: string) => {
      lifecycle.changed()
      setValues((current) => ({ ...current, [field]: normalize?.[field]?.(value) ?? value }))
      setErrors((current) => {
        if (!(field in current)) return current
        const { [field]: _corrected, ...rest } = current
        return rest as LeadFormErrors<Field>
      })
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- lifecycle (declared below: its early input calls setValue) has one changed() for the form's whole life
    [formName, normalize],
  )

  const lifecycle = useLeadLifecycle({
    formName,
    submit: config.submit,
    onReset: () => {
      setValues(initialValues)
      setErrors({})
    },
    onEarlyInput: (changes) => {
      for (const change of changes) {
        if (change.kind !== 'checkbox' && change.name in initialValues) setValue(change.name as Field, change.value)
      }
    },
  })
  const { formRef, locked } = lifecycle

  // After a refused submit, the first field to correct takes focus.
  useEffect(() => {
    if (invalidAttempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [invalidAttempt, formRef])

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
    if (locked) return
    const { validate, toPost, leadType, serverFieldMessage } = config
    const problems = validate(values)
    if (Object.keys(problems).length > 0) {
      setErrors(problems)
      setInvalidAttempt((count) => count + 1)
      return
    }
    setErrors({})
    await lifecycle.send({
      post: (formSubmissionId, honeypot) => ({ formName, formSubmissionId, ...toPost(values), honeypot }),
      leadType: leadType(values),
      onRejected: (fields) => setErrors(serverErrors(fields, values, serverFieldMessage)),
    })
  }

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    disabled: locked,
    onChange: (value: string) => setValue(name, value),
    onBlur: () => checkField(name),
  })

  return {
    values,
    errors,
    status: lifecycle.status,
    /** Sending: the submit button shows it. */
    busy: lifecycle.busy,
    /** Fields cannot be changed: sending, or showing the outcome until the reset. */
    locked,
    setValue,
    field,
    reset: lifecycle.reset,
    // The form's own localized messages beside each field, instead of the browser's bubble in its own language.
    // Sent by the browser itself (it cannot be before the script runs: see SubmitButton), the values would go
    // in a request body, never into an address.
    formProps: { ref: formRef, onSubmit: handleSubmit, noValidate: true, method: 'post' },
    statusRef: lifecycle.statusRef,
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
