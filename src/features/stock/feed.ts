import type { z } from 'zod'

import { CAR_FIELDS, carSchema, withoutComputedFields, type Car } from './car'

/**
 * A stock feed from the dealer management system: JSON (an array of cars, or `{ "cars": […] }`), NDJSON (one
 * car per line) or CSV (a header row of car field names). Feeds run to 100,000 cars of a few KB each, so
 * they are read as a stream, one car at a time, and never held whole as text.
 */

export const FEED_FORMATS = ['json', 'ndjson', 'csv'] as const
export type FeedFormat = (typeof FEED_FORMATS)[number]

/** One thing wrong with a feed: `position` is the car's 1-based place in it (see `parseFeed`), 0 for the feed as a whole. */
export type FeedProblem = { position: number; carId?: string; field: string; message: string }

export type FeedInput = string | AsyncIterable<string | Uint8Array> | ReadableStream<Uint8Array>

export type ParsedFeed<T = Car> = {
  format: FeedFormat
  /** Cars read, valid or not. */
  rows: number
  /** The valid cars in feed order (as `keep` made them); empty as soon as any row is bad (such a feed imports nothing). */
  cars: T[]
  /** The first MAX_REPORTED_PROBLEMS problems. */
  problems: FeedProblem[]
  /** Every problem, reported or not. */
  problemCount: number
}

/** More problems than this are counted, not listed: a feed with a wrong column would otherwise list one per car. */
export const MAX_REPORTED_PROBLEMS = 1_000
/** A feed holds at most this many cars; the largest market has about 100,000. */
export const MAX_FEED_CARS = 500_000
/** One car's text may be at most this long (a car with every list full is well under 1 MB). */
export const MAX_CAR_CHARS = 4_000_000

export type ParseFeedOptions<T = Car> = {
  format?: FeedFormat
  maxCars?: number
  maxCarChars?: number
  /**
   * What is kept of each valid car, made as soon as it is read (the car itself when not given): an import
   * keeps each car's row as it will be written (store.ts `storedCar`), so the feed's cars are never all held
   * as objects at once.
   */
  keep?: (car: Car) => T
}

/** The format a file name says it holds. */
export function formatFromFileName(name: string): FeedFormat | undefined {
  const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase()
  if (extension === 'json') return 'json'
  if (extension === 'ndjson' || extension === 'jsonl') return 'ndjson'
  if (extension === 'csv') return 'csv'
  return undefined
}

/** Stops reading: the feed broke a limit, or its structure leaves nothing more to read. */
class StopFeed extends Error {}

type Sink = {
  /** A car's raw value at `position`. */
  row: (position: number, value: unknown) => void
  /** A car that could not be read at all (its text is not JSON, a CSV row has the wrong number of cells). */
  unreadable: (problem: FeedProblem) => void
  /** A CSV row whose cells were converted; `cellProblems` are cells that could not be. */
  csvRow: (position: number, value: Record<string, unknown>, cellProblems: FeedProblem[]) => void
  problem: (problem: FeedProblem) => void
  limits: { maxCarChars: number }
}

type FeedReader = { push: (chunk: string) => void; end: () => void }

/**
 * Reads and validates a feed. Positions are what a person finds the car by: the element number of a JSON
 * array, the line of an NDJSON file, and the line a CSV record starts on (the header is line 1). Every car
 * is checked against the car schema; a car_id seen before in the same feed is a problem of the later car.
 */
export async function parseFeed<T = Car>(input: FeedInput, options: ParseFeedOptions<T> = {}): Promise<ParsedFeed<T>> {
  const maxCars = options.maxCars ?? MAX_FEED_CARS
  const keep = options.keep ?? ((car: Car) => car as T)
  const problems: FeedProblem[] = []
  let problemCount = 0
  let rows = 0
  let cars: T[] = []
  const firstPosition = new Map<string, number>()

  const problem = (found: FeedProblem) => {
    problemCount++
    if (problems.length < MAX_REPORTED_PROBLEMS) problems.push(found)
    // A bad feed imports nothing: stop keeping cars.
    if (cars.length > 0) cars = []
  }

  const countRow = (position: number, value: unknown): string | undefined => {
    rows++
    if (rows > maxCars) {
      problem({
        position,
        field: '',
        message: `a feed holds at most ${maxCars.toLocaleString('en')} cars; split it or check for a runaway export`,
      })
      throw new StopFeed()
    }
    const carId = carIdOf(value)
    if (carId !== undefined) {
      const first = firstPosition.get(carId)
      if (first === undefined) firstPosition.set(carId, position)
      else problem({ position, carId, field: 'car_id', message: `the same car as row ${first}` })
    }
    return carId
  }

  const check = (position: number, carId: string | undefined, value: unknown, skipFields?: ReadonlySet<string>) => {
    const parsed = carSchema.safeParse(withoutComputedFields(value))
    if (parsed.success) {
      if (problemCount === 0) cars.push(keep(parsed.data))
      return
    }
    for (const found of issueProblems(parsed.error.issues, position, carId)) {
      if (skipFields?.has(found.field.split('.')[0]!)) continue
      problem(found)
    }
  }

  const sink: Sink = {
    row: (position, value) => check(position, countRow(position, value), value),
    unreadable: (found) => {
      countRow(found.position, undefined)
      problem(found)
    },
    csvRow: (position, value, cellProblems) => {
      const carId = countRow(position, value)
      for (const found of cellProblems) problem({ ...found, ...(carId === undefined ? {} : { carId }) })
      check(position, carId, value, new Set(cellProblems.map((found) => found.field)))
    },
    problem,
    limits: { maxCarChars: options.maxCarChars ?? MAX_CAR_CHARS },
  }

  const chunks = textChunks(input)
  let format = options.format
  let replay: string[] = []
  if (!format) {
    const sniffed = await sniffFormat(chunks)
    format = sniffed.format
    replay = sniffed.read
  }
  const reader = format === 'json' ? jsonReader(sink) : format === 'ndjson' ? ndjsonReader(sink) : csvReader(sink)
  try {
    for (const chunk of replay) reader.push(chunk)
    replay = []
    for await (const chunk of chunks) reader.push(chunk)
    reader.end()
  } catch (error) {
    if (!(error instanceof StopFeed)) throw error
    // Let the source know nothing more is read (a file closes, an upload stops).
    await chunks.return?.(undefined)
  }
  return { format, rows, cars: problemCount === 0 ? cars : [], problems, problemCount }
}

function carIdOf(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined
  const id = (value as { car_id?: unknown }).car_id
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? String(id) : undefined
}

/** zod's issues in the feed's terms: one problem per field, the dotted path as the field. */
function issueProblems(issues: readonly z.core.$ZodIssue[], position: number, carId: string | undefined): FeedProblem[] {
  const withId = carId === undefined ? {} : { carId }
  const found: FeedProblem[] = []
  for (const issue of issues) {
    const path = issue.path.map(String).join('.')
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) found.push({ position, ...withId, field: path ? `${path}.${key}` : key, message: 'not a car field' })
      continue
    }
    if (issue.code === 'invalid_type' && path === '' && issue.expected === 'object') {
      found.push({ position, ...withId, field: '', message: 'expected a car (an object of car fields)' })
      continue
    }
    found.push({ position, ...withId, field: path, message: issueMessage(issue) })
  }
  return found
}

function issueMessage(issue: z.core.$ZodIssue): string {
  const message = issue.message.replace(/^Invalid input: /, '')
  if (issue.code === 'invalid_type' && message.endsWith('received undefined')) return `missing (expected ${issue.expected})`
  return message
}

// ---------------------------------------------------------------------------------------------------------
// Text in

async function* textChunks(input: FeedInput): AsyncGenerator<string, void, undefined> {
  if (typeof input === 'string') {
    yield input.charCodeAt(0) === 0xfeff ? input.slice(1) : input
    return
  }
  const decoder = new TextDecoder('utf-8')
  const iterable: AsyncIterable<string | Uint8Array> = isReadableStream(input) ? readableChunks(input) : input
  let first = true
  for await (const chunk of iterable) {
    let text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })
    if (first && text.length > 0) {
      if (typeof chunk === 'string' && text.charCodeAt(0) === 0xfeff) text = text.slice(1)
      first = false
    }
    if (text.length > 0) yield text
  }
  const rest = decoder.decode()
  if (rest.length > 0) yield rest
}

function isReadableStream(input: unknown): input is ReadableStream<Uint8Array> {
  return typeof (input as ReadableStream | undefined)?.getReader === 'function'
}

async function* readableChunks(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array, void, undefined> {
  const reader = stream.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      yield value
    }
  } finally {
    // Stopping early (a limit, a structural error) cancels the upload instead of waiting for its end.
    await reader.cancel().catch(() => {})
    reader.releaseLock()
  }
}

/**
 * The format of a feed without a name or type: `[` starts JSON; `{` starts JSON when the first line is not
 * a whole object by itself (pretty-printed) or is one with a `cars` key, and NDJSON otherwise; anything
 * else is CSV. Returns the text read to decide, to be read again.
 */
async function sniffFormat(chunks: AsyncGenerator<string, void, undefined>): Promise<{ format: FeedFormat; read: string[] }> {
  const read: string[] = []
  let text = ''
  let start = -1
  let scanned = 0
  for (;;) {
    if (start === -1) start = text.search(/\S/)
    if (start !== -1) {
      const first = text[start]
      if (first === '[') return { format: 'json', read }
      if (first !== '{') return { format: 'csv', read }
      const newline = text.indexOf('\n', Math.max(start, scanned))
      if (newline !== -1) return { format: firstLineFormat(text.slice(start, newline)), read }
      // No car is this long: one line this long is a whole single-line JSON document.
      if (text.length - start > MAX_CAR_CHARS) return { format: 'json', read }
      scanned = text.length
    }
    const next = await chunks.next()
    if (next.done) return { format: start === -1 ? 'json' : firstLineFormat(text.slice(start)), read }
    read.push(next.value)
    text += next.value
  }
}

function firstLineFormat(line: string): FeedFormat {
  if (/^\{\s*"cars"\s*:\s*\[/.test(line)) return 'json'
  try {
    const value: unknown = JSON.parse(line)
    return value !== null && typeof value === 'object' && 'cars' in value ? 'json' : 'ndjson'
  } catch {
    // An opener or a line ending inside a value is pretty-printed JSON; anything else a broken NDJSON car.
    return /[{[,:]\s*$/.test(line) ? 'json' : 'ndjson'
  }
}

// ---------------------------------------------------------------------------------------------------------
// NDJSON

function ndjsonReader(sink: Sink): FeedReader {
  let pending = ''
  let line = 0

  const tooLong = (position: number): never => {
    sink.problem({ position, field: '', message: `the line is longer than ${sink.limits.maxCarChars.toLocaleString('en')} characters` })
    throw new StopFeed()
  }

  const takeLine = (text: string) => {
    line++
    if (text.length > sink.limits.maxCarChars) tooLong(line)
    const content = text.endsWith('\r') ? text.slice(0, -1) : text
    if (content.trim() === '') return
    let value: unknown
    try {
      value = JSON.parse(content)
    } catch (error) {
      sink.unreadable({ position: line, field: '', message: `not valid JSON (${(error as Error).message})` })
      return
    }
    sink.row(line, value)
  }

  return {
    push(chunk) {
      let from = 0
      for (;;) {
        const newline = chunk.indexOf('\n', from)
        if (newline === -1) break
        const text = chunk.slice(from, newline)
        takeLine(pending === '' ? text : pending + text)
        pending = ''
        from = newline + 1
      }
      if (from < chunk.length) pending += chunk.slice(from)
      if (pending.length > sink.limits.maxCarChars) tooLong(line + 1)
    },
    end() {
      if (pending !== '') takeLine(pending)
      pending = ''
    },
  }
}

// ---------------------------------------------------------------------------------------------------------
// JSON

const QUOTE = 0x22
const BACKSLASH = 0x5c
const COMMA = 0x2c
const COLON = 0x3a
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09

/** Where the JSON reader is in the feed, kept from one chunk to the next. */
type JsonSplit = {
  sink: Sink
  started: boolean
  wrapped: boolean
  finished: boolean
  depth: number
  inString: boolean
  escaped: boolean
  /** Depth of the cars array's elements; -1 outside it. */
  carsDepth: number
  carsSeen: boolean
  // Keys of the wrapping object (depth 1).
  expectKey: boolean
  key: string[] | null
  lastKey: string
  expectValue: boolean
  // The car being read.
  pieces: string[]
  pieceLength: number
  elementStart: number
  elementIsContainer: boolean
  afterElement: boolean
  position: number
  /** The chunk's next backslash at or after the string being read: -2 before the first look, -1 for none. */
  nextBackslash: number
}

/**
 * Splits the cars array of a JSON feed into one car's text at a time, each parsed on its own: a feed of
 * 100,000 cars never becomes one object tree, and a syntax error is reported at the car it is in.
 * In `{ "cars": [...] }` the other keys are skipped.
 */
function jsonReader(sink: Sink): FeedReader {
  const split: JsonSplit = {
    sink,
    started: false,
    wrapped: false,
    finished: false,
    depth: 0,
    inString: false,
    escaped: false,
    carsDepth: -1,
    carsSeen: false,
    expectKey: false,
    key: null,
    lastKey: '',
    expectValue: false,
    pieces: [],
    pieceLength: 0,
    elementStart: -1,
    elementIsContainer: false,
    afterElement: false,
    position: 0,
    nextBackslash: -2,
  }
  return { push: (chunk) => jsonPush(split, chunk), end: () => jsonEnd(split) }
}

function jsonFail(split: JsonSplit, message: string): never {
  split.sink.problem({ position: split.position + 1, field: '', message })
  throw new StopFeed()
}

function finishElement(split: JsonSplit, chunk: string, end: number): void {
  const { sink } = split
  const text =
    split.pieces.length === 0 ? chunk.slice(split.elementStart, end) : split.pieces.join('') + chunk.slice(split.elementStart, end)
  if (text.length > sink.limits.maxCarChars)
    jsonFail(split, `car ${split.position + 1} is longer than ${sink.limits.maxCarChars.toLocaleString('en')} characters`)
  split.pieces = []
  split.pieceLength = 0
  split.elementStart = -1
  split.afterElement = true
  const position = ++split.position
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    sink.unreadable({ position, field: '', message: `not valid JSON (${(error as Error).message})` })
    return
  }
  sink.row(position, value)
}

function jsonPush(split: JsonSplit, chunk: string): void {
  split.nextBackslash = -2
  const length = chunk.length
  for (let i = 0; i < length; i++) {
    if (split.inString) {
      i = jsonStringRun(split, chunk, i)
      continue
    }
    const c = chunk.charCodeAt(i)
    if (isSpace(c)) {
      if (split.elementStart !== -1 && !split.elementIsContainer && split.depth === split.carsDepth) finishElement(split, chunk, i)
      continue
    }
    if (!split.started) {
      jsonOpen(split, c)
      continue
    }
    if (split.finished) jsonFail(split, 'unexpected text after the end of the JSON')
    if (split.depth === split.carsDepth) {
      jsonCarsToken(split, chunk, i, c)
      continue
    }
    if (split.wrapped && split.depth === 1 && jsonWrapperToken(split, c)) continue
    if (c === QUOTE) split.inString = true
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) split.depth++
    else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      split.depth--
      if (split.elementStart !== -1 && split.depth === split.carsDepth) finishElement(split, chunk, i + 1)
    }
  }
  if (split.elementStart !== -1) {
    const rest = chunk.slice(split.elementStart)
    split.pieces.push(rest)
    split.pieceLength += rest.length
    split.elementStart = 0
    const max = split.sink.limits.maxCarChars
    if (split.pieceLength > max) jsonFail(split, `car ${split.position + 1} is longer than ${max.toLocaleString('en')} characters`)
  }
}

/**
 * Reads on in a string from `i`: the index of the last character read (its closing quote, or a backslash), or
 * the chunk's length when the string goes on in the next chunk.
 */
function jsonStringRun(split: JsonSplit, chunk: string, i: number): number {
  if (split.escaped) {
    split.escaped = false
    return i
  }
  const length = chunk.length
  // Jump to the string's next quote or backslash: descriptions are long.
  const quote = chunk.indexOf('"', i)
  if (split.nextBackslash !== -1 && split.nextBackslash < i) split.nextBackslash = chunk.indexOf('\\', i)
  const nextBackslash = split.nextBackslash
  const stop =
    quote === -1 ? (nextBackslash === -1 ? length : nextBackslash) : nextBackslash === -1 ? quote : Math.min(quote, nextBackslash)
  const { key } = split
  if (key) key.push(chunk.slice(i, Math.min(stop, length)))
  if (stop >= length) return length
  if (chunk.charCodeAt(stop) === BACKSLASH) {
    split.escaped = true
    if (key) key.push('\\')
    return stop
  }
  split.inString = false
  if (key) {
    split.lastKey = key.join('')
    split.key = null
  }
  return stop
}

/** The feed's first character: an array of cars, or an object holding one. */
function jsonOpen(split: JsonSplit, c: number): void {
  if (c === OPEN_ARRAY) split.carsDepth = 1
  else if (c === OPEN_OBJECT) {
    split.wrapped = true
    split.expectKey = true
  } else jsonFail(split, 'expected a JSON array of cars, or an object with a "cars" array')
  split.started = true
  split.depth = 1
}

/** A character at the depth of the cars: between cars, or inside a car that is not an object or array. */
function jsonCarsToken(split: JsonSplit, chunk: string, i: number, c: number): void {
  if (split.elementStart !== -1 && !split.elementIsContainer) {
    if (c === COMMA || c === CLOSE_ARRAY) finishElement(split, chunk, i)
    else {
      if (c === QUOTE) split.inString = true
      return
    }
  }
  if (c === COMMA) {
    if (!split.afterElement) jsonFail(split, `expected a car before the comma after car ${split.position}`)
    split.afterElement = false
    return
  }
  if (c === CLOSE_ARRAY) {
    if (!split.afterElement && split.position > 0) jsonFail(split, `expected a car after the comma after car ${split.position}`)
    split.depth--
    split.carsDepth = -1
    split.carsSeen = true
    if (split.depth === 0) split.finished = true
    return
  }
  if (split.afterElement) jsonFail(split, `expected a comma after car ${split.position}`)
  split.elementStart = i
  split.elementIsContainer = c === OPEN_OBJECT || c === OPEN_ARRAY
  if (split.elementIsContainer) split.depth++
  else if (c === QUOTE) split.inString = true
}

/** A character of the wrapping object's own level (its keys, and where "cars" starts): whether it was taken. */
function jsonWrapperToken(split: JsonSplit, c: number): boolean {
  if (split.expectKey) {
    if (c === QUOTE) {
      split.inString = true
      split.key = []
      split.expectKey = false
      return true
    }
    if (c === CLOSE_OBJECT) {
      split.depth = 0
      split.finished = true
      return true
    }
    jsonFail(split, 'expected a key in the JSON object')
  }
  if (c === COLON) {
    split.expectValue = true
    return true
  }
  if (c === COMMA) {
    split.expectKey = true
    return true
  }
  if (c === CLOSE_OBJECT) {
    split.depth = 0
    split.finished = true
    return true
  }
  if (split.expectValue) {
    split.expectValue = false
    if (split.lastKey === 'cars') {
      if (c !== OPEN_ARRAY) jsonFail(split, '"cars" must be an array of cars')
      split.depth = 2
      split.carsDepth = 2
      return true
    }
  }
  // Another key's value: read past like any other JSON.
  return false
}

function jsonEnd(split: JsonSplit): void {
  if (!split.started) jsonFail(split, 'the feed is empty: expected a JSON array of cars')
  if (split.elementStart !== -1 && !split.elementIsContainer && split.depth === split.carsDepth) {
    finishElement(split, '', 0)
  }
  if (!split.finished)
    jsonFail(
      split,
      split.elementStart !== -1 || split.pieces.length > 0 ? `the JSON ends inside car ${split.position + 1}` : 'the JSON ends early',
    )
  if (split.wrapped && !split.carsSeen) jsonFail(split, 'the JSON object has no "cars" array')
}

// ---------------------------------------------------------------------------------------------------------
// CSV

type CellKind = 'string' | 'number' | 'boolean' | 'json'
type Column = { field: string; kind: CellKind; nullable: boolean; optional?: boolean }

/** How a plain cell becomes a value: by the type the car schema gives the column. */
function cellKind(schema: z.ZodType): { kind: CellKind; nullable: boolean; optional: boolean } {
  let def = schema._zod.def as { type: string; innerType?: z.ZodType }
  let nullable = false
  let optional = false
  while ((def.type === 'nullable' || def.type === 'optional') && def.innerType) {
    nullable = true
    if (def.type === 'optional') optional = true
    def = def.innerType._zod.def as typeof def
  }
  if (def.type === 'string' || def.type === 'enum' || def.type === 'literal') return { kind: 'string', nullable, optional }
  if (def.type === 'number') return { kind: 'number', nullable, optional }
  if (def.type === 'boolean') return { kind: 'boolean', nullable, optional }
  return { kind: 'json', nullable, optional }
}

const CSV_COLUMNS: ReadonlyMap<string, Column> = new Map(
  CAR_FIELDS.map((field) => [field, { field, ...cellKind(carSchema.shape[field] as unknown as z.ZodType) }]),
)

const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/

/** A cell's value, or the reason it has none. */
function cellValue(column: Column, cell: string): { value: unknown } | { problem: string } {
  if (column.kind === 'string') return { value: cell === '' && column.nullable ? null : cell }
  const text = cell.trim()
  if (text === '' && column.nullable) return { value: null }
  if (column.kind === 'number') {
    return NUMBER.test(text) ? { value: Number(text) } : { problem: text === '' ? 'missing (expected number)' : 'expected number' }
  }
  if (column.kind === 'boolean') {
    const lower = text.toLowerCase()
    return lower === 'true' ? { value: true } : lower === 'false' ? { value: false } : { problem: 'expected true or false' }
  }
  if (text === '') return { problem: 'missing (expected JSON)' }
  try {
    return { value: JSON.parse(text) }
  } catch {
    return { problem: 'expected JSON' }
  }
}

/** Where the CSV reader is in the feed, kept from one chunk to the next. */
type CsvSplit = {
  sink: Sink
  /** The header's columns, once it is read. */
  columns: Column[] | null
  record: string[]
  field: string[]
  fieldLength: number
  recordLength: number
  inQuotes: boolean
  /** A quote seen in a quoted field whose meaning (end, or the first of two) depends on the next character. */
  quotePending: boolean
  quotedField: boolean
  afterQuote: boolean
  malformed: string | null
  line: number
  recordLine: number
}

/**
 * RFC 4180: fields separated by commas, records by CRLF or LF; a field in double quotes may hold commas,
 * line breaks and doubled quotes. Lists and objects (car_images, car_loan_option, …) are JSON in one cell.
 */
function csvReader(sink: Sink): FeedReader {
  const split: CsvSplit = {
    sink,
    columns: null,
    record: [],
    field: [],
    fieldLength: 0,
    recordLength: 0,
    inQuotes: false,
    quotePending: false,
    quotedField: false,
    afterQuote: false,
    malformed: null,
    line: 1,
    recordLine: 1,
  }
  return { push: (chunk) => csvPush(split, chunk), end: () => csvEnd(split) }
}

function csvPush(split: CsvSplit, chunk: string): void {
  const length = chunk.length
  const max = split.sink.limits.maxCarChars
  let i = 0
  while (i < length) {
    if (split.quotePending) {
      split.quotePending = false
      if (chunk.charCodeAt(i) === QUOTE) {
        csvAppend(split, '"')
        i++
        continue
      }
      split.inQuotes = false
      split.afterQuote = true
    }
    if (split.inQuotes) {
      i = csvQuoted(split, chunk, i)
      continue
    }
    const c = chunk.charCodeAt(i)
    if (c === COMMA) {
      csvEndField(split)
      i++
    } else if (c === 0x0a) {
      split.line++
      csvEndRecord(split)
      i++
    } else if (c === 0x0d) {
      // Part of a CRLF record end; a lone CR outside quotes carries nothing.
      i++
    } else if (c === QUOTE && split.fieldLength === 0 && !split.quotedField && !split.afterQuote) {
      split.inQuotes = true
      split.quotedField = true
      i++
    } else i = csvPlain(split, chunk, i)
    if (split.recordLength > max) csvTooLong(split)
  }
  if (split.recordLength > max) csvTooLong(split)
}

/** Reads on in a quoted cell from `i`, up to its next quote: where to read on. */
function csvQuoted(split: CsvSplit, chunk: string, i: number): number {
  const length = chunk.length
  const quote = chunk.indexOf('"', i)
  const end = quote === -1 ? length : quote
  const text = chunk.slice(i, end)
  csvCountLines(split, text)
  csvAppend(split, text)
  if (quote === -1) return length
  if (quote + 1 >= length) {
    split.quotePending = true
    return length
  }
  if (chunk.charCodeAt(quote + 1) === QUOTE) {
    csvAppend(split, '"')
    return quote + 2
  }
  split.inQuotes = false
  split.afterQuote = true
  return quote + 1
}

/** Plain text from `i` up to the next delimiter: where to read on. */
function csvPlain(split: CsvSplit, chunk: string, i: number): number {
  const length = chunk.length
  let end = i + 1
  while (end < length) {
    const d = chunk.charCodeAt(end)
    if (d === COMMA || d === 0x0a || d === 0x0d) break
    end++
  }
  const text = chunk.slice(i, end)
  if (split.afterQuote) split.malformed ??= 'text after the closing quote of a cell'
  else if (text.includes('"')) split.malformed ??= 'a quote inside a cell that is not in quotes'
  csvAppend(split, text)
  return end
}

function csvEnd(split: CsvSplit): void {
  if (split.quotePending) {
    split.quotePending = false
    split.inQuotes = false
  }
  if (split.inQuotes) {
    split.sink.unreadable({ position: split.recordLine, field: '', message: 'the feed ends inside a quoted cell' })
    return
  }
  if (split.field.length > 0 || split.record.length > 0) csvEndRecord(split)
  if (!split.columns) split.sink.problem({ position: 0, field: '', message: 'the feed is empty: expected a header row of car field names' })
}

function csvEndField(split: CsvSplit): void {
  const { field } = split
  split.record.push(field.length === 1 ? field[0]! : field.join(''))
  split.field = []
  split.fieldLength = 0
  split.quotedField = false
  split.afterQuote = false
}

function csvEndRecord(split: CsvSplit): void {
  csvEndField(split)
  const cells = split.record
  const position = split.recordLine
  const problem = split.malformed
  split.record = []
  split.recordLength = 0
  split.malformed = null
  split.recordLine = split.line
  if (cells.length === 1 && cells[0] === '') return
  const { columns, sink } = split
  if (!columns) return csvHeader(split, cells, position)
  if (problem) return sink.unreadable({ position, field: '', message: problem })
  if (cells.length !== columns.length) {
    return sink.unreadable({ position, field: '', message: `expected ${columns.length} cells like the header, found ${cells.length}` })
  }
  csvCar(sink, columns, cells, position)
}

/** A row's cells converted by their columns, and handed on with the cells that could not be. */
function csvCar(sink: Sink, columns: Column[], cells: string[], position: number): void {
  const value: Record<string, unknown> = {}
  const cellProblems: FeedProblem[] = []
  for (let index = 0; index < columns.length; index++) {
    const column = columns[index]!
    // An empty cell of a field a car may leave out leaves it out, as a JSON feed would.
    if (column.optional && cells[index]!.trim() === '') continue
    const result = cellValue(column, cells[index]!)
    if ('value' in result) value[column.field] = result.value
    else cellProblems.push({ position, field: column.field, message: result.problem })
  }
  sink.csvRow(position, value, cellProblems)
}

function csvHeader(split: CsvSplit, cells: string[], position: number): void {
  const { sink } = split
  const names = cells.map((cell) => cell.trim())
  const seen = new Set<string>()
  let bad = false
  for (const name of names) {
    if (!CSV_COLUMNS.has(name)) {
      sink.problem({ position, field: name, message: 'the header names a column that is not a car field' })
      bad = true
    } else if (seen.has(name)) {
      sink.problem({ position, field: name, message: 'the header names this column twice' })
      bad = true
    }
    seen.add(name)
  }
  for (const name of CAR_FIELDS) {
    // A field a car may leave out (car_media) may also be left out of the header.
    if (!seen.has(name) && !carSchema.shape[name].safeParse(undefined).success) {
      sink.problem({ position, field: name, message: 'the header has no column for this car field' })
      bad = true
    }
  }
  // Every row would repeat the header's problem: report it once and read no further.
  if (bad) throw new StopFeed()
  split.columns = names.map((name) => CSV_COLUMNS.get(name)!)
}

function csvAppend(split: CsvSplit, text: string): void {
  if (text.length === 0) return
  split.field.push(text)
  split.fieldLength += text.length
  split.recordLength += text.length
}

function csvTooLong(split: CsvSplit): never {
  const max = split.sink.limits.maxCarChars
  split.sink.problem({ position: split.recordLine, field: '', message: `the row is longer than ${max.toLocaleString('en')} characters` })
  throw new StopFeed()
}

function csvCountLines(split: CsvSplit, text: string): void {
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) split.line++
}
