/**
 * The calculators' own labels, in the languages the demo sites speak; the car page passes the site dictionary's
 * wording over them where it has one (each component's `texts`).
 */

export type FinanceTexts = {
  months: (months: number) => string
  loanPeriod: string
  downPayment: string
  monthlyCost: string
  interestRate: string
  effectiveRate: string
  startFee: string
  invoiceFee: string
  residualValue: string
  mileage: string
  contractLength: string
  cashPayment: string
  fixedRate: string
  variableRate: string
  priceBaseAmount: string
  exVat: string
  perMonth: string
  campaign: string
}

const sv: FinanceTexts = {
  months: (months) => `${months} mån`,
  loanPeriod: 'Lånetid',
  downPayment: 'Kontantinsats',
  monthlyCost: 'Månadskostnad',
  interestRate: 'Ränta',
  effectiveRate: 'Effektiv ränta',
  startFee: 'Uppläggningsavgift',
  invoiceFee: 'Aviavgift',
  residualValue: 'Restvärde',
  mileage: 'Miltal per år',
  contractLength: 'Avtalstid',
  cashPayment: 'Särskild leasingavgift',
  fixedRate: 'Fast ränta',
  variableRate: 'Rörlig ränta',
  priceBaseAmount: 'Prisbasbelopp',
  exVat: 'exkl. moms',
  perMonth: '/mån',
  campaign: 'Kampanj',
}

const nb: FinanceTexts = {
  ...sv,
  months: (months) => `${months} mnd`,
  loanPeriod: 'Nedbetalingstid',
  downPayment: 'Egenkapital',
  monthlyCost: 'Månedskostnad',
  interestRate: 'Rente',
  effectiveRate: 'Effektiv rente',
  startFee: 'Etableringsgebyr',
  invoiceFee: 'Termingebyr',
  residualValue: 'Restverdi',
  mileage: 'Kjørelengde per år',
  contractLength: 'Avtaletid',
  cashPayment: 'Startleie',
  fixedRate: 'Fast rente',
  variableRate: 'Flytende rente',
  priceBaseAmount: 'Grunnbeløp',
  exVat: 'eks. mva',
  perMonth: '/mnd',
  campaign: 'Kampanje',
}

const en: FinanceTexts = {
  months: (months) => `${months} months`,
  loanPeriod: 'Loan period',
  downPayment: 'Down payment',
  monthlyCost: 'Monthly cost',
  interestRate: 'Interest rate',
  effectiveRate: 'Effective rate',
  startFee: 'Start fee',
  invoiceFee: 'Invoice fee',
  residualValue: 'Residual value',
  mileage: 'Mileage per year',
  contractLength: 'Contract length',
  cashPayment: 'Cash payment',
  fixedRate: 'Fixed rate',
  variableRate: 'Variable rate',
  priceBaseAmount: 'Price base amount',
  exVat: 'excl. VAT',
  perMonth: '/month',
  campaign: 'Campaign',
}

/** The labels for a locale ("sv-SE" → Swedish), English for languages without their own. */
export function financeTexts(locale: string, overrides: Partial<FinanceTexts> = {}): FinanceTexts {
  const language = locale.split('-')[0]
  const base = language === 'sv' ? sv : language === 'nb' || language === 'no' ? nb : en
  return { ...base, ...overrides }
}

/** A rate (percent / 100) as the locale writes a percentage with two decimals: "5,95 %". */
export function formatRate(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rate)
}
