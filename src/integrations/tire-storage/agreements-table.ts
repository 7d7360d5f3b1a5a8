import type { Database } from '@/db/database'
import { booleanOf, type Row } from '@/db/sql'
import { openAtRest, type Sealer } from '@/lib/encryption'

import type { AgreementContact, StoredTire, TireAgreement, TireHotelLocation, TireHotelVehicle, TireStorage } from '@/features/tire-hotel/ports'

/**
 * The tire storage port's default adapter: the agreements the CMS keeps (collection Tire hotel agreements,
 * tables `tire_agreements`, `…_vehicles`, `…_vehicles_tires`), read in SQL — a search is one indexed look-up, an
 * agreement two queries, each car with its workshop (one taking online bookings) and dealer site — with the
 * phone number opened from its encryption.
 */
export function agreementsTable(deps: { db: Database; sealer: () => Sealer }): TireStorage {
  const { db } = deps
  const $ = db.placeholder
  const phoneOf = (row: Row) => openAtRest('phone-at-rest', row.phone, deps.sealer()) ?? ''
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
  const numberOrNull = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value))

  /** A car's workshop; a workshop switched off for online bookings is no location to book at (erpId empty). */
  const locationOf = (row: Row): TireHotelLocation => ({
    erpId: text(row.department_id),
    locationName: text(row.site_official_name),
    departmentName: text(row.workshop_name),
    phone: text(row.site_phone),
    email: text(row.site_email),
  })

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
          sql:
            'SELECT v.id, v.reg_no, v.brand_code, v.brand, v.model, v.name, v.product_id, v.package_level, w.department_id, w.name AS workshop_name, ' +
            'd.site_official_name, d.site_phone, d.site_email FROM tire_agreements_vehicles v ' +
            `LEFT JOIN workshops w ON w.id = v.location_id AND w.active = ${$(2)} LEFT JOIN dealer_sites d ON d.id = w.dealer_site_id ` +
            `WHERE v._parent_id = ${$(1)} ORDER BY v._order`,
          args: [id, booleanOf(db.dialect, true)],
        }),
      ])
      const agreement = agreements.rows[0]
      if (!agreement) return null
      const vehicleIds = vehicles.rows.map((row) => String(row.id))
      const tires =
        vehicleIds.length === 0
          ? { rows: [] as Row[] }
          : await db.execute({
              sql:
                'SELECT _parent_id, equipment_position, wheel_name, wheel_rim_diameter, wheel_section_width, wheel_aspect_ratio, wheel_thread_pattern, wheel_thread_depth, ' +
                `wheel_thread_status_id, wheel_thread_status_message FROM tire_agreements_vehicles_tires WHERE _parent_id IN (${vehicleIds.map((_, index) => $(index + 1)).join(', ')}) ORDER BY _parent_id, _order`,
              args: vehicleIds,
            })
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
            location: locationOf(row),
          }),
        ),
      }
    },
  }
}
