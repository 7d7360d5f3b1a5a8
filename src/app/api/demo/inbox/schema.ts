import { z } from 'zod'

import { integerParam } from '@/http/query'

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
  limit: integerParam({ min: 1, max: INBOX_LIMIT_MAX, message: `The limit is a whole number from 1 to ${INBOX_LIMIT_MAX}.` }).default(INBOX_LIMIT_DEFAULT),
})

/** The first problem of each parameter, as the inbox page shows it. */
export function queryProblems(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[issue.path.join('.') || 'query'] ??= issue.message
  return fields
}
