import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { consume, rateLimitStore } from '@/integrations/rate-limit'

/** Login attempts allowed per window, counted by account e-mail and by client address (REST, GraphQL and the admin alike). */
export const LOGIN_ATTEMPTS_PER_EMAIL = 10
export const LOGIN_ATTEMPTS_PER_CLIENT = 30
export const LOGIN_WINDOW_MS = 15 * 60 * 1000

function clientAddress(headers: Headers): string {
  // The first address is the client as the outermost trusted proxy saw it (Next.js sets it from the socket when absent).
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'unknown'
}

export const limitLoginAttempts: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const email = typeof args.data?.email === 'string' ? args.data.email.trim().toLowerCase() : ''
  const store = await rateLimitStore()
  const checks = await Promise.all([
    consume(store, `login:client:${clientAddress(req.headers)}`, LOGIN_ATTEMPTS_PER_CLIENT, LOGIN_WINDOW_MS),
    email ? consume(store, `login:email:${email}`, LOGIN_ATTEMPTS_PER_EMAIL, LOGIN_WINDOW_MS) : null,
  ])
  const refused = checks.find((check) => check && !check.allowed)
  if (refused) {
    const minutes = Math.ceil(refused.retryAfterSeconds / 60)
    throw new APIError(`Too many login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, 429, null, true)
  }
  return args
}
