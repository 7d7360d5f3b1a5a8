/**
 * The shape of the demo stock's model catalogue: makes, their models by model year, and the engines and
 * trim packages each model was sold with. Figures are the manufacturer's (WLTP where it applies).
 */

import type { BrandLogoName } from '../../dealer-sites/brands'

export type Fuel = 'petrol' | 'diesel' | 'electric' | 'hybrid' | 'phev'
export type Gearbox = 'automatic' | 'manual'
export type Drive = 'fwd' | 'rwd' | 'awd'
export type Body = 'suv' | 'hatchback' | 'sedan' | 'wagon' | 'coupe' | 'convertible' | 'mpv' | 'van'
export type Lang = 'sv' | 'nb' | 'en' | 'fi' | 'sk'

/** Battery figures of an electric car or a plug-in hybrid. */
export type Battery = {
  /** WLTP electric range, km. */
  rangeKm: number
  /** WLTP electric consumption, kWh/100 km. */
  kwhPer100: number
  /** Usable battery, kWh. */
  kwh: number
  /** Onboard charger, kW. */
  acKw: number
  /** Fast charging peak, kW. */
  dcKw: number
}

export type Engine = {
  /** The version as the maker names it ('B4 AWD', '2.0 TDI 150 DSG', 'Long range Dual motor'). */
  version: string
  fuel: Fuel
  kw: number
  /** 0–100 km/h, seconds. */
  accel: number
  gearbox: Gearbox
  drive: Drive
  /** WLTP combined fuel consumption, l/100 km (null for electric cars). */
  litresPer100: number | null
  /** WLTP CO₂, g/km. */
  co2: number
  battery: Battery | null
  /** List price of the base trim, new, in euro before national taxes. */
  priceEur: number
  /** Model years this engine was offered (inclusive). */
  from: number
  to: number
}

/** Trim packages from a model year on. */
export type TrimEra = { from: number; names: string[] }

export type Model = {
  make: BrandLogoName
  /** The model as the maker names it. */
  model: string
  /** The model's name in a language, where it differs ('3-serie', 'A-Klass'). */
  localNames?: Partial<Record<Lang, string>>
  body: Body
  /** Model years this generation was sold (inclusive); `to` of the current year or later means it is sold new. */
  from: number
  to: number
  lcv?: boolean
  doors: number
  seats: number
  /** Length, width, height in mm. */
  size: [number, number, number]
  /** Cargo volume, litres. */
  cargo: number
  /** Fuel tank, litres (combustion engines). */
  tank: number | null
  /** Kerb weight of the base version, kg. */
  weight: number
  /** Euro NCAP stars, null where not rated (vans). */
  ncap: number | null
  /** How often the model is seen in stock (1 rare … 5 common). */
  popularity: number
  engines: Engine[]
  /** Trim packages other than the make's own. */
  trims?: TrimEra[]
}

export type Make = {
  make: BrandLogoName
  /** The maker's trim packages by era, cheapest first. */
  trims: TrimEra[]
  /** World manufacturer identifiers of its VINs (passenger cars, then vans). */
  wmi: string[]
  /** Premium makes carry more equipment and hold value better. */
  premium: boolean
}

type EngineOptions = Partial<Pick<Engine, 'gearbox' | 'drive' | 'from' | 'to'>>

const FIRST_YEAR = 2015
const OPEN_END = 2099

/** A petrol, diesel or hybrid engine. */
export function ice(
  version: string,
  fuel: 'petrol' | 'diesel' | 'hybrid',
  kw: number,
  accel: number,
  litresPer100: number,
  co2: number,
  priceEur: number,
  options: EngineOptions = {},
): Engine {
  return {
    version,
    fuel,
    kw,
    accel,
    litresPer100,
    co2,
    battery: null,
    priceEur,
    gearbox: options.gearbox ?? 'automatic',
    drive: options.drive ?? 'fwd',
    from: options.from ?? FIRST_YEAR,
    to: options.to ?? OPEN_END,
  }
}

/** An electric motor: range km, kWh/100 km, battery kWh, AC kW, DC kW. */
export function ev(
  version: string,
  kw: number,
  accel: number,
  [rangeKm, kwhPer100, kwh, acKw, dcKw]: [number, number, number, number, number],
  priceEur: number,
  options: EngineOptions = {},
): Engine {
  return {
    version,
    fuel: 'electric',
    kw,
    accel,
    litresPer100: null,
    co2: 0,
    battery: { rangeKm, kwhPer100, kwh, acKw, dcKw },
    priceEur,
    gearbox: 'automatic',
    drive: options.drive ?? 'fwd',
    from: options.from ?? FIRST_YEAR,
    to: options.to ?? OPEN_END,
  }
}

/** A plug-in hybrid: l/100 km and CO₂ weighted, electric range km and battery kWh. */
export function phev(
  version: string,
  kw: number,
  accel: number,
  litresPer100: number,
  co2: number,
  [rangeKm, kwh]: [number, number],
  priceEur: number,
  options: EngineOptions = {},
): Engine {
  return {
    version,
    fuel: 'phev',
    kw,
    accel,
    litresPer100,
    co2,
    // About 85 % of a plug-in hybrid's battery is usable; larger packs charge faster and some take DC.
    battery: { rangeKm, kwhPer100: Math.round(((kwh * 85) / rangeKm) * 10) / 10, kwh, acKw: kwh > 20 ? 11 : 3.7, dcKw: kwh > 20 ? 50 : 0 },
    priceEur,
    gearbox: 'automatic',
    drive: options.drive ?? 'fwd',
    from: options.from ?? FIRST_YEAR,
    to: options.to ?? OPEN_END,
  }
}
