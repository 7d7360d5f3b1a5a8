import { describe, expect, it } from 'vitest'

import { PRICE_INSIGHT_TEXTS } from '../texts'
import { canValue, valuationMessage, valuationUrl } from './valuation-view'

const car = { brand: 'Volkswagen', model: 'Golf', year: 2019 }

describe('what the sell-car form says about a valuation', () => {
  it('shows a range in the site’s currency with what it rests on', () => {
    const message = valuationMessage(
      { kind: 'range', car, low: 152_000, high: 171_000, currency: 'SEK', comparables: 14, marginPercent: 12 },
      PRICE_INSIGHT_TEXTS,
      'sv-SE',
    )
    expect(message.kind).toBe('range')
    expect(message.text).toMatch(/^Vi uppskattar din Volkswagen Golf 2019 till 152\s000\skr–171\s000\skr\.$/)
    expect(message.basis).toBe('Uppskattningen bygger på 14 liknande bilar i vårt lager. Slutligt bud får du när vi har sett bilen.')
  })

  it('says that a person will value the car when there is no range', () => {
    expect(valuationMessage({ kind: 'manual', car }, PRICE_INSIGHT_TEXTS, 'sv-SE').text).toContain(
      'för få liknande bilar för att värdera din Volkswagen Golf 2019 direkt',
    )
    expect(valuationMessage({ kind: 'not-found' }, PRICE_INSIGHT_TEXTS, 'sv-SE').text).toBe(PRICE_INSIGHT_TEXTS.sellCarValuationNotFound)
    expect(valuationMessage('error', PRICE_INSIGHT_TEXTS, 'sv-SE').text).toBe(PRICE_INSIGHT_TEXTS.sellCarValuationError)
  })

  it('asks for a plate and a mileage before it asks the server', () => {
    expect(canValue('abc 123', '6500')).toBe(true)
    expect(canValue('', '6500')).toBe(false)
    expect(canValue('ABC123', '')).toBe(false)
    expect(canValue('ABC123', '6,5')).toBe(false)
    expect(valuationUrl('abc 123', ' 6500 ')).toBe('/api/valuation?regNo=ABC123&mileage=6500')
  })
})
