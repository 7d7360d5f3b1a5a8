import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { trailingSlashRedirect } from './src/http/trailing-slash'

/**
 * Hosts whose images the optimiser serves (spec 1 §5). Read here as well as in src/lib/env.ts because the
 * Next.js configuration loads before the application's modules; src/lib/image-hosts.ts decides
 * per image with the same list, so `*.example.com` means one subdomain level in both places.
 */
const imageHosts = (process.env.FORECOURT_IMAGE_HOSTS ?? '')
  .split(',')
  .map((host) => host.trim().toLowerCase())
  .filter(Boolean)

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // An address ending in a slash is redirected to the one without it by our rule, which leaves the addresses
  // whose specified shape ends in a slash alone (src/http/trailing-slash.ts).
  skipTrailingSlashRedirect: true,
  redirects: async () => [trailingSlashRedirect()],
  // `npm test` type-checks the whole repository (tsc) once; a start does not need to repeat it.
  typescript: { ignoreBuildErrors: true },
  images: {
    // Image device sizes of spec 1 §9.
    deviceSizes: [320, 640, 1280, 1920],
    imageSizes: [64, 128, 256],
    formats: ['image/avif', 'image/webp'],
    remotePatterns: imageHosts.map((hostname) => ({ protocol: 'https' as const, hostname, pathname: '**' })),
  },
}

const withCms = withPayload(nextConfig, { devBundleServerPackages: false })

/** Payload asks browsers for colour-scheme hints on every path; only its admin needs them. */
export default {
  ...withCms,
  headers: async () => {
    const rules = (await withCms.headers?.()) ?? []
    return rules.map((rule) => (rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule))
  },
} satisfies NextConfig
