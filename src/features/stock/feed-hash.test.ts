import { describe, expect, it } from 'vitest'

import { testCar } from '../../../tests/helpers/stock-cars'
import type { Car } from './car'
import { canonicalCarJson, hashOfCanonical } from './feed-hash'
import { carHash } from './hash'

const companyLeasing = {
  default_company_leasing_mileage: 1500,
  company_leasing_options: {
    '2000': [{ months: 36, months_text: '36 mån', residual_percentage: 40, residual_text: '40 %', cash_amount_min_percentage: 0, cash_amount_max_percentage: 30, cash_amount_text: '0 kr' }],
    '1500': [{ months: 24, months_text: '24 mån', residual_percentage: 50, residual_text: '50 %', cash_amount_min_percentage: 0, cash_amount_max_percentage: 30, cash_amount_text: '0 kr' }],
  },
  default_company_leasing_option: { '1500': { contract_length: 36, cash_amount: 0 } },
  interest_rate: 0.05,
  has_fixed_interest_rate: true,
  invoice_fee: 0,
  start_fee: 0,
  price_base_amount: 58_800,
  sales_text: 'Företagsleasing',
  description: '',
  default_monthly_cost: 3_995,
  disclaimer: '',
}

/** The fingerprint an import stores. */
const feedCarHash = (car: Car) => hashOfCanonical(canonicalCarJson(car))

describe('the fingerprint of the canonical text', () => {
  it('is carHash, for valid cars of every kind', () => {
    const cars: Car[] = [
      ...Array.from({ length: 60 }, (_, n) => testCar(n)),
      testCar(1, { car_company_leasing_option: companyLeasing, car_has_companyleasing: true }),
      testCar(2, { car_description: 'Citat "så här", snedstreck \\ radbrytning\n tab\t emoji 🚗 \u2028 ÅÄÖ', car_equipment: [] }),
      testCar(3, { car_price: 0, car_emission: -0, car_pbbratio: 1e-7, car_fuel_consumption: 123456789.125 }),
    ]
    for (const car of cars) expect(feedCarHash(car)).toBe(carHash(car))
  })

  it('is carHash for values the schema does not describe', () => {
    const odd = [
      { ...testCar(4), extra: { b: 1, a: [undefined, null, { z: 1, y: undefined }] } },
      { ...testCar(5), car_price: { amount: 1 }, car_sellers: 'none', car_year: undefined },
      { ...testCar(6), car_images: [{ blur_data_url: 'data:image/png;base64,', original: '/a.jpg', width: 640 }] },
      { car_id: '1' },
      [1, 2],
      null,
    ]
    for (const value of odd) expect(feedCarHash(value as Car)).toBe(carHash(value as Car))
  })
})
