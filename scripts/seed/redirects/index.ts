import type { SeedRedirect } from '../types'
import { redirects as fiDealer } from './fi-dealer'
import { redirects as noDealer } from './no-dealer'
import { redirects as seDealer } from './se-dealer'
import { redirects as seDealer2 } from './se-dealer-2'
import { redirects as skDealer } from './sk-dealer'
import { redirects as ukDealer } from './uk-dealer'

/** The demo redirect tables of spec 1 §2.7 by site key, each in table order (the British site holds two tables). */
export const DEMO_REDIRECTS: Record<string, SeedRedirect[]> = {
  'fi-dealer': fiDealer,
  'no-dealer': noDealer,
  'se-dealer': seDealer,
  'se-dealer-2': seDealer2,
  'sk-dealer': skDealer,
  'uk-dealer': ukDealer,
}
