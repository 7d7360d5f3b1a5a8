'use client'

import { useEffect, useId, useState, type FormEvent, type Ref } from 'react'

import { submitLead, type LeadPost, type SubmitOutcome } from '@/features/leads/client'
import { CheckboxField, FieldError, FormStatus, Honeypot, SubmitButton, TextField } from '@/features/leads/ui/fields'
import { useLeadForm } from '@/features/leads/ui/useLeadForm'

import {
  CONTACT_FORM_NAME,
  contactLeadType,
  contactValuesToPost,
  DepartmentNotFoundError,
  EMPTY_CONTACT,
  validateContact,
  type ContactCar,
  type ContactField,
  type SellerChoice,
} from '../contact-form'
import { contactHashIntent, contactScrollOffset } from '../interaction'
import type { ContactFormTexts } from '../texts'

type Props = {
  car: ContactCar
  /** A sample car's sellers: the dealer sites selling its make (a required choice). Empty for a car in stock. */
  sellers: SellerChoice[]
  texts: ContactFormTexts
  locale: string
}

/** Marks a submit that failed before it was sent (a chosen dealer without a department for the make). */
const DEPARTMENT_MISSING = 'department-missing'

/**
 * Contact the seller (spec 2 §2, §4, §5, §7): name, phone and e-mail, an optional message, quote and test-drive boxes,
 * and for a sample car the dealer. One submission id for up to 3 attempts 1 s apart; the success overlay, or
 * carDetailFormError after the last; the form resets 3 s after submit. A hash containing 'contact' scrolls here.
 */
export function ContactSellerForm({ car, sellers, texts, locale }: Props) {
  const { form, selectId, invalidShown, change, field, onSubmit } = useContactSellerForm({ car, sellers, texts, locale })
  return (
    <div className="relative">
      <form {...form.formProps} onSubmit={onSubmit} data-contact-form aria-label={texts.carDetailContactSeller} className="grid gap-5">
        {sellers.length > 0 ? (
          <SellerSelect
            id={selectId}
            sellers={sellers}
            value={form.values.seller}
            error={form.errors.seller}
            locked={form.locked}
            texts={texts}
            onChange={change('seller')}
          />
        ) : null}
        <TextField label={texts.carDetailName} {...field('name')} required autoComplete="name" maxLength={100} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={texts.carDetailPhone}
            {...field('phone')}
            type="tel"
            required
            autoComplete="tel"
            inputMode="tel"
            maxLength={21}
          />
          <TextField label={texts.carDetailEmail} {...field('email')} type="email" required autoComplete="email" maxLength={254} />
        </div>
        <TextField label={texts.carDetailMessage} {...field('message')} optionalLabel={texts.carDetailOptional} rows={4} maxLength={2000} />
        <div className="grid gap-3 sm:grid-cols-2">
          <CheckboxField
            label={texts.carDetailQuote}
            name="quote"
            checked={form.values.quote === 'true'}
            onChange={(checked) => change('quote')(checked ? 'true' : '')}
            disabled={form.locked}
          />
          <CheckboxField
            label={texts.carDetailTestDrive}
            name="testDrive"
            checked={form.values.testDrive === 'true'}
            onChange={(checked) => change('testDrive')(checked ? 'true' : '')}
            disabled={form.locked}
          />
        </div>
        <Honeypot />
        {invalidShown ? (
          <p role="alert" data-invalid-input className="rounded-xl bg-[#fef3f2] px-4 py-3 text-sm font-medium text-[#b42318]">
            {texts.invalidInput}
          </p>
        ) : null}
        <div aria-live="polite">
          {form.status === 'error' ? (
            <FormStatus kind="error" ref={form.statusRef}>
              {texts.carDetailFormError}
            </FormStatus>
          ) : null}
        </div>
        <SubmitButton busy={form.busy} busyLabel={texts.carDetailSending} disabled={form.locked} className="w-full sm:w-auto">
          {texts.carDetailSend}
        </SubmitButton>
      </form>
      {form.status === 'success' ? <ContactSuccess statusRef={form.statusRef} text={texts.carDetailFormSuccess} /> : null}
    </div>
  )
}

/** The form's values, its sending and its hash handling; a change hides the 'invalid input' notice. */
function useContactSellerForm({ car, sellers, texts, locale }: Props) {
  const needsSeller = sellers.length > 0
  const [invalidShown, setInvalidShown] = useState(false)
  const selectId = useId()
  const form = useLeadForm<ContactField>({
    formName: CONTACT_FORM_NAME,
    initialValues: EMPTY_CONTACT,
    validate: (values) => validateContact(values, texts, needsSeller),
    toPost: (values) => {
      try {
        return { values: contactValuesToPost(values, car, sellers, window.location.href.split('#')[0]!), locale }
      } catch (error) {
        if (!(error instanceof DepartmentNotFoundError)) throw error
        return { values: { [DEPARTMENT_MISSING]: true }, locale }
      }
    },
    leadType: contactLeadType,
    serverFieldMessage: (field) =>
      field === 'phone'
        ? texts.carDetailPhoneInvalid
        : field === 'email'
          ? texts.carDetailEmailInvalid
          : field === 'name'
            ? texts.carDetailNameRequired
            : texts.invalidInput,
    submit: submitContact,
  })
  useContactHash(form.setValue)

  const change = (field: ContactField) => (value: string) => {
    setInvalidShown(false)
    form.setValue(field, value)
  }
  const field = (name: ContactField) => ({ ...form.field(name), onChange: change(name) })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setInvalidShown(Object.keys(validateContact(form.values, texts, needsSeller)).length > 0)
    return form.formProps.onSubmit(event)
  }
  return { form, selectId, invalidShown, change, field, onSubmit }
}

/** Sends the lead; a dealer without a department for the make fails without sending. Failures are logged. */
async function submitContact(post: LeadPost): Promise<SubmitOutcome> {
  if (post.values[DEPARTMENT_MISSING]) {
    console.error('department not found')
    return { kind: 'failed' }
  }
  const outcome = await submitLead(post)
  if (outcome.kind !== 'accepted')
    console.error(
      JSON.stringify({
        msg: 'contact the seller failed',
        outcome: outcome.kind,
        ...(outcome.kind === 'rejected' ? { status: outcome.status } : {}),
      }),
    )
  return outcome
}

/** #contact… scrolls to the form; #contact-quote and #contact-testdrive tick their box. */
function useContactHash(setValue: (field: ContactField, value: string) => void) {
  useEffect(() => {
    const follow = () => {
      const intent = contactHashIntent(window.location.hash)
      if (!intent.scroll) return
      if (intent.quote) setValue('quote', 'true')
      if (intent.testDrive) setValue('testDrive', 'true')
      const target = document.querySelector('[data-contact-form]')
      if (!target) return
      const top = target.getBoundingClientRect().top + window.scrollY - contactScrollOffset(window.innerWidth)
      window.scrollTo({ top, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
    }
    // After the browser's own jump to the anchor.
    const timer = setTimeout(follow, 0)
    window.addEventListener('hashchange', follow)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('hashchange', follow)
    }
  }, [setValue])
}

type SellerSelectProps = {
  id: string
  sellers: SellerChoice[]
  value: string
  error: string | undefined
  locked: boolean
  texts: ContactFormTexts
  onChange: (value: string) => void
}

/** A sample car's required choice of dealer. */
function SellerSelect({ id: selectId, sellers, value, error, locked, texts, onChange }: SellerSelectProps) {
  return (
    <div>
      <label htmlFor={selectId} className="block text-sm font-semibold text-ink">
        {texts.carDetailSeller}
        <span aria-hidden="true" className="ml-0.5 text-accent">
          *
        </span>
      </label>
      <div className="relative mt-2">
        <select
          id={selectId}
          name="seller"
          value={value}
          required
          disabled={locked}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${selectId}-error` : undefined}
          className="block min-h-12 w-full cursor-pointer appearance-none rounded-xl border border-line bg-surface py-3 pr-11 pl-4 text-base text-ink transition-colors hover:border-muted focus-visible:border-accent disabled:cursor-not-allowed disabled:bg-surface-1 aria-invalid:border-[#b42318]"
        >
          <option value="">{texts.carDetailChooseSeller}</option>
          {sellers.map((seller) => (
            <option key={seller.value} value={seller.value}>
              {seller.label}
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
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </div>
      {error ? <FieldError id={`${selectId}-error`}>{error}</FieldError> : null}
    </div>
  )
}

/** Covers the form once the lead is sent; focus moves to it. */
function ContactSuccess({ statusRef, text }: { statusRef: Ref<HTMLDivElement>; text: string }) {
  return (
    <div
      data-contact-success
      className="absolute inset-0 grid place-items-center rounded-2xl bg-surface/95 p-6 text-center backdrop-blur-sm"
    >
      <div ref={statusRef} tabIndex={-1} role="status" className="max-w-sm outline-none">
        <span aria-hidden="true" className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-accent text-accent-ink">
          <svg
            width="26"
            height="26"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="m5 12 5 5 9-10" />
          </svg>
        </span>
        <p className="text-lg font-semibold text-ink">{text}</p>
      </div>
    </div>
  )
}
