import type { Block } from 'payload'

import { linkField } from '@/cms/fields/link'

/** The workshop site list (spec 3 §2.4): cards of the facilities with a workshop, linking to their pages. */
export const WorkshopSiteListBlock: Block = {
  slug: 'workshopSiteList',
  interfaceName: 'WorkshopSiteListBlock',
  labels: { singular: 'Workshop site list', plural: 'Workshop site lists' },
  fields: [
    { name: 'title', type: 'text' },
    {
      type: 'row',
      fields: [
        {
          name: 'detailPath',
          type: 'text',
          label: 'Site detail path',
          required: true,
          admin: { width: '50%', description: 'The page with the dealer site list; a card links to this path plus the site’s slug, e.g. /anlaggningar.' },
          validate: (value: string | null | undefined) => (value && /^\/[a-z0-9/_-]*$/i.test(value.trim()) ? true : 'A path of this site, starting with /.'),
        },
        {
          name: 'query',
          type: 'text',
          label: 'Predefined query',
          admin: { width: '50%', description: 'Optional: filters in the site list’s address form, e.g. site_region=Uppsala. With a query, 4 workshops show.' },
        },
      ],
    },
    linkField({ name: 'buttonLink', label: 'Button link' }),
  ],
}
