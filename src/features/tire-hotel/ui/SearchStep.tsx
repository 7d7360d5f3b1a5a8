'use client'

import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react'

import { ErrorText, Spinner } from '@/features/service-booking/ui/parts'

import type { TireHotelClient } from '../client'
import type { TireHotelCustomer } from '../contract'
import { trackFailure } from '../flow-analytics'
import { canSearch, plateInput } from '../page-rules'
import { REG_NO_MAX_LENGTH } from '../rules'
import { EuBand, InlineLink, StepHeading } from './parts'
import { TEXTS } from './texts'

type Props = {
  client: TireHotelClient
  initialPlate: string
  serviceBookingPath: string
  /** Why the visitor is back here, e.g. an expired session. */
  notice: string | null
  onFound: (customer: TireHotelCustomer) => void
}

type Failure = 'notFound' | 'failed' | null

/** Search (spec 3 §2.5, §5.4): the registration number and Continue; Enter submits. */
export function SearchStep({ client, initialPlate, serviceBookingPath, notice, onFound }: Props) {
  const plateId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [plate, setPlate] = useState(initialPlate)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<Failure>(null)

  useLayoutEffect(() => {
    // What was typed before the page's script started the form is kept.
    const early = input.current?.value ?? ''
    if (early && early !== plate) setPlate(plateInput(early))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the script starts: later typing is the input's own
  }, [])

  useEffect(() => {
    // A plate from the stored session arrives after the first render: it fills an empty box.
    if (initialPlate) setPlate((current) => current || plateInput(initialPlate))
  }, [initialPlate])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!canSearch(plate) || busy) return
    setBusy(true)
    setFailure(null)
    const answer = await client.search(plate)
    setBusy(false)
    if (answer.ok) return onFound(answer.value)
    setFailure(answer.reason === 'notFound' ? 'notFound' : 'failed')
    trackFailure(answer.reason === 'notFound' ? 'no_agreement' : 'search_failed')
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <StepHeading>{TEXTS.searchHeading}</StepHeading>
      <p className="mt-2 max-w-prose text-muted">{TEXTS.searchIntro}</p>
      {notice ? (
        <p role="status" className="mt-5 rounded-2xl bg-surface-1 px-4 py-3 text-sm text-ink ring-1 ring-line">
          {notice}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-72">
          <label htmlFor={plateId} className="block text-sm font-semibold text-ink">
            {TEXTS.plateLabel}
          </label>
          <div className="mt-2 flex h-14 overflow-hidden rounded-xl border-2 border-ink/80 bg-white focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-accent">
            <EuBand className="w-10 text-[0.65rem]" />
            <input
              ref={input}
              id={plateId}
              name="regNo"
              value={plate}
              readOnly={busy}
              onChange={(event) => {
                setFailure(null)
                setPlate(plateInput(event.target.value))
              }}
              maxLength={REG_NO_MAX_LENGTH + 2}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="go"
              placeholder="ABC123"
              aria-describedby={failure ? `${plateId}-error` : undefined}
              aria-invalid={failure === 'notFound' || undefined}
              className="w-full min-w-0 bg-transparent px-3 font-mono text-2xl font-bold tracking-[0.18em] text-[#111] uppercase outline-none placeholder:font-normal placeholder:text-[#111]/30"
            />
          </div>
        </div>
        <button type="submit" disabled={!canSearch(plate)} aria-disabled={busy || undefined} className="button button-primary h-14 w-full disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-wait sm:w-auto sm:min-w-40">
          {busy ? <Spinner /> : null}
          {TEXTS.continue}
        </button>
      </div>
      <div id={`${plateId}-error`}>
        {failure === 'notFound' ? (
          <>
            <ErrorText>{TEXTS.notFound}</ErrorText>
            <p className="mt-2 text-sm">
              <InlineLink href={serviceBookingPath}>{TEXTS.notFoundLink}</InlineLink>
            </p>
          </>
        ) : failure === 'failed' ? (
          <ErrorText>{TEXTS.somethingWrong}</ErrorText>
        ) : null}
      </div>
    </form>
  )
}
