import type { Block } from 'payload'

import { linkField } from '@/cms/fields/link'

export const BlurbBlock: Block = {
  slug: 'blurb',
  interfaceName: 'BlurbBlock',
  labels: { singular: 'Blurb', plural: 'Blurbs' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'titleTag', type: 'select', defaultValue: 'h2', options: ['h2', 'h3', 'h4'] },
    { name: 'richText', type: 'richText' },
    linkField(),
    {
      type: 'row',
      fields: [
        { name: 'imageDesktop', type: 'upload', relationTo: 'media', required: true, admin: { width: '50%' } },
        { name: 'imagePhone', type: 'upload', relationTo: 'media', admin: { width: '50%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'reverse', type: 'checkbox', admin: { width: '50%', description: 'Media on the left.' } },
        {
          name: 'backgroundColor',
          type: 'select',
          defaultValue: 'None',
          options: ['None', 'BackgroundColor1', 'BackgroundColor2', 'BackgroundColor3'],
          admin: { width: '50%' },
        },
      ],
    },
  ],
}
