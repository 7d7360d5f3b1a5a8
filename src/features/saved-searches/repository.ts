import type { Database, Transaction } from '@/db/database'
import { jsonOf, timestampMs, type Row, type Statement } from '@/db/sql'
import type { NewEmail } from '@/features/leads/repository'

import type { SavedCriteria, SavedSearchFrequency, SavedSearchKind, SavedSearchStatus } from './model'

/**
 * The saved searches and their alerts (tables `saved_searches` and `saved_search_alerts`, CMS collections
 * SavedSearches and SavedSearchAlerts). An alert row is unique per search, car and event, and is written before
 * any e-mail: whoever inserts it first announces the car, everyone else inserts nothing. E-mails are written to
 * the outbox in the same transaction that marks their alerts sent, so a car is announced once even when the
 * mail server is down (the outbox retries) or two instances dispatch at once (the transaction holds the lock).
 */

export type NewSavedSearch = {
  siteId: number
  kind: SavedSearchKind
  name: string
  email: string
  subscriberKey: string
  vehicleIndex: string
  locale: string
  frequency: SavedSearchFrequency
  listUrl: string
  criteria: SavedCriteria | null
  carId: string | null
  lastPrice: number | null
  consentText: string
  consentVersion: string
  at: Date
}

export type StoredSavedSearch = {
  id: number
  siteId: number
  kind: SavedSearchKind
  name: string
  email: string
  subscriberKey: string
  vehicleIndex: string
  locale: string
  frequency: SavedSearchFrequency
  status: SavedSearchStatus
  listUrl: string
  criteria: SavedCriteria | null
  carId: string | null
  lastPrice: number | null
  createdAt: string
}

const COLUMNS =
  'id, site_id, kind, name, email, subscriber_key, vehicle_index, locale, frequency, status, list_url, criteria, car_id, last_price, created_at'

function toSavedSearch(row: Row): StoredSavedSearch {
  return {
    id: Number(row.id),
    siteId: Number(row.site_id),
    kind: String(row.kind) as SavedSearchKind,
    name: String(row.name),
    email: String(row.email),
    subscriberKey: String(row.subscriber_key),
    vehicleIndex: String(row.vehicle_index),
    locale: String(row.locale ?? ''),
    frequency: String(row.frequency) as SavedSearchFrequency,
    status: String(row.status) as SavedSearchStatus,
    listUrl: String(row.list_url ?? ''),
    criteria: jsonOf<SavedCriteria | null>(row.criteria, null),
    carId: row.car_id === null || row.car_id === undefined ? null : String(row.car_id),
    lastPrice: row.last_price === null || row.last_price === undefined ? null : Number(row.last_price),
    createdAt: new Date(timestampMs(row.created_at)).toISOString(),
  }
}

/** How many searches a subscriber follows on a site (unsubscribed ones not counted). */
export async function countOfSubscriber(db: Database, siteId: number, subscriberKey: string): Promise<number> {
  const $ = db.placeholder
  const { rows } = await db.execute({
    sql: `SELECT count(*) AS n FROM saved_searches WHERE site_id = ${$(1)} AND subscriber_key = ${$(2)} AND status <> 'unsubscribed'`,
    args: [siteId, subscriberKey],
  })
  return Number(rows[0]?.n ?? 0)
}

/** Stores a new, pending saved search with its consent; its id. */
export async function insertSavedSearch(db: Database, search: NewSavedSearch): Promise<number> {
  const $ = db.placeholder
  const at = search.at.toISOString()
  const { rows } = await db.execute({
    sql:
      'INSERT INTO saved_searches (site_id, kind, name, email, subscriber_key, vehicle_index, locale, frequency, status, list_url, criteria, car_id, last_price, consent_text, consent_version, consented_at, alerts_sent, updated_at, created_at) ' +
      `VALUES (${$(1)}, ${$(2)}, ${$(3)}, ${$(4)}, ${$(5)}, ${$(6)}, ${$(7)}, ${$(8)}, ${$(9)}, ${$(10)}, ${$(11, 'jsonb')}, ${$(12)}, ${$(13)}, ${$(14)}, ${$(15)}, ${$(16, 'timestamptz')}, 0, ${$(16, 'timestamptz')}, ${$(16, 'timestamptz')}) RETURNING id`,
    args: [
      search.siteId,
      search.kind,
      search.name,
      search.email,
      search.subscriberKey,
      search.vehicleIndex,
      search.locale,
      search.frequency,
      'pending',
      search.listUrl,
      search.criteria === null ? null : JSON.stringify(search.criteria),
      search.carId,
      search.lastPrice,
      search.consentText,
      search.consentVersion,
      at,
    ],
  })
  return Number(rows[0]!.id)
}

export async function findSavedSearch(db: Database, id: number): Promise<StoredSavedSearch | null> {
  const { rows } = await db.execute({ sql: `SELECT ${COLUMNS} FROM saved_searches WHERE id = ${db.placeholder(1)}`, args: [id] })
  return rows[0] ? toSavedSearch(rows[0]) : null
}

/** Confirms a pending search (opening its link twice confirms once); whether this call confirmed it. */
export async function confirmSavedSearch(db: Database, id: number, at: Date): Promise<boolean> {
  const $ = db.placeholder
  const { changes } = await db.execute({
    sql: `UPDATE saved_searches SET status = 'confirmed', confirmed_at = ${$(1, 'timestamptz')}, updated_at = ${$(1, 'timestamptz')} WHERE id = ${$(2)} AND status = 'pending'`,
    args: [at.toISOString(), id],
  })
  return changes > 0
}

/** Unsubscribes a search (the one-click link); whether this call did. */
export async function unsubscribeSavedSearch(db: Database, id: number, at: Date): Promise<boolean> {
  const $ = db.placeholder
  const { changes } = await db.execute({
    sql: `UPDATE saved_searches SET status = 'unsubscribed', unsubscribed_at = ${$(1, 'timestamptz')}, updated_at = ${$(1, 'timestamptz')} WHERE id = ${$(2)} AND status <> 'unsubscribed'`,
    args: [at.toISOString(), id],
  })
  return changes > 0
}

/** A subscriber's searches on a site, newest first (unsubscribed ones not shown). */
export async function searchesOfSubscriber(db: Database, siteId: number, subscriberKey: string): Promise<StoredSavedSearch[]> {
  const $ = db.placeholder
  const { rows } = await db.execute({
    sql: `SELECT ${COLUMNS} FROM saved_searches WHERE site_id = ${$(1)} AND subscriber_key = ${$(2)} AND status <> 'unsubscribed' ORDER BY created_at DESC, id DESC LIMIT 200`,
    args: [siteId, subscriberKey],
  })
  return rows.map(toSavedSearch)
}

/** Deletes one of a subscriber's searches with its alerts; whether it was theirs and is gone. */
export async function deleteSubscriberSearch(db: Database, id: number, siteId: number, subscriberKey: string): Promise<boolean> {
  const $ = db.placeholder
  const [, deleted] = await db.atomically([
    {
      sql: `DELETE FROM saved_search_alerts WHERE saved_search_id IN (SELECT id FROM saved_searches WHERE id = ${$(1)} AND site_id = ${$(2)} AND subscriber_key = ${$(3)})`,
      args: [id, siteId, subscriberKey],
    },
    {
      sql: `DELETE FROM saved_searches WHERE id = ${$(1)} AND site_id = ${$(2)} AND subscriber_key = ${$(3)}`,
      args: [id, siteId, subscriberKey],
    },
  ])
  return deleted!.changes > 0
}

/** The confirmed searches of an index, as the matcher reads them. */
export async function confirmedSearchesOf(
  db: Database,
  vehicleIndex: string,
): Promise<Array<{ id: number; siteId: number; criteria: SavedCriteria }>> {
  const { rows } = await db.execute({
    sql: `SELECT id, site_id, criteria FROM saved_searches WHERE vehicle_index = ${db.placeholder(1)} AND status = 'confirmed' AND kind = 'search'`,
    args: [vehicleIndex],
  })
  return rows.map((row) => ({
    id: Number(row.id),
    siteId: Number(row.site_id),
    criteria: jsonOf<SavedCriteria>(row.criteria, { filters: {}, keyphrase: '' }),
  }))
}

/** The confirmed price-drop notices of the given cars of an index. */
export async function carWatchesOf(
  db: Database,
  vehicleIndex: string,
  carIds: readonly string[],
): Promise<Array<{ id: number; siteId: number; carId: string; lastPrice: number | null }>> {
  const found: Array<{ id: number; siteId: number; carId: string; lastPrice: number | null }> = []
  const $ = db.placeholder
  for (let start = 0; start < carIds.length; start += ID_CHUNK) {
    const ids = carIds.slice(start, start + ID_CHUNK)
    const { rows } = await db.execute({
      sql: `SELECT id, site_id, car_id, last_price FROM saved_searches WHERE vehicle_index = ${$(1)} AND status = 'confirmed' AND kind = 'car' AND car_id IN (${ids.map((_, at) => $(at + 2)).join(',')})`,
      args: [vehicleIndex, ...ids],
    })
    for (const row of rows)
      found.push({
        id: Number(row.id),
        siteId: Number(row.site_id),
        carId: String(row.car_id),
        lastPrice: row.last_price === null ? null : Number(row.last_price),
      })
  }
  return found
}

/** Remembers the price a car's watchers were last told of. */
export async function setLastPrices(db: Database, prices: ReadonlyArray<{ id: number; price: number }>): Promise<void> {
  if (prices.length === 0) return
  const $ = db.placeholder
  await db.atomically(
    prices.map(({ id, price }) => ({ sql: `UPDATE saved_searches SET last_price = ${$(1)} WHERE id = ${$(2)}`, args: [price, id] })),
  )
}

const ID_CHUNK = 400
const ALERT_CHUNK = 200

export type NewAlert = { searchId: number; siteId: number; carId: string; event: string; price: number | null }

/**
 * Writes the alerts that do not exist yet (unique per search, car and event) and answers how many were new:
 * a repeated import, or two instances matching the same cars at once, write each alert once.
 */
export async function recordAlerts(db: Database, alerts: readonly NewAlert[], at: Date = new Date()): Promise<number> {
  const $ = db.placeholder
  const now = at.toISOString()
  const statements: Statement[] = []
  for (let start = 0; start < alerts.length; start += ALERT_CHUNK) {
    const chunk = alerts.slice(start, start + ALERT_CHUNK)
    const args: unknown[] = [now]
    const tuples = chunk.map((alert) => {
      const first = args.length
      args.push(alert.searchId, alert.siteId, alert.carId, alert.event, alert.price)
      return `(${$(first + 1)}, ${$(first + 2)}, ${$(first + 3)}, ${$(first + 4)}, ${$(first + 5)}, ${$(1, 'timestamptz')}, ${$(1, 'timestamptz')})`
    })
    statements.push({
      sql: `INSERT INTO saved_search_alerts (saved_search_id, site_id, car_id, event, price, updated_at, created_at) VALUES ${tuples.join(', ')} ON CONFLICT (saved_search_id, car_id, event) DO NOTHING`,
      args,
    })
  }
  let created = 0
  // One transaction per few thousand alerts: one commit (and flush) rather than one per statement.
  for (let start = 0; start < statements.length; start += 20)
    for (const result of await db.atomically(statements.slice(start, start + 20))) created += result.changes
  return created
}

/** An alert waiting for its e-mail, with what the e-mail needs of its search. */
export type PendingAlert = {
  alertId: number
  searchId: number
  siteId: number
  carId: string
  event: string
  price: number | null
  search: Pick<StoredSavedSearch, 'name' | 'email' | 'subscriberKey' | 'locale' | 'kind' | 'vehicleIndex' | 'lastPrice'>
  /** The car's stock document; null when it has left the stock since. */
  car: Record<string, unknown> | null
}

/** The e-mails of one subscriber's pending alerts; null to send none (the alerts are then dropped). */
export type AlertMailer = (
  subscriberKey: string,
  siteId: number,
  alerts: readonly PendingAlert[],
) => (NewEmail & { headers: Record<string, string> }) | null

/** PostgreSQL: one dispatcher at a time (SQLite's write transaction is exclusive already). */
const DISPATCH_LOCK = 'LOCK TABLE saved_search_alerts IN SHARE ROW EXCLUSIVE MODE'

/**
 * Turns pending alerts into e-mails: those of instant searches (and every price-drop notice), or with
 * `daily` those of daily searches whose last digest is older than `digestAfter`. One e-mail per subscriber and
 * site, written to the outbox in the transaction that marks its alerts sent. Answers the e-mails written.
 */
export async function dispatchAlerts(
  db: Database,
  options: { daily: boolean; at: Date; digestBefore?: Date; mail: AlertMailer },
): Promise<number> {
  let total = 0
  for (;;) {
    const { written, full } = await dispatchBatch(db, options)
    total += written
    if (!full) return total
  }
}

/** Alerts pending per subscriber, at most this many in one transaction. */
const DISPATCH_BATCH = 5_000

async function dispatchBatch(
  db: Database,
  options: { daily: boolean; at: Date; digestBefore?: Date; mail: AlertMailer },
): Promise<{ written: number; full: boolean }> {
  return db.transaction(
    async (tx) => {
      const $ = tx.placeholder
      const at = options.at.toISOString()
      const which = options.daily
        ? `s.frequency = 'daily' AND s.kind = 'search' AND (s.last_digest_at IS NULL OR s.last_digest_at < ${$(1, 'timestamptz')})`
        : `(s.frequency = 'instant' OR s.kind = 'car')`
      const { rows } = await tx.execute({
        sql:
          'SELECT a.id AS alert_id, a.saved_search_id, a.site_id, a.car_id, a.event, a.price, s.name, s.email, s.subscriber_key, s.locale, s.kind, s.vehicle_index, s.last_price ' +
          `FROM saved_search_alerts a JOIN saved_searches s ON s.id = a.saved_search_id WHERE a.sent_at IS NULL AND s.status = 'confirmed' AND ${which} ORDER BY a.site_id, s.subscriber_key, a.id LIMIT ${DISPATCH_BATCH}`,
        args: options.daily ? [(options.digestBefore ?? options.at).toISOString()] : [],
      })
      if (rows.length === 0) return { written: 0, full: false }
      const cars = await carDocuments(tx, rows)
      const groups = new Map<string, PendingAlert[]>()
      for (const row of rows) {
        const alert: PendingAlert = {
          alertId: Number(row.alert_id),
          searchId: Number(row.saved_search_id),
          siteId: Number(row.site_id),
          carId: String(row.car_id),
          event: String(row.event),
          price: row.price === null || row.price === undefined ? null : Number(row.price),
          search: {
            name: String(row.name),
            email: String(row.email),
            subscriberKey: String(row.subscriber_key),
            locale: String(row.locale ?? ''),
            kind: String(row.kind) as SavedSearchKind,
            vehicleIndex: String(row.vehicle_index),
            lastPrice: row.last_price === null || row.last_price === undefined ? null : Number(row.last_price),
          },
          car: cars.get(`${row.vehicle_index}\u0000${row.car_id}`) ?? null,
        }
        const key = `${alert.siteId}\u0000${alert.search.subscriberKey}`
        const group = groups.get(key)
        if (group) group.push(alert)
        else groups.set(key, [alert])
      }
      // A full batch may have cut the last subscriber's alerts in two: theirs wait for the next round, whole.
      if (rows.length === DISPATCH_BATCH && groups.size > 1) groups.delete([...groups.keys()].at(-1)!)
      let written = 0
      for (const alerts of groups.values()) {
        const email = options.mail(alerts[0]!.search.subscriberKey, alerts[0]!.siteId, alerts)
        let emailId: number | null = null
        if (email) {
          const inserted = await tx.execute(insertEmail(tx, email, at))
          emailId = Number(inserted.rows[0]!.id)
          written++
        }
        const ids = alerts.map((alert) => alert.alertId)
        for (let start = 0; start < ids.length; start += ID_CHUNK) {
          const chunk = ids.slice(start, start + ID_CHUNK)
          await tx.execute({
            sql: `UPDATE saved_search_alerts SET email_id = ${$(1)}, sent_at = ${$(2, 'timestamptz')}, updated_at = ${$(2, 'timestamptz')} WHERE id IN (${chunk.map((_, i) => $(i + 3)).join(',')})`,
            args: [emailId, at, ...chunk],
          })
        }
        const perSearch = new Map<number, number>()
        for (const alert of alerts) if (email && alert.car) perSearch.set(alert.searchId, (perSearch.get(alert.searchId) ?? 0) + 1)
        for (const [searchId, count] of perSearch) {
          await tx.execute({
            sql: `UPDATE saved_searches SET alerts_sent = alerts_sent + ${$(1)}${options.daily ? `, last_digest_at = ${$(3, 'timestamptz')}` : ''} WHERE id = ${$(2)}`,
            args: options.daily ? [count, searchId, at] : [count, searchId],
          })
        }
      }
      return { written, full: rows.length === DISPATCH_BATCH }
    },
    { begin: DISPATCH_LOCK },
  )
}

async function carDocuments(tx: Transaction, rows: readonly Row[]): Promise<Map<string, Record<string, unknown>>> {
  const byIndex = new Map<string, Set<string>>()
  for (const row of rows) {
    const index = String(row.vehicle_index)
    if (!byIndex.has(index)) byIndex.set(index, new Set())
    byIndex.get(index)!.add(String(row.car_id))
  }
  const $ = tx.placeholder
  const cars = new Map<string, Record<string, unknown>>()
  for (const [index, idSet] of byIndex) {
    const ids = [...idSet]
    for (let start = 0; start < ids.length; start += ID_CHUNK) {
      const chunk = ids.slice(start, start + ID_CHUNK)
      const { rows: found } = await tx.execute({
        sql: `SELECT car_id, data FROM cars WHERE vehicle_index = ${$(1)} AND car_id IN (${chunk.map((_, i) => $(i + 2)).join(',')})`,
        args: [index, ...chunk],
      })
      for (const row of found) cars.set(`${index}\u0000${row.car_id}`, jsonOf<Record<string, unknown>>(row.data, {}))
    }
  }
  return cars
}

function insertEmail(
  tx: Pick<Transaction, 'placeholder' | 'dialect'>,
  email: NewEmail & { headers: Record<string, string> },
  at: string,
): Statement {
  const $ = tx.placeholder
  const pending = tx.dialect === 'postgres' ? "'pending'::enum_email_outbox_status" : "'pending'"
  return {
    sql:
      'INSERT INTO email_outbox (subject, to_address, status, body_text, body_html, headers, attachments, attempts, next_attempt_at, updated_at, created_at) ' +
      `VALUES (${$(1)}, ${$(2)}, ${pending}, ${$(3)}, ${$(4)}, ${$(5, 'jsonb')}, ${$(6, 'jsonb')}, 0, ${$(7, 'timestamptz')}, ${$(7, 'timestamptz')}, ${$(7, 'timestamptz')}) RETURNING id`,
    args: [email.subject, email.to, email.text, email.html, JSON.stringify(email.headers), JSON.stringify(email.attachments), at],
  }
}

/** Puts one e-mail (a confirmation link) in the outbox. */
export async function queueEmail(
  db: Database,
  email: NewEmail & { headers?: Record<string, string> },
  at: Date = new Date(),
): Promise<number> {
  const { rows } = await db.execute(insertEmail(db, { ...email, headers: email.headers ?? {} }, at.toISOString()))
  return Number(rows[0]!.id)
}

/**
 * Erases a site's saved searches never confirmed, or unsubscribed, before `cutoff`, with their alerts (retention,
 * issue 45 §5). Answers how many searches went.
 */
export async function eraseExpiredSearches(db: Database, siteId: number, cutoff: Date): Promise<number> {
  const $ = db.placeholder
  const expired = `SELECT id FROM saved_searches WHERE site_id = ${$(1)} AND ((status = 'pending' AND created_at < ${$(2, 'timestamptz')}) OR (status = 'unsubscribed' AND unsubscribed_at < ${$(2, 'timestamptz')}))`
  const args = [siteId, cutoff.toISOString()]
  const [, deleted] = await db.atomically([
    { sql: `DELETE FROM saved_search_alerts WHERE saved_search_id IN (${expired})`, args },
    { sql: `DELETE FROM saved_searches WHERE id IN (${expired})`, args },
  ])
  return deleted!.changes
}
