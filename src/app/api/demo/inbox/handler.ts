import type { Payload } from 'payload'

import { inboxMessages } from '@/features/demo-inbox/inbox'
import { jsonError } from '@/lib/http'

import { inboxQuery, queryParameters, queryProblems } from './schema'

export type DemoInboxDependencies = {
  /** Demo mode on: off, the inbox does not exist (404). */
  demoMode: boolean
  payload: () => Promise<Payload>
}

export const DEMO_ONLY_MESSAGE = 'The demo inbox exists only in demo mode.'

/** `GET /api/demo/inbox?to=&limit=`: the messages Forecourt would have sent, newest first (DEMO.md). */
export async function handleDemoInbox(request: Request, dependencies: DemoInboxDependencies): Promise<Response> {
  if (!dependencies.demoMode) return jsonError(404, 'not_found', DEMO_ONLY_MESSAGE)
  const parsed = inboxQuery.safeParse(queryParameters(new URL(request.url), ['to', 'limit']))
  if (!parsed.success) {
    return Response.json(
      { error: 'invalid_query', message: 'Give `to` (an e-mail address or phone number) and `limit` (1 to 200), both optional.', fields: queryProblems(parsed.error) },
      { status: 400 },
    )
  }
  const messages = await inboxMessages(await dependencies.payload(), parsed.data)
  return Response.json({ messages }, { headers: { 'Cache-Control': 'no-store' } })
}
