import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { throwawayDatabase, type ThrowawayDatabase } from '@/db/test-database'
import { MemoryRateLimitStore } from '@/integrations/rate-limit/memory'
import type { TextMessage } from './ports'
import type { TireAgreement, TireStorage } from './ports'
import { sealerOf } from '@/lib/encryption'

import { tireHotelAuthorization } from './authorization'
import { CODE_ATTEMPTS, CODE_LENGTH, SESSION_IDLE_MS } from './rules'
import { TIR123_VEHICLE } from './test-data'

let db: ThrowawayDatabase
beforeAll(async () => {
  db = await throwawayDatabase()
})
afterAll(() => db?.drop())

const AGREEMENT: TireAgreement = {
  agreementId: 'AG-1',
  customer: { firstName: 'Vera', lastName: 'Nilsson' },
  phone: '+46701740650',
  vehicles: [TIR123_VEHICLE],
}
/** The tire storage system's answers for one agreement (the port's other side). */
const storage: TireStorage = {
  findByRegNo: async (regNo) => (regNo === 'TIR123' ? { agreementId: AGREEMENT.agreementId, regNo, phone: AGREEMENT.phone } : null),
  agreement: async (agreementId) => (agreementId === AGREEMENT.agreementId ? AGREEMENT : null),
}

/** An authorization over the throwaway database, its clock set by the test, its text messages kept. */
function authorization() {
  const sent: TextMessage[] = []
  const clock = { now: new Date('2026-03-02T10:00:00.000Z') }
  const store = new MemoryRateLimitStore()
  const sealer = sealerOf(randomBytes(32))
  const auth = tireHotelAuthorization({
    db,
    storage,
    sms: { name: 'gateway', send: async (message) => void sent.push(message) },
    rateLimit: async () => store,
    sealer: () => sealer,
    now: () => clock.now,
  })
  const codeSent = () => new RegExp(`\\b(\\d{${CODE_LENGTH}})\\b`).exec(sent.at(-1)!.text)![1]!
  const wrong = (code: string) => String((Number(code) + 1) % 10 ** CODE_LENGTH).padStart(CODE_LENGTH, '0')
  return { auth, sent, clock, codeSent, wrong }
}

const codeOf = (error: unknown) => (error as { code?: string }).code

describe('tire-hotel login', () => {
  it('sends a code to the agreement’s phone and opens a session with it, once', async () => {
    const { auth, sent, codeSent } = authorization()
    const found = await auth.search('TIR123')
    expect(found.obfuscatedPhoneNumber).not.toContain('1740650')
    const { authorizationToken } = await auth.login(found.encryptedPhoneNumber)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: AGREEMENT.phone, purpose: 'one-time-code' })
    const session = await auth.validate(authorizationToken, codeSent())
    expect(session).toMatchObject({ status: 0, vehicles: [TIR123_VEHICLE], sessionExpiresInSeconds: SESSION_IDLE_MS / 1000 })
    expect(await auth.session(session.sessionToken)).toEqual(AGREEMENT)
    await expect(auth.validate(authorizationToken, codeSent())).rejects.toSatisfy((error) => codeOf(error) === 'code_used')
  })

  it(`voids a code after ${CODE_ATTEMPTS} wrong tries, however many arrive at once`, async () => {
    const { auth, codeSent, wrong } = authorization()
    const { authorizationToken } = await auth.login((await auth.search('TIR123')).encryptedPhoneNumber)
    const guesses = await Promise.allSettled(
      Array.from({ length: CODE_ATTEMPTS + 3 }, () => auth.validate(authorizationToken, wrong(codeSent()))),
    )
    expect(guesses.every((guess) => guess.status === 'rejected')).toBe(true)
    const codes = guesses.map((guess) => codeOf((guess as PromiseRejectedResult).reason))
    expect(codes.filter((code) => code === 'wrong_code').length).toBeLessThan(CODE_ATTEMPTS)
    await expect(auth.validate(authorizationToken, codeSent())).rejects.toSatisfy((error) => codeOf(error) === 'code_void')
  })

  it('takes a code it sent after a new search, and counts a wrong one against the open codes', async () => {
    const { auth, codeSent, wrong } = authorization()
    await auth.login((await auth.search('TIR123')).encryptedPhoneNumber)
    const again = await auth.search('TIR123')
    await expect(auth.validateBySearch(again.encryptedPhoneNumber, wrong(codeSent()))).rejects.toSatisfy(
      (error) => codeOf(error) === 'wrong_code',
    )
    expect((await auth.validateBySearch(again.encryptedPhoneNumber, codeSent())).status).toBe(0)
  })

  it('ends a session left unused for its idle time', async () => {
    const { auth, clock, codeSent } = authorization()
    const { authorizationToken } = await auth.login((await auth.search('TIR123')).encryptedPhoneNumber)
    const { sessionToken } = await auth.validate(authorizationToken, codeSent())
    clock.now = new Date(clock.now.getTime() + SESSION_IDLE_MS + 1_000)
    await expect(auth.session(sessionToken)).rejects.toSatisfy((error) => codeOf(error) === 'session_expired')
  })

  it('refuses an expired code and an unknown car', async () => {
    const { auth, clock, codeSent } = authorization()
    const { authorizationToken } = await auth.login((await auth.search('TIR123')).encryptedPhoneNumber)
    clock.now = new Date(clock.now.getTime() + 60 * 60_000)
    await expect(auth.validate(authorizationToken, codeSent())).rejects.toSatisfy((error) => codeOf(error) === 'code_expired')
    await expect(auth.search('NONE99')).rejects.toSatisfy((error) => codeOf(error) === 'not_found')
  })
})
