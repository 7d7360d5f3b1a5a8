import type { CmsApiDescription } from '@/cms/api/describe'
import type { EndpointDescription } from '@/http/describe'

import type { RawAnswer, RawRequest } from './raw-http'

/**
 * Malformed requests for an endpoint of the endpoint table (src/app/api/endpoints.ts), made from its
 * description: its method, path, credentials, the JSON Schemas of its path, query and body, and its example.
 * Every request carries at least one defect the endpoint must refuse (a method it does not take, a missing or
 * wrong key, a path segment that names nothing, a query or body that breaks its schema, a body that is not
 * UTF-8, not JSON, nested too deep, too large or of another type), and most carry noise on top that must not
 * matter (injection strings, forged forwarding headers, odd headers, chunked bodies). So every answer must be a
 * 4xx with a JSON `{ error, message }`, and nothing stored may change.
 */

export type Credentials = Partial<Record<'search-key' | 'stock-key' | 'internal', { header: string; value: string }>>

export type FuzzRequest = RawRequest & { label: string }

type JsonSchema = {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema | JsonSchema[]
  prefixItems?: JsonSchema[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  $ref?: string
  $defs?: Record<string, JsonSchema>
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  pattern?: string
  minItems?: number
  maxItems?: number
}

/** A small deterministic random source (mulberry32), so a failure can be replayed from its seed. */
export function randomSource(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  }
}
type Random = ReturnType<typeof randomSource>

export const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE leads; --",
  '" OR ""="',
  '<script>alert(document.domain)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%00%0d%0aSet-Cookie:%20x=1',
  '\u0000',
  '\r\nX-Injected: 1',
  '$(touch /tmp/pwned)',
  '`id`',
  '{"$gt":""}',
  '__proto__',
  'constructor',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '🚗'.repeat(50),
  'A'.repeat(10_000),
  '-1',
  '1e309',
  'NaN',
  'null',
]

/** One path segment each, none naming anything: traversal, escapes, overlong, injections. */
/** A segment no parameter takes: a NUL byte. */
const NEVER_A_SEGMENT = '%00'

/** Whether a path segment, as the server decodes it, matches the parameter's pattern. */
function fitsPattern(schema: JsonSchema | undefined, segment: string): boolean {
  if (!schema?.pattern) return false
  let decoded: string
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    return false
  }
  if (schema.maxLength !== undefined && decoded.length > schema.maxLength) return false
  try {
    return new RegExp(schema.pattern, 'u').test(decoded)
  } catch {
    return false
  }
}

const BAD_SEGMENTS = [
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5C..%5Cwindows%5Cwin.ini',
  '%C0%AE%C0%AE%C0%AF',
  '%00',
  '%',
  '%zz',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "'%20OR%201%3D1--",
  'x'.repeat(300),
  '-1',
  '0',
  'NaN',
  '1e9',
  '9999999',
  '.jpg',
  'showroom-day-1F3A5F-a1-640.jpg',
  'showroom-day-1f3a5f-zz9999a-640.jpg',
  'showroom-day-1f3a5f-zz9999a-500.jpg',
  'hero-city-dawn-000000-site0-1280.jpg',
  '%F0%9F%9A%97',
]

const BAD_JSON = [
  '',
  '{',
  '}',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":1}{"b":2}',
  '[1,2',
  'nul',
  '{"a":"\\x"}',
  '{"a":1 // comment\n}',
  '\u00ef\u00bb\u00bf{"a":1}',
  '{"a":"unterminated}',
  '{"__proto__":{"polluted":true},',
]

const WRONG_CONTENT_TYPES = ['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'image/png', 'application/jsonx', 'json']

const ODD_HEADERS: Array<Array<[string, string]>> = [
  [['X-Forwarded-For', '127.0.0.1, 10.0.0.1']],
  [['X-Forwarded-Proto', 'javascript']],
  [['X-Forwarded-Host', 'evil.example']],
  [['X-Real-IP', '203.0.113.66']],
  [['Forwarded', 'for=203.0.113.66;proto=https;host=evil.example']],
  [['Accept', 'text/html'], ['Accept-Encoding', 'br;q=1, gzip;q=0, identity;q=0']],
  [['Cookie', 'payload-token=garbage; __prerender_bypass=garbage; cookieConsent=%7B']],
  [['Range', 'bytes=999999999-']],
  [['If-None-Match', '"' + 'x'.repeat(500) + '"']],
  [['Referer', 'javascript:alert(1)']],
  [['Content-Encoding', 'gzip']],
  [['X-Http-Method-Override', 'DELETE']],
  [['Authorization', 'JWT garbage.garbage.garbage']],
  [['X-Long', 'y'.repeat(7_000)]],
  [['X-Unicode', 'Åäö']],
  [['Origin', 'https://evil.example']],
  [['X-Request-Id', `Å${'x'.repeat(200)}`]],
  [['X-Request-Id', '<script>']],
]

const JSON_TYPES = ['string', 'number', 'boolean', 'null', 'array', 'object'] as const
const valueOfType = (type: (typeof JSON_TYPES)[number], random: Random): unknown =>
  ({ string: random.pick(INJECTIONS), number: random.pick([-1, 1e308, 3.5, 0]), boolean: true, null: null, array: [random.pick(INJECTIONS)], object: { [random.pick(INJECTIONS)]: 1 } })[type]

function resolve(schema: JsonSchema | undefined, root: JsonSchema): JsonSchema | undefined {
  if (!schema?.$ref) return schema
  const name = schema.$ref.replace(/^#\/\$defs\//, '')
  return root.$defs?.[name]
}

/** The JSON types a schema takes, or null when it takes anything (or cannot be told). */
function typesOf(schema: JsonSchema | undefined, root: JsonSchema): Set<string> | null {
  const resolved = resolve(schema, root)
  if (!resolved) return null
  if (resolved.enum || resolved.const !== undefined) {
    const values = resolved.enum ?? [resolved.const]
    return new Set(values.map((value) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value)))
  }
  if (resolved.type) {
    const types = new Set(Array.isArray(resolved.type) ? resolved.type : [resolved.type])
    if (types.has('integer')) types.add('number')
    return types
  }
  const alternatives = resolved.anyOf ?? resolved.oneOf
  if (alternatives) {
    const all = new Set<string>()
    for (const alternative of alternatives) {
      const types = typesOf(alternative, root)
      if (!types) return null
      for (const type of types) all.add(type)
    }
    return all
  }
  return null
}

/** The object schema among a schema's alternatives, if any. */
function objectSchema(schema: JsonSchema | undefined, root: JsonSchema): JsonSchema | undefined {
  const resolved = resolve(schema, root)
  if (!resolved) return undefined
  if (resolved.properties || resolved.type === 'object') return resolved
  return (resolved.anyOf ?? resolved.oneOf)?.map((alternative) => resolve(alternative, root)).find((alternative) => alternative?.properties)
}

function itemSchema(schema: JsonSchema | undefined, root: JsonSchema): JsonSchema | undefined {
  const resolved = resolve(schema, root)
  const items = resolved?.items ?? (resolved?.anyOf ?? resolved?.oneOf)?.map((alternative) => resolve(alternative, root)?.items).find(Boolean)
  return Array.isArray(items) ? items[0] : items
}

type Slot = { path: Array<string | number>; schema: JsonSchema | undefined; value: unknown }

/** Every place in an example value, with the schema that governs it. */
function slotsOf(value: unknown, schema: JsonSchema | undefined, root: JsonSchema, path: Array<string | number> = []): Slot[] {
  const slots: Slot[] = [{ path, schema: resolve(schema, root), value }]
  if (Array.isArray(value)) {
    const item = itemSchema(schema, root)
    value.forEach((element, index) => slots.push(...slotsOf(element, item, root, [...path, index])))
  } else if (value && typeof value === 'object') {
    const object = objectSchema(schema, root)
    for (const [key, element] of Object.entries(value)) slots.push(...slotsOf(element, object?.properties?.[key], root, [...path, key]))
  }
  return slots
}

const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T))

function setAt(target: unknown, path: Array<string | number>, value: unknown): unknown {
  if (path.length === 0) return value
  let node = target as Record<string | number, unknown>
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  node[path.at(-1)!] = value
  return target
}

function deleteAt(target: unknown, path: Array<string | number>): void {
  let node = target as Record<string | number, unknown>
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  delete node[path.at(-1)!]
}

/** A value the schema refuses for the slot, or undefined when none can be told. */
function breakingValue(slot: Slot, root: JsonSchema, random: Random): { value: unknown } | undefined {
  const schema = slot.schema
  const types = typesOf(schema, root)
  const choices: Array<{ value: unknown }> = []
  if (types) for (const type of JSON_TYPES) if (!types.has(type) && !(type === 'number' && types.has('integer'))) choices.push({ value: valueOfType(type, random) })
  if (schema?.enum) choices.push({ value: `not-${String(schema.enum[0])}-${random.int(1000)}` })
  if (schema?.maxLength !== undefined && schema.maxLength < 100_000) choices.push({ value: 'x'.repeat(schema.maxLength + 1) })
  if (schema?.minLength !== undefined && schema.minLength > 0) choices.push({ value: '' })
  if (schema?.pattern) {
    const pattern = new RegExp(schema.pattern, 'u')
    const failing = ['', ' ', '\u0000', '🚗', "' OR 1=1--", 'x'.repeat(1000)].find((candidate) => !pattern.test(candidate))
    if (failing !== undefined) choices.push({ value: failing })
  }
  if (typeof schema?.maximum === 'number') choices.push({ value: schema.maximum + 1 })
  if (typeof schema?.exclusiveMaximum === 'number') choices.push({ value: schema.exclusiveMaximum })
  if (typeof schema?.minimum === 'number') choices.push({ value: schema.minimum - 1 })
  if (types?.size === 1 && types.has('integer') && !types.has('number')) choices.push({ value: 1.5 })
  if (schema?.maxItems !== undefined && Array.isArray(slot.value)) choices.push({ value: Array.from({ length: schema.maxItems + 1 }, () => (slot.value as unknown[])[0] ?? null) })
  return choices.length ? random.pick(choices) : undefined
}

/** A query value the schema refuses (query values are strings, coerced by the schema), or undefined. */
function breakingQueryValue(schema: JsonSchema | undefined, root: JsonSchema, random: Random): string | undefined {
  const resolved = resolve(schema, root)
  const alternatives = [resolved, ...(resolved?.anyOf ?? resolved?.oneOf ?? [])].map((alternative) => resolve(alternative, root)).filter(Boolean) as JsonSchema[]
  const choices: string[] = []
  for (const alternative of alternatives) {
    const types = typesOf(alternative, root)
    if (types?.has('number') || types?.has('integer')) choices.push(random.pick(['abc', '', '1.5e', '0x10zz', 'Infinity', '9'.repeat(400)]))
    if (alternative.enum) choices.push(`not-${String(alternative.enum[0])}`)
    if (alternative.pattern) {
      const pattern = new RegExp(alternative.pattern, 'u')
      choices.push(...['', 'abc', '-1', '1.5', ' 1', '1e3', '0x1f', "1' OR '1'='1"].filter((candidate) => !pattern.test(candidate)))
    }
    if (alternative.maxLength !== undefined) choices.push('x'.repeat(alternative.maxLength + 1))
    if (typeof alternative.maximum === 'number') choices.push(String(alternative.maximum + 1))
    if (typeof alternative.minimum === 'number') choices.push(String(alternative.minimum - 1))
  }
  return choices.length ? random.pick(choices) : undefined
}

type Draft = {
  method: string
  params: Record<string, string>
  query: Record<string, string>
  /** JSON bodies as values; other bodies as bytes. */
  body: unknown
  rawBody?: Buffer
  contentType: string | null
  credentials: Array<[string, string]>
  extraHeaders: Array<[string, string]>
  chunked: boolean
  declaredLength?: number
}

const encodeSegment = (value: string) => (/%[0-9a-fA-F]{2}|%$|%z/.test(value) ? value : encodeURIComponent(value))

function pathOf(template: string, params: Record<string, string>): string {
  return template.replace(/\[(\w+)\]/g, (_, name: string) => encodeSegment(params[name] ?? 'x'))
}

/** Defects that every request of this endpoint could carry, each making it one the endpoint must refuse. */
function defectsOf(endpoint: EndpointDescription): string[] {
  const defects = ['method']
  if (endpoint.auth) defects.push('credentials')
  if (endpoint.params) defects.push('param')
  const query = endpoint.query as JsonSchema | null
  if (query?.required?.length) defects.push('query-missing')
  if (query && Object.values(query.properties ?? {}).some((property) => breakingQueryValue(property, query, randomSource(1)) !== undefined)) defects.push('query-value')
  const body = endpoint.body
  if (body) {
    if (!body.contentTypes.includes('')) defects.push('no-content-type')
    defects.push('content-type', 'too-large')
    if (body.kind === 'json') defects.push('json-syntax', 'utf8', 'depth')
    if (body.kind === 'stream') defects.push('feed')
    const schema = body.schema as JsonSchema | null
    if (schema && body.kind === 'json' && endpoint.example?.body !== undefined) defects.push('body-value', 'body-value', 'body-missing')
    if (schema && body.kind === 'json' && objectSchema(schema, schema)?.additionalProperties === false) defects.push('body-extra')
  }
  return defects
}

/** `count` malformed requests for one endpoint, the same for the same seed. */
export function fuzzRequests(endpoint: EndpointDescription, options: { count: number; seed: number; host: string; credentials: Credentials }): FuzzRequest[] {
  const random = randomSource(options.seed)
  const defects = defectsOf(endpoint)
  const credential = endpoint.auth ? options.credentials[endpoint.auth as keyof Credentials] : undefined
  const requests: FuzzRequest[] = []
  for (let n = 0; n < options.count; n++) {
    const defect = defects[n % defects.length]!
    const draft: Draft = {
      method: endpoint.method,
      params: { ...(endpoint.example?.params ?? {}) },
      query: { ...(endpoint.example?.query ?? {}) },
      body: clone(endpoint.example?.body),
      contentType: endpoint.body ? (endpoint.body.contentTypes[0] ?? null) : null,
      credentials: credential ? [[credential.header, credential.value]] : [],
      extraHeaders: [],
      chunked: false,
    }
    if (endpoint.body?.kind === 'stream') draft.rawBody = Buffer.from(random.pick(['{"car_id":1}\n', 'car_id,car_brand\n1,Volvo\n', '[{"car_id":"x"}]']))
    const notes = addNoise(draft, endpoint, random)
    applyDefect(defect, draft, endpoint, random)
    requests.push({ ...toRaw(draft, endpoint, options.host), label: `${endpoint.method} ${endpoint.path} #${n} ${defect}${notes.length ? ` + ${notes.join(', ')}` : ''}` })
  }
  return requests
}

/** Noise that must not change the answer: strings that attack, forged and odd headers, chunked bodies. */
function addNoise(draft: Draft, endpoint: EndpointDescription, random: Random): string[] {
  const notes: string[] = []
  if (random.chance(0.4)) {
    const headers = random.pick(ODD_HEADERS)
    draft.extraHeaders.push(...headers)
    notes.push(`header ${headers[0]![0]}`)
  }
  if (random.chance(0.4)) {
    const names = Object.keys(draft.query)
    if (names.length) {
      const name = random.pick(names)
      draft.query[name] = random.pick(INJECTIONS)
      notes.push(`query ${name} injected`)
    } else {
      draft.query[random.pick(['q', 'callback', 'redirect', '__proto__[x]'])] = random.pick(INJECTIONS)
      notes.push('extra query')
    }
  }
  if (draft.body !== undefined && random.chance(0.5)) {
    const schema = (endpoint.body?.schema ?? {}) as JsonSchema
    const strings = slotsOf(draft.body, schema, schema).filter((slot) => typeof slot.value === 'string' && slot.path.length > 0)
    if (strings.length) {
      const slot = random.pick(strings)
      setAt(draft.body, slot.path, random.pick(INJECTIONS))
      notes.push(`${slot.path.join('.')} injected`)
    }
  }
  if (endpoint.body && random.chance(0.2)) {
    draft.chunked = true
    notes.push('chunked')
  }
  return notes
}

function applyDefect(defect: string, draft: Draft, endpoint: EndpointDescription, random: Random): void {
  const schema = (endpoint.body?.schema ?? {}) as JsonSchema
  switch (defect) {
    case 'method': {
      const taken = new Set([endpoint.method, endpoint.method === 'GET' ? 'HEAD' : '', 'OPTIONS'])
      draft.method = random.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'PROPFIND', 'CONNECTX', 'get', 'P0ST'].filter((method) => !taken.has(method)))
      return
    }
    case 'credentials': {
      draft.credentials = random.pick([[], [[draft.credentials[0]?.[0] ?? 'x-api-key', 'wrong-key']], [[draft.credentials[0]?.[0] ?? 'x-api-key', `${draft.credentials[0]?.[1] ?? ''}x`]], [[draft.credentials[0]?.[0] ?? 'x-api-key', '']]]) as Array<[string, string]>
      return
    }
    case 'param': {
      const properties = (endpoint.params as JsonSchema | null)?.properties ?? { x: {} }
      const name = random.pick(Object.keys(properties))
      const segment = random.pick(BAD_SEGMENTS)
      // A segment the parameter's own pattern takes ('0' as a mileage, 'NaN' as a make) is no defect there.
      draft.params[name] = fitsPattern(properties[name], segment) ? NEVER_A_SEGMENT : segment
      return
    }
    case 'query-missing': {
      const required = (endpoint.query as JsonSchema).required!
      delete draft.query[random.pick(required)]
      return
    }
    case 'query-value': {
      const query = endpoint.query as JsonSchema
      const breakable = Object.entries(query.properties ?? {}).filter(([, property]) => breakingQueryValue(property, query, random) !== undefined)
      const [name, property] = random.pick(breakable)
      draft.query[name] = breakingQueryValue(property, query, random)!
      return
    }
    case 'no-content-type':
      draft.contentType = null
      return
    case 'content-type':
      draft.contentType = random.pick(WRONG_CONTENT_TYPES.filter((type) => !endpoint.body!.contentTypes.includes(type.split(';')[0]!)))
      return
    case 'too-large': {
      const max = endpoint.body!.maxBytes
      if (max > 1024 * 1024) draft.declaredLength = max + 1
      else draft.rawBody = Buffer.from(JSON.stringify({ pad: 'x'.repeat(max) }))
      return
    }
    case 'json-syntax':
      draft.rawBody = Buffer.from(random.pick(BAD_JSON))
      return
    case 'utf8': {
      const text = JSON.stringify(draft.body ?? { a: 'x' })
      const at = Math.max(1, text.indexOf('"', 1) + 1)
      draft.rawBody = Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from(random.pick([[0xff], [0xc3], [0xed, 0xa0, 0x80], [0xc0, 0xaf]])), Buffer.from(text.slice(at))])
      return
    }
    case 'depth': {
      const depth = random.pick([40, 200, 700, 5_000])
      const deep = `${'['.repeat(depth)}1${']'.repeat(depth)}`
      const body = draft.body && typeof draft.body === 'object' && !Array.isArray(draft.body) ? (draft.body as Record<string, unknown>) : { a: 0 }
      const key = random.pick(Object.keys(body).length ? Object.keys(body) : ['a'])
      const marker = `\u0000deep-${random.int(1e9)}`
      draft.rawBody = Buffer.from(JSON.stringify({ ...body, [key]: marker }).replace(JSON.stringify(marker), deep))
      return
    }
    case 'feed':
      draft.rawBody = Buffer.from(
        random.pick([
          '{"car_id":"1","car_price":"free"}\n{not json}\n',
          'car_id,car_price\n1,-5\n2,"unterminated\n',
          '[{"car_id":null}]',
          `${'['.repeat(5000)}${']'.repeat(5000)}`,
          Buffer.from([0xff, 0xfe, 0x00, 0x7b]).toString('latin1'),
          '\n\n\n',
          '<cars><car/></cars>',
        ]),
      )
      draft.query.mode = random.pick(['upsert', 'full'])
      return
    case 'body-value': {
      const slots = slotsOf(draft.body, schema, schema).filter((slot) => slot.path.length > 0)
      const breakable = slots.map((slot) => ({ slot, broken: breakingValue(slot, schema, random) })).filter((entry) => entry.broken)
      if (breakable.length === 0) {
        draft.rawBody = Buffer.from(random.pick(BAD_JSON))
        return
      }
      const { slot, broken } = random.pick(breakable)
      setAt(draft.body, slot.path, broken!.value)
      return
    }
    case 'body-missing': {
      const slots = slotsOf(draft.body, schema, schema).filter((slot) => slot.value && typeof slot.value === 'object' && !Array.isArray(slot.value) && objectSchema(slot.schema, schema)?.required?.length)
      if (slots.length === 0) {
        draft.body = random.pick([null, [], 'text', 42])
        return
      }
      const slot = random.pick(slots)
      const required = objectSchema(slot.schema, schema)!.required!.filter((key) => key in (slot.value as object))
      if (required.length === 0) {
        draft.body = null
        return
      }
      deleteAt(draft.body, [...slot.path, random.pick(required)])
      return
    }
    case 'body-extra':
      ;(draft.body as Record<string, unknown>)[random.pick(['__proto__x', 'isAdmin', 'role', '$where', 'unknownField'])] = random.pick(INJECTIONS)
      return
  }
}

function toRaw(draft: Draft, endpoint: EndpointDescription, host: string): RawRequest {
  const query = new URLSearchParams(draft.query).toString()
  const headers: Array<[string, string]> = [['Host', host], ...draft.credentials, ...draft.extraHeaders]
  if (draft.contentType) headers.push(['Content-Type', draft.contentType])
  const body = draft.rawBody ?? (draft.body !== undefined && endpoint.body ? Buffer.from(JSON.stringify(draft.body)) : undefined)
  return {
    method: draft.method,
    path: `${pathOf(endpoint.path, draft.params)}${query ? `?${query}` : ''}`,
    headers,
    body,
    chunked: draft.chunked && body !== undefined && draft.declaredLength === undefined,
    declaredLength: draft.declaredLength,
  }
}

/** What is wrong with an answer to a malformed request, or null: it must be a 4xx with a JSON `{ error, message }`. */
export function answerProblem(answer: RawAnswer): string | null {
  if (answer.status >= 500 || answer.status < 400) return `status ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}`
  let json: unknown
  try {
    json = JSON.parse(answer.body.toString('utf8'))
  } catch {
    return `status ${answer.status} without a JSON body (${answer.headers['content-type'] ?? 'no content type'}): ${answer.body.toString('utf8').slice(0, 200)}`
  }
  const error = json as { error?: unknown; message?: unknown }
  if (typeof error?.error !== 'string' || typeof error.message !== 'string') return `status ${answer.status} JSON without error and message: ${answer.body.toString('utf8').slice(0, 200)}`
  return null
}

/**
 * Malformed calls of the CMS's own API (Payload's REST routes of every collection and global, and GraphQL), made
 * from the endpoint table's description of it (src/cms/api/describe.ts): a `where` whose values no field takes or
 * that is no set of conditions, a depth, limit, page, sort or language beyond the caps of src/cms/api/limits.ts,
 * a body that is not one JSON object, a GraphQL request over its caps. Each carries a defect the CMS must refuse
 * before anything is read at length or written: so every answer is a 4xx with a JSON error, and nothing stored
 * changes, whoever sends it (anonymously, or as an editor of one site).
 */
export type CmsIdentity = { name: string; headers: Array<[string, string]> }

const BAD_DEPTHS = ['99999', '3', '-1', 'abc', '1e3', '2.5', '']
const BAD_LIMITS = ['0', '-1', '101', '1000000', 'abc', '99999999999999999999', '1.5']
const BAD_PAGES = ['0', '-1', '100000000000000000000', 'abc', '1.5']
const BAD_LOCALES = ['xx', 'SV-SE', 'sv_SE', 'en,sv-SE', '../../etc/passwd', "' OR '1'='1", '%00']
const STRUCTURED_TYPES = new Set(['json', 'richText', 'blocks', 'array', 'group', 'tab', 'join'])

type Field = CmsApiDescription['collections'][number]['fields'][number]
const q = encodeURIComponent

/** A `where` (as query string) that the collection's fields cannot take, or that is no set of conditions. */
function badWhere(fields: Field[], random: Random): string {
  const ofType = (...types: string[]) => fields.filter((field) => types.includes(field.type))
  const any = random.pick(fields.filter((field) => !STRUCTURED_TYPES.has(field.type)).map((field) => field.name).concat('id'))
  const choices: Array<() => string> = [
    () => `where=${q(random.pick(['%', '{', '1', '[1]', 'null', '"x"', "' OR 1=1"]))}`,
    () => `where[${any}][equals][a]=1`,
    () => `where[${any}][exists]=${q(random.pick(['maybe', '2', '', '{}']))}`,
    () => `where[${any}][in]=${Array.from({ length: 101 }, (_, i) => i).join(',')}`,
    () => `where[or]=1`,
    () => `where[and][0]=${q(random.pick(INJECTIONS))}`,
    () => `where=${q(JSON.stringify(Array.from({ length: 6 }).reduce<object>((inner) => ({ and: [inner] }), { id: { equals: '1' } })))}`,
    () => Array.from({ length: 51 }, (_, i) => `where[and][${i}][id][equals]=${i}`).join('&'),
    () => `where[id][${random.pick(['equals', 'in', 'not_equals', 'greater_than'])}]=${q(random.pick(['abc', '1x', '-1.5e', "1' OR '1'='1"]))}`,
    () => `where[${random.pick(ofType('text', 'textarea', 'email', 'code').map((field) => field.name).concat('id'))}][${random.pick(['near', 'within', 'intersects'])}]=${q(random.pick(['1', 'x', '1,2', '{}']))}`,
  ]
  // '' is no date, but with equals it is what the admin sends for a value it does not have yet: every document.
  for (const field of ofType('date'))
    choices.push(() => {
      const value = random.pick(['notadate', '2027-13-01', '2027-02-30', 'x,y', ''])
      return `where[${field.name}][${random.pick(value === '' ? ['greater_than', 'less_than_equal', 'in'] : ['greater_than', 'equals', 'less_than_equal', 'in'])}]=${q(value)}`
    })
  for (const field of ofType('relationship', 'upload').filter((candidate) => typeof candidate.relationTo === 'string')) choices.push(() => `where[${field.name}][${random.pick(['equals', 'in', 'not_equals'])}]=${q(random.pick(['abc', '1x', '-', "' OR 1=1"]))}`)
  for (const field of ofType('select', 'radio')) choices.push(() => `where[${field.name}][${random.pick(['equals', 'in', 'like', 'greater_than'])}]=${q(`bogus-${random.int(1000)}`)}`)
  for (const field of ofType('number')) choices.push(() => `where[${field.name}][${random.pick(['equals', 'greater_than', 'like'])}]=${q(random.pick(['1x', 'abc', 'NaN']))}`)
  for (const field of ofType('checkbox')) choices.push(() => `where[${field.name}][equals]=${q(random.pick(['maybe', '2', 'yes']))}`)
  for (const field of ofType('json', 'richText')) choices.push(() => `where[${field.name}][${random.pick(['equals', 'like'])}]=x`)
  for (const field of ofType('text', 'textarea')) choices.push(() => `where[${field.name}][like]=${'x'.repeat(1001)}`)
  return random.pick(choices)()
}

/** A query with one defect of the kind, for a list (or the other routes that read it). */
function badQuery(kind: string, fields: Field[], random: Random): string {
  switch (kind) {
    case 'depth':
      return `depth=${q(random.pick(BAD_DEPTHS))}`
    case 'limit':
      return `limit=${q(random.pick(BAD_LIMITS))}`
    case 'page':
      return `page=${q(random.pick(BAD_PAGES))}`
    case 'pagination':
      return 'pagination=false'
    case 'sort': {
      const structured = fields.filter((field) => STRUCTURED_TYPES.has(field.type)).map((field) => field.name)
      return `sort=${q(random.pick(['nosuchfield', 'a,b,c,d', "' OR 1=1", '-', ...structured]))}`
    }
    case 'locale':
      return `locale=${q(random.pick(BAD_LOCALES))}`
    default:
      return badWhere(fields, random)
  }
}

const BAD_BODIES: Array<{ type: string; body: Buffer | (() => Buffer) }> = [
  { type: 'application/json', body: Buffer.from('{"a":') },
  { type: 'application/json', body: Buffer.from('[1,2]') },
  { type: 'application/json', body: Buffer.from('"text"') },
  { type: 'application/json', body: Buffer.from('null') },
  { type: 'application/json', body: Buffer.from(`${'['.repeat(200)}${']'.repeat(200)}`) },
  { type: 'application/json', body: Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]) },
  { type: 'text/plain', body: Buffer.from('hello') },
  { type: 'application/xml', body: Buffer.from('<a/>') },
  { type: 'application/x-www-form-urlencoded', body: Buffer.from('title=x') },
  { type: 'multipart/form-data; boundary=fuzz', body: Buffer.from('--fuzz\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"title":\r\n--fuzz--\r\n') },
]

/** `countPerCollection` malformed REST calls for each collection and global, and GraphQL calls, as one identity. */
export function cmsFuzzRequests(api: CmsApiDescription, options: { countPerCollection: number; seed: number; host: string; identity: CmsIdentity }): FuzzRequest[] {
  const random = randomSource(options.seed)
  const requests: FuzzRequest[] = []
  const add = (method: string, path: string, label: string, body?: { type: string; body: Buffer | (() => Buffer) }, extra: Array<[string, string]> = []) => {
    const headers: Array<[string, string]> = [['Host', options.host], ...options.identity.headers, ...extra]
    if (body) headers.push(['Content-Type', body.type])
    if (random.chance(0.2)) headers.push(...random.pick(ODD_HEADERS).filter(([name]) => name !== 'Authorization' && name !== 'Cookie'))
    requests.push({ method, path, headers, body: body ? (typeof body.body === 'function' ? body.body() : body.body) : undefined, label: `${options.identity.name} ${method} ${path.slice(0, 160)} ${label}` })
  }
  const LIST_KINDS = ['where', 'where', 'where', 'depth', 'limit', 'page', 'sort', 'locale', 'pagination']
  for (const collection of api.collections) {
    const base = `/api/${collection.slug}`
    const fields = collection.fields
    const routes: Array<() => void> = [
      () => {
        const kind = random.pick(LIST_KINDS)
        add('GET', `${base}?${badQuery(kind, fields, random)}`, `list ${kind}`)
      },
      () => add('GET', `${base}/count?${badQuery(random.pick(['where', 'locale']), fields, random)}`, 'count'),
      () => add('GET', `${base}/1?${badQuery(random.pick(['depth', 'locale']), fields, random)}`, 'by id'),
      () => (random.chance(0.5) ? add('POST', base, 'create body', random.pick(BAD_BODIES)) : add('PATCH', `${base}/1`, 'update body', random.pick(BAD_BODIES))),
      // Several documents at once: every request carries a defect the CMS refuses before it writes (a limit of 0, the
      // admin's "every document its where names", is none).
      () => {
        const kind = random.pick(['where', 'depth', 'limit', 'locale'])
        const query = kind === 'limit' ? `limit=${q(random.pick(BAD_LIMITS.filter((limit) => limit !== '0')))}` : badQuery(kind, fields, random)
        add(random.pick(['PATCH', 'DELETE']), `${base}?${query}`, `bulk ${kind}`, { type: 'application/json', body: Buffer.from('{}') })
      },
      // One document by its id: only its depth and language are read from the query.
      () => add('DELETE', `${base}/1?${badQuery(random.pick(['depth', 'locale']), fields, random)}`, 'delete by id'),
      () => {
        const kind = random.pick(LIST_KINDS)
        add('POST', base, `query in the body ${kind}`, { type: 'application/x-www-form-urlencoded', body: Buffer.from(badQuery(kind, fields, random)) }, [['X-Payload-HTTP-Method-Override', 'GET']])
      },
    ]
    if (collection.versions) routes.push(() => add('GET', `${base}/versions?${badQuery(random.pick(LIST_KINDS), fields, random)}`, 'versions'))
    for (let n = 0; n < options.countPerCollection; n++) routes[n % routes.length]!()
    if (collection.graphQL) requests.push(...graphQLFuzz(collection.graphQL, fields, random, options))
  }
  for (const global of api.globals) {
    add('GET', `/api/globals/${global}?${badQuery(random.pick(['depth', 'locale']), [], random)}`, 'global')
    add('POST', `/api/globals/${global}`, 'global body', random.pick(BAD_BODIES))
  }
  for (const body of ['{"a":', '[]', '{"query":1}', '{"variables":{}}', 'query { a }']) {
    add('POST', '/api/graphql', 'graphql body', { type: 'application/json', body: Buffer.from(body) })
  }
  add('POST', '/api/graphql', 'graphql type', { type: 'application/graphql', body: Buffer.from('{ Pages { docs { id } } }') })
  return requests
}

/** GraphQL queries over the caps, and mutations with input their types refuse, for one collection. */
function graphQLFuzz(names: { single: string; plural: string }, fields: Field[], random: Random, options: { host: string; identity: CmsIdentity }): FuzzRequest[] {
  const relation = fields.find((field) => (field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string')
  const select = fields.find((field) => field.type === 'select')
  const queries = [
    `{ ${names.plural}(limit: ${random.pick([0, -1, 101, 100000])}) { docs { id } } }`,
    `{ ${names.plural}(page: ${random.pick([0, -1, 10001])}) { docs { id } } }`,
    `{ ${names.plural}(pagination: false) { docs { id } } }`,
    Array.from({ length: 300 }, (_, i) => `a${i}: ${names.plural}(limit: 100) { docs { id } }`).join(' ').replace(/^/, '{ ').concat(' }'),
    `{ ${names.plural}(where: { id: { equals: "abc" } }) { docs { id } } }`,
    relation ? `{ ${names.plural}(where: { ${relation.name}: { equals: "abc" } }) { docs { id } } }` : `{ ${names.plural}(where: { id: { in: ["x"] } }) { docs { id } } }`,
    select ? `{ ${names.plural}(where: { ${select.name}: { equals: bogus } }) { docs { id } } }` : `{ ${names.single}(id: "abc") { id } }`,
    `mutation { delete${names.single}(id: "abc") { id } }`,
    `mutation { update${names.single}(id: 1, data: 5) { id } }`,
  ]
  return queries.map((query, index) => ({
    method: 'POST',
    path: '/api/graphql',
    headers: [['Host', options.host], ['Content-Type', 'application/json'], ...options.identity.headers] as Array<[string, string]>,
    body: Buffer.from(JSON.stringify({ query })),
    label: `${options.identity.name} GraphQL ${names.plural} #${index}: ${query.slice(0, 100)}`,
  }))
}

/**
 * What is wrong with the CMS's answer to a malformed call, or null: a 4xx with a JSON error — `{ error, message }`,
 * or GraphQL's `{ errors: [{ message }] }` for a query GraphQL itself refused.
 */
export function cmsAnswerProblem(answer: RawAnswer, graphQL: boolean): string | null {
  if (answer.status >= 500 || answer.status < 400) return `status ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}`
  try {
    const json = JSON.parse(answer.body.toString('utf8')) as { error?: unknown; message?: unknown; errors?: Array<{ message?: unknown }> }
    if (typeof json.error === 'string' && typeof json.message === 'string') return null
    // GraphQL's own list of errors; a REST refusal of fields keeps Payload's list (the admin shows each at its field).
    const listed = Array.isArray(json.errors) && json.errors.length > 0 && json.errors.every((error) => typeof error?.message === 'string')
    if (listed && (graphQL || typeof json.error === 'string')) return null
    return `status ${answer.status} JSON without an error: ${answer.body.toString('utf8').slice(0, 200)}`
  } catch {
    return `status ${answer.status} without a JSON body: ${answer.body.toString('utf8').slice(0, 200)}`
  }
}
