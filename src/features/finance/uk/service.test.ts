import { describe, expect, it } from 'vitest'

import { siteFinanceOf } from '@/integrations/finance/site-finance'

import { UK_DEALER_FINANCE } from './example-settings'
import { quote } from './engine'
import { dealerKeyOf, defaultProducts, representativeExample, termsOf } from './service'

const finance = siteFinanceOf({ key: 'uk-dealer', finance: UK_DEALER_FINANCE })!
const vehicle = { Type: 'Car' as const, VehicleId: '1', Vin: '', Status: 'PreOwned' as const, Price: 20_000, Mileage: 0, RegistrationNumber: '', Country: 'GB' as const, FirstRegistration: null }

describe('UK finance answers', () => {
  it('maps a dealer name to its official key, whatever its case and spacing', () => {
    expect(dealerKeyOf(finance, 'Nordvik Motors Leeds')).toBe('NVM-LEEDS')
    expect(dealerKeyOf(finance, '  nordvik motors  london park royal ')).toBe('NVM-PARKROYAL')
    expect(dealerKeyOf(finance, 'Nordvik Bil Uppsala')).toBeNull()
  })

  it('offers no product on a car whose smallest deposit is the whole price', () => {
    expect(defaultProducts(finance, vehicle).Products).toHaveLength(2)
    const cashOnly = { ...finance, products: finance.products.map((product) => ({ ...product, depositMinPercent: 100, depositMaxPercent: 100 })) }
    expect(defaultProducts(cashOnly, vehicle).Products).toEqual([])
  })

  it('writes the representative example in pounds, months and miles, and fills the terms', () => {
    const pcp = finance.products.find((product) => product.kind === 'PCP')!
    const q = quote(pcp, 20_000, { term: 48, annualMileage: 10_000, cashDeposit: 2000, regularPayment: 0, calculationType: 'ToRegularPayment' })
    const rows = Object.fromEntries(representativeExample(q).map((row) => [row.Label, row.DisplayValue]))
    expect(rows).toMatchObject({ 'Cash price': '£20,000', Deposit: '£2,000', 'Total amount of credit': '£18,000', 'Duration of agreement': '48 months', 'Annual mileage': '10,000 miles', 'Representative APR': '9.9% APR' })
    expect(rows['47 monthly payments of']).toMatch(/^£\d{3}\.\d{2}$/)
    const terms = termsOf(finance, { reference: 'FQ-TEST12345678', siteKey: 'uk-dealer', dealerKey: 'NVM-LEEDS', vehicleId: '1', createdAt: '2026-11-28T00:00:00.000Z', quote: q })
    expect(terms).toContain('Quote FQ-TEST12345678: Personal Contract Purchase from Nordvik Motor Finance Ltd.')
    expect(terms).toContain('Cash price: £20,000')
  })
})
