/**
 * What each car of the demo stock is: the facility that sells it, new or used, make, model, model year,
 * engine and trim. New cars follow the facility's makes; used cars are trade-ins of any make, in each
 * country's market mix and its appetite for each fuel (Norway drives electric, Slovakia diesel).
 */

import type { Department } from '../../../src/features/dealer-sites/dealer-site'
import type { DemoCountry, DemoDealerSite } from '../dealer-sites/types'
import { enginesOf, MODELS, modelsOf, soldNewIn, trimsOf, type Engine, type Fuel, type Model } from './catalog'
import type { Random } from './random'

export const FIRST_MODEL_YEAR = 2015

/** Share of a country's stock by fuel, relative (per engine offered). */
const FUEL_WEIGHT: Record<DemoCountry, Record<Fuel, number>> = {
  SE: { petrol: 1, diesel: 0.7, electric: 1.3, hybrid: 1.1, phev: 1.3 },
  NO: { petrol: 0.3, diesel: 0.4, electric: 4, hybrid: 0.7, phev: 0.6 },
  GB: { petrol: 1.4, diesel: 0.8, electric: 0.6, hybrid: 1.1, phev: 0.8 },
  FI: { petrol: 1, diesel: 0.8, electric: 1, hybrid: 1.3, phev: 1.3 },
  SK: { petrol: 1.5, diesel: 1.3, electric: 0.3, hybrid: 0.7, phev: 0.4 },
}

/** Norway's new-car sales are nearly all electric. */
const NEW_ELECTRIC_BOOST: Record<DemoCountry, number> = { SE: 1.3, NO: 6, GB: 1.2, FI: 1.2, SK: 1 }

/** Makes of each country's used-car market, relative. */
const MARKET: Record<DemoCountry, Record<string, number>> = {
  SE: { Volvo: 10, Volkswagen: 9, Toyota: 6, Kia: 5, Skoda: 5, Audi: 4, BMW: 4, 'Mercedes-Benz': 4, Ford: 3, Hyundai: 3, Polestar: 2, Nissan: 2, Peugeot: 2, Renault: 2, MINI: 1, smart: 0.5 },
  NO: { Volkswagen: 9, Toyota: 8, Volvo: 5, Skoda: 5, Kia: 5, Audi: 4, BMW: 4, 'Mercedes-Benz': 4, Hyundai: 4, Nissan: 4, Polestar: 3, Ford: 3, Peugeot: 2, Renault: 2, MINI: 1, smart: 0.5 },
  GB: { Ford: 8, Volkswagen: 7, BMW: 7, 'Mercedes-Benz': 7, Audi: 6, Toyota: 5, Kia: 5, Nissan: 5, Hyundai: 4, Peugeot: 4, MINI: 4, Skoda: 4, Renault: 3, Volvo: 3, Polestar: 1, smart: 0.5 },
  FI: { Toyota: 10, Volkswagen: 8, Skoda: 7, Volvo: 5, Kia: 4, BMW: 4, 'Mercedes-Benz': 4, Audi: 3, Ford: 3, Nissan: 3, Hyundai: 3, Peugeot: 2, Renault: 2, Polestar: 1, MINI: 1, smart: 0.5 },
  SK: { Skoda: 12, Volkswagen: 8, Kia: 6, Hyundai: 6, Toyota: 5, Peugeot: 4, Renault: 4, Ford: 3, Audi: 3, BMW: 2, 'Mercedes-Benz': 2, Nissan: 2, Volvo: 1, MINI: 0.5, Polestar: 0.3, smart: 0.3 },
}

/** Used cars by age in years: few under a year, most three to six years old. */
const AGE_WEIGHT = [0.6, 1, 1.2, 1.3, 1.2, 1.1, 1, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3]

/** Share of vans where the facility or market has them. */
const NEW_LCV_SHARE = 0.15
const USED_LCV_SHARE = 0.1

/** A facility of the stock's country with its sales departments. */
export type Facility = {
  site: DemoDealerSite
  weight: number
  newCars: Department | null
  usedCars: Department | null
  /** Makes of its new-car department that the catalogue sells new. */
  newBrands: string[]
}

export type CarPlan = {
  facility: Facility
  department: Department
  used: boolean
  sample: boolean
  model: Model
  engine: Engine
  year: number
  trim: string
  trimIndex: number
}

export type Planner = ReturnType<typeof createPlanner>

export function createPlanner(country: DemoCountry, sites: DemoDealerSite[], modelYear: number) {
  const fuelWeight = FUEL_WEIGHT[country]
  const market = MARKET[country]
  const facilities: Facility[] = sites
    .filter((site) => site.country === country)
    .map((site) => {
      const newCars = site.site_departments.find((department) => department.group === 'New cars') ?? null
      const usedCars = site.site_departments.find((department) => department.group === 'Used cars') ?? null
      const newBrands = (newCars?.brands ?? []).map((brand) => brand.name).filter((make) => modelsOf(make).some((model) => soldNewIn(model, modelYear)))
      // The used-car centre (Carstore) holds several times the stock of a brand dealer.
      const weight = /carstore/i.test(site.site_official_name) ? 3 : usedCars && newCars ? 1.2 : 1
      return { site, weight, newCars, usedCars, newBrands }
    })
    .filter((facility) => facility.newCars || facility.usedCars)
  if (facilities.length === 0) throw new Error(`No facility with a sales department in ${country}`)

  const engineWeight = (engine: Engine, isNew: boolean) => fuelWeight[engine.fuel] * (isNew && engine.fuel === 'electric' ? NEW_ELECTRIC_BOOST[country] : 1)
  const modelWeight = (model: Model, engines: Engine[], isNew: boolean) =>
    engines.length === 0 ? 0 : (model.popularity * engines.reduce((sum, engine) => sum + engineWeight(engine, isNew), 0)) / engines.length

  // Everything that depends only on the catalogue and the country is worked out once per stock.
  const newEngines = new Map<Model, Engine[]>(MODELS.map((model) => [model, enginesOf(model, modelYear)]))
  const newWeight = new Map<Model, number>(MODELS.map((model) => [model, modelWeight(model, newEngines.get(model) ?? [], true)]))
  const newModelsOf = (make: string) => modelsOf(make).filter((model) => soldNewIn(model, modelYear))
  const yearsOf = new Map<Model, number[]>()
  for (const model of MODELS) {
    const years: number[] = []
    for (let year = Math.max(model.from, FIRST_MODEL_YEAR); year <= Math.min(model.to, modelYear - 1); year++) if (enginesOf(model, year).length) years.push(year)
    yearsOf.set(model, years)
  }
  const usedModels = MODELS.filter((model) => (yearsOf.get(model)?.length ?? 0) > 0)
  const usedWeight = new Map<Model, number>(usedModels.map((model) => [model, modelWeight(model, model.engines, false) * Math.sqrt(yearsOf.get(model)?.length ?? 0)]))
  const usedByMake = new Map<string, Model[]>()
  for (const model of usedModels) if (!model.lcv) usedByMake.set(model.make, [...(usedByMake.get(model.make) ?? []), model])
  const usedPassengerModels = (make: string) => usedByMake.get(make) ?? []
  const usedVans = usedModels.filter((model) => model.lcv)
  const marketMakes = Object.keys(market).filter((make) => usedPassengerModels(make).length > 0)
  const newStock = new Map<Facility, { cars: Model[]; vans: Model[]; samples: Model[]; ownMakes: string[] }>()
  for (const facility of facilities) {
    const models = facility.newBrands.flatMap(newModelsOf)
    newStock.set(facility, {
      cars: models.filter((model) => !model.lcv),
      vans: models.filter((model) => model.lcv),
      samples: models.filter((model) => !model.lcv && trimsOf(model, modelYear).length >= 2),
      ownMakes: facility.site.site_brands.filter((make) => usedPassengerModels(make).length > 0),
    })
  }
  const stockOf = (facility: Facility) => newStock.get(facility) as { cars: Model[]; vans: Model[]; samples: Model[]; ownMakes: string[] }
  const sampleSellers = facilities.filter((facility) => facility.newCars && stockOf(facility).samples.length > 0)

  function pickTrim(rng: Random, model: Model, year: number, isNew: boolean): { trim: string; trimIndex: number } {
    const trims = trimsOf(model, year)
    // New stock leans to the middle trims; trade-ins come in any.
    const trimIndex = isNew ? rng.weighted(trims.map((_, i) => i), (i) => [3, 4, 3, 1.5][i] ?? 1) : rng.int(0, trims.length - 1)
    return { trim: trims[trimIndex] ?? '', trimIndex }
  }

  function newCar(rng: Random, facility: Facility, department: Department): CarPlan {
    const { cars, vans } = stockOf(facility)
    const pool = vans.length > 0 && (cars.length === 0 || rng.chance(NEW_LCV_SHARE)) ? vans : cars
    const model = rng.weighted(pool, (candidate) => newWeight.get(candidate) ?? 0)
    const engine = rng.weighted(newEngines.get(model) ?? [], (candidate) => engineWeight(candidate, true))
    return { facility, department, used: false, sample: false, model, engine, year: modelYear, ...pickTrim(rng, model, modelYear, true) }
  }

  function usedCar(rng: Random, facility: Facility, department: Department): CarPlan {
    let model: Model
    if (rng.chance(USED_LCV_SHARE)) {
      model = rng.weighted(usedVans, (candidate) => candidate.popularity)
    } else {
      const ownMakes = stockOf(facility).ownMakes
      const make = ownMakes.length > 0 && rng.chance(0.45) ? rng.pick(ownMakes) : rng.weighted(marketMakes, (candidate) => market[candidate] ?? 0)
      model = rng.weighted(usedPassengerModels(make), (candidate) => usedWeight.get(candidate) ?? 0)
    }
    const year = rng.weighted(yearsOf.get(model) ?? [], (candidate) => AGE_WEIGHT[modelYear - 1 - candidate] ?? 0.2)
    const engine = rng.weighted(enginesOf(model, year), (candidate) => engineWeight(candidate, false))
    return { facility, department, used: true, sample: false, model, engine, year, ...pickTrim(rng, model, year, false) }
  }

  return {
    facilities,
    modelYear,

    /** A car in stock: the facility first, then whether it is new or a trade-in, then the car. */
    stockCar(rng: Random): CarPlan {
      const facility = rng.weighted(facilities, (candidate) => candidate.weight)
      const sellsNew = facility.newCars !== null && facility.newBrands.length > 0
      const usedShare = !sellsNew ? 1 : facility.usedCars ? 0.55 : 0.2
      const used = rng.chance(usedShare)
      const department = (used ? (facility.usedCars ?? facility.newCars) : facility.newCars) as Department
      return used ? usedCar(rng, facility, department) : newCar(rng, facility, department)
    },

    /**
     * A group of sample cars: one new model at one facility in `size` of its trim packages (2–4), or null
     * when no facility of the country sells a model with several trims.
     */
    sampleGroup(rng: Random, maxSize: number): { facility: Facility; department: Department; model: Model; engine: Engine; trims: string[] } | null {
      if (sampleSellers.length === 0) return null
      const facility = rng.weighted(sampleSellers, (candidate) => candidate.weight)
      const model = rng.weighted(stockOf(facility).samples, (candidate) => newWeight.get(candidate) ?? 0)
      const engine = rng.weighted(newEngines.get(model) ?? [], (candidate) => engineWeight(candidate, true))
      const allTrims = trimsOf(model, modelYear)
      const size = Math.min(allTrims.length, rng.int(2, 4), maxSize)
      if (size < 2) return null
      return { facility, department: facility.newCars as Department, model, engine, trims: rng.sample(allTrims, size) }
    },
  }
}
