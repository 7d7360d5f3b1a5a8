import type { Payload } from 'payload'

import type { StoredQuote } from '@/features/finance/uk/service'

/** Where quotes are kept under their references, so their terms can be shown later (spec 2 §7 legal). */
export interface QuoteStore {
  save(quotes: readonly StoredQuote[]): Promise<void>
  load(reference: string): Promise<StoredQuote | null>
}

const KEY_PREFIX = 'finance-quote:'

/** The CMS's key-value store (the database, shared by every instance): one entry per quote. */
export function cmsQuoteStore(payload: () => Promise<Payload>): QuoteStore {
  return {
    async save(quotes) {
      const cms = await payload()
      await Promise.all(quotes.map((quote) => cms.kv.set(KEY_PREFIX + quote.reference, quote)))
    },
    async load(reference) {
      const cms = await payload()
      return ((await cms.kv.get(KEY_PREFIX + reference)) as StoredQuote | null) ?? null
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
