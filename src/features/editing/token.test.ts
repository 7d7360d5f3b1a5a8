import { describe, expect, it } from 'vitest'

import { EDITING_LINK_LIFETIME_SECONDS, createEditingToken, safeRedirectPath, verifyEditingToken } from './token'

const secret = 'a-test-secret-that-is-long-enough-000000'

describe('editing link token', () => {
  it('verifies a token it signed and returns its claims', () => {
    const token = createEditingToken({ userId: '7', siteId: '3' }, secret)
    const result = verifyEditingToken(token, secret)
    expect(result.ok && result.claims).toMatchObject({ userId: '7', siteId: '3' })
  })

  it('refuses a token signed with another secret', () => {
    const token = createEditingToken({ userId: '7', siteId: '3' }, 'another-secret-another-secret-000000')
    expect(verifyEditingToken(token, secret)).toEqual({ ok: false, reason: 'signature' })
  })

  it('refuses a token whose claims were changed', () => {
    const token = createEditingToken({ userId: '7', siteId: '3' }, secret)
    const [, signature] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ userId: '1', siteId: '3', exp: 9999999999 })).toString('base64url')
    expect(verifyEditingToken(`${forged}.${signature}`, secret)).toEqual({ ok: false, reason: 'signature' })
  })

  it('refuses an expired token', () => {
    const issued = Date.UTC(2026, 0, 1)
    const token = createEditingToken({ userId: '7', siteId: '3' }, secret, issued)
    const later = issued + (EDITING_LINK_LIFETIME_SECONDS + 1) * 1000
    expect(verifyEditingToken(token, secret, later)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses garbage', () => {
    expect(verifyEditingToken('', secret).ok).toBe(false)
    expect(verifyEditingToken('abc', secret).ok).toBe(false)
    expect(verifyEditingToken('a.b.c', secret).ok).toBe(false)
  })

  it('only redirects to paths on the same host', () => {
    expect(safeRedirectPath('/kop-bil')).toBe('/kop-bil')
    expect(safeRedirectPath('//evil.example')).toBe('/')
    expect(safeRedirectPath('https://evil.example')).toBe('/')
    expect(safeRedirectPath('/\\evil.example')).toBe('/')
    expect(safeRedirectPath(null)).toBe('/')
  })
})
