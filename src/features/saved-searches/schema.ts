import { z } from 'zod'

import { filterSchema } from '@/features/car-search/schema'
import { LETTER_TLD_EMAIL_PATTERN } from '@/features/leads/form-rules'

import { SAVED_SEARCH_FREQUENCIES } from './model'
import { SAVED_SEARCH_NAME_MAX } from './naming'

/** The body of `POST /api/car-alerts`, a search or a car (a price-drop notice), each with the consent shown. */

const email = z.string().trim().max(254).regex(LETTER_TLD_EMAIL_PATTERN, 'an e-mail address such as name@example.com')
const consent = z.strictObject({ text: z.string().trim().min(1).max(1_000), version: z.string().trim().min(1).max(64) })
const listUrl = z
  .string()
  .max(2_000)
  .regex(/^\/(?!\/)/, 'a path on this site, starting with /')
const locale = z.string().max(10).optional()

export const saveSearchBody = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('search'),
    name: z.string().trim().min(1).max(SAVED_SEARCH_NAME_MAX),
    email,
    frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
    criteria: z.strictObject({
      filters: z
        .record(z.string().min(1).max(200), filterSchema)
        .refine((filters) => Object.keys(filters).length <= 30, 'at most 30 filters'),
      keyphrase: z.string().max(500),
    }),
    listUrl,
    locale,
    consent,
  }),
  z.strictObject({ kind: z.literal('car'), carId: z.string().trim().min(1).max(64), email, listUrl, locale, consent }),
])

/** A link's token: what the e-mails carry (`c.12.<signature>`). */
export const linkTokenSchema = z.string().min(10).max(200)
