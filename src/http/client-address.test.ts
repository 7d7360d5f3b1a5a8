import { describe, expect, it } from 'vitest'

import { parseTrustedProxies } from '@/lib/trusted-proxies'

import { forwarding, isValidHost, isThisMachine } from './client-address'
import { publicOrigin } from './public-origin'

const none = parseTrustedProxies(undefined)
const balancer = parseTrustedProxies('10.0.0.0/8, 127.0.0.1, ::1, fd00::/8')

describe('trusted proxies', () => {
  it('reads addresses and blocks of both families', () => {
    expect(balancer.has('10.1.2.3')).toBe(true)
    expect(balancer.has('11.1.2.3')).toBe(false)
    expect(balancer.has('127.0.0.1')).toBe(true)
    expect(balancer.has('::ffff:127.0.0.1')).toBe(true)
    expect(balancer.has('::1')).toBe(true)
    expect(balancer.has('fd12::1')).toBe(true)
    expect(balancer.has('not an address')).toBe(false)
    expect(none.empty).toBe(true)
    expect(none.has('127.0.0.1')).toBe(false)
  })

  it.each(['10.0.0.0/33', '10.0.0/8', 'proxy.example', '10.0.0.0/8/1', '::1/129', '10.0.0.0/x'])(
    'refuses %s with a message naming it',
    (entry) => {
      expect(() => parseTrustedProxies(entry)).toThrow(entry)
    },
  )
})

describe('the client behind a request', () => {
  it('is the socket, whatever a client writes in the forwarding headers, unless the socket is a trusted proxy', () => {
    const forged = { forwardedFor: '198.51.100.1', forwardedProto: 'javascript', forwardedHost: 'evil.example' }
    expect(forwarding('203.0.113.9', forged, none)).toEqual({ client: '203.0.113.9', proto: 'http', host: null })
    expect(forwarding('203.0.113.9', forged, balancer)).toEqual({ client: '203.0.113.9', proto: 'http', host: null })
    expect(forwarding('::ffff:203.0.113.9', {}, none).client).toBe('203.0.113.9')
  })

  it('behind a trusted proxy, is the nearest address the proxies did not write themselves', () => {
    expect(forwarding('10.0.0.2', { forwardedFor: '203.0.113.9' }, balancer).client).toBe('203.0.113.9')
    // A client's own X-Forwarded-For stands left of what the proxy appended, and is never reached.
    expect(forwarding('10.0.0.2', { forwardedFor: '198.51.100.1, 203.0.113.9' }, balancer).client).toBe('203.0.113.9')
    expect(forwarding('10.0.0.2', { forwardedFor: '198.51.100.1, 203.0.113.9, 10.0.0.7' }, balancer).client).toBe('203.0.113.9')
    expect(forwarding('10.0.0.2', { forwardedFor: 'garbage, 10.0.0.7' }, balancer).client).toBe('10.0.0.7')
    expect(forwarding('10.0.0.2', {}, balancer).client).toBe('10.0.0.2')
  })

  it('behind a trusted proxy, takes its scheme and host only when they are a scheme and a host', () => {
    expect(forwarding('10.0.0.2', { forwardedProto: 'https', forwardedHost: 'www.bilhall.se' }, balancer)).toMatchObject({
      proto: 'https',
      host: 'www.bilhall.se',
    })
    expect(forwarding('10.0.0.2', { forwardedProto: 'HTTPS, http', forwardedHost: 'a.example, b.example' }, balancer)).toMatchObject({
      proto: 'https',
      host: 'a.example',
    })
    expect(forwarding('10.0.0.2', { forwardedProto: 'javascript', forwardedHost: 'evil.example/path' }, balancer)).toMatchObject({
      proto: 'http',
      host: null,
    })
  })
})

describe('this machine', () => {
  it.each(['127.0.0.1', '127.30.1.2', '::1', '::ffff:127.0.0.1'])('is %s', (address) => expect(isThisMachine(address)).toBe(true))
  it.each(['10.0.0.1', '192.168.0.2', '203.0.113.9', '::ffff:203.0.113.9', '2001:db8::1', '0.0.0.0', 'unknown', ''])(
    'is not %j',
    (address) => expect(isThisMachine(address)).toBe(false),
  )
})

describe('hosts', () => {
  it.each(['se2.localhost', 'se2.localhost:3000', 'localhost', '127.0.0.1:3100', '[::1]:3000', 'www.bilhall.se.', 'app_1'])(
    'takes %s',
    (host) => {
      expect(isValidHost(host)).toBe(true)
    },
  )
  it.each(['', ' ', 'evil.example/path', 'a b', 'evil.example:port', '@evil.example', 'x'.repeat(300), 'a\tb'])('refuses %j', (host) => {
    expect(isValidHost(host)).toBe(false)
  })
})

describe('the public origin', () => {
  const headers = (values: Record<string, string>) => (name: string) => values[name] ?? null
  it('is the forwarded host and scheme the server admitted, or the Host header', () => {
    expect(publicOrigin(headers({ host: 'se2.localhost:3000' }))).toBe('http://se2.localhost:3000')
    expect(publicOrigin(headers({ host: 'internal:3000', 'x-forwarded-host': 'www.bilhall.se', 'x-forwarded-proto': 'https' }))).toBe(
      'https://www.bilhall.se',
    )
  })
  it('never gives a scheme other than http and https, nor a host that is not one', () => {
    expect(publicOrigin(headers({ host: 'se2.localhost', 'x-forwarded-proto': 'javascript' }))).toBe('http://se2.localhost')
    expect(publicOrigin(headers({ host: 'se2.localhost', 'x-forwarded-host': 'evil.example/x' }))).toBe('http://se2.localhost')
  })
})
