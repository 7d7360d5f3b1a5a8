import { z } from 'zod'

import { integerParam } from '@/http/query'

/** `?id=&index=` of `GET /api/demo/inbox/attachment`: an e-mail's id and the attachment's place in it, from 0. */
export const attachmentQuery = z.object({
  id: integerParam({ min: 1, max: 2_147_483_647, message: 'The id is a whole number.', tooLarge: 'No e-mail has that id.' }),
  index: integerParam({ min: 0, max: 1000, message: 'The index is a whole number from 0 to 1000.' }),
})
