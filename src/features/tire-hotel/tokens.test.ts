import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { sealerOf } from '@/lib/encryption'

import { SEARCH_TOKEN_LIFETIME_MS } from './rules'
import { cancelToken, digests, newCode, openCancelToken, openSearchToken, randomToken, RANDOM_TOKEN, searchToken } from './tokens'

const sealer = sealerOf(randomBytes(32))
const now = new Date('2026-11-27T09:00:00Z')

describe('the tire hotel’s tokens and codes', () => {
  it('seals a search for an hour: it names the agreement, and nobody can read, alter or forge it', () => {
    const token = searchToken(sealer, { agreementId: '17', regNo: 'TIR123' }, now)
    expect(token).not.toContain('TIR123')
    expect(openSearchToken(sealer, token, now)).toEqual({ agreementId: '17', regNo: 'TIR123' })
    expect(openSearchToken(sealer, token, new Date(now.getTime() + SEARCH_TOKEN_LIFETIME_MS))).not.toBeNull()
    expect(openSearchToken(sealer, token, new Date(now.getTime() + SEARCH_TOKEN_LIFETIME_MS + 1))).toBeNull()
    expect(openSearchToken(sealerOf(randomBytes(32)), token, now)).toBeNull()
    expect(openSearchToken(sealer, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, now)).toBeNull()
    // A cancel link is no search, and a search no cancel link.
    expect(openSearchToken(sealer, cancelToken(sealer, { reference: 'DH-1' }), now)).toBeNull()
    expect(openCancelToken(sealer, token)).toBeNull()
    expect(openCancelToken(sealer, cancelToken(sealer, { reference: 'DH-1' }))).toEqual({ reference: 'DH-1' })
  })

  it('makes tokens of 256 random bits and codes of four digits, every code as likely as any other', () => {
    const tokens = new Set(Array.from({ length: 1000 }, randomToken))
    expect(tokens.size).toBe(1000)
    for (const token of tokens) expect(token).toMatch(RANDOM_TOKEN)
    const counts = new Array(10).fill(0)
    for (let drawn = 0; drawn < 20_000; drawn += 1) {
      const code = newCode()
      expect(code).toMatch(/^\d{4}$/)
      counts[Number(code[0])] += 1
    }
    // Each first digit about 2,000 times in 20,000 (well within 5 standard deviations).
    for (const count of counts) expect(Math.abs(count - 2000)).toBeLessThan(220)
  })

  it('binds a code’s digest to its authorization token, so equal digits under another token differ', () => {
    const keys = digests(sealer)
    const first = keys.authorization(randomToken())
    const second = keys.authorization(randomToken())
    expect(keys.code(first, '1234')).toBe(keys.code(first, '1234'))
    expect(keys.code(first, '1234')).not.toBe(keys.code(second, '1234'))
    expect(keys.code(first, '1234')).not.toBe(keys.code(first, '1235'))
    expect(keys.session('x')).not.toBe(keys.authorization('x'))
    expect(keys.phone('+46701740610')).not.toContain('1740')
  })
})
