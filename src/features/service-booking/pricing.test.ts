import { describe, expect, it } from 'vitest'

import type { CatalogueCategory, CatalogueOffering } from './catalogue'
import { median, priceCatalogue, priceOffering } from './pricing'

const offering = (changes: Partial<CatalogueOffering> = {}): CatalogueOffering => ({
  code: 'ORIGINAL_SERVICE',
  kobraId: 'K100',
  name: 'Originalservice',
  description: '',
  durationMinutes: 120,
  priceKnown: true,
  notKnownPriceText: '',
  agreementDiscountPercent: 20,
  requiresMileage: true,
  allowUserInput: false,
  prices: [
    { brand: 'Volkswagen', model: 'Golf', price: 3990 },
    { brand: 'Volkswagen', model: '', price: 4490 },
    { brand: '', model: '', price: 4990 },
  ],
  notAvailableFor: [{ brand: 'Polestar', model: '' }],
  unitPrice: null,
  ...changes,
})

const golf = { brand: 'Volkswagen', model: 'Golf', hasServiceAgreement: false }

describe('service prices', () => {
  it('takes the median of the workshops’ prices', () => {
    expect(median([])).toBeNull()
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(3)
    expect(priceOffering(offering(), golf, [90, 100, 130]).price).toBe(3990)
    expect(priceOffering(offering(), golf, [90, 110]).price).toBe(3990)
    expect(priceOffering(offering(), golf, [110]).price).toBe(4389)
  })

  it('uses the model’s price, then the make’s, then the catch-all', () => {
    expect(priceOffering(offering(), { ...golf, model: 'Passat' }, [100]).price).toBe(4490)
    expect(priceOffering(offering(), { ...golf, brand: 'Volvo', model: 'XC60' }, [100]).price).toBe(4990)
  })

  it('takes the agreement discount off and says how much', () => {
    const priced = priceOffering(offering(), { ...golf, hasServiceAgreement: true }, [100])
    expect(priced).toMatchObject({ price: 3192, priceDiscount: 798, priceKnown: true })
    expect(priceOffering(offering(), golf, [100]).priceDiscount).toBe(0)
  })

  it('shows “Pris saknas*” or the catalogue’s own text without a price', () => {
    expect(priceOffering(offering({ priceKnown: false }), golf, [100])).toMatchObject({ price: null, priceKnown: false, notKnownPriceText: 'Pris saknas*' })
    expect(priceOffering(offering({ prices: [], notKnownPriceText: 'Pris efter felsökning' }), golf, [100])).toMatchObject({ priceKnown: false, notKnownPriceText: 'Pris efter felsökning' })
  })

  it('marks a service not available for a make', () => {
    expect(priceOffering(offering(), { brand: 'Polestar', model: '2', hasServiceAgreement: false }, [100]).isAvailable).toBe(false)
    expect(priceOffering(offering(), golf, [100]).isAvailable).toBe(true)
  })

  it('gives the categories of one kind in order, single-choice groups marked', () => {
    const categories: CatalogueCategory[] = [
      { id: '2', name: 'Tillval', icon: 'sparkle', kind: 'addon', selectionType: null, sortOrder: 1, offerings: [offering({ code: 'WASH' })] },
      { id: '1', name: 'Service', icon: 'wrench', kind: 'service', selectionType: 'single', sortOrder: 2, offerings: [offering()] },
      { id: '3', name: 'Tom', icon: 'wrench', kind: 'service', selectionType: null, sortOrder: 0, offerings: [] },
    ]
    const services = priceCatalogue(categories, 'service', golf, [100])
    expect(services.map((category) => category.name)).toEqual(['Service'])
    expect(services[0]!.selectionType).toBe('single')
    expect(priceCatalogue(categories, 'addon', golf, [100])[0]).not.toHaveProperty('selectionType')
  })
})
