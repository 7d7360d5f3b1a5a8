import { describe, expect, it } from 'vitest'

import {
  depositBounds,
  finalPayment,
  monthlyRateOfApr,
  paymentBounds,
  quote,
  termValues,
  toCashDeposit,
  toRegularPayment,
  type FinanceProduct,
} from './engine'

const hp: FinanceProduct = {
  familyKey: 'HP',
  name: 'Hire Purchase',
  kind: 'HP',
  apr: 9.9,
  documentFee: 0,
  optionToPurchaseFee: 0,
  termMin: 12,
  termMax: 60,
  termStep: 12,
  termDefault: 48,
  depositMinPercent: 10,
  depositMaxPercent: 50,
  depositDefaultPercent: 10,
  annualMileages: [],
  annualMileageDefault: 0,
  finalPaymentPercentAt12Months: 0,
  finalPaymentPercentLostPerYear: 0,
  finalPaymentPercentLostPer1000Miles: 0,
  finalPaymentBaseMileage: 0,
  finalPaymentMinPercent: 0,
}

const pcp: FinanceProduct = {
  ...hp,
  familyKey: 'PCP',
  name: 'Personal Contract Purchase',
  kind: 'PCP',
  apr: 7.9,
  documentFee: 0,
  optionToPurchaseFee: 10,
  termMin: 24,
  termMax: 48,
  termStep: 6,
  termDefault: 48,
  annualMileages: [6000, 8000, 10000, 15000],
  annualMileageDefault: 10000,
  finalPaymentPercentAt12Months: 70,
  finalPaymentPercentLostPerYear: 10,
  finalPaymentPercentLostPer1000Miles: 1,
  finalPaymentBaseMileage: 10000,
  finalPaymentMinPercent: 15,
}

/**
 * The UK APR definition itself: the advance equals the payments, each discounted by (1 + APR)^(years after the
 * advance). Written with years, not the engine's monthly rate.
 */
const discountedByApr = (aprPercent: number, payments: Array<[month: number, amount: number]>) =>
  payments.reduce((sum, [month, amount]) => sum + amount / (1 + aprPercent / 100) ** (month / 12), 0)

describe('UK APR', () => {
  it('turns an APR into the monthly rate that compounds to it over a year', () => {
    expect((1 + monthlyRateOfApr(9.9)) ** 12).toBeCloseTo(1.099, 12)
    expect(monthlyRateOfApr(0)).toBe(0)
  })
})

describe('hire purchase', () => {
  it('repays the credit in equal payments at the APR (worked example: £10,000, £1,000 deposit, 36 months, 9.9 %)', () => {
    const months = Array.from({ length: 36 }, (_, i) => i + 1)
    const exact = 9000 / discountedByApr(9.9, months.map((month) => [month, 1]))
    const payment = toRegularPayment(hp, 10_000, 36, 0, 1000)
    expect(payment).toBe(Math.round(exact * 100) / 100)
    expect(payment).toBeCloseTo(288.3, 0)
    const q = quote(hp, 10_000, { term: 36, annualMileage: 0, cashDeposit: 1000, regularPayment: 0, calculationType: 'ToRegularPayment' })
    expect(q).toMatchObject({ deposit: 1000, totalAmountOfCredit: 9000, numberOfPayments: 36, regularPayment: payment, apr: 9.9 })
    expect(q.totalAmountPayable).toBeCloseTo(1000 + 36 * payment, 2)
    expect(q.totalChargeForCredit).toBeCloseTo(36 * payment - 9000, 2)
    // Flat rate: the interest a year over the credit.
    expect(q.interestRate).toBeCloseTo(((36 * payment - 9000) / 9000 / 3) * 100, 2)
  })

  it('puts the document fee in the first payment and the option fee in the last, the APR still as configured', () => {
    const withFees = { ...hp, documentFee: 199, optionToPurchaseFee: 10 }
    const q = quote(withFees, 15_000, { term: 48, annualMileage: 0, cashDeposit: 3000, regularPayment: 0, calculationType: 'ToRegularPayment' })
    const flows: Array<[number, number]> = Array.from({ length: 48 }, (_, i) => [i + 1, q.regularPayment + (i === 0 ? 199 : 0) + (i === 47 ? 10 : 0)])
    expect(discountedByApr(9.9, flows)).toBeCloseTo(12_000, 0)
    expect(q.firstPayment).toBeCloseTo(q.regularPayment + 199, 2)
    expect(q.finalPayment).toBeCloseTo(q.regularPayment + 10, 2)
    expect(q.apr).toBe(9.9)
  })
})

describe('personal contract purchase', () => {
  it('takes the final payment from price, term and annual mileage', () => {
    // 70 % at 12 months, −10 points a year, −1 point a 1,000 miles over 10,000: 48 months at 15,000 → 35 %.
    expect(finalPayment(pcp, 20_000, 48, 15_000)).toBe(7000)
    expect(finalPayment(pcp, 20_000, 24, 6000)).toBe(Math.round(20_000 * 0.64))
    expect(finalPayment(hp, 20_000, 48, 0)).toBe(0)
  })

  it('pays term − 1 equal payments, then the final payment with the option fee, at the APR', () => {
    const q = quote(pcp, 20_000, { term: 48, annualMileage: 10_000, cashDeposit: 2000, regularPayment: 0, calculationType: 'ToRegularPayment' })
    const final = 20_000 * 0.4 + 10
    const flows: Array<[number, number]> = Array.from({ length: 47 }, (_, i) => [i + 1, 1])
    const exact = (18_000 - final / 1.079 ** 4) / discountedByApr(7.9, flows)
    expect(q.numberOfPayments).toBe(47)
    expect(q.regularPayment).toBe(Math.round(exact * 100) / 100)
    expect(q.finalPayment).toBe(final)
    expect(q.totalAmountPayable).toBeCloseTo(2000 + 47 * q.regularPayment + final, 2)
    expect(q.apr).toBe(7.9)
  })

  it('snaps term and mileage to those offered', () => {
    expect(termValues(pcp)).toEqual([24, 30, 36, 42, 48])
    const q = quote(pcp, 20_000, { term: 50, annualMileage: 9100, cashDeposit: 2000, regularPayment: 0, calculationType: 'ToRegularPayment' })
    expect(q).toMatchObject({ term: 48, annualMileage: 10_000 })
  })
})

describe('ToRegularPayment and ToCashDeposit', () => {
  it.each([
    [hp, 10_000, 36, 0, 1000],
    [hp, 23_450, 60, 0, 5000],
    [{ ...hp, documentFee: 199, optionToPurchaseFee: 10 }, 8999, 24, 0, 900],
    [pcp, 20_000, 48, 10_000, 2000],
    [pcp, 31_995, 36, 6000, 7500],
    [pcp, 14_250, 24, 15_000, 1425],
  ] as const)('gives back the deposit: %s on %i over %i months', (product, price, term, mileage, deposit) => {
    const payment = toRegularPayment(product, price, term, mileage, deposit)
    expect(toCashDeposit(product, price, term, mileage, payment)).toBe(deposit)
  })

  it('works out the deposit from a payment (ToCashDeposit), clamped at the bounds', () => {
    const payment = toRegularPayment(hp, 10_000, 36, 0, 2500)
    const q = quote(hp, 10_000, { term: 36, annualMileage: 0, cashDeposit: 0, regularPayment: payment, calculationType: 'ToCashDeposit' })
    expect(q.deposit).toBe(2500)
    expect(q.regularPayment).toBe(payment)
    const bounds = depositBounds(hp, 10_000)
    expect(bounds).toEqual({ min: 1000, max: 5000 })
    expect(quote(hp, 10_000, { term: 36, annualMileage: 0, cashDeposit: 0, regularPayment: 1, calculationType: 'ToCashDeposit' }).deposit).toBe(5000)
    expect(quote(hp, 10_000, { term: 36, annualMileage: 0, cashDeposit: 99_999, regularPayment: 0, calculationType: 'ToRegularPayment' }).deposit).toBe(5000)
    const payments = paymentBounds(hp, 10_000, 36, 0)
    expect(payments.min).toBe(toRegularPayment(hp, 10_000, 36, 0, 5000))
    expect(payments.max).toBe(toRegularPayment(hp, 10_000, 36, 0, 1000))
  })
})
