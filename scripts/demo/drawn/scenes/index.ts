import type { SceneName, SceneVariant } from '../scene-names'
import type { SceneFn } from './common'
import { showroom, tires, workshop } from './interiors'
import { heroCoast, heroFjord, heroForest, heroWinter } from './landscapes'
import { pattern } from './pattern'
import { charging, dealership, family, heroCity } from './urban'

type SceneDef = { draw: SceneFn; variant: SceneVariant }

/** Every scene and the time of day it looks best in when no variant is requested. */
export const SCENE_DEFS: Record<SceneName, SceneDef> = {
  'hero-coast': { draw: heroCoast, variant: 'dusk' },
  'hero-city': { draw: heroCity, variant: 'dusk' },
  'hero-forest': { draw: heroForest, variant: 'dawn' },
  'hero-fjord': { draw: heroFjord, variant: 'day' },
  'hero-winter': { draw: heroWinter, variant: 'dusk' },
  showroom: { draw: showroom, variant: 'day' },
  workshop: { draw: workshop, variant: 'day' },
  charging: { draw: charging, variant: 'dusk' },
  tires: { draw: tires, variant: 'day' },
  dealership: { draw: dealership, variant: 'day' },
  family: { draw: family, variant: 'day' },
  pattern: { draw: pattern, variant: 'day' },
}
