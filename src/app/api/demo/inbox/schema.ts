import { z } from 'zod'

/** The longest e-mail address there can be (RFC 5321 path limit); phone numbers are far shorter. */
export const RECIPIENT_MAX_LENGTH = 254
export const INBOX_LIMIT_DEFAULT = 50
export const INBOX_LIMIT_MAX = 200

/** `?to=&limit=` of `GET /api/demo/inbox` and of the `/demo/inbox` page; an empty `to` lists everyone's. */
export const inboxQuery = z.object({
  to: z
    .string()
    .trim()
    .max(RECIPIENT_MAX_LENGTH, `A recipient is at most ${RECIPIENT_MAX_LENGTH} characters.`)
    .optional()
    .transform((to) => to || undefined),
  limit: z.coerce
    .number({ error: 'The limit is a whole number.' })
    .int('The limit is a whole number.')
    .min(1, 'The limit is at least 1.')
    .max(INBOX_LIMIT_MAX, `The limit is at most ${INBOX_LIMIT_MAX}.`)
    .default(INBOX_LIMIT_DEFAULT),
})

/** The named parameters of a query string; one given twice counts once (the first), as the page reads it. */
export function queryParameters(url: URL, names: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, url.searchParams.get(name) ?? undefined]))
}

/** A 400 body's `fields`: the first problem of each parameter. */
export function queryProblems(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[issue.path.join('.') || 'query'] ??= issue.message
  return fields
}
