import { isInternalRequest } from '@/lib/internal-key'
import { jsonError } from '@/lib/http'
import { leadDelivery } from '@/server/leads'

export const dynamic = 'force-dynamic'

/** Starts this instance's e-mail delivery and lead retention (asked once by the instance itself at start). */
export async function POST(request: Request) {
  if (!isInternalRequest(request.headers)) return jsonError(403, 'forbidden', 'Only this deployment’s own instances may start delivery.')
  const { worker } = await leadDelivery()
  return Response.json({ delivering: worker !== null })
}
