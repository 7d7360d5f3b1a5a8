import type { Block } from 'payload'

import { linkField } from '@/cms/fields/link'
import { imageField } from '@/cms/fields/media'

export const ImageCardBlock: Block = {
  slug: 'imageCard',
  interfaceName: 'ImageCardBlock',
  labels: { singular: 'Image cards', plural: 'Image cards' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      required: true,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'text' },
        imageField('image', { required: true }),
        linkField({ withLabel: false }),
      ],
    },
  ],
}
