import type { Payload } from 'payload'

import { runStockImport } from '@/features/stock/import'
import { sameKey } from '@/lib/api-keys'
import { BodyTooLargeError, boundedChunks, jsonError } from '@/lib/http'
import { logger } from '@/lib/logger'

import { feedFormatOf, MAX_FEED_BYTES, stockImportQuery } from './schema'

export const API_KEY_HEADER = 'x-api-key'

export type StockImportDependencies = {
  /** The configured key; none switches the endpoint off. */
  apiKey: string | undefined
  payload: () => Promise<Payload>
  maxBytes?: number
}

/** The upload broke the size limit, or arrived shorter than it said it was. */
class FeedBodyError extends Error {
  constructor(
    readonly code: 'feed_too_large' | 'feed_truncated',
    message: string,
  ) {
    super(message)
  }
}

/** Feeds are imported one at a time per instance: each holds its cars in memory while they are checked. */
let importQueue: Promise<unknown> = Promise.resolve()
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = importQueue.then(work, work)
  importQueue = turn.catch(() => {})
  return turn
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`

/** The request body, counted as it streams: the feed is never held whole, and an oversized one is cut off. */
async function* feedBody(body: ReadableStream<Uint8Array> | null, maxBytes: number, declared: number | null): AsyncGenerator<Uint8Array, void, undefined> {
  if (!body) return
  let received = 0
  try {
    for await (const chunk of boundedChunks(body, maxBytes)) {
      received += chunk.byteLength
      yield chunk
    }
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new FeedBodyError('feed_too_large', `A feed may be at most ${megabytes(maxBytes)}.`)
    throw error
  }
  // A proxy that limits bodies passes on the first part only; importing that part in full mode would remove cars.
  if (declared !== null && received < declared) {
    throw new FeedBodyError('feed_truncated', `Only ${received} of the feed's ${declared} bytes arrived: a proxy in front of the application may limit request bodies. Nothing was imported.`)
  }
}

/**
 * `POST /api/stock/import?index=vehicles-se&mode=full|upsert` with a JSON, NDJSON or CSV feed as the body
 * and the key in `x-api-key`. Every car is checked first; a feed with a bad car imports nothing (422 with
 * each problem by position and field).
 */
export async function handleStockImport(request: Request, dependencies: StockImportDependencies): Promise<Response> {
  if (!dependencies.apiKey) {
    return jsonError(503, 'not_configured', 'The stock import is switched off on this server: set FORECOURT_STOCK_API_KEY (at least 16 characters) to switch it on.')
  }
  if (!sameKey(request.headers.get(API_KEY_HEADER), dependencies.apiKey)) {
    return jsonError(401, 'unauthorized', `Send the stock import key in the ${API_KEY_HEADER} header.`)
  }
  const query = stockImportQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) {
    return jsonError(400, 'invalid_query', query.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '))
  }
  const format = feedFormatOf(request.headers.get('content-type'))
  if (format === null) return jsonError(415, 'unsupported_media_type', 'Send the feed as application/json, application/x-ndjson or text/csv.')
  const maxBytes = dependencies.maxBytes ?? MAX_FEED_BYTES
  const length = request.headers.get('content-length')
  const declared = length !== null && /^\d+$/.test(length) ? Number(length) : null
  if (declared !== null && declared > maxBytes) {
    return jsonError(413, 'feed_too_large', `A feed may be at most ${megabytes(maxBytes)}; this one is ${megabytes(declared)}.`)
  }

  const { index, mode } = query.data
  const log = logger.child({ index, mode })
  try {
    const payload = await dependencies.payload()
    const result = await oneAtATime(() =>
      runStockImport(payload, { index, mode, format: format === 'sniff' ? undefined : format, stream: feedBody(request.body, maxBytes, declared) }),
    )
    if (!result.ok) {
      log.warn({ rows: result.rows, problemCount: result.problemCount }, 'stock feed refused')
      const listed = result.problemCount > result.problems.length ? ` (the first ${result.problems.length} are listed)` : ''
      return Response.json(
        {
          error: 'invalid_feed',
          message: `The feed has ${result.problemCount} ${result.problemCount === 1 ? 'problem' : 'problems'}${listed}; nothing was imported.`,
          problems: result.problems,
          problemCount: result.problemCount,
        },
        { status: 422 },
      )
    }
    const { rows, inserted, updated, unchanged, removed } = result
    log.info({ format: result.format, rows, inserted, updated, unchanged, removed, parseMs: Math.round(result.parseMs), writeMs: Math.round(result.writeMs) }, 'stock imported')
    return Response.json({ index, mode, format: result.format, rows, inserted, updated, unchanged, removed })
  } catch (error) {
    if (error instanceof FeedBodyError) return jsonError(413, error.code, error.message)
    throw error
  }
}
