import { fillDestination, normalizePath, parseDestination, parseSource, type ParsedDestination, type ParsedSource } from './pattern'

/** One rule of a site's table as the request pipeline holds it. */
export type RedirectRule = {
  id: string | number
  source: string
  destination: string
  permanent: boolean
  /** Position in the table: the first matching rule (lowest order, then lowest id) wins. */
  order: number
}

export type RedirectMatch = {
  rule: RedirectRule
  /** Where to send the visitor: a path with query string, or an absolute URL. */
  location: string
  status: 301 | 302 | 307 | 308
}

type Compiled = {
  rule: RedirectRule
  /** Rank in the table (0 = first): compared instead of order/id on the hot path. */
  rank: number
  source: ParsedSource
  destination: ParsedDestination
  /** Names of the captured segments in path order (params, then the wildcard). */
  names: string[]
}

type TrieNode = {
  literal: Map<string, TrieNode>
  param: TrieNode | null
  /** Rules whose pattern ends at this node. */
  terminal: Compiled[]
  /** Rules whose `{name*}` wildcard starts at this node (matches the rest, possibly empty). */
  wildcard: Compiled[]
}

export type RedirectMatcher = {
  match: (pathname: string, search?: string | URLSearchParams) => RedirectMatch | null
  /** Rules in the table, valid or not. */
  size: number
  /** Rules left out because they do not parse (the CMS refuses such rules; an imported table may not). */
  invalid: { rule: RedirectRule; problem: string }[]
}

const newNode = (): TrieNode => ({ literal: new Map(), param: null, terminal: [], wildcard: [] })

/** Sorts a table into its matching order: order, then id (ids compared as numbers when both are). */
export function tableOrder(a: RedirectRule, b: RedirectRule): number {
  if (a.order !== b.order) return a.order - b.order
  if (typeof a.id === 'number' && typeof b.id === 'number') return a.id - b.id
  return String(a.id) < String(b.id) ? -1 : String(a.id) > String(b.id) ? 1 : 0
}

/**
 * Compiles a site's table once: rules without placeholders go into a hash map by path, the others into a
 * segment trie. A lookup costs one map read and a walk down at most the path's depth — never a scan of the
 * table — and the candidate with the lowest rank whose query conditions hold wins.
 */
export function compileRedirects(rules: readonly RedirectRule[]): RedirectMatcher {
  const exact = new Map<string, Compiled[]>()
  const root = newNode()
  const invalid: RedirectMatcher['invalid'] = []
  const sorted = [...rules].sort(tableOrder)
  let rank = 0
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
    const names = source.segments.flatMap((segment) => (segment.kind === 'literal' ? [] : [segment.name]))
    const compiled: Compiled = { rule, rank: rank++, source, destination, names }
    if (source.exactPath !== null) {
      const list = exact.get(source.exactPath)
      if (list) list.push(compiled)
      else exact.set(source.exactPath, [compiled])
      continue
    }
    let node = root
    for (const segment of source.segments) {
      if (segment.kind === 'wildcard') break
      if (segment.kind === 'literal') {
        let next = node.literal.get(segment.value)
        if (!next) node.literal.set(segment.value, (next = newNode()))
        node = next
      } else {
        node = node.param ??= newNode()
      }
    }
    if (source.segments.at(-1)?.kind === 'wildcard') node.wildcard.push(compiled)
    else node.terminal.push(compiled)
  }

  const hasPatterns = root.literal.size > 0 || root.param !== null || root.wildcard.length > 0 || root.terminal.length > 0

  function match(pathname: string, search: string | URLSearchParams = ''): RedirectMatch | null {
    const lookup: Lookup = { path: '', parts: [], search, query: undefined, best: null, bestCaptures: EMPTY_CAPTURES, captures: [] }
    lookup.path = normalizePath(pathname)
    // Exact lists hold rules in rank order: the first whose query conditions hold is the exact candidate.
    const exactList = exact.get(lookup.path)
    if (exactList) {
      for (const candidate of exactList) {
        if (consider(lookup, candidate)) break
      }
    }
    if (hasPatterns) {
      lookup.parts = lookup.path === '/' ? [] : lookup.path.slice(1).split('/')
      walk(lookup, root, 0)
    }
    const chosen = lookup.best
    if (chosen === null) return null
    let captures: Record<string, string> = NO_NAMES
    if (chosen.names.length > 0) {
      // External addresses get the parts as the visitor wrote them; this site's own paths are lower case.
      const values = chosen.destination.external ? writtenParts(pathname, lookup.bestCaptures, chosen) : lookup.bestCaptures
      captures = {}
      for (let position = 0; position < chosen.names.length; position++) captures[chosen.names[position]!] = values[position] ?? ''
    }
    return { rule: chosen.rule, location: buildLocation(chosen, captures, queryOf(lookup)), status: chosen.rule.permanent ? 308 : 307 }
  }

  return { match, size: rules.length, invalid }
}

/** The state of one lookup, passed along instead of closures so a lookup allocates little. */
type Lookup = {
  path: string
  parts: string[]
  search: string | URLSearchParams
  /** Parsed on first need: most lookups never look at the query. */
  query: URLSearchParams | null | undefined
  best: Compiled | null
  bestCaptures: string[]
  /** Captures along the trie path being walked (a stack). */
  captures: string[]
}

const EMPTY_CAPTURES: string[] = []
const NO_NAMES: Record<string, string> = {}

function queryOf(lookup: Lookup): URLSearchParams | null {
  if (lookup.query === undefined) {
    const { search } = lookup
    lookup.query = typeof search === 'string' ? (search && search !== '?' ? new URLSearchParams(search) : null) : search
  }
  return lookup.query
}

/** Takes the candidate when it ranks before the best so far and its query conditions hold. */
function consider(lookup: Lookup, candidate: Compiled, captures: string[] = EMPTY_CAPTURES): boolean {
  if (lookup.best !== null && candidate.rank >= lookup.best.rank) return false
  if (candidate.source.query.length > 0 && !queryHolds(candidate.source.query, queryOf(lookup))) return false
  lookup.best = candidate
  lookup.bestCaptures = captures === lookup.captures ? [...captures] : captures
  return true
}

function walk(lookup: Lookup, node: TrieNode, index: number): void {
  const { parts, captures } = lookup
  if (node.wildcard.length > 0) {
    const rest = [...captures, parts.slice(index).join('/')]
    for (const candidate of node.wildcard) consider(lookup, candidate, rest)
  }
  if (index === parts.length) {
    for (const candidate of node.terminal) consider(lookup, candidate, captures)
    return
  }
  const part = parts[index]!
  const literal = node.literal.get(part)
  if (literal) walk(lookup, literal, index + 1)
  if (node.param) {
    captures.push(part)
    walk(lookup, node.param, index + 1)
    captures.pop()
  }
}

/** The captured parts again, taken from the path as written (decoded, letter case kept). */
function writtenParts(pathname: string, lowered: string[], chosen: Compiled): string[] {
  let decoded = pathname
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return lowered
  }
  const written = decoded.replace(/\/+$/, '').slice(1).split('/')
  const positions: number[] = []
  chosen.source.segments.forEach((segment, index) => {
    if (segment.kind !== 'literal') positions.push(index)
  })
  return lowered.map((value, position) => {
    const at = positions[position]!
    const segment = chosen.source.segments[at]!
    return segment.kind === 'wildcard' ? written.slice(at).join('/') : (written[at] ?? value)
  })
}

function queryHolds(required: [string, string][], query: URLSearchParams | null): boolean {
  if (required.length === 0) return true
  if (!query) return false
  for (const [key, value] of required) {
    if (!query.getAll(key).includes(value)) return false
  }
  return true
}

/**
 * The destination with the captures filled in. A destination with a query string of its own replaces the
 * visitor's; otherwise the visitor's query parameters are kept, except those the source required.
 */
function buildLocation(compiled: Compiled, captures: Record<string, string>, query: URLSearchParams | null): string {
  const whole = fillDestination(compiled.destination.template, captures)
  // A section (#…) stays last, after any query string.
  const hashIndex = whole.indexOf('#')
  const hash = hashIndex === -1 ? '' : whole.slice(hashIndex)
  const filled = hashIndex === -1 ? whole : whole.slice(0, hashIndex)
  const queryIndex = filled.indexOf('?')
  let path = queryIndex === -1 ? filled : filled.slice(0, queryIndex)
  const ownQuery = queryIndex === -1 ? '' : filled.slice(queryIndex + 1)
  // An empty wildcard leaves '/buy-car/used-cars/': the site's addresses have no trailing slash.
  if (!compiled.destination.external && path.length > 1) path = path.replace(/\/+$/, '') || '/'
  if (ownQuery) return `${path}?${ownQuery}${hash}`
  if (!query) return `${path}${hash}`
  const kept = new URLSearchParams()
  const dropped = new Set(compiled.source.query.map(([key]) => key))
  for (const [key, value] of query) if (!dropped.has(key)) kept.append(key, value)
  const rest = kept.toString()
  return rest ? `${path}?${rest}${hash}` : `${path}${hash}`
}
