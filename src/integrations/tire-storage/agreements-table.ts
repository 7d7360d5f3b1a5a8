import type { Database } from '@/db/database'
import type { Row } from '@/db/sql'
import type { WorkshopDirectory } from '@/features/service-booking/directory'
import { openAtRest, type Sealer } from '@/lib/encryption'

import type { AgreementContact, StoredTire, TireAgreement, TireHotelLocation, TireHotelVehicle, TireStorage } from './port'

/**
 * The tire storage port's default adapter: the agreements the CMS keeps (collection Tire hotel agreements,
 * tables `tire_agreements`, `…_vehicles`, `…_vehicles_tires`), read in SQL — a search is one indexed look-up —
 * with the phone number opened from its encryption and each car's workshop from the workshop directory.
 */
export function agreementsTable(deps: { db: Database; directory: () => Promise<WorkshopDirectory>; sealer: () => Sealer }): TireStorage {
  const { db } = deps
  const $ = db.placeholder
  const phoneOf = (row: Row) => openAtRest('phone-at-rest', row.phone, deps.sealer()) ?? ''
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
  const numberOrNull = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value))

  async function locationsById(ids: number[]): Promise<Map<number, TireHotelLocation>> {
    const directory = await deps.directory()
    const wanted = new Set(ids)
    const locations = new Map<number, TireHotelLocation>()
    for (const workshop of directory.workshops) {
      if (!wanted.has(workshop.id)) continue
      locations.set(workshop.id, { erpId: workshop.departmentId, locationName: workshop.siteName, departmentName: workshop.name, phone: workshop.phone, email: workshop.email })
    }
    return locations
  }

  const findByRegNoSql = `SELECT a.id, a.phone, v.reg_no FROM tire_agreements_vehicles v JOIN tire_agreements a ON a.id = v._parent_id WHERE v.reg_no = ${$(1)} LIMIT 1`

  return {
    async findByRegNo(regNo): Promise<AgreementContact | null> {
      const { rows } = await db.execute({ sql: findByRegNoSql, args: [regNo] })
      const row = rows[0]
      return row ? { agreementId: String(row.id), regNo: String(row.reg_no), phone: phoneOf(row) } : null
    },

    async agreement(agreementId): Promise<TireAgreement | null> {
      if (!/^\d{1,15}$/.test(agreementId)) return null
      const id = Number(agreementId)
      const [agreements, vehicles] = await Promise.all([
        db.execute({ sql: `SELECT id, customer_first_name, customer_last_name, phone FROM tire_agreements WHERE id = ${$(1)}`, args: [id] }),
        db.execute({
          sql: `SELECT id, reg_no, brand_code, brand, model, name, product_id, package_level, location_id FROM tire_agreements_vehicles WHERE _parent_id = ${$(1)} ORDER BY _order`,
          args: [id],
        }),
      ])
      const agreement = agreements.rows[0]
      if (!agreement) return null
      const vehicleIds = vehicles.rows.map((row) => String(row.id))
      const [tires, locations] = await Promise.all([
        vehicleIds.length === 0
          ? { rows: [] as Row[] }
          : db.execute({
              sql:
                'SELECT _parent_id, equipment_position, wheel_name, wheel_rim_diameter, wheel_section_width, wheel_aspect_ratio, wheel_thread_pattern, wheel_thread_depth, ' +
                `wheel_thread_status_id, wheel_thread_status_message FROM tire_agreements_vehicles_tires WHERE _parent_id IN (${vehicleIds.map((_, index) => $(index + 1)).join(', ')}) ORDER BY _parent_id, _order`,
              args: vehicleIds,
            }),
        locationsById(vehicles.rows.map((row) => Number(row.location_id))),
      ])
      const tiresOf = new Map<string, StoredTire[]>()
      for (const row of tires.rows) {
        const list = tiresOf.get(String(row._parent_id)) ?? []
        list.push({
          equipmentPosition: text(row.equipment_position),
          wheel: {
            name: text(row.wheel_name),
            rimDiameter: numberOrNull(row.wheel_rim_diameter),
            sectionWidth: numberOrNull(row.wheel_section_width),
            aspectRatio: numberOrNull(row.wheel_aspect_ratio),
            threadPattern: text(row.wheel_thread_pattern),
            threadDepth: numberOrNull(row.wheel_thread_depth),
            threadStatusId: Number(row.wheel_thread_status_id ?? 0),
            threadStatusMessage: text(row.wheel_thread_status_message),
          },
        })
        tiresOf.set(String(row._parent_id), list)
      }
      const unknownLocation: TireHotelLocation = { erpId: '', locationName: '', departmentName: '', phone: '', email: '' }
      return {
        agreementId: String(agreement.id),
        customer: { firstName: text(agreement.customer_first_name), lastName: text(agreement.customer_last_name) },
        phone: phoneOf(agreement),
        vehicles: vehicles.rows.map(
          (row): TireHotelVehicle => ({
            regNo: text(row.reg_no),
            brandCode: text(row.brand_code),
            brand: text(row.brand),
            model: text(row.model),
            name: text(row.name),
            productId: text(row.product_id),
            packageLevel: text(row.package_level),
            tires: tiresOf.get(String(row.id)) ?? [],
            // A workshop switched off for bookings is no location to book at.
            location: locations.get(Number(row.location_id)) ?? unknownLocation,
          }),
        ),
      }
    },
  }
}
