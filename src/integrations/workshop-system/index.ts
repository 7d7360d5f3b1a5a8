import type { Payload } from 'payload'

import { databaseOf } from '@/db/database'
import { cachedDirectory, loadDirectory } from '@/features/service-booking/directory'
import { bookingEngine } from '@/features/service-booking/engine'
import { registerTable } from '@/integrations/vehicle-register/register-table'
import { sealer } from '@/lib/encryption'

import type { WorkshopSystem } from './port'

export type { WorkshopSystem } from './port'

/**
 * The workshop system of this instance: Forecourt's own booking engine over its database, with the vehicle
 * register table. A workshop management system or a national register would be chosen here by environment
 * variables; until one is connected, these are the product's.
 */
export function workshopSystemOf(payload: Payload): WorkshopSystem {
  return bookingEngine({ db: databaseOf(payload), directory: cachedDirectory(() => loadDirectory(payload)), register: registerTable(payload), sealer })
}
