import { createHmac } from 'node:crypto'

import { payloadSecret } from './env'

/** Requests between a deployment's own instances carry this key, derived from the shared secret. */
export const INTERNAL_KEY_HEADER = 'x-forecourt-internal-key'

export function internalKey(secret = payloadSecret()): string {
  return createHmac('sha256', secret).update('forecourt-internal').digest('base64url')
}
