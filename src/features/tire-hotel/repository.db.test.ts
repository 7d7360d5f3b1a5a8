import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { throwawayDatabase, type ThrowawayDatabase } from '@/db/test-database'

import { countAttempt, extendSession, findCode, findSession, openCodes, purgeEnded, storeCode } from './repository'
import { CODE_ATTEMPTS } from './rules'

let db: ThrowawayDatabase
beforeAll(async () => {
  db = await throwawayDatabase()
})
afterAll(() => db?.drop())

const NOW = new Date('2026-03-02T10:00:00.000Z')
const later = (ms: number) => new Date(NOW.getTime() + ms)
let tokens = 0
const code = async (agreementId = 'A-1', expiresInMs = 10 * 60_000) => {
  const tokenDigest = `token-${++tokens}`
  await storeCode(db, { tokenDigest, agreementId, codeDigest: 'digest-of-123456', expiresAt: later(expiresInMs), now: NOW })
  return (await findCode(db, tokenDigest))!
}

describe('tire-hotel codes', () => {
  it('stores a code and finds it by its token, unused and untried', async () => {
    const stored = await code('A-stored')
    expect(stored).toMatchObject({
      agreementId: 'A-stored',
      codeDigest: 'digest-of-123456',
      attempts: 0,
      usedAt: null,
      expiresAt: later(10 * 60_000).getTime(),
    })
    expect(await findCode(db, 'no-such-token')).toBeNull()
  })

  it(`weighs at most ${CODE_ATTEMPTS} attempts at a code, however many arrive together`, async () => {
    const stored = await code('A-guesses')
    const answers = await Promise.all(
      Array.from({ length: CODE_ATTEMPTS + 4 }, () => countAttempt(db, { codeId: stored.id, now: NOW, open: null })),
    )
    expect(answers.filter((answer) => answer.counted)).toHaveLength(CODE_ATTEMPTS)
    expect((await findCode(db, `token-${tokens}`))!.attempts).toBe(CODE_ATTEMPTS)
    expect(await openCodes(db, 'A-guesses', NOW)).toEqual([])
  })

  it('opens one session with the right code, and the code is used up', async () => {
    const stored = await code('A-right')
    const expiresAt = later(30 * 60_000)
    const first = await countAttempt(db, { codeId: stored.id, now: NOW, open: { sessionDigest: 'session-1', expiresAt } })
    const second = await countAttempt(db, { codeId: stored.id, now: NOW, open: { sessionDigest: 'session-2', expiresAt } })
    expect(first).toEqual({ counted: true, attempts: 1 })
    expect(second.counted).toBe(false)
    expect(await findSession(db, 'session-1')).toMatchObject({ agreementId: 'A-right', expiresAt: expiresAt.getTime() })
    expect(await findSession(db, 'session-2')).toBeNull()
    expect((await findCode(db, `token-${tokens}`))!.usedAt).toBe(NOW.getTime())
  })

  it('counts no attempt at an expired code', async () => {
    const stored = await code('A-expired', 1_000)
    expect(await countAttempt(db, { codeId: stored.id, now: later(2_000), open: null })).toEqual({
      counted: false,
      attempts: CODE_ATTEMPTS,
    })
    expect(await openCodes(db, 'A-expired', later(2_000))).toEqual([])
  })

  it('lists an agreement’s open codes with their tokens, oldest first', async () => {
    const first = await code('A-open')
    const second = await code('A-open')
    const open = await openCodes(db, 'A-open', NOW)
    expect(open.map((found) => found.id)).toEqual([first.id, second.id])
    expect(open[1]!.tokenDigest).toBe(`token-${tokens}`)
  })
})

describe('tire-hotel sessions', () => {
  it('extends a live session and refuses an expired one', async () => {
    const stored = await code('A-session')
    await countAttempt(db, { codeId: stored.id, now: NOW, open: { sessionDigest: 'session-live', expiresAt: later(60_000) } })
    const session = (await findSession(db, 'session-live'))!
    expect(await extendSession(db, { id: session.id, now: later(30_000), expiresAt: later(90_000) })).toBe(true)
    expect((await findSession(db, 'session-live'))!.expiresAt).toBe(later(90_000).getTime())
    expect(await extendSession(db, { id: session.id, now: later(100_000), expiresAt: later(200_000) })).toBe(false)
  })

  it('purges codes and sessions that ended, and keeps the rest', async () => {
    const ended = await code('A-purge', 1_000)
    const live = await code('A-purge', 24 * 3600_000)
    const removed = await purgeEnded(db, later(10 * 3600_000))
    expect(removed).toBeGreaterThanOrEqual(1)
    expect(await findCode(db, `token-${tokens - 1}`)).toBeNull()
    expect((await findCode(db, `token-${tokens}`))!.id).toBe(live.id)
    expect(ended.id).not.toBe(live.id)
  })
})
