import { fillText } from '@/lib/fill-text'
import type { PriceInsightTexts } from '../texts'
import { valuedCarName, type InstantValuation } from '../valuation-answer'

/** What the sell-car form says about a valuation, in the visitor's language: a sentence, and where there is one, its basis. */
export type ValuationMessage = { kind: 'range' | 'manual' | 'not-found' | 'error' | 'needs-input'; text: string; basis: string | null }

export function valuationMessage(
  answer: InstantValuation | 'error' | 'needs-input',
  texts: PriceInsightTexts,
  locale: string,
): ValuationMessage {
  if (answer === 'error') return { kind: 'error', text: texts.sellCarValuationError, basis: null }
  if (answer === 'needs-input') return { kind: 'needs-input', text: texts.sellCarValuationNeedsInput, basis: null }
  if (answer.kind === 'not-found') return { kind: 'not-found', text: texts.sellCarValuationNotFound, basis: null }
  const car = valuedCarName(answer.car)
  if (answer.kind === 'manual') return { kind: 'manual', text: fillText(texts.sellCarValuationManual, { car }), basis: null }
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: answer.currency,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  })
  return {
    kind: 'range',
    text: fillText(texts.sellCarValuationRange, { car, low: money.format(answer.low), high: money.format(answer.high) }),
    basis: fillText(texts.sellCarValuationBasis, { count: answer.comparables }),
  }
}

/** The address the form asks: `GET /api/valuation` with the plate as typed and the mileage. */
export const valuationUrl = (regNo: string, mileage: string): string =>
  `/api/valuation?${new URLSearchParams({ regNo: regNo.replace(/\s+/g, '').toUpperCase(), mileage: mileage.trim() })}`

/** Whether a typed plate and mileage can be valued at all (the server's rules): otherwise the form asks for them. */
export const canValue = (regNo: string, mileage: string): boolean =>
  /^[A-Za-z0-9ÅÄÖåäö -]{2,10}$/.test(regNo.trim()) && /^\d{1,8}$/.test(mileage.trim())
