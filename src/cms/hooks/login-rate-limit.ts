import type { CollectionAfterLoginHook, CollectionBeforeOperationHook, PayloadRequest } from 'payload'

import { clientAddress } from '@/http/client-address'
import { consume } from '@/lib/rate-limit'
import { rateLimitStore } from '@/wiring/rate-limit'

import { TooManyLoginAttemptsError } from '../errors'

/**
 * Login attempts are limited in windows: per account e-mail, failed attempts (a successful login starts the
 * count again); per client address, every attempt. REST, GraphQL and the admin all log in through here.
 * Payload's own lockout (Users: maxLoginAttempts) locks a known account on top of this.
 */
export const LOGIN_FAILURES_PER_EMAIL = 10
export const LOGIN_ATTEMPTS_PER_CLIENT = 100
export const LOGIN_WINDOW_MS = 15 * 60 * 1000

const emailKey = (email: string) => `login:email:${email.trim().toLowerCase()}`
const clientKey = (req: PayloadRequest) => `login:client:${clientAddress(req.headers)}`

export const limitLoginAttempts: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const email = typeof args.data?.email === 'string' ? args.data.email : ''
  const store = await rateLimitStore()
  const checks = await Promise.all([
    consume(store, clientKey(req), LOGIN_ATTEMPTS_PER_CLIENT, LOGIN_WINDOW_MS),
    email ? consume(store, emailKey(email), LOGIN_FAILURES_PER_EMAIL, LOGIN_WINDOW_MS) : null,
  ])
  const refused = checks.find((check) => check && !check.allowed)
  if (refused) throw new TooManyLoginAttemptsError(refused.retryAfterSeconds)
  return args
}

/** A successful login was not a failure: the account's count starts again. */
export const forgetLoginFailures: CollectionAfterLoginHook = async ({ user }) => {
  if (typeof user?.email === 'string') await (await rateLimitStore()).reset(emailKey(user.email))
  return user
}
