import type { Database } from '@/db/database'
import { consume, type RateLimitStore } from '@/lib/rate-limit'
import type { SmsSender } from './ports'
import type { TireAgreement, TireHotelVehicle, TireStorage } from './ports'
import { sameDigest, type Sealer } from '@/lib/encryption'
import { maskedPhoneNumber } from '@/lib/phone-number'

import {
  codeExpired,
  codeNotSent,
  codeUnknown,
  codeUsed,
  codeVoid,
  noAgreement,
  noPhoneNumber,
  searchExpired,
  sessionExpired,
  sessionMissing,
  tooManyCodes,
  wrongCode,
} from './errors'
import { countAttempt, extendSession, findCode, findSession, openCodes, storeCode } from './repository'
import {
  CODE_ATTEMPTS,
  CODE_LIFETIME_MS,
  CODES_PER_PHONE,
  CODES_PER_PHONE_DAY_MS,
  CODES_PER_PHONE_PER_DAY,
  CODES_PER_PHONE_WINDOW_MS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_EVERY_MS,
} from './rules'
import { digests, newCode, openSearchToken, randomToken, searchToken } from './tokens'

/**
 * The tire hotel's front door (spec 3 §2.5 Search → Login → Validate; §6): a visitor is anonymous until a code
 * sent to the agreement's phone proves them its customer. Each step is one call of the page:
 * - search: a car's registration number → a sealed token for its agreement and the phone number masked;
 * - login: that token → a fresh code by SMS, and an authorization token to check it with;
 * - validate: the authorization token and the code → a session of 30 minutes without use, and the cars.
 */

/** Spec 3 §3.3 'Customer found by search'. */
export type FoundCustomer = { encryptedPhoneNumber: string; obfuscatedPhoneNumber: string; regNo: string }
/** Spec 3 §3.3 'Credentials from login'. */
export type Credentials = { authorizationToken: string }
/** Spec 3 §3.3 'Validated session': status 0 is logged in; the booking calls send `sessionToken` as a bearer token. */
export type ValidatedSession = { status: 0; vehicles: TireHotelVehicle[]; sessionToken: string; sessionExpiresInSeconds: number }

export type AuthorizationDeps = {
  db: Database
  storage: TireStorage
  sms: SmsSender
  rateLimit: () => Promise<RateLimitStore>
  sealer: () => Sealer
  now: () => Date
  /** A text message could not be sent (its reason, never its content). */
  onSmsFailure?: (error: unknown) => void
}

/** The text of the code's message: the code, how long it holds, and never to pass it on. */
export function codeMessage(code: string): string {
  return `Din engångskod till däckhotellet är ${code}. Koden gäller i ${CODE_LIFETIME_MS / 60_000} minuter. Lämna aldrig ut koden till någon.`
}

/** A car's agreement by registration number: a sealed token for it, and the phone number masked. */
async function search(deps: AuthorizationDeps, regNo: string): Promise<FoundCustomer> {
  const found = await deps.storage.findByRegNo(regNo)
  if (!found) throw noAgreement()
  return {
    encryptedPhoneNumber: searchToken(deps.sealer(), found, deps.now()),
    obfuscatedPhoneNumber: maskedPhoneNumber(found.phone),
    regNo: found.regNo,
  }
}

/** Counts a code against the phone's limits (10 minutes and a day); throws once either is spent. */
async function spendCodeAllowance(deps: AuthorizationDeps, phoneKey: string, now: Date): Promise<void> {
  const store = await deps.rateLimit()
  for (const [window, limit, ms] of [
    ['10m', CODES_PER_PHONE, CODES_PER_PHONE_WINDOW_MS],
    ['day', CODES_PER_PHONE_PER_DAY, CODES_PER_PHONE_DAY_MS],
  ] as const) {
    const decision = await consume(store, `tirehotel-codes:${window}:${phoneKey}`, limit, ms, now.getTime())
    if (!decision.allowed) throw tooManyCodes(decision.retryAfterSeconds)
  }
}

/** A search token → a fresh code by SMS, and an authorization token to check it with. */
async function login(deps: AuthorizationDeps, encryptedPhoneNumber: string): Promise<Credentials> {
  const sealer = deps.sealer()
  const now = deps.now()
  const claim = openSearchToken(sealer, encryptedPhoneNumber, now)
  if (!claim) throw searchExpired()
  // The car's agreement as it is now: a car moved to another customer is searched for again.
  const contact = await deps.storage.findByRegNo(claim.regNo)
  if (!contact || contact.agreementId !== claim.agreementId) throw searchExpired()
  if (!contact.phone) throw noPhoneNumber()
  const keys = digests(sealer)
  await spendCodeAllowance(deps, keys.phone(contact.phone), now)
  const authorizationToken = randomToken()
  const tokenDigest = keys.authorization(authorizationToken)
  const code = newCode()
  // Both writes go to the same group commit; a code whose text could not be sent is of no use to anyone.
  const sent = deps.sms.send({ to: contact.phone, text: codeMessage(code), purpose: 'one-time-code' }).catch((error: unknown) => {
    deps.onSmsFailure?.(error)
    throw codeNotSent()
  })
  await Promise.all([
    storeCode(deps.db, {
      tokenDigest,
      agreementId: contact.agreementId,
      codeDigest: keys.code(tokenDigest, code),
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
      now,
    }),
    sent,
  ])
  return { authorizationToken }
}

/** The logged-in answer: the agreement's cars and the session opened. */
async function sessionOpened(deps: AuthorizationDeps, agreementId: string, sessionToken: string): Promise<ValidatedSession> {
  const agreement = await deps.storage.agreement(agreementId)
  if (!agreement) throw codeUnknown()
  return { status: 0, vehicles: agreement.vehicles, sessionToken, sessionExpiresInSeconds: SESSION_IDLE_MS / 1000 }
}

/** The authorization token and the code → a session of 30 minutes without use, and the cars. */
async function validate(deps: AuthorizationDeps, authToken: string, otpToken: string): Promise<ValidatedSession> {
  const { db } = deps
  const keys = digests(deps.sealer())
  const tokenDigest = keys.authorization(authToken)
  // Worked out before the code is looked up, so an unknown token takes as long as a known one.
  const guess = keys.code(tokenDigest, otpToken)
  const now = deps.now()
  const stored = await findCode(db, tokenDigest)
  if (!stored) throw codeUnknown()
  if (stored.usedAt !== null) throw codeUsed()
  if (stored.attempts >= CODE_ATTEMPTS) throw codeVoid()
  if (stored.expiresAt <= now.getTime()) throw codeExpired()
  const right = sameDigest(guess, stored.codeDigest)
  const sessionToken = right ? randomToken() : null
  const counted = await countAttempt(db, {
    codeId: stored.id,
    now,
    open: sessionToken ? { sessionDigest: keys.session(sessionToken), expiresAt: new Date(now.getTime() + SESSION_IDLE_MS) } : null,
  })
  // Another attempt closed the code meanwhile: this one weighs nothing.
  if (!counted.counted) throw codeVoid()
  if (!sessionToken) throw counted.attempts >= CODE_ATTEMPTS ? codeVoid() : wrongCode(CODE_ATTEMPTS - counted.attempts)
  return sessionOpened(deps, stored.agreementId, sessionToken)
}

/**
 * A code the visitor already holds, entered after a new search (a reload, another tab, or when no more codes
 * may be sent): weighed against every code of the search's agreement still open to an attempt. A wrong guess
 * counts against each of them, so it gets no more tries than the codes have; the right one opens a session as
 * `validate` does.
 */
async function validateBySearch(deps: AuthorizationDeps, encryptedPhoneNumber: string, otpToken: string): Promise<ValidatedSession> {
  const { db } = deps
  const sealer = deps.sealer()
  const now = deps.now()
  const claim = openSearchToken(sealer, encryptedPhoneNumber, now)
  if (!claim) throw searchExpired()
  const keys = digests(sealer)
  const codes = await openCodes(db, claim.agreementId, now)
  if (codes.length === 0) throw codeUnknown()
  // Every code's digest of the guess is worked out, so the time taken does not tell which matched.
  const matches = codes.map((code) => sameDigest(keys.code(code.tokenDigest, otpToken), code.codeDigest))
  const right = codes[matches.indexOf(true)]
  if (right) {
    const sessionToken = randomToken()
    const counted = await countAttempt(db, {
      codeId: right.id,
      now,
      open: { sessionDigest: keys.session(sessionToken), expiresAt: new Date(now.getTime() + SESSION_IDLE_MS) },
    })
    if (counted.counted) return sessionOpened(deps, right.agreementId, sessionToken)
  }
  // Wrong (or the right code closed meanwhile, which must read the same): an attempt against each open code.
  const counted = await Promise.all(
    codes.filter((code) => code !== right).map((code) => countAttempt(db, { codeId: code.id, now, open: null })),
  )
  const left = Math.max(0, ...counted.filter((attempt) => attempt.counted).map((attempt) => CODE_ATTEMPTS - attempt.attempts))
  throw left > 0 ? wrongCode(left) : codeVoid()
}

/**
 * The agreement of a session token (the booking calls' bearer token): 401 without one or with one that is
 * unknown or expired. Each use keeps the session for another 30 minutes.
 */
async function session(deps: AuthorizationDeps, sessionToken: string | null): Promise<TireAgreement> {
  if (!sessionToken) throw sessionMissing()
  const { db } = deps
  const now = deps.now()
  const found = await findSession(db, digests(deps.sealer()).session(sessionToken))
  if (!found || found.expiresAt <= now.getTime()) throw sessionExpired()
  if (found.expiresAt - now.getTime() < SESSION_IDLE_MS - SESSION_TOUCH_EVERY_MS) {
    if (!(await extendSession(db, { id: found.id, now, expiresAt: new Date(now.getTime() + SESSION_IDLE_MS) }))) throw sessionExpired()
  }
  const agreement = await deps.storage.agreement(found.agreementId)
  if (!agreement) throw sessionExpired()
  return agreement
}

export function tireHotelAuthorization(deps: AuthorizationDeps) {
  return {
    search: (regNo: string): Promise<FoundCustomer> => search(deps, regNo),
    login: (encryptedPhoneNumber: string): Promise<Credentials> => login(deps, encryptedPhoneNumber),
    validate: (authToken: string, otpToken: string): Promise<ValidatedSession> => validate(deps, authToken, otpToken),
    /** See `validateBySearch`: a code already held, weighed against every open code of the search's agreement. */
    validateBySearch: (encryptedPhoneNumber: string, otpToken: string): Promise<ValidatedSession> =>
      validateBySearch(deps, encryptedPhoneNumber, otpToken),
    /** The agreement of a session token; each use keeps the session for another 30 minutes. */
    session: (sessionToken: string | null): Promise<TireAgreement> => session(deps, sessionToken),
  }
}
