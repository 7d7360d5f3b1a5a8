import { describe, expect, it } from 'vitest'

import { siteFinanceOf } from '@/features/finance/uk/site-finance'

import { UK_DEALER_FINANCE } from '../../../../scripts/demo/finance-uk'
import { quote } from './engine'
import { dealerKeyOf, defaultProducts, paymentSchedule, representativeExample, termsOf } from './quotes'

const finance = siteFinanceOf({ key: 'uk-dealer', finance: UK_DEALER_FINANCE })!
const vehicle = {
  Type: 'Car' as const,
  VehicleId: '1',
  Vin: '',
  Status: 'PreOwned' as const,
  Price: 20_000,
  Mileage: 0,
  RegistrationNumber: '',
  Country: 'GB' as const,
  FirstRegistration: null,
}

describe('UK finance answers', () => {
  it('maps a dealer name to its official key, whatever its case and spacing', () => {
    expect(dealerKeyOf(finance, 'Nordvik Motors Leeds')).toBe('NVM-LEEDS')
    expect(dealerKeyOf(finance, '  nordvik motors  london park royal ')).toBe('NVM-PARKROYAL')
    expect(dealerKeyOf(finance, 'Nordvik Bil Uppsala')).toBeNull()
  })

  it('offers no product on a car whose smallest deposit is the whole price', () => {
    expect(defaultProducts(finance, vehicle).Products).toHaveLength(2)
    const cashOnly = {
      ...finance,
      products: finance.products.map((product) => ({ ...product, depositMinPercent: 100, depositMaxPercent: 100 })),
    }
    expect(defaultProducts(cashOnly, vehicle).Products).toEqual([])
  })

  it('writes the representative example in pounds, months and miles, and fills the terms', () => {
    const pcp = finance.products.find((product) => product.kind === 'PCP')!
    const q = quote(pcp, 20_000, {
      term: 48,
      annualMileage: 10_000,
      cashDeposit: 2000,
      regularPayment: 0,
      calculationType: 'ToRegularPayment',
    })
    const rows = Object.fromEntries(representativeExample(q).map((row) => [row.Label, row.DisplayValue]))
    expect(rows).toMatchObject({
      'Cash price': '£20,000',
      Deposit: '£2,000',
      'Total amount of credit': '£18,000',
      'Duration of agreement': '48 months',
      'Annual mileage': '10,000 miles',
      'Representative APR': '9.9% APR',
    })
    expect(rows['47 monthly payments of']).toMatch(/^£\d{3}\.\d{2}$/)
    const terms = termsOf(finance, {
      reference: 'FQ-TEST12345678',
      siteKey: 'uk-dealer',
      dealerKey: 'NVM-LEEDS',
      vehicleId: '1',
      createdAt: '2026-11-28T00:00:00.000Z',
      quote: q,
    })
    expect(terms).toContain('Quote FQ-TEST12345678: Personal Contract Purchase from Nordvik Motor Finance Ltd.')
    expect(terms).toContain('Cash price: £20,000')
  })
})

describe('the representative example’s payments', () => {
  const hp = finance.products.find((product) => product.kind === 'HP')!
  const pcp = finance.products.find((product) => product.kind === 'PCP')!
  const request = { term: 48, annualMileage: 10_000, cashDeposit: 3000, regularPayment: 0, calculationType: 'ToRegularPayment' as const }
  const labelled = (q: ReturnType<typeof quote>) => representativeExample(q).map((row) => row.Label)
  const added = (q: ReturnType<typeof quote>) => {
    const { first, equalPayments, final } = paymentSchedule(q)
    return {
      count: (first === null ? 0 : 1) + equalPayments + (final === null ? 0 : 1),
      sum: Math.round((q.deposit + (first ?? 0) + equalPayments * q.regularPayment + (final ?? 0)) * 100) / 100,
    }
  }

  it('words HP as 47 monthly payments followed by a final payment, 48 in all, adding up to the total payable', () => {
    const q = quote(hp, 30_000, request)
    expect(labelled(q)).toContain('47 monthly payments of')
    expect(labelled(q)).toContain('Followed by a final payment of')
    expect(labelled(q)).not.toContain('48 monthly payments of')
    expect(q.finalPayment).toBeCloseTo(q.regularPayment + 10, 2)
    expect(added(q)).toEqual({ count: 48, sum: q.totalAmountPayable })
  })

  it('words PCP as term − 1 monthly payments and the optional final payment; a document fee gets a first payment of its own', () => {
    const q = quote(pcp, 30_000, request)
    expect(labelled(q)).toEqual(expect.arrayContaining(['47 monthly payments of', 'Followed by an optional final payment of']))
    expect(added(q)).toEqual({ count: 48, sum: q.totalAmountPayable })
    const withFee = quote({ ...hp, documentFee: 195 }, 30_000, request)
    expect(labelled(withFee)).toEqual(
      expect.arrayContaining([
        'First monthly payment including document fee',
        'Followed by 46 monthly payments of',
        'Followed by a final payment of',
      ]),
    )
    expect(added(withFee)).toEqual({ count: 48, sum: withFee.totalAmountPayable })
  })
})
