import { BlockList, isIP } from 'node:net'

import { type TrustedProxies, unmapped } from '@/lib/trusted-proxies'

/**
 * Who sent a request, and to which address. The socket's peer is the client unless it is a proxy named in
 * FORECOURT_TRUSTED_PROXIES (a CIDR list: the load balancer's addresses); only then do `X-Forwarded-For`,
 * `X-Forwarded-Host` and `X-Forwarded-Proto` count. Anyone else could write any address there, use up another
 * client's rate limit or send redirects to a host and scheme of their choosing.
 */
export type Forwarding = {
  /** The client's address. */
  client: string
  /** The scheme the client used: `http` or `https`. */
  proto: 'http' | 'https'
  /** The host the client asked for, or null to keep the Host header. */
  host: string | null
}

/** A host name or address with an optional port, as a Host header carries it. */
const HOST = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

export function isValidHost(value: string): boolean {
  return value.length <= 260 && HOST.test(value)
}

/**
 * The client behind a request: from the socket, or, when the socket's peer is a trusted proxy, the nearest
 * address in `X-Forwarded-For` that is not one (each proxy appends the address it saw, so what a client wrote
 * itself stands to the left of it and is never reached while a proxy stands to its right).
 */
export function forwarding(
  peer: string | undefined,
  headers: { forwardedFor?: string | null; forwardedProto?: string | null; forwardedHost?: string | null },
  trusted: TrustedProxies,
  secure = false,
): Forwarding {
  const socket = unmapped(peer ?? '') || 'unknown'
  const own: Forwarding = { client: socket, proto: secure ? 'https' : 'http', host: null }
  if (trusted.empty || !trusted.has(socket)) return own
  const chain = (headers.forwardedFor ?? '')
    .split(',')
    .map((part) => unmapped(part.trim()))
    .filter(Boolean)
  let client = socket
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i]!
    if (isIP(hop) === 0) break
    client = hop
    if (!trusted.has(hop)) break
  }
  const proto = (headers.forwardedProto ?? '').split(',')[0]!.trim().toLowerCase()
  const host = (headers.forwardedHost ?? '').split(',')[0]!.trim()
  return {
    client,
    proto: proto === 'https' || proto === 'http' ? proto : own.proto,
    host: host && isValidHost(host) ? host : null,
  }
}

const LOOPBACK = new BlockList()
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4')
LOOPBACK.addAddress('::1', 'ipv6')

/** Whether a client address (as `forwarding` found it) is this machine itself: 127.0.0.0/8 or ::1. */
export function isThisMachine(address: string): boolean {
  const plain = unmapped(address)
  const family = isIP(plain)
  return family !== 0 && LOOPBACK.check(plain, family === 4 ? 'ipv4' : 'ipv6')
}

/** A request's headers, or a function giving a header's value by its name in lower case. */
type HeaderSource = Headers | ((name: string) => string | null)

/**
 * The client's address of a request the instance server admitted: it replaced `X-Forwarded-For` with the one
 * address `forwarding` found (src/http/transport.ts), so the header holds nothing a client wrote itself.
 */
export function clientAddress(headers: HeaderSource): string {
  const header = typeof headers === 'function' ? headers : (name: string) => headers.get(name)
  return header('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown'
}
