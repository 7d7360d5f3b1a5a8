'use client'

import { useId, useState, type FormEvent } from 'react'

import { Spinner } from '@/features/service-booking/ui/parts'
import { ERROR_TEXT } from '@/features/service-booking/ui/parts'

import type { TireHotelClient } from '../client'
import { codeComplete, codeOf, emptyCode, type CodeBoxes as Boxes } from '../code-boxes'
import type { TireHotelCredentials, TireHotelCustomer, ValidatedSession } from '../contract'
import { LOGGED_IN_STATUS } from '../flow'
import { trackFailure } from '../flow-analytics'
import { CodeBoxes } from './CodeBoxes'
import { LinkButton, StepHeading } from './parts'
import { TEXTS } from './texts'

type Props = {
  client: TireHotelClient
  customer: TireHotelCustomer
  credentials: TireHotelCredentials
  onValidated: (session: ValidatedSession) => void
  onCodeSent: (credentials: TireHotelCredentials) => void
  onOtherPlate: () => void
}

/** Validate (spec 3 §2.5, §5.4, §8): four boxes, Verify code; the server's message in red under the boxes until the code changes. */
export function ValidateStep({ client, customer, credentials, onValidated, onCodeSent, onOtherPlate }: Props) {
  const id = useId()
  const [code, setCode] = useState<Boxes>(emptyCode)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [resent, setResent] = useState(false)

  const verify = async (event?: FormEvent) => {
    event?.preventDefault()
    if (!codeComplete(code) || busy) return
    setBusy(true)
    setMessage(null)
    const answer = await client.validate(credentials.authorizationToken, codeOf(code))
    setBusy(false)
    if (answer.ok && answer.value.status === LOGGED_IN_STATUS) return onValidated(answer.value)
    setMessage((answer.ok ? null : answer.message) ?? TEXTS.somethingWrong)
    trackFailure(answer.ok ? 'validate_failed' : (answer.code ?? 'validate_failed'))
  }

  const resend = async () => {
    if (busy) return
    setBusy(true)
    setMessage(null)
    setResent(false)
    const answer = await client.login(customer.encryptedPhoneNumber)
    setBusy(false)
    if (answer.ok) {
      setCode(emptyCode)
      setResent(true)
      onCodeSent(answer.value)
    } else setMessage(answer.message ?? TEXTS.somethingWrong)
  }

  return (
    <form onSubmit={verify} noValidate aria-busy={busy || undefined}>
      <StepHeading id={`${id}-heading`}>{TEXTS.validateHeading}</StepHeading>
      <p id={`${id}-intro`} className="mt-2 max-w-prose text-muted">
        {TEXTS.validateIntroBefore} <span className="font-semibold whitespace-nowrap text-ink">{customer.obfuscatedPhoneNumber}</span>. {TEXTS.validateIntroAfter}
      </p>
      <p id={`${id}-label`} className="mt-6 text-sm font-semibold text-ink">
        {TEXTS.codeLabel}
      </p>
      <div className="mt-2">
        <CodeBoxes
          value={code}
          onChange={(boxes) => {
            setCode(boxes)
            setMessage(null)
            setResent(false)
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
        ) : resent ? (
          <p className="mt-3 text-sm text-muted">{TEXTS.resent}</p>
        ) : null}
      </div>
      <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
        <button type="submit" disabled={!codeComplete(code)} aria-disabled={busy || undefined} className="button button-primary w-full disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-wait sm:w-auto sm:min-w-44">
          {busy ? <Spinner /> : null}
          {TEXTS.verify}
        </button>
        <LinkButton onClick={() => void resend()} disabled={busy}>
          {TEXTS.resend}
        </LinkButton>
        <LinkButton onClick={onOtherPlate} disabled={busy}>
          {TEXTS.otherPlate}
        </LinkButton>
      </div>
    </form>
  )
}
