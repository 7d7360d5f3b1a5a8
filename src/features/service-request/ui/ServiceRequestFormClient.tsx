'use client'

import { useEffect, useId, useState, type FormEvent } from 'react'

import { trackPageImpression } from '@/lib/analytics/page-impression'

import { MAX_NAME_LENGTH, MAX_REGNO_LENGTH, MAX_TEXT_LENGTH, todayIn, type MileageUnit } from '@/features/leads/form-rules'
import { useLeadLifecycle } from '@/features/leads/ui/useLeadLifecycle'
import { CheckboxField, FormStatus, Honeypot, SubmitButton, TextField } from '@/features/leads/ui/fields'

import type { ServiceDealer } from '../dealers'
import { CheckboxChoices, DateField, FixedValue, SelectField } from './fields'
import {
  EMPTY_DRAFT,
  FIELD_ORDER,
  plateInput,
  serverFieldErrors,
  SERVICE_REQUEST_FORM,
  SERVICE_REQUEST_PAGE_TYPE,
  serviceRequestPost,
  validateDraft,
  validateField,
  withEarlyChange,
  type DraftErrors,
  type DraftField,
  type ServiceRequestDraft,
} from '../request'
import type { ServiceRequestTexts } from '../texts'

type Props = {
  /** The workshops to choose from (the car form, or a motorcycle form without its workshop). */
  dealers: ServiceDealer[]
  /** The motorcycle form's one workshop: no choice is offered. */
  fixedDealer: ServiceDealer | null
  typeMC: boolean
  serviceTypes: string[]
  texts: ServiceRequestTexts
  locale: string
  /** The site's time zone: the desired date is today there or later. */
  timeZone: string
  /** The unit the site's visitors read a mileage in. */
  mileageUnit: MileageUnit
  /** The page the form is on, sent with the request. */
  sourceUrl: string
}

const emptyDraft = (dealers: ServiceDealer[]): ServiceRequestDraft => ({
  ...EMPTY_DRAFT,
  dealerId: dealers.length === 1 ? dealers[0]!.id : '',
})

/**
 * The form's draft and its field errors on the lifecycle every lead form shares: a field is checked as it is
 * left or corrected, the whole draft on submit, and the page's impression tracked.
 */
function useServiceRequestForm({ dealers, fixedDealer, typeMC, texts, locale, timeZone, mileageUnit, sourceUrl }: Props) {
  const id = useId()
  const [draft, setDraft] = useState<ServiceRequestDraft>(() => emptyDraft(dealers))
  const [errors, setErrors] = useState<DraftErrors>({})
  const lifecycle = useLeadLifecycle({
    formName: SERVICE_REQUEST_FORM,
    onReset: () => {
      setDraft(emptyDraft(dealers))
      setErrors({})
    },
    onEarlyInput: (changes) => setDraft((current) => changes.reduce(withEarlyChange, current)),
  })
  const { formRef: form, locked } = lifecycle
  // The page's impression, once its title is there (spec 3 §7).
  useEffect(() => trackPageImpression(SERVICE_REQUEST_PAGE_TYPE), [])

  const dealerOf = (filled: ServiceRequestDraft) => fixedDealer ?? dealers.find((entry) => entry.id === filled.dealerId) ?? null
  const dealer = dealerOf(draft)
  const dateId = `${id}-date`
  const check = (filled: ServiceRequestDraft = draft) => ({ today: todayIn(timeZone), texts, dealer: dealerOf(filled) })

  function update<Field extends DraftField>(field: Field, value: ServiceRequestDraft[Field]) {
    lifecycle.changed()
    const next = { ...draft, [field]: value }
    setDraft(next)
    // A field that shows a message is checked again as the visitor corrects it.
    if (errors[field]) setErrors({ ...errors, [field]: validateField(field, next, check(next)) })
  }

  /** Leaving a filled-in field shows what is wrong with it; an empty one waits for the submit. */
  const blurred = (field: DraftField) => () => {
    const value = draft[field]
    if (typeof value === 'string' && value.trim()) setErrors({ ...errors, [field]: validateField(field, draft, check()) })
  }

  function focusField(field: DraftField) {
    const target = field === 'date' ? document.getElementById(dateId) : form.current?.querySelector<HTMLElement>(`[name="${field}"]`)
    target?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (locked) return
    const found = validateDraft(draft, check())
    setErrors(found)
    const firstInvalid = FIELD_ORDER.find((field) => found[field])
    if (firstInvalid || !dealer) {
      if (firstInvalid) focusField(firstInvalid)
      return
    }
    await lifecycle.send({
      post: (submissionId, honeypot) =>
        serviceRequestPost({ draft, dealer, typeMC, texts, submissionId, locale, mileageUnit, sourceUrl, honeypot: honeypot ?? '' }),
      leadType: typeMC ? 'service_request_mc' : 'service_request',
      onRejected: (fields) => setErrors(serverFieldErrors(fields, texts)),
    })
  }

  return { lifecycle, draft, errors, dateId, update, blurred, submit }
}

/** What each group of fields is given: the draft, its errors, and the form's ways to change and check it. */
type FieldsProps = Pick<ReturnType<typeof useServiceRequestForm>, 'draft' | 'errors' | 'update' | 'blurred'> & {
  texts: ServiceRequestTexts
}

type WorkshopFieldsProps = FieldsProps &
  Pick<Props, 'dealers' | 'fixedDealer' | 'locale' | 'timeZone'> & { dateId: string; onOpen: () => void; locked: boolean }

/** The workshop (or the one it is), the desired date, the car's registration number and its mileage. */
function WorkshopFields(props: WorkshopFieldsProps) {
  const { draft, errors, update, blurred, texts, dealers, fixedDealer } = props
  return (
    <>
      {fixedDealer ? (
        <FixedValue label={texts.dealerLabel} value={fixedDealer.name} />
      ) : (
        <SelectField
          label={texts.dealerLabel}
          name="dealerId"
          placeholder={texts.dealerPlaceholder}
          options={dealers.map((entry) => ({ value: entry.id, label: entry.name }))}
          value={draft.dealerId}
          onChange={(value) => update('dealerId', value)}
          onBlur={blurred('dealerId')}
          error={errors.dealerId}
        />
      )}
      <DateField
        id={props.dateId}
        label={texts.dateLabel}
        hint={texts.dateHint}
        value={draft.date}
        onChange={(date) => update('date', date)}
        onOpen={props.onOpen}
        today={todayIn(props.timeZone)}
        locale={props.locale}
        labels={{ placeholder: texts.datePlaceholder, previousMonth: texts.previousMonth, nextMonth: texts.nextMonth }}
        disabled={props.locked}
        error={errors.date}
      />
      <TextField
        label={texts.regnoLabel}
        name="regno"
        value={draft.regno}
        onChange={(value) => update('regno', plateInput(value))}
        onBlur={blurred('regno')}
        required
        error={errors.regno}
        maxLength={MAX_REGNO_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        inputClassName="uppercase tracking-wider"
      />
      <TextField
        label={texts.mileageLabel}
        name="milage"
        type="number"
        value={draft.milage}
        onChange={(value) => update('milage', value)}
        onBlur={blurred('milage')}
        optionalLabel={texts.optional}
        error={errors.milage}
        min={0}
        step={1}
        inputMode="numeric"
      />
    </>
  )
}

/** What the car needs: the services asked for, a description and anything else. */
function RequestFields({ draft, errors, update, texts, serviceTypes }: FieldsProps & { serviceTypes: string[] }) {
  const optional = texts.optional
  return (
    <>
      {serviceTypes.length > 0 ? (
        <CheckboxChoices
          className="md:col-span-2"
          legend={texts.servicesLabel}
          optionalLabel={optional}
          name="services"
          options={serviceTypes}
          value={draft.services}
          onChange={(value) => update('services', value)}
          error={errors.services}
        />
      ) : null}
      <TextField
        className="md:col-span-2"
        label={texts.descriptionLabel}
        name="description"
        value={draft.description}
        onChange={(value) => update('description', value)}
        optionalLabel={optional}
        hint={texts.descriptionHint}
        error={errors.description}
        rows={4}
        maxLength={MAX_TEXT_LENGTH}
      />
      <TextField
        className="md:col-span-2"
        label={texts.otherLabel}
        name="other"
        value={draft.other}
        onChange={(value) => update('other', value)}
        optionalLabel={optional}
        hint={texts.otherHint}
        error={errors.other}
        maxLength={MAX_TEXT_LENGTH}
      />
    </>
  )
}

/** The customer's name, phone and e-mail, and the consent and newsletter boxes. */
function CustomerFields({ draft, errors, update, blurred, texts }: FieldsProps) {
  return (
    <>
      <TextField
        className="md:col-span-2"
        label={texts.nameLabel}
        name="customerName"
        value={draft.customerName}
        onChange={(value) => update('customerName', value)}
        onBlur={blurred('customerName')}
        required
        error={errors.customerName}
        maxLength={MAX_NAME_LENGTH}
        autoComplete="name"
      />
      <TextField
        label={texts.phoneLabel}
        name="customerPhone"
        type="tel"
        value={draft.customerPhone}
        onChange={(value) => update('customerPhone', value)}
        onBlur={blurred('customerPhone')}
        required
        error={errors.customerPhone}
        maxLength={20}
        autoComplete="tel"
        inputMode="tel"
      />
      <TextField
        label={texts.emailLabel}
        name="customerEmail"
        type="email"
        value={draft.customerEmail}
        onChange={(value) => update('customerEmail', value)}
        onBlur={blurred('customerEmail')}
        required
        error={errors.customerEmail}
        maxLength={254}
        autoComplete="email"
        spellCheck={false}
      />
      <div className="grid gap-2 border-t border-line pt-5 md:col-span-2">
        <CheckboxField
          label={texts.consentText}
          name="gdpr"
          checked={draft.gdpr}
          onChange={(checked) => update('gdpr', checked)}
          required
          error={errors.gdpr}
        />
        <CheckboxField
          label={texts.newsletterText}
          name="newsletter"
          checked={draft.newsletter}
          onChange={(checked) => update('newsletter', checked)}
          optionalLabel={texts.optional}
          error={errors.newsletter}
        />
      </div>
    </>
  )
}

/**
 * The Norwegian service request form (spec 3 §2.3, §4.2, §5.3): nothing is sent while a required field is
 * missing; 202 is success, anything else the error of §8; the form empties 3 s after the outcome (spec 3 §9),
 * on the lifecycle every lead form shares.
 */
export function ServiceRequestFormClient(props: Props) {
  const { dealers, fixedDealer, serviceTypes, texts, locale, timeZone } = props
  const { lifecycle, draft, errors, dateId, update, blurred, submit } = useServiceRequestForm(props)
  const { formRef: form, statusRef: statusBox, status, locked } = lifecycle
  const sending = lifecycle.busy
  const fields = { draft, errors, update, blurred, texts }
  return (
    <form
      ref={form}
      method="post"
      noValidate
      onSubmit={submit}
      aria-busy={sending || undefined}
      className="relative rounded-3xl border border-line bg-surface p-5 shadow-[0_24px_60px_-32px_rgb(0_0_0/0.3)] sm:p-8 md:p-10"
    >
      <p className="text-sm text-muted">{texts.requiredNote}</p>
      <fieldset disabled={locked} className="m-0 mt-6 min-w-0 border-0 p-0">
        <div className="grid gap-x-6 gap-y-6 md:grid-cols-2">
          <WorkshopFields
            {...fields}
            dealers={dealers}
            fixedDealer={fixedDealer}
            locale={locale}
            timeZone={timeZone}
            dateId={dateId}
            onOpen={lifecycle.changed}
            locked={locked}
          />
          <RequestFields {...fields} serviceTypes={serviceTypes} />
          <CustomerFields {...fields} />
        </div>
      </fieldset>
      <Honeypot />
      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
        <SubmitButton busy={sending} busyLabel={texts.sending} disabled={lifecycle.resetPending}>
          {texts.submit}
        </SubmitButton>
      </div>
      {status === 'success' ? (
        <FormStatus ref={statusBox} kind="success" className="mt-6">
          {texts.success}
        </FormStatus>
      ) : status === 'error' ? (
        <FormStatus ref={statusBox} kind="error" className="mt-6">
          {texts.error}
        </FormStatus>
      ) : null}
    </form>
  )
}
