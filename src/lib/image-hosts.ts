/**
 * Which images go through the Next.js image optimiser (spec 1 §5: "Image sources from hosts outside the
 * allowed list are not optimised"). The allowed hosts come from FORECOURT_IMAGE_HOSTS and are also the
 * optimiser's `images.remotePatterns` (next.config.ts), so both sides agree on every URL.
 */

/** A host name, or `*.` and a host name for exactly one subdomain level, as Next.js matches `*` in remotePatterns. */
const IMAGE_HOST = /^(\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/

export function isImageHostPattern(value: string): boolean {
  return IMAGE_HOST.test(value)
}

/** The comma-separated list of FORECOURT_IMAGE_HOSTS as trimmed, lower-case entries. */
export function parseImageHosts(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)
}

function hostMatches(hostname: string, pattern: string): boolean {
  if (!pattern.startsWith('*.')) return hostname === pattern
  const suffix = pattern.slice(1) // ".example.com"
  return hostname.endsWith(suffix) && !hostname.slice(0, -suffix.length).includes('.') && hostname.length > suffix.length
}

/**
 * True when the optimiser may serve `src`: a path on this site (CMS media included), or an HTTPS address
 * on an allowed host. Everything else (other hosts, plain HTTP, data: and blob: URLs) is shown as it is.
 */
export function isOptimisableImage(src: string, allowedHosts: string[]): boolean {
  const value = src.trim()
  if (value.startsWith('/') && !value.startsWith('//')) return true
  let url: URL
  try {
    url = new URL(value.startsWith('//') ? `https:${value}` : value)
  } catch {
    return false // e.g. "images/car.jpg": relative to the page, which the optimiser cannot resolve
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false
  const hostname = url.hostname.toLowerCase()
  return allowedHosts.some((pattern) => hostMatches(hostname, pattern.trim().toLowerCase()))
}
