import {
  encodeCapture,
  normalizePath,
  parseDestination,
  parseSource,
  templatePieces,
  type ParsedDestination,
  type ParsedSource,
  type SourceSegment,
} from './pattern'

/** One rule of a site's table as the request pipeline holds it. */
export type RedirectRule = {
  id: string | number
  source: string
  destination: string
  permanent: boolean
  /** Position in the table: the first matching rule (lowest order, then lowest id) wins. */
  order: number
}

/** A lookup's answer. Answers that depend on nothing but the rule are built once and shared: read only. */
export type RedirectMatch = {
  readonly rule: RedirectRule
  /** Where to send the visitor: a path with query string, or an absolute URL. */
  readonly location: string
  readonly status: 301 | 302 | 307 | 308
}

export type RedirectMatcher = {
  match: (pathname: string, search?: string | URLSearchParams) => RedirectMatch | null
  /** Rules in the table, valid or not. */
  size: number
  /** Rules left out because they do not parse (the CMS refuses such rules; an imported table may not). */
  invalid: { rule: RedirectRule; problem: string }[]
  /** The query parameters the rules' sources ask for, each once. */
  queryNames: string[]
}

/**
 * A rule ready to match. It is also its own answer when that depends on nothing the visitor sent (a
 * destination without placeholders, and a request without a query string unless the destination brings
 * its own): `location` and `status` are then filled in and the lookup returns the rule itself.
 */
type Compiled = {
  rule: RedirectRule
  location: string
  status: 307 | 308
  /** Whether `location` is the answer for a request without a query string; `always`: for every request. */
  fixed: 'no' | 'without-query' | 'always'
  /** Rank in the table (0 = first): compared instead of order/id on the hot path. */
  rank: number
  /** Whether the source requires query parameters, and which. */
  conditional: boolean
  query: [string, string][]
  /** A pattern's whole source (for the parts as written), and its segments after its literal prefix. */
  segments: SourceSegment[]
  rest: RestStep[]
  /**
   * The same steps read without the array when they hold no literal text (most patterns: '/{id}',
   * '/{id}/{slug}', '/{path*}'): the number of named segments, and whether a wildcard follows them; -1 when
   * `rest` must be read. A lookup then reads nothing but this object to test a candidate.
   */
  restParams: number
  restWildcard: boolean
  /** Names of the captured segments in path order (params, then the wildcard), and their number. */
  names: string[]
  captureCount: number
} & LocationTemplate

/** Sorts a table into its matching order: order, then id (ids compared as numbers when both are). */
export function tableOrder(a: RedirectRule, b: RedirectRule): number {
  if (a.order !== b.order) return a.order - b.order
  if (typeof a.id === 'number' && typeof b.id === 'number') return a.id - b.id
  return String(a.id) < String(b.id) ? -1 : String(a.id) > String(b.id) ? 1 : 0
}

/**
 * Compiles a site's table once into two hash tables over paths:
 * - rules without placeholders by their path;
 * - patterns by their literal prefix (the segments before the first placeholder: '/hitta-oss' for
 *   '/hitta-oss/{id}/{location}'), each group in rank order; patterns that start with a placeholder form
 *   the root group.
 * A lookup hashes the normalized path once, noting the hash of every prefix that ends at a '/', and probes
 * both tables with them — one read per prefix, independent of each other, never a scan of the table. Among
 * the candidates whose remaining segments and query conditions hold, the lowest rank wins. A lookup of a
 * path that needs no normalizing, answered by a rule that needs nothing from the request, allocates nothing.
 */
export function compileRedirects(rules: readonly RedirectRule[]): RedirectMatcher {
  const table = compileTable(rules)
  return { match: matcherOf(table), size: rules.length, invalid: table.invalid, queryNames: table.queryNames }
}

/** A table's rules compiled and grouped: exact rules by path, patterns by literal prefix, and the root group. */
type CompiledTable = {
  exactLists: Map<string, Compiled[]>
  groupLists: Map<string, Compiled[]>
  rootGroup: Compiled[]
  invalid: RedirectMatcher['invalid']
  /** The most literal segments a pattern's prefix has: a lookup hashes no more prefixes than this. */
  deepestPrefix: number
  queryNames: string[]
}

function compileTable(rules: readonly RedirectRule[]): CompiledTable {
  const exactLists = new Map<string, Compiled[]>()
  const groupLists = new Map<string, Compiled[]>()
  const rootGroup: Compiled[] = []
  const invalid: RedirectMatcher['invalid'] = []
  const sorted = [...rules].sort(tableOrder)
  let rank = 0
  let deepestPrefix = 0
  const queryNames = new Set<string>()
  for (const rule of sorted) {
    let source: ParsedSource
    let destination: ParsedDestination
    try {
      source = parseSource(rule.source)
      destination = parseDestination(rule.destination, source)
    } catch (error) {
      invalid.push({ rule, problem: (error as Error).message })
      continue
    }
    const compiled = compile(rule, rank++, source, destination)
    for (const [name] of source.query) queryNames.add(name)
    if (source.exactPath !== null) {
      append(exactLists, source.exactPath, compiled)
      continue
    }
    const literals = compileRest(compiled, source)
    if (literals === 0) rootGroup.push(compiled)
    else {
      append(
        groupLists,
        `/${source.segments
          .slice(0, literals)
          .map((segment) => (segment as { value: string }).value)
          .join('/')}`,
        compiled,
      )
      deepestPrefix = Math.max(deepestPrefix, literals)
    }
  }
  return { exactLists, groupLists, rootGroup, invalid, deepestPrefix, queryNames: [...queryNames] }
}

/** A pattern's steps after its literal prefix, read without the array when they hold no literal text; the prefix's length. */
function compileRest(compiled: Compiled, source: ParsedSource): number {
  const literals = source.segments.findIndex((segment) => segment.kind !== 'literal')
  compiled.rest = source.segments
    .slice(literals)
    .map((segment) => (segment.kind === 'literal' ? segment.value : segment.kind === 'param' ? PARAM : WILDCARD))
  const params = compiled.rest.filter((step) => step === PARAM).length
  const wildcard = compiled.rest.at(-1) === WILDCARD
  if (params + (wildcard ? 1 : 0) === compiled.rest.length) {
    compiled.restParams = params
    compiled.restWildcard = wildcard
  }
  return literals
}

/** The lookup of a compiled table, with the scratch space its lookups share. */
function matcherOf({ exactLists, groupLists, rootGroup, deepestPrefix }: CompiledTable): RedirectMatcher['match'] {
  // Most paths and prefixes have one rule: the tables hold it without a list around it.
  const exact = new PathTable(unwrapSingles(exactLists))
  const groups = new PathTable(unwrapSingles(groupLists))
  // Scratch space of this matcher's lookups (a lookup runs to its end before the next starts).
  const prefixHash = new Int32Array(deepestPrefix)
  const prefixEnd = new Int32Array(deepestPrefix)
  // Two lists the candidates' captured parts are collected in: the best candidate's parts stay in one while
  // the next candidate is tried in the other.
  let captures: string[] = []
  let spare: string[] = []

  return function match(pathname: string, search: string | URLSearchParams = ''): RedirectMatch | null {
    const path = normalizePath(pathname)
    const length = path.length
    // FNV-1a over the path; the hash of each prefix '/a', '/a/b', … is the state at the '/' after it.
    let hash = FNV_OFFSET
    let prefixes = 0
    for (let index = 0; index < length; index++) {
      const code = path.charCodeAt(index)
      if (code === 47 && index > 0 && prefixes < deepestPrefix) {
        prefixHash[prefixes] = hash
        prefixEnd[prefixes++] = index
      }
      hash = Math.imul(hash ^ code, FNV_PRIME)
    }
    const wholeIsPrefix = prefixes < deepestPrefix && length > 1

    let best: Compiled | null = null
    let bestCaptures = EMPTY_CAPTURES
    let query: VisitorQuery | null | undefined
    // A path's exact rules are in rank order: the first whose query conditions hold is the exact candidate.
    const exactHit = exact.find(hash, path, length)
    if (exactHit !== undefined) {
      if (!Array.isArray(exactHit)) {
        if (!exactHit.conditional || queryHolds(exactHit.query, (query ??= toQuery(search)))) best = exactHit
      } else {
        for (let index = 0; index < exactHit.length; index++) {
          const candidate = exactHit[index]!
          if (!candidate.conditional || queryHolds(candidate.query, (query ??= toQuery(search)))) {
            best = candidate
            break
          }
        }
      }
    }
    // Pattern groups: the root group, then the group of every prefix of the path (the whole path included,
    // for a wildcard that matches nothing).
    for (let prefix = -1; prefix < prefixes + (wholeIsPrefix ? 1 : 0); prefix++) {
      const group =
        prefix === -1
          ? rootGroup
          : prefix === prefixes
            ? groups.find(hash, path, length)
            : groups.find(prefixHash[prefix]!, path, prefixEnd[prefix]!)
      if (group === undefined) continue
      const single = !Array.isArray(group)
      const count = single ? 1 : group.length
      // '/' has no segments: at its end already.
      const start = prefix === -1 ? (length === 1 ? 1 : 0) : prefix === prefixes ? length : prefixEnd[prefix]!
      for (let index = 0; index < count; index++) {
        const candidate = single ? group : group[index]!
        if (best !== null && candidate.rank >= best.rank) break
        captures.length = 0
        const matches =
          candidate.restParams >= 0
            ? placeholdersMatch(path, start, candidate.restParams, candidate.restWildcard, captures)
            : restMatches(path, start, candidate.rest, captures)
        if (!matches) continue
        if (candidate.conditional && !queryHolds(candidate.query, (query ??= toQuery(search)))) continue
        best = candidate
        bestCaptures = captures
        captures = spare
        spare = bestCaptures
        break
      }
    }
    if (best === null) return null
    if (best.fixed === 'always' || (best.fixed === 'without-query' && !hasQuery(search))) return best
    // External addresses get the parts as the visitor wrote them (the same, when the path needed no
    // normalizing); this site's own paths are lower case.
    const values = best.captureCount > 0 && best.external && path !== pathname ? writtenParts(pathname, bestCaptures, best) : bestCaptures
    return { rule: best.rule, location: buildLocation(best, values, query === undefined ? toQuery(search) : query), status: best.status }
  }
}

function compile(rule: RedirectRule, rank: number, source: ParsedSource, destination: ParsedDestination): Compiled {
  const names =
    source.exactPath !== null ? EMPTY_CAPTURES : source.segments.flatMap((segment) => (segment.kind === 'literal' ? [] : [segment.name]))
  const target = compileLocation(destination.template, names, destination.external)
  // The fields a lookup tests on every candidate come first: an object keeps its fields in this order, so
  // they share the object's first bytes in memory.
  const compiled: Compiled = {
    rank,
    conditional: source.query.length > 0,
    restParams: -1,
    restWildcard: false,
    fixed: 'no',
    rule,
    location: '',
    status: rule.permanent ? 308 : 307,
    query: source.query,
    segments: source.exactPath !== null ? NO_SEGMENTS : source.segments,
    rest: NO_STEPS,
    names,
    captureCount: names.length,
    // The destination, compiled: read from the rule itself, not from an object of its own.
    destinationPath: target.destinationPath,
    destinationQuery: target.destinationQuery,
    destinationHash: target.destinationHash,
    external: target.external,
  }
  if (destination.uses.length === 0) {
    compiled.location = buildLocation(compiled, EMPTY_CAPTURES, null)
    compiled.fixed = target.destinationQuery !== null ? 'always' : 'without-query'
  }
  return compiled
}

/** Lists of one value become the value: a lookup then reads one object less. */
function unwrapSingles<T extends object>(lists: Map<string, T[]>): Map<string, T | T[]> {
  return new Map([...lists].map(([key, list]) => [key, list.length === 1 ? list[0]! : list]))
}

function append<T>(lists: Map<string, T[]>, key: string, value: T): void {
  const list = lists.get(key)
  if (list) list.push(value)
  else lists.set(key, [value])
}

const FNV_OFFSET = 0x811c9dc5 | 0
const FNV_PRIME = 0x01000193

function hashOf(text: string): number {
  let hash = FNV_OFFSET
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), FNV_PRIME)
  return hash
}

/**
 * An open-addressing hash table from paths to values, its slots (hash, entry) in one typed array: a probe
 * reads one slot, and the key only when the hashes agree. In front of it a bitmap of the keys' hashes
 * (16 bits per key), small enough to stay in the processor's cache, turns away most absent keys without
 * touching the table at all: a lookup probes a table once for each prefix of its path, and most are absent.
 */
class PathTable<T> {
  private readonly slots: Int32Array
  private readonly mask: number
  private readonly bits: Int32Array
  private readonly bitShift: number
  /** Key and value of each entry side by side: a hit reads one array. */
  private readonly entries: (string | T)[] = []

  constructor(entries: Map<string, T>) {
    let capacity = 8
    while (capacity < entries.size * 2) capacity *= 2
    this.slots = new Int32Array(capacity * 2)
    this.mask = capacity - 1
    let bitCount = 1024
    while (bitCount < entries.size * 16) bitCount *= 2
    this.bits = new Int32Array(bitCount / 32)
    this.bitShift = 32 - Math.log2(bitCount)
    for (const [key, value] of entries) {
      const hash = hashOf(key)
      let slot = hash & this.mask
      while (this.slots[slot * 2 + 1] !== 0) slot = (slot + 1) & this.mask
      this.entries.push(key, value)
      this.slots[slot * 2] = hash
      this.slots[slot * 2 + 1] = this.entries.length - 1
      const bit = this.bitOf(hash)
      this.bits[bit >>> 5]! |= 1 << (bit & 31)
    }
  }

  /** The bitmap position of a hash: its top bits after one more multiplication, unlike the slot's low bits. */
  private bitOf(hash: number): number {
    return Math.imul(hash, 0x9e3779b1) >>> this.bitShift
  }

  /** The value of the key `path.slice(0, end)`, whose hash is `hash`. */
  find(hash: number, path: string, end: number): T | undefined {
    const bit = this.bitOf(hash)
    if ((this.bits[bit >>> 5]! & (1 << (bit & 31))) === 0) return undefined
    const { slots, mask } = this
    let slot = hash & mask
    for (;;) {
      const entry = slots[slot * 2 + 1]!
      if (entry === 0) return undefined
      if (slots[slot * 2] === hash) {
        const key = this.entries[entry - 1] as string
        if (key.length === end && path.startsWith(key)) return this.entries[entry] as T
      }
      slot = (slot + 1) & mask
    }
  }
}

/**
 * Whether a pattern's segments after its literal prefix match the path from `at` (the index of the '/'
 * before the next segment, or the path's length), collecting the captured parts.
 */
function restMatches(path: string, at: number, rest: readonly RestStep[], captures: string[]): boolean {
  const length = path.length
  let position = at
  for (let index = 0; index < rest.length; index++) {
    const step = rest[index]!
    if (step === WILDCARD) {
      captures.push(position >= length ? '' : path.slice(position + 1))
      return true
    }
    if (position >= length) return false
    const start = position + 1
    let end = path.indexOf('/', start)
    if (end === -1) end = length
    if (typeof step === 'string') {
      if (end - start !== step.length || !path.startsWith(step, start)) return false
    } else {
      captures.push(path.slice(start, end))
    }
    position = end
  }
  return position >= length
}

/**
 * `restMatches` for steps without literal text: `params` named segments, then a wildcard when `wildcard`.
 */
function placeholdersMatch(path: string, at: number, params: number, wildcard: boolean, captures: string[]): boolean {
  const length = path.length
  let position = at
  for (let param = 0; param < params; param++) {
    if (position >= length) return false
    const start = position + 1
    let end = path.indexOf('/', start)
    if (end === -1) end = length
    captures.push(path.slice(start, end))
    position = end
  }
  if (wildcard) {
    captures.push(position >= length ? '' : path.slice(position + 1))
    return true
  }
  return position >= length
}

const EMPTY_CAPTURES: string[] = []
const NO_SEGMENTS: SourceSegment[] = []

/** A pattern's segment after its prefix, read in one array: literal text, or a placeholder's kind. */
type RestStep = string | typeof PARAM | typeof WILDCARD
const PARAM = 0
const WILDCARD = 1
const NO_STEPS: RestStep[] = []

const hasQuery = (search: string | URLSearchParams) =>
  typeof search === 'string' ? search.length > 1 || (search.length === 1 && search !== '?') : search.size > 0

/**
 * The visitor's query string as pairs: names and values decoded (for comparing with a rule's conditions),
 * and each pair as written (for passing on unchanged). Empty pairs ('a=1&&b=2') are skipped, as URLSearchParams does.
 */
type VisitorQuery = { names: string[]; values: string[]; written: string[] }

function toQuery(search: string | URLSearchParams): VisitorQuery | null {
  if (typeof search !== 'string') {
    if (search.size === 0) return null
    const query: VisitorQuery = { names: [], values: [], written: [] }
    for (const [name, value] of search) {
      query.names.push(name)
      query.values.push(value)
      query.written.push(new URLSearchParams([[name, value]]).toString())
    }
    return query
  }
  // One pass over the text: each non-empty pair, its name and its value, and whether any needs decoding.
  const length = search.length
  const query: VisitorQuery = { names: [], values: [], written: [] }
  let needsDecoding = false
  let pairStart = search.charCodeAt(0) === 63 /* ? */ ? 1 : 0
  let equals = -1
  for (let index = pairStart; index <= length; index++) {
    const code = index < length ? search.charCodeAt(index) : 38 /* & */
    if (code === 38) {
      if (index > pairStart) {
        query.written.push(search.slice(pairStart, index))
        query.names.push(search.slice(pairStart, equals === -1 ? index : equals))
        query.values.push(equals === -1 ? '' : search.slice(equals + 1, index))
      }
      pairStart = index + 1
      equals = -1
    } else if (code === 61 /* = */) {
      if (equals === -1) equals = index
    } else if (code === 37 /* % */ || code === 43 /* + */) needsDecoding = true
  }
  if (query.written.length === 0) return null
  if (needsDecoding) {
    // Escapes and '+' decode the way forms encode them, invalid escapes included.
    const decoded = [...new URLSearchParams(search)]
    query.names = decoded.map(([name]) => name)
    query.values = decoded.map(([, value]) => value)
  }
  return query
}

/** Literal text, or the position of a captured part. */
type Piece = string | number

/** A destination split into its path, its own query string and its section (#…), each as pieces. */
type LocationTemplate = {
  destinationPath: Piece[]
  /** The destination's own query string (without '?'), or null when it has none. */
  destinationQuery: Piece[] | null
  /** The section, '#' included, or null. */
  destinationHash: Piece[] | null
  external: boolean
}

function compileLocation(template: string, names: readonly string[], external: boolean): LocationTemplate {
  const hashAt = template.indexOf('#')
  const beforeHash = hashAt === -1 ? template : template.slice(0, hashAt)
  const queryAt = beforeHash.indexOf('?')
  const pieces = (text: string): Piece[] =>
    templatePieces(text).map((piece) => (typeof piece === 'string' ? piece : names.indexOf(piece.capture)))
  return {
    destinationPath: pieces(queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)),
    destinationQuery: queryAt === -1 || queryAt === beforeHash.length - 1 ? null : pieces(beforeHash.slice(queryAt + 1)),
    destinationHash: hashAt === -1 ? null : pieces(template.slice(hashAt)),
    external,
  }
}

function fill(pieces: readonly Piece[], values: readonly string[]): string {
  if (pieces.length === 1 && typeof pieces[0] === 'string') return pieces[0]
  let text = ''
  for (let index = 0; index < pieces.length; index++) {
    const piece = pieces[index]!
    text += typeof piece === 'string' ? piece : encodeCapture(values[piece] ?? '')
  }
  return text
}

/** The captured parts again, taken from the path as written (decoded, letter case kept). */
function writtenParts(pathname: string, lowered: string[], chosen: Compiled): string[] {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return lowered
  }
  const written = decoded.replace(/\/+$/, '').slice(1).split('/')
  const positions: number[] = []
  chosen.segments.forEach((segment, index) => {
    if (segment.kind !== 'literal') positions.push(index)
  })
  return lowered.map((value, position) => {
    const at = positions[position]!
    const segment = chosen.segments[at]!
    return segment.kind === 'wildcard' ? written.slice(at).join('/') : (written[at] ?? value)
  })
}

function queryHolds(required: [string, string][], query: VisitorQuery | null): boolean {
  if (required.length === 0) return true
  if (query === null) return false
  for (const [name, value] of required) {
    let found = false
    for (let index = 0; index < query.names.length && !found; index++) found = query.names[index] === name && query.values[index] === value
    if (!found) return false
  }
  return true
}

/**
 * The destination with the captured parts (by position) filled in. A destination with a query string of its
 * own replaces the visitor's; otherwise the visitor's query parameters are kept, except those the source
 * required.
 */
function buildLocation(compiled: Compiled, values: readonly string[], query: VisitorQuery | null): string {
  let path = fill(compiled.destinationPath, values)
  if (!compiled.external) {
    // A captured part that starts with '/' ('/old//evil.example' into '/{path*}') must not make '//evil.example', another host.
    if (path.length > 1 && (path.charCodeAt(1) === 47 || path.charCodeAt(1) === 92)) path = `/${path.replace(/^[/\\]+/, '')}`
    // An empty wildcard leaves '/buy-car/used-cars/': the site's addresses have no trailing slash.
    if (path.length > 1 && path.charCodeAt(path.length - 1) === 47) path = path.replace(/\/+$/, '') || '/'
  }
  const hash = compiled.destinationHash === null ? '' : fill(compiled.destinationHash, values)
  if (compiled.destinationQuery !== null) return `${path}?${fill(compiled.destinationQuery, values)}${hash}`
  if (query === null) return `${path}${hash}`
  // The visitor's parameters as written, less those the source required.
  let rest = ''
  for (let index = 0; index < query.written.length; index++) {
    if (requires(compiled.query, query.names[index]!)) continue
    rest += rest === '' ? query.written[index] : `&${query.written[index]}`
  }
  return rest ? `${path}?${rest}${hash}` : `${path}${hash}`
}

function requires(required: readonly [string, string][], name: string): boolean {
  for (let index = 0; index < required.length; index++) if (required[index]![0] === name) return true
  return false
}
