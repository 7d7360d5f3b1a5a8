import { createHash } from 'node:crypto'

import type { ParsedSearchRequest, SearchResponse } from './schema'

/**
 * The search service every car list, car page, teaser, dealer-site page and workshop list reads through
 * (spec 2 §7), in process or behind `POST /api/search`.
 *
 * Each index lives in this instance's memory, built from the database on first use. A poll every two
 * seconds asks the database whether the index's data changed (a cheap version token) and rebuilds it in
 * the background when it did, so an import or an editor's change reaches every instance within seconds;
 * a change made in this process is checked before the next answer, and before every answer for a poll's
 * length after it (the change's transaction commits after the hook that told of it, so a check in between
 * would read the data as it was). While this process imports a stock
 * feed, and for moments after, the poll waits, so a feed sent in parts is not indexed again after every
 * part. Answers are cached for 60 s and the cache of an index is dropped whenever the index is rebuilt.
 *
 * With several instances (`shared`, Redis), an answer one instance computed is kept for the others too, under
 * the index's version: an instance that has no answer of its own asks there before it searches, and an instance
 * whose index is of another version never reads it. Only answers of chosen fields or of facets alone are shared
 * (the car lists' and teasers' searches): an answer of whole cars lists the index's own documents, whose bytes
 * the search call keeps and sends as they are (answer-json.ts), and is hundreds of kilobytes — moving it through
 * Redis would cost more than searching again. A shared cache that does not answer is a miss, never an error.
 */

export const SEARCH_CACHE_MS = 60_000
export const INDEX_POLL_MS = 2_000
const CACHE_ENTRIES = 5_000
/** Larger answers are not shared (a car list's page of cards is some 30 KB). */
export const MAX_SHARED_ANSWER_CHARS = 256 * 1024

const UNKNOWN_INDEX_ERROR = Symbol.for('forecourt.UnknownIndexError')

export class UnknownIndexError extends Error {
  override name = 'UnknownIndexError'
  /** Recognised across bundles of this module (see SearchRequestError): the service is shared by all of them. */
  readonly [UNKNOWN_INDEX_ERROR] = true
  constructor(readonly index: string) {
    super(`Unknown index "${index}".`)
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && UNKNOWN_INDEX_ERROR in value
  }
}

export type IndexSource = {
  /** Whether the name is an index this deployment serves. */
  has: (index: string) => boolean
  /** A token that changes whenever the index's documents change. */
  version: (index: string) => Promise<string>
  load: (index: string) => Promise<object[]>
}

/** Answers shared with the other instances (a SharedCache of src/integrations/shared-cache). */
export type SharedAnswers = {
  get: (key: string) => Promise<string | null>
  set: (key: string, value: string, ttlMs: number) => Promise<void>
}

export type SearchEngine<Built> = {
  build: (index: string, documents: object[]) => Built
  search: (built: Built, request: ParsedSearchRequest) => SearchResponse
}

type Options<Built> = {
  source: IndexSource
  engine: SearchEngine<Built>
  /** Bumped when this process changed the data: the next search checks the version first. */
  localVersion?: () => number
  /** While true (a change of this process may still be committing), every search checks the version first. */
  localChangeSettling?: () => boolean
  /** While true, the background poll rebuilds nothing (this process is writing the data); searches still check. */
  pollPaused?: () => boolean
  pollMs?: number
  cacheMs?: number
  /** Answers shared with the other instances; none: each instance keeps its own only. */
  shared?: SharedAnswers | null
  now?: () => number
  onError?: (error: unknown, index: string) => void
  onRebuilt?: (index: string, documents: number, millis: number) => void
}

type Entry<Built> = {
  built: Built
  version: string
  localVersion: number
  cache: Map<string, { at: number; response: SearchResponse }>
}

export type SearchService<Built = unknown> = {
  search: (request: ParsedSearchRequest) => Promise<SearchResponse>
  /** The index as built from the current data (built or refreshed first, as a search would). */
  built: (index: string) => Promise<Built>
  /** Checks every loaded index now and rebuilds the changed ones. */
  refresh: () => Promise<void>
  stop: () => void
}

/**
 * The indices this process has built, each checked against its source's version: on a search after this process
 * changed the data (or while such a change may still be committing), and every `pollMs` in the background.
 */
function indexEntries<Built>({
  source,
  engine,
  localVersion = () => 0,
  localChangeSettling = () => false,
  pollPaused = () => false,
  pollMs = INDEX_POLL_MS,
  now = Date.now,
  onError,
  onRebuilt,
}: Options<Built>) {
  const entries = new Map<string, Entry<Built>>()
  /** The check running for each index, and this process's version of the data when it was asked for. */
  const checking = new Map<string, { local: number; promise: Promise<Entry<Built>> }>()
  let timer: ReturnType<typeof setInterval> | null = null

  const rebuildIfChanged = async (index: string): Promise<Entry<Built>> => {
    const startedLocal = localVersion()
    const version = await source.version(index)
    const current = entries.get(index)
    if (current && current.version === version) {
      current.localVersion = startedLocal
      return current
    }
    const started = now()
    const documents = await source.load(index)
    const entry: Entry<Built> = { built: engine.build(index, documents), version, localVersion: startedLocal, cache: new Map() }
    entries.set(index, entry)
    onRebuilt?.(index, documents.length, now() - started)
    return entry
  }

  const check = (index: string): Promise<Entry<Built>> => {
    const asked = localVersion()
    const running = checking.get(index)
    if (running && running.local === asked) return running.promise
    // A check that began before this process's latest change may read the data as it was: a new one follows it.
    const promise = (running ? running.promise.catch(() => undefined) : Promise.resolve()).then(() => rebuildIfChanged(index))
    const finished = () => {
      if (checking.get(index)?.promise === promise) checking.delete(index)
    }
    promise.then(finished, finished)
    checking.set(index, { local: asked, promise })
    return promise
  }

  const startPolling = () => {
    if (timer || pollMs <= 0) return
    timer = setInterval(() => {
      if (pollPaused()) return
      for (const index of entries.keys()) check(index).catch((error) => onError?.(error, index))
    }, pollMs)
    timer.unref?.()
  }

  return {
    /** The index's entry, checked first when this process changed the data since it was built. */
    async entryFor(index: string): Promise<Entry<Built>> {
      const entry = entries.get(index)
      if (entry && entry.localVersion === localVersion() && !localChangeSettling()) return entry
      startPolling()
      try {
        return await check(index)
      } catch (error) {
        // A source that fails after the index was built keeps the last index serving.
        if (!entry) throw error
        onError?.(error, index)
        return entry
      }
    },
    refresh: () => Promise.all([...entries.keys()].map((index) => check(index))).then(() => undefined),
    stop() {
      if (timer) clearInterval(timer)
      timer = null
    },
  }
}

/** An index's answers kept for `cacheMs`, the oldest dropped beyond CACHE_ENTRIES. */
function keep<Built>(entry: Entry<Built>, key: string, response: SearchResponse, at: number) {
  if (entry.cache.size >= CACHE_ENTRIES) entry.cache.delete(entry.cache.keys().next().value as string)
  entry.cache.set(key, { at, response })
}

/** Answers shared with the other instances: read back when another instance answered first, written after answering. */
function sharing(shared: SharedAnswers, cacheMs: number) {
  return {
    async find(sharedKey: string): Promise<SearchResponse | null> {
      try {
        const text = await shared.get(sharedKey)
        return text === null ? null : (JSON.parse(text) as SearchResponse)
      } catch {
        return null
      }
    },
    share(sharedKey: string, response: SearchResponse) {
      // After the answer has gone: writing it out is not the visitor's wait.
      setImmediate(() => {
        const text = JSON.stringify(response)
        if (text.length <= MAX_SHARED_ANSWER_CHARS) shared.set(sharedKey, text, cacheMs).catch(() => {})
      })
    },
  }
}

export function createSearchService<Built>(options: Options<Built>): SearchService<Built> {
  const { source, engine, cacheMs = SEARCH_CACHE_MS, shared = null, now = Date.now } = options
  const indices = indexEntries(options)
  const answers = shared ? sharing(shared, cacheMs) : null

  return {
    async search(request) {
      if (!source.has(request.index)) throw new UnknownIndexError(request.index)
      const entry = await indices.entryFor(request.index)
      const key = JSON.stringify(request)
      const cached = entry.cache.get(key)
      if (cached && now() - cached.at < cacheMs) return cached.response
      const sharedKey = answers && isShareable(request) ? sharedKeyOf(request.index, entry.version, key) : null
      if (sharedKey) {
        const found = await answers!.find(sharedKey)
        if (found) {
          keep(entry, key, found, now())
          return found
        }
      }
      const response = engine.search(entry.built, request)
      keep(entry, key, response, now())
      if (sharedKey) answers!.share(sharedKey, response)
      return response
    },
    async built(index) {
      if (!source.has(index)) throw new UnknownIndexError(index)
      return (await indices.entryFor(index)).built
    },
    refresh: indices.refresh,
    stop: indices.stop,
  }
}

/** Answers of chosen fields, or of facets and counts alone, are shared; answers of whole documents are not. */
function isShareable(request: ParsedSearchRequest): boolean {
  return request.fields !== undefined || request.limit === 0
}

/** The shared cache's key of an answer: the index, the version of its documents, and the request. */
function sharedKeyOf(index: string, version: string, request: string): string {
  return `${index}:${version}:${createHash('sha256').update(request).digest('base64url')}`
}
