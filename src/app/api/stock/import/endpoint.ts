import type { Payload } from 'payload'

import { databaseOf } from '@/db/database'
import { runStockImport, type StockImportOptions } from '@/features/stock/import'
import { HttpError, plainError, plainJson } from '@/http/answer'
import { stockKey } from '@/http/auth'
import { defineEndpoint, streamBody, type EndpointAuth } from '@/http/endpoint'
import { logger } from '@/lib/logger'
import { cms } from '@/wiring/cms'
import { stockAlerts } from '@/wiring/saved-searches'

import { FEED_CONTENT_TYPES, feedFormatOf, MAX_FEED_BYTES, stockImportQuery } from './schema'

export type StockImportContext = {
  auth: EndpointAuth
  payload: () => Promise<Payload>
  maxBytes?: number
  /** Once a feed is committed: the saved searches' alerts. */
  afterCommit?: StockImportOptions['afterCommit']
}

/** Feeds are imported one at a time per instance: each holds its cars in memory while they are checked. */
let importQueue: Promise<unknown> = Promise.resolve()
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = importQueue.then(work, work)
  importQueue = turn.catch(() => {})
  return turn
}

/** The feed, counted as it streams: a proxy that passes on only the first part would otherwise remove cars in full mode. */
async function* wholeFeed(body: AsyncIterable<Uint8Array>, declared: number | null): AsyncGenerator<Uint8Array, void, undefined> {
  let received = 0
  for await (const chunk of body) {
    received += chunk.byteLength
    yield chunk
  }
  if (declared !== null && received < declared) {
    throw new HttpError(413, 'feed_truncated', `Only ${received} of the feed's ${declared} bytes arrived: a proxy in front of the application may limit request bodies. Nothing was imported.`)
  }
}

/**
 * `POST /api/stock/import?index=vehicles-se&mode=full|upsert` with a JSON, NDJSON or CSV feed as the body
 * and the key in `x-api-key`. Every car is checked first; a feed with a bad car imports nothing (422 with
 * each problem by position and field).
 */
export function stockImportEndpoint(context: StockImportContext) {
  const maxBytes = context.maxBytes ?? MAX_FEED_BYTES
  return defineEndpoint({
    method: 'POST',
    path: '/api/stock/import',
    summary: 'The dealer system’s stock feed (spec 2 §3)',
    auth: context.auth,
    query: stockImportQuery,
    body: streamBody({ maxBytes, contentTypes: FEED_CONTENT_TYPES, tooLarge: `A feed may be at most ${Math.round(maxBytes / 1024 / 1024)} MB.` }),
    example: { query: { index: 'vehicles-se', mode: 'upsert' } },
    async handle({ query: { index, mode }, body, header }) {
      const format = feedFormatOf(header('content-type'))
      const length = header('content-length')
      const declared = length !== null && /^\d+$/.test(length) ? Number(length) : null
      const log = logger.child({ index, mode })
      const payload = await context.payload()
      const result = await oneAtATime(() => runStockImport(databaseOf(payload), { index, mode, format: format === 'sniff' || format === null ? undefined : format, stream: wholeFeed(body, declared), afterCommit: context.afterCommit }))
      if (!result.ok) {
        log.warn({ rows: result.rows, problemCount: result.problemCount }, 'stock feed refused')
        const listed = result.problemCount > result.problems.length ? ` (the first ${result.problems.length} are listed)` : ''
        const message = `The feed has ${result.problemCount} ${result.problemCount === 1 ? 'problem' : 'problems'}${listed}; nothing was imported.`
        return plainError(422, 'invalid_feed', message, undefined, { problems: result.problems, problemCount: result.problemCount })
      }
      const { rows, inserted, updated, unchanged, removed } = result
      log.info({ format: result.format, rows, inserted, updated, unchanged, removed, parseMs: Math.round(result.parseMs), writeMs: Math.round(result.writeMs) }, 'stock imported')
      return plainJson(200, { index, mode, format: result.format, rows, inserted, updated, unchanged, removed })
    },
  })
}

export const stockImport = stockImportEndpoint({ auth: stockKey, payload: cms, afterCommit: stockAlerts({ inServer: true }) })
