import type { Site } from '../../src/payload-types'

/**
 * Example finance settings of a UK dealer site, which the demo's Nordvik Motors UK uses and the tests quote
 * against (Sites → Finance): Forecourt's quote engine offers hire purchase and
 * personal contract purchase on every car of Nordvik Motors UK (spec 2 §7 "Finance (UK)"). The dealer names of
 * the stock map to official dealer keys; the reserve and part-exchange links carry the quote reference to the
 * car page's contact form.
 */
export const UK_DEALER_FINANCE: NonNullable<Site['finance']> = {
  lender: 'Nordvik Motor Finance Ltd',
  dealerKeys: [
    { dealerName: 'Nordvik Motors Leeds', dealerKey: 'NVM-LEEDS' },
    { dealerName: 'Nordvik Motors London Park Royal', dealerKey: 'NVM-PARKROYAL' },
    { dealerName: 'Nordvik Motors Manchester', dealerKey: 'NVM-MANCHESTER' },
    { dealerName: 'Nordvik Motors Birmingham', dealerKey: 'NVM-BIRMINGHAM' },
    { dealerName: 'Nordvik Motors Sheffield', dealerKey: 'NVM-SHEFFIELD' },
    { dealerName: 'Nordvik Motors Bristol', dealerKey: 'NVM-BRISTOL' },
  ],
  products: [
    {
      familyKey: 'PCP',
      name: 'Personal Contract Purchase',
      kind: 'PCP',
      apr: 9.9,
      documentFee: 0,
      optionToPurchaseFee: 10,
      termMin: 24,
      termMax: 48,
      termStep: 6,
      termDefault: 48,
      depositMinPercent: 10,
      depositMaxPercent: 40,
      depositDefaultPercent: 10,
      annualMileages: [6000, 8000, 10000, 12000, 15000, 20000],
      annualMileageDefault: 10000,
      finalPaymentPercentAt12Months: 68,
      finalPaymentPercentLostPerYear: 9,
      finalPaymentPercentLostPer1000Miles: 1.2,
      finalPaymentBaseMileage: 10000,
      finalPaymentMinPercent: 12,
    },
    {
      familyKey: 'HP',
      name: 'Hire Purchase',
      kind: 'HP',
      apr: 10.9,
      documentFee: 0,
      optionToPurchaseFee: 10,
      termMin: 12,
      termMax: 60,
      termStep: 12,
      termDefault: 48,
      depositMinPercent: 10,
      depositMaxPercent: 50,
      depositDefaultPercent: 10,
      annualMileages: [],
      annualMileageDefault: 10000,
      finalPaymentPercentAt12Months: 0,
      finalPaymentPercentLostPerYear: 0,
      finalPaymentPercentLostPer1000Miles: 0,
      finalPaymentBaseMileage: 10000,
      finalPaymentMinPercent: 0,
    },
  ],
  commissionDisclosure:
    'Nordvik Motors UK Ltd is a credit broker, not a lender, and introduces you to a limited number of lenders. We may receive a commission or other benefits from the lender for introducing you; the amount can vary with the lender, the product and the interest rate, and does not change what you pay. You can ask us how much it is.',
  reserveUrl: '?quoteRef={quoteRef}#contact-quote',
  partExchangeUrl: '?quoteRef={quoteRef}&partExchange=1#contact-quote',
  termsTemplate: [
    'Quote {quoteRef}: {product} from {lender}.',
    '',
    '{example}',
    '',
    'This quote is valid for 14 days and is subject to status: finance is available to UK residents aged 18 and over, and the lender may ask for a guarantee or decline an application. The vehicle is owned by the lender until every payment, including any option to purchase fee, has been made. With Personal Contract Purchase you may pay the optional final payment to own the vehicle, return it (subject to its condition and the agreed annual mileage; excess mileage is charged), or part exchange it. You may withdraw from the agreement within 14 days of signing it. Nordvik Motors UK Ltd is authorised and regulated by the Financial Conduct Authority as a credit broker, not a lender.',
  ].join('\n'),
}
