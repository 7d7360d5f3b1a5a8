'use client'

import { useRef, useState } from 'react'

import type { PriceInsightTexts } from '../texts'
import type { InstantValuation as Valuation } from '../valuation-answer'
import { canValue, valuationMessage, valuationUrl, type ValuationMessage } from './valuation-view'

type Props = {
  regNo: string
  mileage: string
  locale: string
  texts: PriceInsightTexts
  disabled?: boolean
}

/**
 * The sell-car form's instant valuation (issue 46): a button that values the plate and mileage typed above it,
 * and the answer in a live region: a range, or that a person will value the car. The lead is valued again by
 * the server when it is sent, so what the dealer reads is what the visitor saw.
 */
export function InstantValuation({ regNo, mileage, locale, texts, disabled = false }: Props) {
  const [message, setMessage] = useState<ValuationMessage | null>(null)
  const [busy, setBusy] = useState(false)
  const asked = useRef(0)

  async function value() {
    if (!canValue(regNo, mileage)) {
      setMessage(valuationMessage('needs-input', texts, locale))
      return
    }
    const mine = ++asked.current
    setBusy(true)
    let answer: Valuation | 'error'
    try {
      const response = await fetch(valuationUrl(regNo, mileage), { headers: { accept: 'application/json' } })
      answer = response.ok ? ((await response.json()) as Valuation) : 'error'
    } catch {
      answer = 'error'
    }
    if (mine !== asked.current) return
    setBusy(false)
    setMessage(valuationMessage(answer, texts, locale))
  }

  return (
    <div data-instant-valuation="" className="mt-6 rounded-2xl bg-surface-1 p-4 ring-1 ring-line sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <p className="font-semibold text-ink">{texts.sellCarValuationHeading}</p>
          <p className="mt-0.5 text-sm text-muted">{texts.sellCarValuationIntro}</p>
        </div>
        <button
          type="button"
          onClick={() => void value()}
          disabled={disabled || busy}
          aria-disabled={busy}
          className="button button-ghost min-h-11 shrink-0 px-5"
          data-value-car=""
        >
          {busy ? texts.sellCarValuationLoading : texts.sellCarValuationButton}
        </button>
      </div>
      <div role="status" aria-live="polite" className="empty:hidden" data-valuation-result={message?.kind ?? ''}>
        {message ? (
          <div className="mt-4 border-t border-line pt-4">
            <p className={message.kind === 'range' ? 'text-lg font-bold tracking-tight text-ink' : 'text-base text-ink'}>{message.text}</p>
            {message.basis ? <p className="mt-1 text-sm text-muted">{message.basis}</p> : null}
          </div>
        ) : null}
      </div>
    </div>
  )
}
