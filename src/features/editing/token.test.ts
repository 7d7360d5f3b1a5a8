import { describe, expect, it } from 'vitest'

import {
  EDITING_LINK_LIFETIME_SECONDS,
  EDITING_LINK_STEP_SECONDS,
  createEditingToken,
  createSteadyEditingToken,
  safeRedirectPath,
  verifyEditingToken,
} from './token'

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

  it('signs the same live-preview link all hour, so the preview frame is not reloaded by every save', () => {
    const hour = Date.UTC(2026, 0, 1, 9)
    const first = createSteadyEditingToken({ userId: '7', siteId: '3' }, secret, hour + 1_000)
    expect(createSteadyEditingToken({ userId: '7', siteId: '3' }, secret, hour + 59 * 60_000)).toBe(first)
    expect(createSteadyEditingToken({ userId: '7', siteId: '3' }, secret, hour + 60 * 60_000)).not.toBe(first)
    expect(createSteadyEditingToken({ userId: '8', siteId: '3' }, secret, hour + 1_000)).not.toBe(first)
    // Valid for at least the lifetime less one step, and never past the full lifetime from its hour.
    const lastMoment = hour + (EDITING_LINK_LIFETIME_SECONDS - EDITING_LINK_STEP_SECONDS) * 1000 + 59 * 60_000
    expect(verifyEditingToken(first, secret, lastMoment).ok).toBe(true)
    expect(verifyEditingToken(first, secret, hour + (EDITING_LINK_LIFETIME_SECONDS + 1) * 1000)).toEqual({ ok: false, reason: 'expired' })
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

  it.each([
    ['a tab the browser drops', '/\t/evil.example'],
    ['a line feed', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a tab before the slashes', '\t//evil.example'],
    ['a backslash', '/\\/evil.example'],
    ['a NUL', '/\u0000/evil.example'],
    ['a space before it', ' //evil.example'],
  ])('never sends the editor to another host: %s', (_, path) => {
    const safe = safeRedirectPath(path)
    expect(safe.startsWith('/') && !safe.startsWith('//')).toBe(true)
    expect(new URL(safe, 'http://se2.localhost').host).toBe('se2.localhost')
  })

  it('keeps a path with its query and fragment', () => {
    expect(safeRedirectPath('/kop-bil?car_fuel=El#contact')).toBe('/kop-bil?car_fuel=El#contact')
    expect(safeRedirectPath('/bilar/%C3%A5')).toBe('/bilar/%C3%A5')
  })
})
