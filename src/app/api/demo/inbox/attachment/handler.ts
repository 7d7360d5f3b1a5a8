import { attachmentContentType, emailAttachment, inlineDisposition } from '@/features/demo-inbox/inbox'
import { jsonError } from '@/lib/http'

import { DEMO_ONLY_MESSAGE, type DemoInboxDependencies } from '../handler'
import { queryParameters, queryProblems } from '../schema'
import { attachmentQuery } from './schema'

/**
 * `GET /api/demo/inbox/attachment?id=&index=`: one attachment of an e-mail in the demo inbox, shown in the
 * browser. Its content is the sender's: it is never run as a page of this host (sandbox, no sniffing).
 */
export async function handleDemoInboxAttachment(request: Request, dependencies: DemoInboxDependencies): Promise<Response> {
  if (!dependencies.demoMode) return jsonError(404, 'not_found', DEMO_ONLY_MESSAGE)
  const parsed = attachmentQuery.safeParse(queryParameters(new URL(request.url), ['id', 'index']))
  if (!parsed.success) {
    return Response.json(
      { error: 'invalid_query', message: 'Give `id` (the e-mail’s id) and `index` (the attachment’s place, from 0).', fields: queryProblems(parsed.error) },
      { status: 400 },
    )
  }
  const attachment = await emailAttachment(await dependencies.payload(), parsed.data.id, parsed.data.index)
  if (!attachment) return jsonError(404, 'not_found', 'No such e-mail or attachment in the demo inbox.')
  return new Response(attachment.content, {
    headers: {
      'Content-Type': attachmentContentType(attachment.contentType),
      'Content-Disposition': inlineDisposition(attachment.filename),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'Cache-Control': 'no-store',
    },
  })
}
