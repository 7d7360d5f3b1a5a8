import type { SiteSeed } from '../types'
import { site as auction } from './auction'
import { site as carstore } from './carstore'
import { site as fiDealer } from './fi-dealer'
import { site as group } from './group'
import { site as noDealer } from './no-dealer'
import { site as partner } from './partner'
import { site as seDealer } from './se-dealer'
import { site as seDealer2 } from './se-dealer-2'
import { site as skDealer } from './sk-dealer'
import { site as ukDealer } from './uk-dealer'

/** The Nordvik Group demo (DEMO.md), the group site first. */
export const DEMO_SITES: SiteSeed[] = [group, seDealer, seDealer2, noDealer, ukDealer, fiDealer, skDealer, carstore, auction, partner]
