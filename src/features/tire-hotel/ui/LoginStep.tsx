'use client'

import { useId, useState, type FormEvent } from 'react'

import { ERROR_TEXT, ErrorText, Spinner } from '@/features/service-booking/ui/parts'

import type { TireHotelClient } from '../client'
import { codeComplete, codeOf, emptyCode, type CodeBoxes as Boxes } from '../code-boxes'
import type { TireHotelCredentials, TireHotelCustomer, ValidatedSession } from '../contract'
import { LOGGED_IN_STATUS } from '../flow'
import { trackFailure } from '../flow-analytics'
import { CodeBoxes } from './CodeBoxes'
import { Icon, ICONS, InlineLink, LinkButton, StepHeading } from './parts'
import { TEXTS } from './texts'

type Props = {
  client: TireHotelClient
  customer: TireHotelCustomer
  contactEmail: string | null
  onCodeSent: (credentials: TireHotelCredentials) => void
  /** A code the visitor already held, entered here when no new one may be sent. */
  onValidated: (session: ValidatedSession) => void
  onOtherPlate: () => void
}

/** The login's answer when the phone has been sent as many codes as it may be for now. */
const TOO_MANY_CODES = 'too_many_codes'

/**
 * Login (spec 3 §2.5): the obfuscated number, a contact link and Send code; a failure shows the server's message.
 * Refused more codes, a visitor who already holds one (from a moment ago, another tab) enters it here.
 */
export function LoginStep({ client, customer, contactEmail, onCodeSent, onValidated, onOtherPlate }: Props) {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [codeHeld, setCodeHeld] = useState(false)

  const send = async () => {
    if (busy) return
    setBusy(true)
    setFailure(null)
    const answer = await client.login(customer.encryptedPhoneNumber)
    setBusy(false)
    if (answer.ok) return onCodeSent(answer.value)
    setFailure(answer.message ?? TEXTS.somethingWrong)
    setCodeHeld(answer.code === TOO_MANY_CODES)
    trackFailure(answer.code ?? 'login_failed')
  }

  return (
    <div aria-busy={busy || undefined}>
      <StepHeading>{TEXTS.loginHeading}</StepHeading>
      <p className="mt-2 max-w-prose text-muted">{TEXTS.loginIntro}</p>
      <p className="mt-5 inline-flex items-center gap-3 rounded-2xl bg-surface-1 px-5 py-4 ring-1 ring-line">
        <Icon path={ICONS.lock} className="size-5 text-accent" />
        <span className="font-mono text-xl font-semibold tracking-wider text-ink tabular-nums">{customer.obfuscatedPhoneNumber}</span>
      </p>
      <p className="mt-4 text-sm text-muted">
        {TEXTS.wrongNumber}{' '}
        {contactEmail ? <InlineLink href={`mailto:${contactEmail}`}>{TEXTS.contactUs}</InlineLink> : TEXTS.contactWorkshop}
      </p>
      <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
        <button
          type="button"
          onClick={send}
          aria-disabled={busy || undefined}
          className="button button-primary w-full aria-disabled:cursor-wait sm:w-auto sm:min-w-44"
        >
          {busy ? <Spinner /> : null}
          {TEXTS.sendCode}
        </button>
        <LinkButton onClick={onOtherPlate} disabled={busy}>
          {TEXTS.otherPlate}
        </LinkButton>
      </div>
      {failure ? <ErrorText>{failure}</ErrorText> : null}
      {codeHeld ? <HeldCode client={client} customer={customer} onValidated={onValidated} /> : null}
    </div>
  )
}

/** The code a visitor already holds, checked against the agreement of this search. */
function HeldCode({ client, customer, onValidated }: Pick<Props, 'client' | 'customer' | 'onValidated'>) {
  const id = useId()
  const [code, setCode] = useState<Boxes>(emptyCode)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)

  const verify = async (event?: FormEvent) => {
    event?.preventDefault()
    if (!codeComplete(code) || busy) return
    setBusy(true)
    setMessage(null)
    const answer = await client.validateBySearch(customer.encryptedPhoneNumber, codeOf(code))
    setBusy(false)
    if (answer.ok && answer.value.status === LOGGED_IN_STATUS) return onValidated(answer.value)
    setMessage((answer.ok ? null : answer.message) ?? TEXTS.somethingWrong)
    trackFailure(answer.ok ? 'validate_failed' : (answer.code ?? 'validate_failed'))
  }

  return (
    <form onSubmit={verify} noValidate aria-busy={busy || undefined} className="mt-7 rounded-2xl bg-surface-1 p-5 ring-1 ring-line sm:p-6">
      <p id={`${id}-intro`} className="font-semibold text-ink">
        {TEXTS.heldCodeIntro}
      </p>
      <p id={`${id}-label`} className="mt-4 text-sm font-semibold text-ink">
        {TEXTS.codeLabel}
      </p>
      <div className="mt-2">
        <CodeBoxes
          value={code}
          onChange={(boxes) => {
            setCode(boxes)
            setMessage(null)
          }}
          onSubmit={() => void verify()}
          labelledBy={`${id}-label`}
          describedBy={message ? `${id}-error` : `${id}-intro`}
          invalid={Boolean(message)}
          autoFocus
        />
      </div>
      <div aria-live="polite">
        {message ? (
          <p id={`${id}-error`} className={`mt-3 text-sm font-medium ${ERROR_TEXT}`}>
            {message}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={!codeComplete(code)}
        aria-disabled={busy || undefined}
        className="button button-primary mt-5 w-full disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-wait sm:w-auto sm:min-w-44"
      >
        {busy ? <Spinner /> : null}
        {TEXTS.verify}
      </button>
    </form>
  )
}
