import type { Block } from 'payload'

import { linkField } from '@/cms/fields/link'
import { imageField } from '@/cms/fields/media'

export const CarModelCardBlock: Block = {
  slug: 'carModelCard',
  interfaceName: 'CarModelCardBlock',
  labels: { singular: 'Car model cards', plural: 'Car model cards' },
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
        { name: 'text', type: 'textarea' },
        imageField('image', { required: true }),
        linkField(),
        {
          type: 'row',
          fields: [
            { name: 'isCampaign', type: 'checkbox', label: 'Campaign', admin: { width: '30%' } },
            { name: 'campaign', type: 'text', label: 'Campaign badge', admin: { width: '70%', condition: (_, sibling) => Boolean(sibling?.isCampaign), placeholder: 'Kampanj' } },
          ],
        },
        {
          name: 'labels',
          type: 'array',
          maxRows: 4,
          labels: { singular: 'Fact', plural: 'Facts' },
          admin: { description: 'Up to four facts, e.g. Range — 520 km.' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'label', type: 'text', required: true, admin: { width: '50%' } },
                { name: 'value', type: 'text', required: true, admin: { width: '50%' } },
              ],
            },
          ],
        },
      ],
    },
  ],
}
