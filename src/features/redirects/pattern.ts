/**
 * The rule language of a site's redirect table (spec 1 §2.7).
 *
 * Source: a path of literal segments, `{name}` segments (exactly one segment) and a last `{name*}` wildcard
 * (the rest of the path, possibly empty), optionally followed by required query parameters:
 * `/bilar?vehicletype=PB`, `/used/{path*}`, `/hitta-oss/{id}/{location}`. Paths are compared without regard to
 * letter case or a trailing slash; query values are compared as written.
 *
 * Destination: a path of the same site or an absolute http(s) URL. It may use the source's placeholders
 * (`/buy-car/used-cars/{path*}`) and carry its own query string, keys may repeat (`car_site_region` twice).
 */

export type SourceSegment = { kind: 'literal'; value: string } | { kind: 'param'; name: string } | { kind: 'wildcard'; name: string }

export type ParsedSource = {
  segments: SourceSegment[]
  /** Query parameters the request must carry, with these values. */
  query: [string, string][]
  /** The literal path (lower case, no trailing slash) when the source has no placeholder. */
  exactPath: string | null
  /** The source written canonically, so equal sources compare equal ('/A/' and '/a' are one source). */
  key: string
  /** The key with placeholder names left out: '/used/{path*}' and '/used/{rest*}' match the same requests. */
  shape: string
}

export class RedirectRuleError extends Error {}

const PLACEHOLDER = /^\{([A-Za-z_][A-Za-z0-9_-]*)(\*)?\}$/
const PLACEHOLDER_ANYWHERE = /\{([A-Za-z_][A-Za-z0-9_-]*)(\*)?\}/g
const MAX_LENGTH = 2048

/** The path as the matcher compares it: decoded, lower case, without a trailing slash ('/' stays '/'). */
export function normalizePath(pathname: string): string {
  if (isPlainPath(pathname)) return pathname
  let text = pathname
  if (text.includes('%')) {
    try {
      text = decodeURIComponent(text)
    } catch {
      // A malformed escape is compared as written.
    }
  }
  text = text.toLowerCase()
  let end = text.length
  while (end > 1 && text.charCodeAt(end - 1) === 47) end--
  if (end < text.length) text = text.slice(0, end)
  return text === '' ? '/' : text
}

/** A path that needs no work (most requests): starts with '/', ASCII without escapes or capitals, no trailing slash. */
function isPlainPath(text: string): boolean {
  const length = text.length
  if (length === 0 || text.charCodeAt(0) !== 47 /* / */ || (length > 1 && text.charCodeAt(length - 1) === 47)) return false
  for (let index = 1; index < length; index++) {
    const code = text.charCodeAt(index)
    if (code === 37 /* % */ || (code >= 65 && code <= 90) /* A-Z */ || code > 127) return false
  }
  return true
}

/** A source of lower-case literal segments only (most of a table), optionally with one trailing slash. */
const PLAIN_SOURCE = /^\/(?:[a-z0-9\-._~]+\/)*[a-z0-9\-._~]*$/
/** A destination path of this site without placeholders, query string or section. */
const PLAIN_DESTINATION = /^\/(?:[A-Za-z0-9\-._~]+\/)*[A-Za-z0-9\-._~]*$/

export function parseSource(source: string): ParsedSource {
  if (source.length <= MAX_LENGTH && PLAIN_SOURCE.test(source)) {
    const path = source.length > 1 && source.endsWith('/') ? source.slice(0, -1) : source
    const segments: SourceSegment[] = path === '/' ? [] : path.slice(1).split('/').map((value) => ({ kind: 'literal', value }))
    return { segments, query: [], exactPath: path, key: path, shape: path }
  }
  const text = source.trim()
  if (!text) throw new RedirectRuleError('Source is empty.')
  if (text.length > MAX_LENGTH) throw new RedirectRuleError(`Source is longer than ${MAX_LENGTH} characters.`)
  if (!text.startsWith('/')) throw new RedirectRuleError('Source must be a path starting with "/".')
  if (/\s/.test(text)) throw new RedirectRuleError('Source must not contain spaces.')
  const [pathPart, queryPart = ''] = splitOnce(text, '?')
  if (pathPart.includes('#')) throw new RedirectRuleError('Source must not contain "#".')
  // Literal segments compare without regard to case; placeholder names keep theirs ({siteId}).
  const written = pathPart.length > 1 ? pathPart.replace(/\/+$/, '') : pathPart
  const parts = written === '/' || written === '' ? [] : written.slice(1).split('/')
  const segments: SourceSegment[] = []
  const names = new Set<string>()
  for (const [index, raw] of parts.entries()) {
    const part = PLACEHOLDER.test(raw) ? raw : normalizePath(`/${raw}`).slice(1)
    if (part === '') throw new RedirectRuleError('Source has an empty segment ("//").')
    const placeholder = PLACEHOLDER.exec(part)
    if (placeholder) {
      const name = placeholder[1]!
      if (names.has(name)) throw new RedirectRuleError(`Source uses {${name}} twice.`)
      names.add(name)
      if (placeholder[2]) {
        if (index !== parts.length - 1) throw new RedirectRuleError(`The wildcard {${name}*} must be the last segment of the source.`)
        segments.push({ kind: 'wildcard', name })
      } else {
        segments.push({ kind: 'param', name })
      }
      continue
    }
    if (part.includes('{') || part.includes('}')) {
      throw new RedirectRuleError(`"${part}": a placeholder must be a whole segment, like /{id}/ or /{path*}.`)
    }
    segments.push({ kind: 'literal', value: part })
  }
  const query = parseQuery(queryPart, 'Source')
  const path = `/${segments.map((segment) => (segment.kind === 'literal' ? segment.value : segment.kind === 'param' ? `{${segment.name}}` : `{${segment.name}*}`)).join('/')}`
  const exactPath = segments.every((segment) => segment.kind === 'literal') ? path : null
  const sortedQuery = [...query].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const key = `${path}${sortedQuery.length ? `?${sortedQuery.map(([k, v]) => `${k}=${v}`).join('&')}` : ''}`
  const shape = key.replace(/\{[A-Za-z_][A-Za-z0-9_-]*(\*?)\}/g, '{$1}')
  return { segments, query, exactPath, key, shape }
}

function parseQuery(text: string, what: string): [string, string][] {
  if (!text) return []
  const pairs: [string, string][] = []
  for (const part of text.split('&')) {
    if (!part) continue
    const [rawKey, rawValue = ''] = splitOnce(part, '=')
    let key: string
    let value: string
    try {
      key = decodeURIComponent(rawKey.replace(/\+/g, ' '))
      value = decodeURIComponent(rawValue.replace(/\+/g, ' '))
    } catch {
      throw new RedirectRuleError(`${what} has a malformed query parameter "${part}".`)
    }
    if (!key) throw new RedirectRuleError(`${what} has a query parameter without a name.`)
    pairs.push([key, value])
  }
  return pairs
}

export type ParsedDestination = {
  external: boolean
  /** The destination as written; placeholders are filled in by fillDestination. */
  template: string
  /** Placeholder names the destination uses. */
  uses: string[]
  hasQuery: boolean
  /** The path part of an internal destination without placeholders (for chain detection), else null. */
  literalPath: string | null
}

export function parseDestination(destination: string, source?: ParsedSource): ParsedDestination {
  if (destination.length <= MAX_LENGTH && PLAIN_DESTINATION.test(destination)) {
    return { external: false, template: destination, uses: [], hasQuery: false, literalPath: normalizePath(destination) }
  }
  const text = destination.trim()
  if (!text) throw new RedirectRuleError('Destination is empty.')
  if (text.length > MAX_LENGTH) throw new RedirectRuleError(`Destination is longer than ${MAX_LENGTH} characters.`)
  if (/\s/.test(text)) throw new RedirectRuleError('Destination must not contain spaces.')
  // Browsers read a backslash as a slash: `/\evil.example` would be `//evil.example`, another host.
  if (text.includes('\\')) throw new RedirectRuleError('Destination must not contain "\\"; write "/" in a path.')
  const external = /^https?:\/\//i.test(text)
  if (!external && !text.startsWith('/')) throw new RedirectRuleError('Destination must be a path starting with "/" or an http(s):// address.')
  if (text.startsWith('//')) throw new RedirectRuleError('Destination must not start with "//"; write the full https:// address.')
  if (external) {
    try {
      new URL(text.replace(PLACEHOLDER_ANYWHERE, 'x'))
    } catch {
      throw new RedirectRuleError('Destination is not a valid address.')
    }
  }
  const uses = [...text.matchAll(PLACEHOLDER_ANYWHERE)].map((match) => match[1]!)
  if (source) {
    const available = new Set(source.segments.flatMap((segment) => (segment.kind === 'literal' ? [] : [segment.name])))
    for (const name of uses) {
      if (!available.has(name)) throw new RedirectRuleError(`Destination uses {${name}}, which the source does not capture.`)
    }
  }
  const [pathPart, queryPart] = splitOnce(text, '?')
  parseQuery(queryPart ?? '', 'Destination')
  const literalPath = !external && uses.length === 0 ? normalizePath(pathPart) : null
  return { external, template: text, uses, hasQuery: queryPart !== undefined && queryPart !== '', literalPath }
}

/** Checks a rule and answers the first problem as a sentence for the editor, or null when it is valid. */
export function ruleProblem(source: string, destination: string): string | null {
  try {
    parseDestination(destination, parseSource(source))
    return null
  } catch (error) {
    if (error instanceof RedirectRuleError) return error.message
    throw error
  }
}

/** A destination split at its placeholders: literal text, and the names of the captures to put in. */
export type TemplatePiece = string | { capture: string }

export function templatePieces(template: string): TemplatePiece[] {
  if (!template.includes('{')) return [template]
  const pieces: TemplatePiece[] = []
  let last = 0
  for (const match of template.matchAll(PLACEHOLDER_ANYWHERE)) {
    if (match.index > last) pieces.push(template.slice(last, match.index))
    pieces.push({ capture: match[1]! })
    last = match.index + match[0].length
  }
  if (last < template.length || pieces.length === 0) pieces.push(template.slice(last))
  return pieces
}

/** Characters encodeURIComponent leaves as they are, and '/', which a wildcard's value keeps. */
const URL_SAFE = /^[A-Za-z0-9\-_.!~*'()/]*$/

/** A captured part as it goes into an address: each segment percent-encoded, a wildcard's slashes kept. */
export function encodeCapture(value: string): string {
  if (URL_SAFE.test(value)) return value
  return value
    .split('/')
    .map((part) => encodeURIComponent(part))
    .join('/')
}

/** The destination with the captured parts put in; a wildcard's value keeps its slashes. */
export function fillDestination(template: string, captures: Record<string, string>): string {
  if (!template.includes('{')) return template
  return templatePieces(template)
    .map((piece) => (typeof piece === 'string' ? piece : encodeCapture(captures[piece.capture] ?? '')))
    .join('')
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const index = text.indexOf(separator)
  return index === -1 ? [text, undefined] : [text.slice(0, index), text.slice(index + 1)]
}
