import type { SeedStories } from '../types'
import { stories as auction } from './auction'
import { stories as carstore } from './carstore'
import { stories as fiDealer } from './fi-dealer'
import { stories as group } from './group'
import { stories as noDealer } from './no-dealer'
import { stories as partner } from './partner'
import { stories as seDealer } from './se-dealer'
import { stories as seDealer2 } from './se-dealer-2'
import { stories as skDealer } from './sk-dealer'
import { stories as ukDealer } from './uk-dealer'

/** Each demo site's stories, by site key. */
export const DEMO_STORIES: Record<string, SeedStories> = {
  group,
  'se-dealer': seDealer,
  'se-dealer-2': seDealer2,
  'no-dealer': noDealer,
  'uk-dealer': ukDealer,
  'fi-dealer': fiDealer,
  'sk-dealer': skDealer,
  carstore,
  auction,
  partner,
}
