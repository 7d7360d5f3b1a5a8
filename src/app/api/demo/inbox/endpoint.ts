import type { Payload } from 'payload'

import { attachmentContentType, emailAttachment, inboxMessages, inlineDisposition } from '@/features/demo-inbox/inbox'
import { plainBytes, plainError, plainJson } from '@/http/answer'
import { isThisMachine } from '@/http/client-address'
import { defineEndpoint } from '@/http/endpoint'
import { isDemoMode } from '@/lib/env'
import { cms } from '@/wiring/cms'

import { attachmentQuery } from './attachment/schema'
import { inboxQuery } from './schema'

export type DemoInboxContext = {
  /** Demo mode on: off, the inbox does not exist (404). */
  demoMode: () => boolean
  payload: () => Promise<Payload>
}

/**
 * The demo inbox is there only in demo mode and only for the machine the demo runs on (the client's address after
 * trusted proxies): what Forecourt would have sent is nobody else's to read. From anywhere else it is not there.
 */
const inboxHere = (context: DemoInboxContext, client: string) => context.demoMode() && isThisMachine(client)
const notHere = () => plainError(404, 'not_found', 'The demo inbox exists only in demo mode, on the machine the demo runs on.')

/** `GET /api/demo/inbox?to=&limit=`: the messages Forecourt would have sent, newest first (DEMO.md). */
export function demoInboxEndpoint(context: DemoInboxContext) {
  return defineEndpoint({
    method: 'GET',
    path: '/api/demo/inbox',
    summary: 'The e-mails and text messages Forecourt would have sent (demo mode only)',
    query: inboxQuery,
    example: { query: { to: '+46701740610', limit: '10' } },
    async handle({ query, clientAddress }) {
      if (!inboxHere(context, clientAddress)) return notHere()
      return plainJson(200, { messages: await inboxMessages(await context.payload(), query) })
    },
  })
}

/**
 * `GET /api/demo/inbox/attachment?id=&index=`: one attachment of an e-mail in the demo inbox, shown in the
 * browser. Its content is the sender's: it is never run as a page of this host (sandbox, no sniffing).
 */
export function demoInboxAttachmentEndpoint(context: DemoInboxContext) {
  return defineEndpoint({
    method: 'GET',
    path: '/api/demo/inbox/attachment',
    summary: 'One attachment of an e-mail in the demo inbox (demo mode only)',
    query: attachmentQuery,
    example: { query: { id: '1', index: '0' } },
    async handle({ query, clientAddress }) {
      if (!inboxHere(context, clientAddress)) return notHere()
      const attachment = await emailAttachment(await context.payload(), query.id, query.index)
      if (!attachment) return plainError(404, 'not_found', 'No such e-mail or attachment in the demo inbox.')
      return plainBytes(200, attachmentContentType(attachment.contentType), attachment.content, {
        'content-disposition': inlineDisposition(attachment.filename),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      })
    },
  })
}

const demo: DemoInboxContext = { demoMode: () => isDemoMode(), payload: cms }
export const demoInbox = demoInboxEndpoint(demo)
export const demoInboxAttachment = demoInboxAttachmentEndpoint(demo)
