/**
 * The model catalogue of the demo stock: every make the group's facilities sell, plus the makes that come
 * in as trade-ins, with the models, engines and trim packages of model years 2015–2027.
 */

import type { BrandLogoName } from '../../dealer-sites/brands'
import { ASIAN_MAKES, ASIAN_MODELS } from './asian'
import { GERMAN_MAKES, GERMAN_MODELS } from './german'
import { NORDIC_MAKES, NORDIC_MODELS } from './nordic'
import { OTHER_MAKES, OTHER_MODELS } from './others'
import type { Engine, Lang, Make, Model } from './types'
import { VAG_MAKES, VAG_MODELS } from './vag'

export type { Battery, Body, Drive, Engine, Fuel, Gearbox, Lang, Make, Model, TrimEra } from './types'

export const MAKES: Make[] = [...NORDIC_MAKES, ...VAG_MAKES, ...ASIAN_MAKES, ...GERMAN_MAKES, ...OTHER_MAKES]
export const MODELS: Model[] = [...NORDIC_MODELS, ...VAG_MODELS, ...ASIAN_MODELS, ...GERMAN_MODELS, ...OTHER_MODELS]

const MAKE_BY_NAME = new Map<string, Make>(MAKES.map((make) => [make.make, make]))
const MODELS_BY_MAKE = new Map<string, Model[]>()
for (const model of MODELS) {
  const list = MODELS_BY_MAKE.get(model.make) ?? []
  list.push(model)
  MODELS_BY_MAKE.set(model.make, list)
}

export function makeOf(name: BrandLogoName | string): Make {
  const make = MAKE_BY_NAME.get(name)
  if (!make) throw new Error(`No catalogue make: ${name}`)
  return make
}

export function modelsOf(make: BrandLogoName | string): Model[] {
  return MODELS_BY_MAKE.get(make) ?? []
}

/** The model's trim packages in a model year, cheapest first. */
export function trimsOf(model: Model, year: number): string[] {
  const eras = model.trims ?? makeOf(model.make).trims
  let names = eras[0]?.names ?? []
  for (const era of eras) if (era.from <= year) names = era.names
  return names
}

/** The engines a model was offered with in a model year. */
export function enginesOf(model: Model, year: number): Engine[] {
  return model.engines.filter((engine) => engine.from <= year && year <= engine.to)
}

/** The model's name as a site in the language writes it. */
export function modelName(model: Model, lang: Lang): string {
  return model.localNames?.[lang] ?? model.model
}

/** Whether the model is sold new in the given model year. */
export function soldNewIn(model: Model, year: number): boolean {
  return model.from <= year && year <= model.to && enginesOf(model, year).length > 0
}
