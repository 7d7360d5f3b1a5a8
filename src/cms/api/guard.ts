import type { CollectionBeforeOperationHook, FlattenedField, GlobalBeforeOperationHook, PayloadRequest, SanitizedConfig } from 'payload'

import { CmsRequestError } from '../errors'

import { queryProblems, type CheckedOperation, type QueryArgs } from './query-check'

/** Locales a request may name besides the configured ones: every language at once. */
const ALL_LOCALES = new Set(['all', '*'])

const CHECKED = new Set<string>(['create', 'read', 'readDistinct', 'count', 'update', 'delete'])

export class InvalidQueryError extends CmsRequestError {
  constructor(problems: string[]) {
    super('InvalidQuery', problems.join(' '), 400, { problems })
  }
}

/**
 * Checks what a call of the CMS's REST or GraphQL API asks for before Payload runs it (src/cms/api/query-check.ts):
 * the caps of limits.ts, a `where` whose values fit their fields, a language the CMS has. A request over a cap or
 * with a value no field takes gets a 400 saying which, instead of an hour of work or a 500 from the database.
 * The server's own calls (the sites' pages, scripts, Payload filling in related documents) are not the caller's
 * to shape: in-process calls, and those with access overridden or errors off, are left alone.
 */
export const checkApiQuery: CollectionBeforeOperationHook = ({ args, operation, req, collection }) => check(operation, args, req, collection.flattenedFields)

/** The same for a global (the lead settings): its depth, language and, for its versions, the query. */
export const checkGlobalApiQuery: GlobalBeforeOperationHook = ({ args, operation, req, global }) => check(operation, args, req, global.flattenedFields)

function check<A>(operation: string, args: A, req: PayloadRequest, fields: readonly FlattenedField[]): A {
  if (req.payloadAPI === 'local' || !CHECKED.has(operation)) return args
  const options = (args ?? {}) as QueryArgs & { overrideAccess?: boolean; disableErrors?: boolean }
  if (options.overrideAccess || options.disableErrors) return args
  const problems: string[] = []
  const locales = req.payload.config.localization ? req.payload.config.localization.localeCodes : []
  if (locales.length > 0 && typeof req.locale === 'string' && !locales.includes(req.locale) && !ALL_LOCALES.has(req.locale)) {
    problems.push(`locale is one of ${locales.join(', ')}, or all.`)
  }
  const fieldsOf = (slug: string): readonly FlattenedField[] | null => req.payload.collections[slug as keyof typeof req.payload.collections]?.config.flattenedFields ?? null
  problems.push(...queryProblems(operation as CheckedOperation, options, { fields, fieldsOf }))
  if (problems.length > 0) throw new InvalidQueryError(problems)
  return args
}

/**
 * Puts the check on every collection and global of the built configuration, Payload's own (preferences, document
 * locks, migrations) included, which it adds while it builds the configuration.
 */
export function capCmsApi(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [checkApiQuery, ...(collection.hooks.beforeOperation ?? [])]
  }
  for (const global of config.globals) {
    global.hooks.beforeOperation = [checkGlobalApiQuery, ...(global.hooks.beforeOperation ?? [])]
  }
  return config
}
