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
      problem({ position, field: '', message: `a feed holds at most ${maxCars.toLocaleString('en')} cars; split it or check for a runaway export` })
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

/**
 * Splits the cars array of a JSON feed into one car's text at a time, each parsed on its own: a feed of
 * 100,000 cars never becomes one object tree, and a syntax error is reported at the car it is in.
 * In `{ "cars": [...] }` the other keys are skipped.
 */
function jsonReader(sink: Sink): FeedReader {
  let started = false
  let wrapped = false
  let finished = false
  let depth = 0
  let inString = false
  let escaped = false
  /** Depth of the cars array's elements; -1 outside it. */
  let carsDepth = -1
  let carsSeen = false
  // Keys of the wrapping object (depth 1).
  let expectKey = false
  let key: string[] | null = null
  let lastKey = ''
  let expectValue = false
  // The car being read.
  let pieces: string[] = []
  let pieceLength = 0
  let elementStart = -1
  let elementIsContainer = false
  let afterElement = false
  let position = 0

  const fail = (message: string): never => {
    sink.problem({ position: position + 1, field: '', message })
    throw new StopFeed()
  }

  const finishElement = (chunk: string, end: number) => {
    const text = pieces.length === 0 ? chunk.slice(elementStart, end) : pieces.join('') + chunk.slice(elementStart, end)
    if (text.length > sink.limits.maxCarChars) fail(`car ${position + 1} is longer than ${sink.limits.maxCarChars.toLocaleString('en')} characters`)
    pieces = []
    pieceLength = 0
    elementStart = -1
    afterElement = true
    position++
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch (error) {
      sink.unreadable({ position, field: '', message: `not valid JSON (${(error as Error).message})` })
      return
    }
    sink.row(position, value)
  }

  return {
    push(chunk) {
      let nextBackslash = -2
      const length = chunk.length
      for (let i = 0; i < length; i++) {
        if (inString) {
          if (escaped) {
            escaped = false
            continue
          }
          // Jump to the string's next quote or backslash: descriptions are long.
          const quote = chunk.indexOf('"', i)
          if (nextBackslash !== -1 && nextBackslash < i) nextBackslash = chunk.indexOf('\\', i)
          const stop = quote === -1 ? (nextBackslash === -1 ? length : nextBackslash) : nextBackslash === -1 ? quote : Math.min(quote, nextBackslash)
          if (key) key.push(chunk.slice(i, Math.min(stop, length)))
          if (stop >= length) break
          i = stop
          if (chunk.charCodeAt(i) === BACKSLASH) {
            escaped = true
            if (key) key.push('\\')
            continue
          }
          inString = false
          if (key) {
            lastKey = key.join('')
            key = null
          }
          continue
        }
        const c = chunk.charCodeAt(i)
        if (isSpace(c)) {
          if (elementStart !== -1 && !elementIsContainer && depth === carsDepth) finishElement(chunk, i)
          continue
        }
        if (!started) {
          if (c === OPEN_ARRAY) carsDepth = 1
          else if (c === OPEN_OBJECT) {
            wrapped = true
            expectKey = true
          } else fail('expected a JSON array of cars, or an object with a "cars" array')
          started = true
          depth = 1
          continue
        }
        if (finished) fail('unexpected text after the end of the JSON')

        if (depth === carsDepth) {
          // Between cars, or inside a car that is not an object or array.
          if (elementStart !== -1 && !elementIsContainer) {
            if (c === COMMA || c === CLOSE_ARRAY) finishElement(chunk, i)
            else {
              if (c === QUOTE) inString = true
              continue
            }
          }
          if (c === COMMA) {
            if (!afterElement) fail(`expected a car before the comma after car ${position}`)
            afterElement = false
            continue
          }
          if (c === CLOSE_ARRAY) {
            if (!afterElement && position > 0) fail(`expected a car after the comma after car ${position}`)
            depth--
            carsDepth = -1
            carsSeen = true
            if (depth === 0) finished = true
            continue
          }
          if (afterElement) fail(`expected a comma after car ${position}`)
          elementStart = i
          elementIsContainer = c === OPEN_OBJECT || c === OPEN_ARRAY
          if (elementIsContainer) depth++
          else if (c === QUOTE) inString = true
          continue
        }

        if (wrapped && depth === 1) {
          if (expectKey) {
            if (c === QUOTE) {
              inString = true
              key = []
              expectKey = false
              continue
            }
            if (c === CLOSE_OBJECT) {
              depth = 0
              finished = true
              continue
            }
            fail('expected a key in the JSON object')
          }
          if (c === COLON) {
            expectValue = true
            continue
          }
          if (c === COMMA) {
            expectKey = true
            continue
          }
          if (c === CLOSE_OBJECT) {
            depth = 0
            finished = true
            continue
          }
          if (expectValue) {
            expectValue = false
            if (lastKey === 'cars') {
              if (c !== OPEN_ARRAY) fail('"cars" must be an array of cars')
              depth = 2
              carsDepth = 2
              continue
            }
          }
        }

        if (c === QUOTE) inString = true
        else if (c === OPEN_OBJECT || c === OPEN_ARRAY) depth++
        else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
          depth--
          if (elementStart !== -1 && depth === carsDepth) finishElement(chunk, i + 1)
        }
      }
      if (elementStart !== -1) {
        const rest = chunk.slice(elementStart)
        pieces.push(rest)
        pieceLength += rest.length
        elementStart = 0
        if (pieceLength > sink.limits.maxCarChars) fail(`car ${position + 1} is longer than ${sink.limits.maxCarChars.toLocaleString('en')} characters`)
      }
    },
    end() {
      if (!started) fail('the feed is empty: expected a JSON array of cars')
      if (elementStart !== -1 && !elementIsContainer && depth === carsDepth) {
        finishElement('', 0)
      }
      if (!finished) fail(elementStart !== -1 || pieces.length > 0 ? `the JSON ends inside car ${position + 1}` : 'the JSON ends early')
      if (wrapped && !carsSeen) fail('the JSON object has no "cars" array')
    },
  }
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

/**
 * RFC 4180: fields separated by commas, records by CRLF or LF; a field in double quotes may hold commas,
 * line breaks and doubled quotes. Lists and objects (car_images, car_loan_option, …) are JSON in one cell.
 */
function csvReader(sink: Sink): FeedReader {
  let columns: Column[] | null = null
  let record: string[] = []
  let field: string[] = []
  let fieldLength = 0
  let recordLength = 0
  let inQuotes = false
  /** A quote seen in a quoted field whose meaning (end, or the first of two) depends on the next character. */
  let quotePending = false
  let quotedField = false
  let afterQuote = false
  let malformed: string | null = null
  let line = 1
  let recordLine = 1

  const endField = () => {
    record.push(field.length === 1 ? field[0]! : field.join(''))
    field = []
    fieldLength = 0
    quotedField = false
    afterQuote = false
  }

  const endRecord = () => {
    endField()
    const cells = record
    const position = recordLine
    const problem = malformed
    record = []
    recordLength = 0
    malformed = null
    recordLine = line
    if (cells.length === 1 && cells[0] === '') return
    if (!columns) return header(cells, position)
    if (problem) return sink.unreadable({ position, field: '', message: problem })
    if (cells.length !== columns.length) {
      return sink.unreadable({ position, field: '', message: `expected ${columns.length} cells like the header, found ${cells.length}` })
    }
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

  const header = (cells: string[], position: number) => {
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
    columns = names.map((name) => CSV_COLUMNS.get(name)!)
  }

  const append = (text: string) => {
    if (text.length === 0) return
    field.push(text)
    fieldLength += text.length
    recordLength += text.length
  }

  const tooLong = (): never => {
    sink.problem({ position: recordLine, field: '', message: `the row is longer than ${sink.limits.maxCarChars.toLocaleString('en')} characters` })
    throw new StopFeed()
  }

  const countLines = (text: string) => {
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) line++
  }

  return {
    push(chunk) {
      const length = chunk.length
      let i = 0
      while (i < length) {
        if (quotePending) {
          quotePending = false
          if (chunk.charCodeAt(i) === QUOTE) {
            append('"')
            i++
            continue
          }
          inQuotes = false
          afterQuote = true
        }
        if (inQuotes) {
          const quote = chunk.indexOf('"', i)
          const end = quote === -1 ? length : quote
          const text = chunk.slice(i, end)
          countLines(text)
          append(text)
          if (quote === -1) break
          if (quote + 1 < length) {
            if (chunk.charCodeAt(quote + 1) === QUOTE) {
              append('"')
              i = quote + 2
            } else {
              inQuotes = false
              afterQuote = true
              i = quote + 1
            }
          } else {
            quotePending = true
            i = length
          }
          continue
        }
        const c = chunk.charCodeAt(i)
        if (c === COMMA) {
          endField()
          i++
        } else if (c === 0x0a) {
          line++
          endRecord()
          i++
        } else if (c === 0x0d) {
          // Part of a CRLF record end; a lone CR outside quotes carries nothing.
          i++
        } else if (c === QUOTE && fieldLength === 0 && !quotedField && !afterQuote) {
          inQuotes = true
          quotedField = true
          i++
        } else {
          // Plain text up to the next delimiter.
          let end = i + 1
          while (end < length) {
            const d = chunk.charCodeAt(end)
            if (d === COMMA || d === 0x0a || d === 0x0d) break
            end++
          }
          const text = chunk.slice(i, end)
          if (afterQuote) malformed ??= 'text after the closing quote of a cell'
          else if (text.includes('"')) malformed ??= 'a quote inside a cell that is not in quotes'
          append(text)
          i = end
        }
        if (recordLength > sink.limits.maxCarChars) tooLong()
      }
      if (recordLength > sink.limits.maxCarChars) tooLong()
    },
    end() {
      if (quotePending) {
        quotePending = false
        inQuotes = false
      }
      if (inQuotes) {
        sink.unreadable({ position: recordLine, field: '', message: 'the feed ends inside a quoted cell' })
        return
      }
      if (field.length > 0 || record.length > 0) endRecord()
      if (!columns) sink.problem({ position: 0, field: '', message: 'the feed is empty: expected a header row of car field names' })
    },
  }
}
