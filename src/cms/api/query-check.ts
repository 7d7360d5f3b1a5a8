import type { FlattenedField } from 'payload'

import { CMS_API_LIMITS } from './limits'

/**
 * The checks of one CMS API call's query before Payload runs it: the caps of limits.ts, and a `where` whose values
 * fit the fields they are compared with. Payload itself refuses a path or an operator it does not know (400), but
 * hands a value it cannot use to the database, which answered 500 ("An unknown error occurred"): a date that is
 * no date, `near` on a text, an id that is no number, an option a select does not have (PostgreSQL's enums).
 * Each problem is a sentence naming the parameter as it was sent, e.g. `where[createdAt][greater_than]`.
 */

export type QueryArgs = { depth?: unknown; limit?: unknown; page?: unknown; pagination?: unknown; sort?: unknown; where?: unknown }

/** What a query is run on: the collection's fields, and those of the collections its relationships name. */
export type QuerySchema = { fields: readonly FlattenedField[]; fieldsOf: (collection: string) => readonly FlattenedField[] | null }

/** The operations whose query is checked, as Payload's `beforeOperation` names them. */
export type CheckedOperation = 'create' | 'read' | 'readDistinct' | 'count' | 'update' | 'delete'

const { maxDepth, maxLimit, maxLimitById, maxPage, maxConditions, maxNesting, maxValues, maxValueLength, maxSortFields } = CMS_API_LIMITS

const WHOLE_NUMBER = /^\d{1,9}$/
const ID = /^\d{1,15}$/
const NUMBER = /^-?\d{1,15}(\.\d{1,15})?(e[+-]?\d{1,3})?$/i
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/

/** A whole number within bounds, as a query string or GraphQL sends it. */
export function wholeNumber(value: unknown, min: number, max: number): boolean {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !WHOLE_NUMBER.test(text)) return false
  const number = Number(text)
  return number >= min && number <= max
}

export function queryProblems(operation: CheckedOperation, args: QueryArgs, schema: QuerySchema): string[] {
  const problems: string[] = []
  if (args.depth !== undefined && !wholeNumber(args.depth, 0, maxDepth)) problems.push(`depth is a whole number from 0 to ${maxDepth}.`)
  if (operation === 'read' || operation === 'readDistinct') {
    const allowed = onlyByIds(args.where) ? maxLimitById : maxLimit
    if (args.limit !== undefined && !wholeNumber(args.limit, 1, allowed)) problems.push(`limit is a whole number from 1 to ${allowed}.`)
    if (args.pagination === false || args.pagination === 'false') problems.push(`pagination stays on: ask for pages of at most ${maxLimit}.`)
  } else if ((operation === 'update' || operation === 'delete') && args.limit !== undefined && !wholeNumber(args.limit, 0, maxLimit)) {
    // The admin's bulk edit and delete send limit=0 (every document its `where` names).
    problems.push(`limit is a whole number from 0 to ${maxLimit}.`)
  }
  if (args.page !== undefined && !wholeNumber(args.page, 1, maxPage)) problems.push(`page is a whole number from 1 to ${maxPage}.`)
  if (args.sort !== undefined) problems.push(...sortProblems(args.sort, schema))
  if (args.where !== undefined && args.where !== null) problems.push(...whereProblems(args.where, schema))
  return problems
}

/** Whether a `where` is only `id in [...]`: its answer is at most its ids (their number is capped by maxValues). */
function onlyByIds(where: unknown): boolean {
  if (where === null || typeof where !== 'object' || Array.isArray(where)) return false
  const entries = Object.entries(where)
  if (entries.length !== 1 || entries[0]![0] !== 'id') return false
  const condition = entries[0]![1]
  return condition !== null && typeof condition === 'object' && !Array.isArray(condition) && Object.keys(condition).length === 1 && 'in' in condition
}

/** What a field is, for comparing values with it; null when it is not one of the collection's (Payload says so). */
type ScalarKind = 'id' | 'text' | 'number' | 'date' | 'checkbox' | 'point' | 'structured' | 'container' | 'join'
type FieldKind =
  | { kind: ScalarKind }
  | { kind: 'select'; options: readonly string[] }
  | { kind: 'relationship'; collections: readonly string[] }

const SCALAR: Record<string, ScalarKind> = {
  text: 'text',
  textarea: 'text',
  email: 'text',
  code: 'text',
  number: 'number',
  date: 'date',
  checkbox: 'checkbox',
  point: 'point',
  json: 'structured',
  richText: 'structured',
  join: 'join',
}

/** A version's own fields, beside `version.<field>` (`/api/<collection>/versions`). */
const VERSION_FIELDS: Record<string, FieldKind> = {
  parent: { kind: 'id' },
  latest: { kind: 'checkbox' },
  autosave: { kind: 'checkbox' },
  snapshot: { kind: 'checkbox' },
  publishedLocale: { kind: 'text' },
}

function optionValues(field: FlattenedField): string[] {
  const options = (field as { options?: ReadonlyArray<string | { value: string }> }).options ?? []
  return options.map((option) => (typeof option === 'string' ? option : option.value))
}

/** The field a dotted path names: into groups, arrays, blocks and named tabs, and across a relationship to one collection. */
export function fieldKind(path: string, schema: QuerySchema): FieldKind | null {
  const segments = path.split('.')
  if (segments[0] === 'version' && segments.length > 1) segments.shift()
  else if (segments.length === 1 && VERSION_FIELDS[segments[0]!] && !schema.fields.some((field) => field.name === segments[0])) return VERSION_FIELDS[segments[0]!]!
  let fields: readonly FlattenedField[] = schema.fields
  for (let index = 0; index < segments.length; index++) {
    const name = segments[index]!
    const last = index === segments.length - 1
    if (name === 'id') return last ? { kind: 'id' } : null
    const field = fields.find((candidate) => candidate.name === name)
    if (!field) return name === 'blockType' && last ? { kind: 'text' } : null
    switch (field.type) {
      case 'group':
      case 'array':
      case 'tab':
        if (last) return { kind: 'container' }
        fields = field.flattenedFields
        continue
      case 'blocks':
        if (last) return { kind: 'container' }
        fields = (field.blocks ?? []).flatMap((block) => block.flattenedFields ?? [])
        continue
      case 'relationship':
      case 'upload': {
        const collections = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]
        if (last) return { kind: 'relationship', collections }
        if (collections.length !== 1) return null
        const related = schema.fieldsOf(collections[0]!)
        if (!related) return null
        fields = related
        continue
      }
      case 'select':
      case 'radio':
        return last ? { kind: 'select', options: optionValues(field) } : null
      default: {
        const kind = SCALAR[field.type]
        if (!kind) return null
        // A path into a JSON field's content.
        if (!last) return kind === 'structured' ? { kind: 'structured' } : null
        return { kind }
      }
    }
  }
  return null
}

const SORTABLE = new Set<FieldKind['kind']>(['id', 'text', 'number', 'date', 'checkbox', 'select', 'relationship'])

function sortProblems(sort: unknown, schema: QuerySchema): string[] {
  const entries = typeof sort === 'string' ? sort.split(',') : Array.isArray(sort) ? sort : null
  if (!entries || entries.some((entry) => typeof entry !== 'string')) return ['sort is a field name, or names separated by commas (-name sorts down).']
  if (entries.length > maxSortFields) return [`sort orders by at most ${maxSortFields} fields.`]
  const problems: string[] = []
  for (const entry of entries as string[]) {
    const path = entry.trim().replace(/^[-+]/, '')
    if (!path) {
      if (entry.trim()) problems.push(`sort: ${JSON.stringify(entry.trim())} names no field.`)
      continue
    }
    const field = path.length <= 100 ? fieldKind(path, schema) : null
    if (!field || !SORTABLE.has(field.kind)) problems.push(`sort: ${JSON.stringify(path.slice(0, 100))} is not a field to sort by.`)
  }
  return problems
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const COMPARISONS = new Set(['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
const TEXT_MATCH = new Set(['like', 'not_like'])
const GEO = new Set(['near', 'within', 'intersects'])

function whereProblems(where: unknown, schema: QuerySchema): string[] {
  const problems: string[] = []
  let conditions = 0
  const visit = (node: unknown, name: string, nesting: number) => {
    if (problems.length >= 5) return
    if (!isPlainObject(node)) {
      problems.push(`${name} is a set of conditions, e.g. where[title][equals]=Kontakt.`)
      return
    }
    for (const [key, constraint] of Object.entries(node)) {
      if (key.toLowerCase() === 'and' || key.toLowerCase() === 'or') {
        if (!Array.isArray(constraint)) {
          problems.push(`${name}[${key}] is a list of conditions, e.g. ${name}[${key}][0][title][equals]=Kontakt.`)
          continue
        }
        if (nesting >= maxNesting) {
          problems.push(`where puts and/or inside one another at most ${maxNesting} deep.`)
          return
        }
        constraint.forEach((item, index) => visit(item, `${name}[${key}][${index}]`, nesting + 1))
        continue
      }
      if (!isPlainObject(constraint)) {
        problems.push(`${name}[${key}] compares a field with an operator, e.g. ${name}[${key}][equals]=….`)
        continue
      }
      const field = key.length <= 200 ? fieldKind(key, schema) : null
      for (const [operator, value] of Object.entries(constraint)) {
        if (++conditions > maxConditions) {
          problems.push(`where has at most ${maxConditions} conditions.`)
          return
        }
        const problem = conditionProblem(field, operator, value)
        if (problem) problems.push(`${name}[${key}][${operator}] ${problem}`)
      }
    }
  }
  visit(where, 'where', 0)
  return problems
}

const isBooleanLike = (value: unknown) => value === true || value === false || value === 'true' || value === 'false'

/** Why a value cannot be compared with a field by an operator, or null when it can (or Payload decides: an operator or path it does not know). */
function conditionProblem(field: FieldKind | null, operator: string, value: unknown): string | null {
  if (operator === 'exists') return isBooleanLike(value) ? null : 'is true or false.'
  if (GEO.has(operator)) {
    if (field && field.kind !== 'point') return 'works on map points only.'
    if (!field) return null
    return geoProblem(operator, value)
  }
  if (field?.kind === 'join') return 'cannot be compared.'
  if (field && (field.kind === 'structured' || field.kind === 'container')) return 'can only be asked whether it exists (exists=true or false).'
  const values = LIST_OPERATORS.has(operator) ? listValues(value) : [value]
  if (values === null) return 'is a list of values, e.g. [in]=a,b.'
  if (values.length > maxValues) return `holds at most ${maxValues} values.`
  for (const single of values) {
    const problem = valueProblem(field, operator, single)
    if (problem) return problem
  }
  return null
}

function listValues(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value
  if (typeof value === 'string') return value.split(',')
  if (typeof value === 'number' || typeof value === 'boolean') return [value]
  return null
}

function valueProblem(field: FieldKind | null, operator: string, value: unknown): string | null {
  if (value !== null && typeof value === 'object') {
    // A polymorphic relationship is compared with { relationTo, value }.
    if (field?.kind === 'relationship' && field.collections.length > 1 && isPlainObject(value)) {
      return field.collections.includes(String(value.relationTo)) && isId(value.value) ? null : `is { relationTo: ${field.collections.join(' | ')}, value: an id }.`
    }
    return 'is one value, not a set of them.'
  }
  if (typeof value === 'string' && value.length > maxValueLength) return `is at most ${maxValueLength} characters.`
  if (value === null || value === 'null' || value === undefined) return operator === 'equals' || operator === 'not_equals' ? null : 'is a value, not null.'
  // The admin sends a value it does not have as '' (id not_equals '': every document; a new page's parent choices:
  // site equals '' before the site is chosen).
  if (value === '' && (operator === 'equals' || operator === 'not_equals')) return null
  if (!field) return null
  switch (field.kind) {
    case 'text':
      return null
    case 'number':
      if (TEXT_MATCH.has(operator)) return 'is compared as a number (equals, greater_than …), not as text.'
      return typeof value === 'number' ? (Number.isFinite(value) ? null : 'is a number.') : NUMBER.test(String(value)) ? null : 'is a number.'
    case 'date':
      if (TEXT_MATCH.has(operator) || operator === 'contains') return 'is compared as a date (equals, greater_than …), not as text.'
      return isDate(value) ? null : 'is a date, e.g. 2026-12-01 or 2026-12-01T09:00:00Z.'
    case 'checkbox':
      if (TEXT_MATCH.has(operator) || COMPARISONS.has(operator)) return 'is compared with equals: true or false.'
      return isBooleanLike(value) ? null : 'is true or false.'
    case 'select':
      if (TEXT_MATCH.has(operator) || COMPARISONS.has(operator)) return `is compared with equals or in: ${field.options.join(', ')}.`
      return field.options.includes(String(value)) ? null : `is one of ${field.options.join(', ')}.`
    case 'id':
    case 'relationship':
      if (TEXT_MATCH.has(operator)) return 'is compared with an id (equals, in …), not as text.'
      return isId(value) ? null : 'is the id of a document (a whole number).'
    case 'point':
      return 'is compared with near, within or intersects.'
    default:
      return null
  }
}

const isId = (value: unknown) => (typeof value === 'number' ? Number.isSafeInteger(value) && value >= 0 : typeof value === 'string' && ID.test(value))

/** A date as Payload's queries take it: an ISO date (and time) that exists, or a time in milliseconds. */
function isDate(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) < 8.64e15
  if (typeof value !== 'string' || !ISO_DATE_TIME.test(value)) return false
  const parsed = new Date(value.length === 10 ? `${value}T00:00:00Z` : value)
  if (Number.isNaN(parsed.getTime())) return false
  // `2027-02-30` parses as 2 March: the day written must be the day read.
  const [year, month, day] = value.slice(0, 10).split('-').map(Number)
  const check = new Date(Date.UTC(year!, month! - 1, day!))
  return check.getUTCFullYear() === year && check.getUTCMonth() === month! - 1 && check.getUTCDate() === day
}

function geoProblem(operator: string, value: unknown): string | null {
  if (operator === 'near') {
    const parts = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value.map(String) : null
    return parts && parts.length >= 2 && parts.length <= 4 && parts.every((part) => NUMBER.test(part.trim())) ? null : 'is longitude,latitude[,max distance[,min distance]] in numbers.'
  }
  return isPlainObject(value) && typeof value.type === 'string' && Array.isArray(value.coordinates) ? null : 'is a GeoJSON geometry ({ type, coordinates }).'
}
