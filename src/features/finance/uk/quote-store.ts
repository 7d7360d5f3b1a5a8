import type { Payload } from 'payload'

import { databaseOf } from '@/db/database'
import type { StoredQuote } from './quotes'

/** Where quotes are kept under their references, so their terms can be shown later (spec 2 §7 legal). */
export interface QuoteStore {
  save(quotes: readonly StoredQuote[]): Promise<void>
  load(reference: string): Promise<StoredQuote | null>
}

const KEY_PREFIX = 'finance-quote:'

/**
 * The CMS's key-value store (`payload_kv`, in the database every instance shares): one entry per quote, keyed
 * `finance-quote:<reference>`, readable with `payload.kv.get`. Written straight through the database session's
 * group commit (src/db), so the quotes of visitors moving sliders at the same moment share one commit: through
 * the CMS's own key-value API a quote cost two statements and a transaction of its own.
 */
export function cmsQuoteStore(payload: () => Promise<Payload>): QuoteStore {
  const db = async () => databaseOf(await payload())
  return {
    async save(quotes) {
      if (quotes.length === 0) return
      const database = await db()
      await database.together(
        quotes.map((quote) => ({
          sql: `INSERT INTO payload_kv (key, data) VALUES (${database.placeholder(1)}, ${database.placeholder(2, 'jsonb')})`,
          args: [KEY_PREFIX + quote.reference, JSON.stringify(quote)],
        })),
      )
    },
    async load(reference) {
      const database = await db()
      const { rows } = await database.execute({
        sql: `SELECT data FROM payload_kv WHERE key = ${database.placeholder(1)}`,
        args: [KEY_PREFIX + reference],
      })
      const data = rows[0]?.data
      if (data === undefined || data === null) return null
      // SQLite keeps the entry as text, PostgreSQL as jsonb.
      return (typeof data === 'string' ? JSON.parse(data) : data) as StoredQuote
    },
  }
}

/** A store in this process's memory: for tests. */
export function memoryQuoteStore(): QuoteStore & { size(): number } {
  const quotes = new Map<string, StoredQuote>()
  return {
    async save(list) {
      for (const quote of list) quotes.set(quote.reference, quote)
    },
    async load(reference) {
      return quotes.get(reference) ?? null
    },
    size: () => quotes.size,
  }
}
