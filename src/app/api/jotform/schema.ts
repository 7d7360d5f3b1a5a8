import { z } from 'zod'

import { JOTFORM_FORM_ID } from '@/features/form-embeds/form-ids'

/** `{ formId }`: the form whose latest submission the server reads (spec 3 §7). */
export const jotformRequest = z.object({
  formId: z.string({ error: 'The form id is required.' }).regex(JOTFORM_FORM_ID, 'A form id is 5 to 25 digits.'),
})

/** A form id and nothing more: anything near this size is not a report of a submission. */
export const MAX_BODY_BYTES = 4 * 1024
