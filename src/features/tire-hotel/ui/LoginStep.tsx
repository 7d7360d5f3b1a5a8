'use client'

import { useState } from 'react'

import { ErrorText, Spinner } from '@/features/service-booking/ui/parts'

import type { TireHotelClient } from '../client'
import type { TireHotelCredentials, TireHotelCustomer } from '../contract'
import { Icon, ICONS, InlineLink, LinkButton, StepHeading } from './parts'
import { TEXTS } from './texts'

type Props = {
  client: TireHotelClient
  customer: TireHotelCustomer
  contactEmail: string
  onCodeSent: (credentials: TireHotelCredentials) => void
  onOtherPlate: () => void
}

/** Login (spec 3 §2.5): the obfuscated number, a contact link and Send code; a failure shows the server's message. */
export function LoginStep({ client, customer, contactEmail, onCodeSent, onOtherPlate }: Props) {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const send = async () => {
    if (busy) return
    setBusy(true)
    setFailure(null)
    const answer = await client.login(customer.encryptedPhoneNumber)
    setBusy(false)
    if (answer.ok) onCodeSent(answer.value)
    else setFailure(answer.message ?? TEXTS.somethingWrong)
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
        {TEXTS.wrongNumber} <InlineLink href={`mailto:${contactEmail}`}>{TEXTS.contactUs}</InlineLink>
      </p>
      <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
        <button type="button" onClick={send} aria-disabled={busy || undefined} className="button button-primary w-full aria-disabled:cursor-wait sm:w-auto sm:min-w-44">
          {busy ? <Spinner /> : null}
          {TEXTS.sendCode}
        </button>
        <LinkButton onClick={onOtherPlate} disabled={busy}>
          {TEXTS.otherPlate}
        </LinkButton>
      </div>
      {failure ? <ErrorText>{failure}</ErrorText> : null}
    </div>
  )
}
