import type { Database } from '@/db/database'
import type { Sealer } from '@/lib/encryption'

import { agreementsTable } from './agreements-table'
import type { TireStorage } from '@/features/tire-hotel/ports'

export type { TireStorage } from '@/features/tire-hotel/ports'

/**
 * The tire storage of this instance: Forecourt's own agreements table. A tire-hotel system would be chosen here
 * by environment variables; until one is connected, the agreements are the CMS's.
 */
export function tireStorageOf(deps: { db: Database; sealer: () => Sealer }): TireStorage {
  return agreementsTable(deps)
}
