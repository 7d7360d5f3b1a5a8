/**
 * Figures as a site shows them, with `Intl.NumberFormat` for the site's locale: prices ('249 900 kr',
 * '£18,995'), distances in the site's unit ('4 500 mil', '45,000 miles'), power ('150 hk', '110 kW (150 k)')
 * and the technical data of the car page.
 */

import type { CountryTexts } from './texts'

/** Kilowatt to metric horsepower (hk, hv, k) and to brake horsepower. */
const HP_PER_KW = 1.35962
const BHP_PER_KW = 1.34102
export const KM_PER_MILE = 1.609344
/** UK miles per gallon from litres per 100 km. */
const MPG_TIMES_LITRES = 282.481

export type Figure = { value: number; text: string }

export type Formatter = ReturnType<typeof createFormatter>

/** A number format that remembers what it wrote: a stock repeats the same prices and figures many times. */
function remembered(format: Intl.NumberFormat): { format: (value: number) => string } {
  const written = new Map<number, string>()
  return {
    format(value) {
      let text = written.get(value)
      if (text === undefined) {
        if (written.size > 200_000) written.clear()
        text = format.format(value)
        written.set(value, text)
      }
      return text
    },
  }
}

export function createFormatter(texts: CountryTexts) {
  const integer = remembered(new Intl.NumberFormat(texts.locale, { maximumFractionDigits: 0 }))
  const oneDecimal = remembered(new Intl.NumberFormat(texts.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }))
  const upToOneDecimal = remembered(new Intl.NumberFormat(texts.locale, { maximumFractionDigits: 1 }))
  const currency = remembered(new Intl.NumberFormat(texts.locale, { style: 'currency', currency: texts.currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }))
  const rate = remembered(new Intl.NumberFormat(texts.locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }))
  const uk = texts.country === 'GB'

  const litres = (value: number) => (uk ? `${integer.format(value)} litres` : `${integer.format(value)} l`)

  return {
    integer: (value: number) => integer.format(value),
    decimal: (value: number) => oneDecimal.format(value),
    money: (value: number) => currency.format(value),
    monthly: (value: number) => `${currency.format(value)}${texts.perMonth}`,
    /** An interest rate stored as a fraction (0.0595 → '5,95 %'). */
    rate: (fraction: number) => rate.format(fraction),
    percent: (value: number) => (uk ? `${integer.format(value)}%` : `${integer.format(value)} %`),

    /** Odometer reading from kilometres, in the site's unit. */
    distance(km: number): Figure {
      if (texts.odometerUnit === 'mil') {
        const mil = Math.round(km / 10)
        return { value: mil, text: `${integer.format(mil)} mil` }
      }
      if (texts.odometerUnit === 'mi') {
        const miles = Math.round(km / KM_PER_MILE)
        return { value: miles, text: `${integer.format(miles)} ${miles === 1 ? 'mile' : 'miles'}` }
      }
      return { value: Math.round(km), text: `${integer.format(Math.round(km))} km` }
    },
    /** A yearly leasing mileage already in the site's unit. */
    mileagePerYear: (value: number) => texts.mileagePerYear(integer.format(value)),

    power(kw: number): Figure {
      const hp = Math.round(kw * HP_PER_KW)
      switch (texts.country) {
        case 'GB': {
          const bhp = Math.round(kw * BHP_PER_KW)
          return { value: bhp, text: `${integer.format(bhp)} bhp` }
        }
        case 'SK':
          return { value: kw, text: `${integer.format(kw)} kW (${integer.format(hp)} k)` }
        case 'FI':
          return { value: hp, text: `${integer.format(hp)} hv` }
        default:
          return { value: hp, text: `${integer.format(hp)} hk` }
      }
    },
    acceleration: (seconds: number) => texts.acceleration(oneDecimal.format(seconds)),
    millimetres: (mm: number) => `${integer.format(mm)} mm`,
    kilograms: (kg: number) => `${integer.format(kg)} kg`,
    /** Cargo volume: litres, or cubic metres for a van's load space. */
    cargo: (volume: number) => (volume >= 2000 ? `${oneDecimal.format(volume / 1000)} m³` : litres(volume)),
    litres,
    emission: (grams: number): Figure => ({ value: grams, text: `${integer.format(grams)} g/km` }),
    consumption(litresPer100: number): Figure {
      if (uk) {
        const mpg = Math.round((MPG_TIMES_LITRES / litresPer100) * 10) / 10
        return { value: mpg, text: `${oneDecimal.format(mpg)} mpg` }
      }
      return { value: litresPer100, text: `${oneDecimal.format(litresPer100)} l/100 km` }
    },
    electricRange(km: number): Figure {
      if (uk) {
        const miles = Math.round(km / KM_PER_MILE)
        return { value: miles, text: `${integer.format(miles)} miles` }
      }
      return { value: km, text: `${integer.format(km)} km` }
    },
    electricConsumption: (kwhPer100: number): Figure => ({ value: kwhPer100, text: `${oneDecimal.format(kwhPer100)} kWh/100 km` }),
    kwh: (kwh: number): Figure => ({ value: kwh, text: `${upToOneDecimal.format(kwh)} kWh` }),
    kw: (kw: number): Figure => ({ value: kw, text: `${upToOneDecimal.format(kw)} kW` }),
  }
}
