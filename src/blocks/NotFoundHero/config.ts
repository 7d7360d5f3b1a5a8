import type { Block } from 'payload'

import { linkField } from '@/cms/fields/link'

export const NotFoundHeroBlock: Block = {
  slug: 'notFoundHero',
  interfaceName: 'NotFoundHeroBlock',
  labels: { singular: 'Not-found hero', plural: 'Not-found heroes' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    linkField(),
  ],
}
