import type { Database } from '@/db/database'
import { booleanOf } from '@/db/sql'

import type { RedirectRule } from './matcher'

/** The redirects table (collection Redirects) and its per-site change counter, read and written in bulk. */

type SiteId = number | string

/** Rows per INSERT of an import: 500 rules of 6 values stay far below both databases' limits. */
const INSERT_CHUNK = 500

/** A site's rules as stored (not yet in matching order). A permanent left empty counts as on. */
export async function selectSiteRules(db: Database, siteId: SiteId): Promise<RedirectRule[]> {
  const { rows } = await db.execute({ sql: `SELECT id, source, destination, permanent, "order" FROM redirects WHERE site_id = ${db.placeholder(1)}`, args: [siteId] })
  return rows.map((row) => ({
    id: Number(row.id),
    source: String(row.source),
    destination: String(row.destination),
    // SQLite keeps booleans as 0/1.
    permanent: row.permanent !== false && row.permanent !== 0,
    // PostgreSQL's numeric arrives as text.
    order: row.order === null || row.order === undefined ? 0 : Number(row.order),
  }))
}

/** The site's counter in `redirect_versions`, which triggers on `redirects` move on every write; '0' for a site that never had a rule. */
export async function redirectTableVersion(db: Database, siteId: SiteId): Promise<string> {
  const { rows } = await db.execute({ sql: `SELECT version FROM redirect_versions WHERE site_id = ${db.placeholder(1)}`, args: [siteId] })
  // PostgreSQL's bigint arrives as a string, SQLite's integer as a number.
  return String(rows[0]?.version ?? 0)
}

/**
 * Writes imported rules for a site in one transaction: after its rules, or instead of them (`replace`).
 * Returns how many rules a replace removed.
 */
export async function writeSiteRules(db: Database, siteId: SiteId, rules: readonly Omit<RedirectRule, 'id'>[], options: { replace: boolean; now: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const $ = tx.placeholder
    const removed = options.replace ? (await tx.execute({ sql: `DELETE FROM redirects WHERE site_id = ${$(1)}`, args: [siteId] })).changes : 0
    for (let start = 0; start < rules.length; start += INSERT_CHUNK) {
      const args: unknown[] = []
      const tuples = rules.slice(start, start + INSERT_CHUNK).map((rule) => {
        const first = args.length
        args.push(siteId, rule.source, rule.destination, booleanOf(tx.dialect, rule.permanent), rule.order, options.now, options.now)
        return `(${[1, 2, 3, 4, 5, 6, 7].map((column) => $(first + column)).join(', ')})`
      })
      await tx.execute({ sql: `INSERT INTO redirects (site_id, source, destination, permanent, "order", updated_at, created_at) VALUES ${tuples.join(', ')}`, args })
    }
    return removed
  })
}
