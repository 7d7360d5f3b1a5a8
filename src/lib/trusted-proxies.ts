import { BlockList, isIP } from 'node:net'

/**
 * The load balancers and reverse proxies in front of the instances, as FORECOURT_TRUSTED_PROXIES names them: the
 * configuration (lib/env.ts) checks the list, and the edge (src/http/client-address.ts) believes their forwarding
 * headers and no one else's.
 */
export type TrustedProxies = { has(address: string): boolean; readonly empty: boolean }

/** The CIDR list of FORECOURT_TRUSTED_PROXIES (`10.0.0.0/8, 127.0.0.1, ::1`): blocks, single addresses, IPv4 or IPv6. */
export function parseTrustedProxies(list: string | undefined): TrustedProxies {
  const blocks = new BlockList()
  let count = 0
  for (const entry of (list ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', prefix, ...rest] = entry.split('/')
    const family = isIP(address)
    const bits = prefix === undefined ? null : Number(prefix)
    if (family === 0 || rest.length > 0 || (bits !== null && (!/^\d{1,3}$/.test(prefix!) || bits > (family === 4 ? 32 : 128)))) {
      throw new Error(`"${entry}" is not an address or a CIDR block (e.g. 10.0.0.0/8, 127.0.0.1, ::1).`)
    }
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (bits === null) blocks.addAddress(address, type)
    else blocks.addSubnet(address, bits, type)
    count++
  }
  return {
    empty: count === 0,
    has(address) {
      const plain = unmapped(address)
      const family = isIP(plain)
      return family !== 0 && blocks.check(plain, family === 4 ? 'ipv4' : 'ipv6')
    },
  }
}

/** `::ffff:192.0.2.1`, as a dual-stack socket names an IPv4 peer, is 192.0.2.1. */
export function unmapped(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address
}
