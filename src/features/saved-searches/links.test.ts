import { describe, expect, it } from 'vitest'

import { linkSigner, linkToken, readLinkToken, subscriberKeyOf, unsubscribeHeaders } from './links'

const sign = linkSigner('a-test-secret-of-enough-length-0123456789')

describe('the saved searches’ signed links', () => {
  it('reads back what it signed, for its purpose only', () => {
    const token = linkToken(sign, 'c', 12)
    expect(readLinkToken(sign, 'c', token)).toBe('12')
    expect(readLinkToken(sign, 'u', token)).toBeNull()
    expect(readLinkToken(sign, 'c', token.replace('c.12.', 'c.13.'))).toBeNull()
    expect(readLinkToken(linkSigner('another-secret-of-enough-length-012345'), 'c', token)).toBeNull()
    expect(readLinkToken(sign, 'c', 42)).toBeNull()
    expect(readLinkToken(sign, 'c', 'c.12.short')).toBeNull()
  })

  it('names a subscriber by a key of the address, the same whatever its case, and another on another site', () => {
    const key = subscriberKeyOf(sign, 3, 'Vera@Example.com ')
    expect(key).toBe(subscriberKeyOf(sign, 3, 'vera@example.com'))
    expect(key).not.toBe(subscriberKeyOf(sign, 4, 'vera@example.com'))
    expect(key).not.toContain('vera')
    expect(readLinkToken(sign, 'm', linkToken(sign, 'm', key))).toBe(key)
  })

  it('writes the RFC 8058 headers: an https or http URL to POST, and the one-click body', () => {
    const headers = unsubscribeHeaders('http://se2.localhost:3000', 'u.12.abc')
    expect(headers['List-Unsubscribe']).toBe('<http://se2.localhost:3000/api/car-alerts/unsubscribe?token=u.12.abc>')
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  })
})
