import { revalidateTag } from 'next/cache'
import { z } from 'zod'

import { isInternalRequest } from '@/lib/internal-key'
import { jsonError } from '@/lib/http'

export const dynamic = 'force-dynamic'

const body = z.object({ tags: z.array(z.string().min(1).max(256)).min(1).max(1000) })

/** Another instance changed content: expire the same cache tags here (see integrations/cache-events). */
export async function POST(request: Request) {
  if (!isInternalRequest(request.headers)) return jsonError(403, 'forbidden', 'Only this deployment’s own instances may expire its cache.')
  const parsed = body.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return jsonError(400, 'invalid_tags', 'Send { "tags": ["site:1", …] }.')
  for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 })
  return Response.json({ expired: parsed.data.tags.length })
}
