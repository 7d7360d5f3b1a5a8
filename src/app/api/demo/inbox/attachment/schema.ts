import { z } from 'zod'

/** `?id=&index=` of `GET /api/demo/inbox/attachment`: an e-mail's id and the attachment's place in it, from 0. */
export const attachmentQuery = z.object({
  id: z.coerce.number({ error: 'The id is a whole number.' }).int('The id is a whole number.').positive('The id is a whole number.').max(2_147_483_647, 'No e-mail has that id.'),
  index: z.coerce.number({ error: 'The index is a whole number.' }).int('The index is a whole number.').min(0, 'The index is 0 or more.').max(1000, 'The index is at most 1000.'),
})
