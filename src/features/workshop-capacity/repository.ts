import type { Database, Transaction } from '@/db/database'
import { booleanOf, jsonOf, type Row, type Statement } from '@/db/sql'
import type { NewEmail } from '@/features/leads/repository'

import type { DayBooking } from './capacity'
import { fits } from './capacity'
import type { BookingKind } from './constants'
import { bookingWindow, type WorkshopSchedule } from './schedule'

/**
 * The workshops' bookings (table `workshop_bookings`, CMS collection Bookings): what the capacity engine reads,
 * and the one place a booking is made. Two requests for the last place never both get it:
 * - on PostgreSQL, a booking is checked against the day's bookings and written, with its confirmation e-mail, in
 *   one transaction that holds the table's SHARE ROW EXCLUSIVE lock from its start;
 * - on SQLite, the day's bookings are read and checked, then the booking and its e-mail are handed to the group
 *   writer (src/db/group-commit.ts) as one group whose insert only happens if the workshop's day is still as it
 *   was read (the same live bookings: their count, the sum of their ids and their latest change). The writer
 *   decides that under its write lock, so a booking that lost the race inserts nothing and is checked again
 *   against the day as it is now. The request thread neither holds the write lock nor waits for the disk, and
 *   concurrent bookings share a commit and its flush.
 */

/** The last place went to someone else, or the time is outside the workshop's hours or booking window. */
export class TimeslotNotAvailable extends Error {
  constructor() {
    super('The time is not available.')
    this.name = 'TimeslotNotAvailable'
  }
}

/** The car already has a live booking whose time meets this one's (at any workshop): one car, one booking at a time. */
export class CarAlreadyBooked extends Error {
  constructor(readonly reference: string) {
    super('The car is already booked then.')
    this.name = 'CarAlreadyBooked'
  }
}

export type NewBooking = {
  reference: string
  kind: BookingKind
  workshopId: number
  siteId: number | null
  localDate: string
  localTime: string
  isFullDay: boolean
  durationMinutes: number
  startsAt: Date
  /** When the car is free again: the end of its last slot, or the workshop's closing for a car left all day. */
  endsAt: Date
  registrationNumber: string
  vehicle: string
  mileage: number | null
  customer: { firstName: string; lastName: string; phone: string; email: string }
  freeText: string
  services: unknown
  totalPrice: number | null
}

const LIVE = "status <> 'cancelled'"

/** The live bookings of these workshops from `from` to `to` (local dates, inclusive), by workshop and day. */
export async function bookingsBetween(db: Database, workshopIds: number[], from: string, to: string): Promise<Map<number, Map<string, DayBooking[]>>> {
  const byWorkshop = new Map<number, Map<string, DayBooking[]>>(workshopIds.map((id) => [id, new Map()]))
  if (workshopIds.length === 0) return byWorkshop
  const $ = db.placeholder
  const ids = workshopIds.map((_, index) => $(index + 3)).join(', ')
  const { rows } = await db.execute({
    sql: `SELECT workshop_id, local_date, local_time, is_full_day, duration_minutes FROM workshop_bookings WHERE local_date >= ${$(1)} AND local_date <= ${$(2)} AND workshop_id IN (${ids}) AND ${LIVE}`,
    args: [from, to, ...workshopIds],
  })
  for (const row of rows) {
    const days = byWorkshop.get(Number(row.workshop_id))
    if (!days) continue
    const day = String(row.local_date)
    const list = days.get(day) ?? []
    list.push(dayBookingOf(row))
    days.set(day, list)
  }
  return byWorkshop
}

const dayBookingOf = (row: Row): DayBooking => ({ localTime: String(row.local_time), isFullDay: Boolean(Number(row.is_full_day)) || row.is_full_day === true, durationMinutes: Number(row.duration_minutes) })

const instantOfRow = (value: unknown): Date => new Date(value instanceof Date ? value.getTime() : String(value))

/** A time the car is at a workshop, from its start to when it is free again. */
export type BusyInterval = { start: Date; end: Date }

/**
 * When a stored booking ends. Bookings made before the end was stored: the start plus the services' minutes, or a
 * working day for a car left all day.
 */
function endOf(row: Row, start: Date): Date {
  if (row.ends_at !== null && row.ends_at !== undefined) return instantOfRow(row.ends_at)
  const allDay = Boolean(Number(row.is_full_day)) || row.is_full_day === true
  return new Date(start.getTime() + (allDay ? 9 * 60 : Math.max(30, Number(row.duration_minutes))) * 60_000)
}

type CarBooking = BusyInterval & { reference: string }

const carBookingOf = (row: Row): CarBooking => {
  const start = instantOfRow(row.starts_at)
  return { reference: String(row.reference), start, end: endOf(row, start) }
}

const overlaps = (a: BusyInterval, b: BusyInterval) => a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime()

/** The car's live booking that meets `interval`, if any. */
function meeting(bookings: CarBooking[], interval: BusyInterval): CarBooking | undefined {
  return bookings.find((booking) => overlaps(booking, interval))
}

const CAR_COLUMNS = 'reference, starts_at, ends_at, is_full_day, duration_minutes'

/** The times a car is booked (at any workshop, live bookings) that meet `from`…`to`: what it cannot be booked for again. */
export async function carBookedTimes(db: Database, registrationNumber: string, from: Date, to: Date): Promise<BusyInterval[]> {
  const $ = db.placeholder
  // A booking lasts at most a day: one that starts a day before `from` is the earliest that can reach into it.
  const { rows } = await db.execute({
    sql: `SELECT ${CAR_COLUMNS} FROM workshop_bookings WHERE registration_number = ${$(1)} AND starts_at >= ${$(2, 'timestamptz')} AND starts_at < ${$(3, 'timestamptz')} AND ${LIVE}`,
    args: [registrationNumber, new Date(from.getTime() - 86_400_000).toISOString(), to.toISOString()],
  })
  return rows.map(carBookingOf).filter((booking) => overlaps(booking, { start: from, end: to })).map(({ start, end }) => ({ start, end }))
}

function insertBooking(tx: Pick<Transaction, 'placeholder' | 'dialect'>, booking: NewBooking, at: string): Statement {
  const $ = tx.placeholder
  const values = [
    $(1),
    $(2, 'enum_workshop_bookings_status'),
    $(3, 'enum_workshop_bookings_kind'),
    $(4),
    $(5),
    $(6),
    $(7),
    $(8),
    $(9),
    $(10, 'timestamptz'),
    $(11),
    $(12),
    $(13),
    $(14),
    $(15),
    $(16),
    $(17),
    $(18),
    $(19, 'jsonb'),
    $(20),
    $(21, 'timestamptz'),
    $(22, 'timestamptz'),
    $(23, 'timestamptz'),
  ]
  return {
    sql:
      'INSERT INTO workshop_bookings (reference, status, kind, workshop_id, site_id, local_date, local_time, is_full_day, duration_minutes, starts_at, registration_number, vehicle, mileage, ' +
      'customer_first_name, customer_last_name, customer_phone, customer_email, free_text, services, total_price, updated_at, created_at, ends_at) ' +
      `VALUES (${values.join(', ')}) RETURNING id`,
    args: [
      booking.reference,
      'booked',
      booking.kind,
      booking.workshopId,
      booking.siteId,
      booking.localDate,
      booking.localTime,
      booleanOf(tx.dialect, booking.isFullDay),
      booking.durationMinutes,
      booking.startsAt.toISOString(),
      booking.registrationNumber,
      booking.vehicle,
      booking.mileage,
      booking.customer.firstName,
      booking.customer.lastName,
      booking.customer.phone,
      booking.customer.email,
      booking.freeText,
      JSON.stringify(booking.services),
      booking.totalPrice,
      at,
      at,
      booking.endsAt.toISOString(),
    ],
  }
}

function insertEmail(tx: Pick<Transaction, 'placeholder' | 'dialect'>, email: NewEmail, at: string): Statement {
  const $ = tx.placeholder
  const pending = tx.dialect === 'postgres' ? "'pending'::enum_email_outbox_status" : "'pending'"
  return {
    sql:
      'INSERT INTO email_outbox (subject, to_address, status, body_text, body_html, attachments, attempts, next_attempt_at, updated_at, created_at) ' +
      `VALUES (${$(1)}, ${$(2)}, ${pending}, ${$(3)}, ${$(4)}, ${$(5, 'jsonb')}, 0, ${$(6, 'timestamptz')}, ${$(7, 'timestamptz')}, ${$(8, 'timestamptz')})`,
    args: [email.subject, email.to, email.text, email.html, JSON.stringify(email.attachments), at, at, at],
  }
}

/**
 * Makes a booking if its car has no other booking then and it still fits the workshop's capacity, with its
 * confirmation e-mail written with it; throws CarAlreadyBooked or TimeslotNotAvailable otherwise, and nothing is
 * written.
 */
export async function reserveBooking(
  db: Database,
  schedule: WorkshopSchedule,
  booking: NewBooking,
  options: { now: Date; email: NewEmail | null },
): Promise<{ id: number }> {
  const window = bookingWindow(schedule, options.now)
  if (booking.localDate < window.first || booking.localDate > window.last) throw new TimeslotNotAvailable()
  if (db.dialect === 'sqlite') {
    for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
      const reserved = await reserveIfUnchanged(db, schedule, booking, options)
      if (reserved) return reserved
    }
  }
  return reserveLocked(db, schedule, booking, options)
}

/**
 * How often a booking on SQLite is checked again after others changed its workshop's day between its read and
 * its write; each time, another booking of that day was stored meanwhile. Beyond it, the booking takes the
 * write lock for its check, as on PostgreSQL.
 */
const OPTIMISTIC_ATTEMPTS = 8

/**
 * The live bookings of one workshop's day, or of one car, as they were read: any booking, cancellation or change
 * moves it.
 */
type RowsState = { count: number; idSum: number; lastChange: string }

const stateOf = (row: Row | undefined): RowsState => ({ count: Number(row?.rows_count ?? 0), idSum: Number(row?.rows_ids ?? 0), lastChange: String(row?.rows_change ?? '') })
const STATE_COLUMNS = 'count(*) OVER () AS rows_count, sum(id) OVER () AS rows_ids, max(updated_at) OVER () AS rows_change'

/** The car's live bookings that could meet the new one: a car's few bookings, read with it. */
const carRows = (db: Pick<Database, 'placeholder'>, registrationNumber: string) => ({
  sql: `SELECT ${CAR_COLUMNS}, ${STATE_COLUMNS} FROM workshop_bookings WHERE registration_number = ${db.placeholder(1)} AND ${LIVE}`,
  args: [registrationNumber],
})

/**
 * A time the workshop never offers is refused as such; then the car (the more telling refusal when its time is
 * taken too), then the workshop's capacity.
 */
function check(schedule: WorkshopSchedule, booking: NewBooking, day: Row[], car: Row[]): void {
  if (!fits(schedule, booking.localDate, [], booking)) throw new TimeslotNotAvailable()
  const met = meeting(car.map(carBookingOf), { start: booking.startsAt, end: booking.endsAt })
  if (met) throw new CarAlreadyBooked(met.reference)
  if (!fits(schedule, booking.localDate, day.map(dayBookingOf), booking)) throw new TimeslotNotAvailable()
}

/**
 * The check against the day as read, and the insert only if the day is still the same when the writer runs it:
 * the booking's id, or null when someone else changed the day in between (nothing written).
 */
async function reserveIfUnchanged(db: Database, schedule: WorkshopSchedule, booking: NewBooking, options: { now: Date; email: NewEmail | null }): Promise<{ id: number } | null> {
  const $ = db.placeholder
  // The day's bookings and the car's, each with the state they are in.
  const [{ rows: day }, { rows: car }] = await Promise.all([
    db.execute({
      sql: `SELECT local_time, is_full_day, duration_minutes, ${STATE_COLUMNS} FROM workshop_bookings WHERE workshop_id = ${$(1)} AND local_date = ${$(2)} AND ${LIVE}`,
      args: [booking.workshopId, booking.localDate],
    }),
    db.execute(carRows(db, booking.registrationNumber)),
  ])
  check(schedule, booking, day, car)
  const [daySeen, carSeen] = [stateOf(day[0]), stateOf(car[0])]
  const at = options.now.toISOString()
  const insert = insertBooking(db, booking, at)
  const next = insert.args.length
  const unchangedRows = (where: string, first: number) =>
    `(SELECT count(*) ${where}) = ${$(first)} AND (SELECT coalesce(sum(id), 0) ${where}) = ${$(first + 1)} AND (SELECT coalesce(max(updated_at), '') ${where}) = ${$(first + 2)}`
  const dayRows = `FROM workshop_bookings WHERE workshop_id = ${$(next + 1)} AND local_date = ${$(next + 2)} AND ${LIVE}`
  const theCar = `FROM workshop_bookings WHERE registration_number = ${$(next + 6)} AND ${LIVE}`
  const statements: Statement[] = [
    {
      // VALUES (…) becomes SELECT … WHERE the day and the car are unchanged: no row, no booking.
      sql: replaceValues(insert.sql, `WHERE ${unchangedRows(dayRows, next + 3)} AND ${unchangedRows(theCar, next + 7)}`),
      args: [...insert.args, booking.workshopId, booking.localDate, daySeen.count, daySeen.idSum, daySeen.lastChange, booking.registrationNumber, carSeen.count, carSeen.idSum, carSeen.lastChange],
    },
  ]
  if (options.email) {
    // The e-mail only with the booking: its reference is new, so it exists only if the booking was just inserted.
    const email = insertEmail(db, options.email, at)
    statements.push({ sql: replaceValues(email.sql, `WHERE EXISTS (SELECT 1 FROM workshop_bookings WHERE reference = ${$(email.args.length + 1)})`), args: [...email.args, booking.reference] })
  }
  const [inserted] = await db.together(statements)
  const id = inserted?.rows[0]?.id
  return id === undefined || id === null ? null : { id: Number(id) }
}

/** `INSERT … VALUES (…) [RETURNING id]` as `INSERT … SELECT … <condition> [RETURNING id]`. */
function replaceValues(sql: string, condition: string): string {
  const match = /^(.*) VALUES \((.*)\)( RETURNING id)?$/s.exec(sql)
  if (!match) throw new Error('not an INSERT … VALUES statement')
  return `${match[1]} SELECT ${match[2]} ${condition}${match[3] ?? ''}`
}

/** The check and the write in one transaction holding the table's write lock from its start. */
function reserveLocked(db: Database, schedule: WorkshopSchedule, booking: NewBooking, options: { now: Date; email: NewEmail | null }): Promise<{ id: number }> {
  const at = options.now.toISOString()
  return db.transaction(
    async (tx) => {
      const $ = tx.placeholder
      const { rows: day } = await tx.execute({
        sql: `SELECT local_time, is_full_day, duration_minutes FROM workshop_bookings WHERE workshop_id = ${$(1)} AND local_date = ${$(2)} AND ${LIVE}`,
        args: [booking.workshopId, booking.localDate],
      })
      const { rows: car } = await tx.execute(carRows(tx, booking.registrationNumber))
      check(schedule, booking, day, car)
      const inserted = await tx.execute(insertBooking(tx, booking, at))
      const id = Number(inserted.rows[0]!.id)
      if (options.email) await tx.execute(insertEmail(tx, options.email, at))
      return { id }
    },
    db.dialect === 'postgres' ? { begin: 'LOCK TABLE workshop_bookings IN SHARE ROW EXCLUSIVE MODE' } : {},
  )
}

export type StoredBooking = NewBooking & { id: number; status: string }

/** A booking by its id (for the confirmation and tests). */
export function bookingById(db: Database, id: number): Promise<StoredBooking | null> {
  return bookingWhere(db, 'id', id)
}

/** A booking by its reference (the customer's cancel link). */
export function bookingByReference(db: Database, reference: string): Promise<StoredBooking | null> {
  return bookingWhere(db, 'reference', reference)
}

async function bookingWhere(db: Database, column: 'id' | 'reference', value: number | string): Promise<StoredBooking | null> {
  const $ = db.placeholder
  const { rows } = await db.execute({ sql: `SELECT * FROM workshop_bookings WHERE ${column} = ${$(1)}`, args: [value] })
  const row = rows[0]
  if (!row) return null
  return {
    id: Number(row.id),
    status: String(row.status),
    reference: String(row.reference),
    kind: String(row.kind) as BookingKind,
    workshopId: Number(row.workshop_id),
    siteId: row.site_id === null || row.site_id === undefined ? null : Number(row.site_id),
    localDate: String(row.local_date),
    ...dayBookingOf(row),
    startsAt: instantOfRow(row.starts_at),
    endsAt: endOf(row, instantOfRow(row.starts_at)),
    registrationNumber: String(row.registration_number),
    vehicle: String(row.vehicle ?? ''),
    mileage: row.mileage === null || row.mileage === undefined ? null : Number(row.mileage),
    customer: { firstName: String(row.customer_first_name), lastName: String(row.customer_last_name), phone: String(row.customer_phone), email: String(row.customer_email) },
    freeText: String(row.free_text ?? ''),
    services: jsonOf(row.services, []),
    totalPrice: row.total_price === null || row.total_price === undefined ? null : Number(row.total_price),
  }
}

/**
 * Cancels a booked booking of this kind that starts after `startsAfter` (the customer's own cancellation, up to a
 * deadline), and writes its cancellation e-mail in the same transaction; its capacity is free at once. False (and
 * no e-mail) when it is not booked or starts sooner.
 */
export async function cancelBooking(db: Database, booking: { id: number; kind: BookingKind; startsAfter: Date; now: Date; email?: NewEmail | null }): Promise<boolean> {
  const cancelled = db.dialect === 'postgres' ? "'cancelled'::enum_workshop_bookings_status" : "'cancelled'"
  const at = booking.now.toISOString()
  return db.transaction(async (tx) => {
    const $ = tx.placeholder
    const { changes } = await tx.execute({
      sql:
        `UPDATE workshop_bookings SET status = ${cancelled}, updated_at = ${$(1, 'timestamptz')} ` +
        `WHERE id = ${$(2)} AND kind = ${$(3, 'enum_workshop_bookings_kind')} AND status = 'booked' AND starts_at > ${$(4, 'timestamptz')}`,
      args: [at, booking.id, booking.kind, booking.startsAfter.toISOString()],
    })
    if (changes !== 1) return false
    if (booking.email) await tx.execute(insertEmail(tx, booking.email, at))
    return true
  })
}

/** Writes an e-mail about a booking to the outbox (a booking's change link sent again). */
export async function sendEmail(db: Database, email: NewEmail, now: Date): Promise<void> {
  await db.execute(insertEmail(db, email, now.toISOString()))
}
