import type { Payload, TypedLocale } from 'payload'

import type { Footer } from '@/payload-types'

/** The footer of a site in a language (one per site), or null when the site has none. Callers add caching. */
export async function findFooter(payload: Payload, siteId: number, locale: string): Promise<Footer | null> {
  const { docs } = await payload.find({
    collection: 'footers',
    where: { site: { equals: siteId } },
    locale: locale as TypedLocale,
    fallbackLocale: false,
    depth: 2,
    limit: 1,
    overrideAccess: true,
    // Linked pages are only needed for their path, logos for their files: not whole pages with every block.
    populate: {
      pages: { path: true },
      media: { filename: true, alt: true, sizes: true, width: true, height: true },
    },
  })
  return docs[0] ?? null
}
