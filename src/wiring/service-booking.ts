import { databaseOf } from '@/db/database'
import { bookingChanges, type BookingChanges } from '@/features/service-booking/booking-change'
import { cachedDirectory, loadDirectory } from '@/features/service-booking/directory'
import { bookingEngine } from '@/features/service-booking/engine'
import type { WorkshopSystem } from '@/features/service-booking/ports'
import { registerTable } from '@/integrations/vehicle-register/register-table'
import { sealer } from '@/lib/encryption'
import { processSingleton } from '@/lib/process-singleton'

import { cms } from '@/wiring/cms'

/**
 * The workshop system of this instance: Forecourt's own booking engine over its database, with the vehicle
 * register table. A workshop management system or a national register would be chosen here by environment
 * variables; until one is connected, these are the product's.
 */
const engine = processSingleton('workshopSystem', async () => {
  const payload = await cms()
  return bookingEngine({
    db: databaseOf(payload),
    directory: cachedDirectory(() => loadDirectory(payload)),
    register: registerTable(payload),
    sealer,
  })
})

/** The workshop system of this instance (the booking engine unless another adapter is configured). */
export function workshopSystem(): Promise<WorkshopSystem> {
  return engine()
}

const changes = processSingleton('serviceBookingChanges', async () => {
  const payload = await cms()
  return bookingChanges({
    db: databaseOf(payload),
    directory: cachedDirectory(() => loadDirectory(payload)),
    sealer,
    now: () => new Date(),
  })
})

/** Changing and cancelling service bookings by the links of their e-mails. */
export function serviceBookingChanges(): Promise<BookingChanges> {
  return changes()
}
