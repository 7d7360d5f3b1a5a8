'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'

import { pushDataLayer } from '@/lib/analytics/data-layer'
import { CrossIcon } from '@/features/car-search/ui/icons'
import { LETTER_TLD_EMAIL_PATTERN } from '@/features/leads/form-rules'
import { fillText } from '@/lib/fill-text'

import { savedSearchEvent } from '../analytics'
import { SAVED_SEARCH_CONSENT_VERSION, type SavedCriteria, type SavedSearchFrequency } from '../model'
import type { DialogTexts } from '../texts'

export type SaveTarget =
  { kind: 'search'; name: string; criteria: SavedCriteria; filterCount: number } | { kind: 'car'; carId: string; carName: string }

type Props = {
  isOpen: boolean
  onClose: () => void
  target: SaveTarget
  /** The address the visitor is on (path and query): where the search was saved from. */
  listUrl: string
  locale: string
  texts: DialogTexts
}

type Status = { kind: 'idle' | 'sending' | 'done' | 'error'; email?: string }

const FIELD =
  'mt-1.5 block h-12 w-full rounded-xl border border-line bg-surface px-4 text-base text-ink focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent'

type Errors = { email?: string; consent?: string }

/** The form's values, checks and sending: focus goes to the first field in error, or to the closing button once sent. */
function useSaveSearch({ target, listUrl, locale, texts }: Pick<Props, 'target' | 'listUrl' | 'locale' | 'texts'>) {
  const [name, setName] = useState(target.kind === 'search' ? target.name : '')
  const [email, setEmail] = useState('')
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('instant')
  const [consent, setConsent] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const emailRef = useRef<HTMLInputElement>(null)
  const consentRef = useRef<HTMLInputElement>(null)
  const doneRef = useRef<HTMLButtonElement>(null)
  // The form the focus was in is gone once sent: focus moves to the closing button, inside the dialog.
  useEffect(() => {
    if (status.kind === 'done') doneRef.current?.focus()
  }, [status.kind])
  const consentText = target.kind === 'search' ? texts.saveSearchConsent : texts.priceDropConsent

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status.kind === 'sending') return
    const found: Errors = {}
    if (!LETTER_TLD_EMAIL_PATTERN.test(email.trim())) found.email = texts.saveSearchEmailInvalid
    if (!consent) found.consent = texts.saveSearchConsentRequired
    setErrors(found)
    if (found.email) return emailRef.current?.focus()
    if (found.consent) return consentRef.current?.focus()
    setStatus({ kind: 'sending' })
    const common = { email: email.trim(), listUrl, locale, consent: { text: consentText, version: SAVED_SEARCH_CONSENT_VERSION } }
    const body =
      target.kind === 'search'
        ? { kind: 'search', name: name.trim() || target.name, frequency, criteria: target.criteria, ...common }
        : { kind: 'car', carId: target.carId, ...common }
    try {
      const response = await fetch('/api/car-alerts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      if (!response.ok) throw new Error(`saved search refused: ${response.status}`)
      setStatus({ kind: 'done', email: email.trim() })
      pushDataLayer(
        savedSearchEvent('save', target.kind === 'search' ? { kind: 'search', frequency, filters: target.filterCount } : { kind: 'car' }),
      )
    } catch (error) {
      console.error(error)
      setStatus({ kind: 'error' })
    }
  }

  return {
    name,
    setName,
    email,
    setEmail,
    frequency,
    setFrequency,
    consent,
    setConsent,
    errors,
    status,
    emailRef,
    consentRef,
    doneRef,
    consentText,
    submit,
  }
}

type SaveSearchForm = ReturnType<typeof useSaveSearch>

/**
 * Saving a search (or a car's price watch): a modal dialog with a name made from the filters, the e-mail, how
 * often, and the consent as a box to tick. Sent, it says a confirmation e-mail is on its way: nothing else is
 * sent until its link is opened.
 */
export function SaveSearchDialog({ isOpen, onClose, target, listUrl, locale, texts }: Props) {
  const id = useId()
  const form = useSaveSearch({ target, listUrl, locale, texts })
  const { status } = form

  const heading = target.kind === 'search' ? texts.saveSearchHeading : texts.priceDropHeading
  const intro = target.kind === 'search' ? texts.saveSearchIntro : fillText(texts.priceDropIntro, { car: target.carName })

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-50 grid place-items-end bg-black/50 sm:place-items-center sm:p-6"
    >
      <Modal className="max-h-[100svh] w-full overflow-y-auto rounded-t-3xl bg-surface shadow-2xl outline-none sm:max-w-lg sm:rounded-3xl">
        <Dialog data-save-search-dialog="" className="outline-none">
          <header className="flex items-start justify-between gap-4 px-6 pb-2 pt-6">
            <div>
              <Heading slot="title" className="text-2xl leading-tight">
                {heading}
              </Heading>
              <p className="mt-2 text-[0.9375rem] text-muted">{intro}</p>
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label={texts.saveSearchClose}
              className="-mr-2 grid h-11 w-11 shrink-0 place-items-center rounded-full text-ink hover:bg-surface-1"
            >
              <CrossIcon size={20} />
            </button>
          </header>
          {status.kind === 'done' ? (
            <div className="px-6 pb-6 pt-2">
              <p role="status" data-save-search-done="" className="rounded-2xl bg-surface-1 px-5 py-4 text-base text-ink">
                {fillText(texts.saveSearchDone, { email: status.email ?? '' })}
              </p>
              <button ref={form.doneRef} type="button" onClick={onClose} className="button button-primary mt-5 w-full">
                {texts.saveSearchClose}
              </button>
            </div>
          ) : (
            <SaveSearchFields id={id} form={form} target={target} texts={texts} />
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

function SaveSearchFields({ id, form, target, texts }: { id: string; form: SaveSearchForm; target: SaveTarget; texts: DialogTexts }) {
  const { status, errors } = form
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-5 px-6 pb-6 pt-3">
      {target.kind === 'search' ? (
        <label className="block text-sm font-semibold text-ink">
          {texts.saveSearchName}
          <input value={form.name} onChange={(event) => form.setName(event.target.value)} maxLength={120} name="name" className={FIELD} />
        </label>
      ) : null}
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-ink">
          {texts.saveSearchEmail}
        </label>
        <input
          ref={form.emailRef}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={form.email}
          onChange={(event) => form.setEmail(event.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          className={FIELD}
        />
        {errors.email ? (
          <p id={`${id}-email-error`} className="mt-1.5 text-sm font-medium text-[var(--fc-danger,#b42318)]">
            {errors.email}
          </p>
        ) : null}
      </div>
      {target.kind === 'search' ? <FrequencyChoice frequency={form.frequency} onChange={form.setFrequency} texts={texts} /> : null}
      <div>
        <label className="flex items-start gap-3 text-sm text-ink">
          <input
            ref={form.consentRef}
            type="checkbox"
            name="consent"
            checked={form.consent}
            onChange={(event) => form.setConsent(event.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--fc-accent)]"
          />
          <span>{form.consentText}</span>
        </label>
        {errors.consent ? (
          <p id={`${id}-consent-error`} className="mt-1.5 pl-8 text-sm font-medium text-[var(--fc-danger,#b42318)]">
            {errors.consent}
          </p>
        ) : null}
      </div>
      {status.kind === 'error' ? (
        <p role="alert" className="rounded-xl bg-surface-1 px-4 py-3 text-sm text-ink">
          {texts.saveSearchError}
        </p>
      ) : null}
      <button type="submit" disabled={status.kind === 'sending'} className="button button-primary min-h-12 w-full">
        {status.kind === 'sending' ? texts.saveSearchSending : target.kind === 'search' ? texts.saveSearchSubmit : texts.priceDropButton}
      </button>
    </form>
  )
}

type FrequencyChoiceProps = {
  frequency: SavedSearchFrequency
  onChange: (frequency: SavedSearchFrequency) => void
  texts: DialogTexts
}

function FrequencyChoice({ frequency, onChange, texts }: FrequencyChoiceProps) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{texts.saveSearchFrequency}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {(['instant', 'daily'] as const).map((option) => (
          <label
            key={option}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line px-4 py-2 text-[0.9375rem] text-ink has-[:checked]:border-accent has-[:checked]:bg-surface-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
          >
            <input
              type="radio"
              name="frequency"
              value={option}
              checked={frequency === option}
              onChange={() => onChange(option)}
              className="h-[1.125rem] w-[1.125rem] accent-[var(--fc-accent)]"
            />
            {option === 'instant' ? texts.saveSearchInstant : texts.saveSearchDaily}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
